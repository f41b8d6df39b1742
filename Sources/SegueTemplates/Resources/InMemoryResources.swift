/// Template files held in memory, by path: for tests and for tools that build templates without
/// writing them to disk. A path that is not in `files` is a missing file.
public struct InMemoryResources: TemplateResources {
    /// The files' bytes by path, as `TemplateLoader` resolves references (`Templates/screens/a.json`).
    public var files: [String: [UInt8]]

    /// Files given as bytes.
    public init(files: [String: [UInt8]]) { self.files = files }

    /// Files given as UTF-8 text (templates and screens).
    public init(texts: [String: String]) {
        files = texts.mapValues { Array($0.utf8) }
    }

    /// The file at `path`, or at `path` with its `.` and `..` components resolved as a file
    /// system without links resolves them (`screens/../images/a.jpg` is `images/a.jpg`), as a
    /// screen naming an image beside its folder finds it on disk.
    public func read(_ path: String) -> Result<[UInt8], ResourceFailure> {
        (files[path] ?? files[InMemoryResources.lexical(path)]).map { .success($0) } ?? .failure(.missing)
    }

    /// `path` with `.` components dropped and each `..` removing the component before it (a `..`
    /// with none before it is kept, as it leaves the tree).
    static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: false) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", !last.isEmpty {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}
