/// Where a template's files come from: the template itself, the screen files it names and the
/// images its layers draw. Every file access of `TemplateLoader` goes through one value of this,
/// so decoding opens no files itself, tests can hand it an in-memory folder
/// (`InMemoryResources`), and each file is read once.
public protocol TemplateResources: Sendable {
    /// The whole file at `path` (a template's own path, or a reference resolved against the
    /// folder of the file that names it), or why it cannot be read.
    func read(_ path: String) -> Result<[UInt8], ResourceFailure>

    /// The whole file at `path`, read as a file of `kind`, whose size cap file-system readers
    /// apply. By default the same as `read(_:)`.
    func read(_ path: String, as kind: ResourceKind) -> Result<[UInt8], ResourceFailure>
}

extension TemplateResources {
    public func read(_ path: String, as kind: ResourceKind) -> Result<[UInt8], ResourceFailure> { read(path) }
}

/// What a template's file is for, which decides how large it may be.
public enum ResourceKind: Hashable, Sendable {
    case template, screen, image
}

/// Why a file could not be read, as a short phrase for an error message: "no such file",
/// "a directory, not a regular file", "a file of 20000000 bytes, over the cap of 16777216
/// bytes", "bytes that are not UTF-8 text". It never quotes the file's contents.
public struct ResourceFailure: Error, Hashable, Sendable {
    public var reason: String

    public init(reason: String) { self.reason = reason }

    /// The file does not exist.
    public static let missing = ResourceFailure(reason: "no such file")
}
