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

    /// The whole document: the render's settings, the other files it wrote (`outputs`, when
    /// any) and its frames.
    static func document(source: any FrameSource, outputs: [ManifestEntry] = [], frames: [JSONText]) -> String {
        let canvas = source.canvas
        var fields: [(String, JSONText)] = [
            ("name", .string(source.name)),
            ("pixelSize", .array([.number(Double(canvas.pixelWidth)), .number(Double(canvas.pixelHeight))])),
            ("size", .array([.number(canvas.size.width), .number(canvas.size.height)])),
            ("scale", .number(canvas.scale)),
            ("fps", .number(Double(canvas.fps))),
            ("duration", .number(source.duration)),
        ]
        if let variant = source.variant { fields.append(("variant", .string(variant.description))) }
        fields += releaseFields(source.interactionRelease)
        if !outputs.isEmpty { fields.append(("outputs", .array(outputs.map(\.json)))) }
        fields.append(("frames", .array(frames)))
        return JSONText.object(fields).rendered() + "\n"
    }

    /// An interactive transition's outcome and release; nothing for one played straight through.
    /// A sheet between detents adds where it settled (`settlesAt`: a detent, or `dismissed`).
    private static func releaseFields(_ release: InteractionRelease?) -> [(String, JSONText)] {
        guard let release else { return [] }
        var fields: [(String, JSONText)] = [
            ("outcome", .string(release.outcome == .finish ? "finished" : "cancelled")),
            ("releaseTime", .number(release.time)),
            ("releasePercent", .number(release.percent)),
        ]
        if let rest = release.settlesAt { fields.append(("settlesAt", .string(rest))) }
        return fields
    }
}
