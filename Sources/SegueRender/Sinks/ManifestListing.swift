import SegueCore

/// A sink whose file `manifest.json` lists under `"outputs"` (the sheet, the preview, a GIF, a
/// video, a timing plot), so tools reading the folder find every file a render wrote, not only
/// the frames.
public protocol ManifestListed: AnyObject {
    /// The entry of this sink's file. Read after every sink has finished, so it may describe
    /// what only `finish` knows (a GIF's frame count, say).
    var manifestEntry: ManifestEntry { get }
}

/// One file of the `"outputs"` list of `manifest.json`: its name in the folder, its kind
/// (`sheet`, `preview`, `gif`, `mp4`, `webm`, `plot`…), and fields of its own.
public struct ManifestEntry: Sendable {
    /// The file's name in the output folder.
    public let file: String
    /// What the file is.
    public let kind: String
    /// Further fields, in the order written (a GIF's frame count and delays, a video's codec).
    public let fields: [(String, JSONText)]

    /// The entry for `file`, of `kind`, with its further `fields`.
    public init(file: String, kind: String, fields: [(String, JSONText)] = []) {
        self.file = file
        self.kind = kind
        self.fields = fields
    }

    var json: JSONText { .object([("file", .string(file)), ("kind", .string(kind))] + fields) }
}
