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
    static func document(scene: Scene, frames: [JSONText]) -> String {
        var fields: [(String, JSONText)] = [
            ("name", .string(scene.name)),
            ("pixelSize", .array([.number(Double(scene.canvas.pixelWidth)), .number(Double(scene.canvas.pixelHeight))])),
            ("size", .array([.number(scene.canvas.size.width), .number(scene.canvas.size.height)])),
            ("scale", .number(scene.canvas.scale)),
            ("fps", .number(Double(scene.canvas.fps))),
            ("duration", .number(scene.duration)),
        ]
        fields += interactionFields(scene)
        fields.append(("frames", .array(frames)))
        return JSONText.object(fields).rendered() + "\n"
    }

    private static func interactionFields(_ scene: Scene) -> [(String, JSONText)] {
        guard let timeline = scene.interactionTimeline else { return [] }
        return [
            ("outcome", .string(timeline.outcome == .finish ? "finished" : "cancelled")),
            ("releaseTime", .number(timeline.releaseTime)),
            ("releasePercent", .number(timeline.releasePercent)),
        ]
    }
}
