/// The output folder's name as the renderer is given it, and the check that the templates of
/// one run render to different folders.
enum OutputNames {
    /// `out` with "./" in front when it is relative and does not already start with "." —
    /// swift-corelibs-foundation's `deletingLastPathComponent` traps on a one-character
    /// relative path ("o", "q/p", "z/"), which `OutputFolder` calls while creating missing
    /// folders; "./o" keeps the same folder and avoids the trap.
    static func parentForRenderer(_ out: String) -> String {
        out.hasPrefix("/") || out.hasPrefix(".") ? out : "./" + out
    }

    /// Throws when two templates have the same name: the second would overwrite the first's
    /// frames in `out/<name>`, so the run stops before rendering anything.
    /// `a.json and b.json both render to output/reveal`.
    static func requireDistinct(_ named: [(file: String, name: String)], out: String) throws(UserFacingError) {
        var firstFile: [String: String] = [:]
        for (file, name) in named {
            if let earlier = firstFile[name] {
                let folder = out.hasSuffix("/") ? out + name : out + "/" + name
                throw UserFacingError(description: "\(earlier) and \(file) both render to \(folder)")
            }
            firstFile[name] = file
        }
    }
}
