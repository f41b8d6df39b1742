/// Where the JSON being decoded came from: the file name for errors and the directory that
/// relative file references (screens, images) resolve against.
struct DecodeContext: Sendable {
    var file: String
    var directory: String

    /// `relative` resolved against `directory` (absolute paths are kept).
    func resolve(_ relative: String) -> String {
        FilePaths.join(directory, relative)
    }
}
