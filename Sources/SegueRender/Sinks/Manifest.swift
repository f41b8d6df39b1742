import SegueCore

/// `manifest.json`: what a render produced, for tools and people reading the folder.
enum Manifest {
    /// The entry of one frame: its file, time, elapsed fraction and phase.
    static func frame(file: String, snapshot: Snapshot) -> JSONText {
        .object([
            ("file", .string(file)),
            ("time", .number(snapshot.time)),
            ("progress", .number(snapshot.progress)),
            ("phase", .string(snapshot.phase.rawValue)),
        ])
    }

    /// The whole document: the render's settings and its frames.
    static func document(scene: ResolvedScene, frames: [JSONText]) -> String {
        let canvas = scene.canvas
        var fields: [(String, JSONText)] = [
            ("name", .string(scene.name)),
            ("pixelSize", .array([.number(Double(canvas.pixelWidth)), .number(Double(canvas.pixelHeight))])),
            ("size", .array([.number(canvas.size.width), .number(canvas.size.height)])),
            ("scale", .number(canvas.scale)),
            ("fps", .number(Double(canvas.fps))),
            ("duration", .number(scene.duration)),
        ]
        fields += interactionFields(scene)
        fields.append(("frames", .array(frames)))
        return JSONText.object(fields).rendered() + "\n"
    }

    private static func interactionFields(_ scene: ResolvedScene) -> [(String, JSONText)] {
        guard let timeline = scene.interaction else { return [] }
        return [
            ("outcome", .string(timeline.outcome == .finish ? "finished" : "cancelled")),
            ("releaseTime", .number(timeline.releaseTime)),
            ("releasePercent", .number(timeline.releasePercent)),
        ]
    }
}
