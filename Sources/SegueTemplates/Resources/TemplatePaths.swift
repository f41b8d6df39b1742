/// Splitting and joining the "/"-separated paths templates use to name screens and images.
enum TemplatePaths {
    /// `relative` joined to `directory`; an absolute `relative` or an empty `directory` keeps it as is.
    static func join(_ directory: String, _ relative: String) -> String {
        if relative.hasPrefix("/") || directory.isEmpty { return relative }
        return directory.hasSuffix("/") ? directory + relative : directory + "/" + relative
    }

    /// Everything before the last "/", or "" for a bare file name.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file name without its directory and without its last extension.
    static func baseName(of path: String) -> String {
        let name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
