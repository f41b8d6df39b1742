import SegueCore
import SegueRender

/// The checks of the folders the templates of one run render to: different ones, and ones
/// Segue may replace.
enum OutputNames {
    /// One error for each template whose name an earlier one has: it would overwrite the
    /// earlier one's frames in `out/<name>`, so the run stops before rendering anything.
    /// `a.json and b.json both render to output/reveal`.
    static func clashes(_ named: [(file: String, name: String)], out: String) -> [CommandError] {
        var firstFile: [String: String] = [:]
        var errors: [CommandError] = []
        for (file, name) in named {
            if let earlier = firstFile[name] {
                let folder = out.hasSuffix("/") ? out + name : out + "/" + name
                errors.append(CommandError(description: "\(earlier) and \(file) both render to \(folder)"))
            } else {
                firstFile[name] = file
            }
        }
        return errors
    }

    /// One error for each template whose folder `out/<name>` holds something a render does not
    /// replace without `--force` (`OutputFolder.refusalToReplace`): a file, a link, a folder
    /// Segue did not write. `output/reveal: a file, not a folder Segue wrote; pass --force to replace it`.
    static func refusals(_ named: [(file: String, name: String)], out: String) -> [CommandError] {
        named.compactMap { _, name in
            let folder = OutputFolder.path(parent: out, name: name)
            return OutputFolder.refusalToReplace(folder).map {
                CommandError(description: "\(MessageText.escaped(folder)): \($0); pass --force to replace it")
            }
        }
    }
}
