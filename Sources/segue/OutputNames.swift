/// The check that the templates of one run render to different folders.
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
}
