#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The rule of a sandboxed load (`TemplateLoader(sandboxed: true)`, `segue --sandbox`), for CI
/// running templates it does not trust: every screen and image a template names must lie inside
/// the template's folder.
///
/// An absolute path is refused, and so is one whose `..` leave the folder (checked on the text),
/// or whose real path (`realpath`, symlinks resolved) is outside it. A file that does not exist
/// is checked by its deepest existing folder, and a dangling symlink is refused, so a path outside
/// is refused the same way whether or not its file exists: the error tells nothing about files
/// outside the folder. Folders that
/// are not on the file system (`InMemoryResources`) get the text check only.
struct TemplateSandbox: Sendable {
    /// The template's folder as its path names it ("" for the current folder).
    var folder: String

    /// Whether `relative`, as written in a file of the template, resolved to `resolved`, may be read.
    func allows(_ relative: String, resolved: String) -> Bool {
        guard !relative.hasPrefix("/") else { return false }
        let root = TemplateSandbox.components(folder), path = TemplateSandbox.components(resolved)
        guard path.starts(with: root), path.dropFirst(root.count).first != ".." else { return false }
        guard let realRoot = TemplateSandbox.realPath(folder.isEmpty ? "." : folder) else { return true }
        var candidate = resolved
        while true {
            if let real = TemplateSandbox.realPath(candidate) {
                return real == realRoot || real.hasPrefix(realRoot == "/" ? "/" : realRoot + "/")
            }
            var info = stat()
            guard lstat(candidate, &info) != 0 else { return false } // there but unresolvable: a dangling symlink

            let parent = TemplatePaths.directory(of: candidate)
            guard parent != candidate, !parent.isEmpty else { return TemplateSandbox.realPath(".") == realRoot }
            candidate = parent
        }
    }

    /// The path's components with "." dropped and each "name/.." pair removed; leading ".."
    /// are kept (they climb above the path's start).
    static func components(_ path: String) -> [String] {
        var out: [String] = []
        for part in path.split(separator: "/") where part != "." {
            if part == "..", let last = out.last, last != ".." { out.removeLast() } else { out.append(String(part)) }
        }
        return out
    }

    /// The absolute path with symlinks, "." and ".." resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let real = realpath(path, nil) else { return nil }
        defer { free(real) }
        return String(cString: real)
    }
}
