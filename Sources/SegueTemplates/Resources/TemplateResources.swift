/// Where a template's files come from: the template itself, the screen files it names and the
/// images its layers draw. Every file access of `TemplateLoader` goes through one value of this,
/// so decoding opens no files itself, tests can hand it an in-memory folder
/// (`InMemoryResources`), and each file is read once.
public protocol TemplateResources: Sendable {
    /// The whole file at `path` (a template's own path, or a reference resolved against the
    /// folder of the file that names it), or why it cannot be read.
    func read(_ path: String) -> Result<[UInt8], ResourceFailure>
}

/// Why a file could not be read, as a short phrase for an error message: "no such file",
/// "is a directory", "is not a regular file", "cannot read the file".
public struct ResourceFailure: Error, Hashable, Sendable {
    public var reason: String

    public init(reason: String) { self.reason = reason }

    /// The file does not exist.
    public static let missing = ResourceFailure(reason: "no such file")
}
