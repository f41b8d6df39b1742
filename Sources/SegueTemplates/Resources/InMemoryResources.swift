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

    public func read(_ path: String) -> Result<[UInt8], ResourceFailure> {
        files[path].map { .success($0) } ?? .failure(.missing)
    }
}
