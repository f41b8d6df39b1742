/// The check that the templates of one run render to different folders.
enum OutputNames {
    /// Throws when two templates have the same name: the second would overwrite the first's
    /// frames in `out/<name>`, so the run stops before rendering anything.
    /// `a.json and b.json both render to output/reveal`.
    static func requireDistinct(_ named: [(file: String, name: String)], out: String) throws(CommandError) {
        var firstFile: [String: String] = [:]
        for (file, name) in named {
            if let earlier = firstFile[name] {
                let folder = out.hasSuffix("/") ? out + name : out + "/" + name
                throw CommandError(description: "\(earlier) and \(file) both render to \(folder)")
            }
            firstFile[name] = file
        }
    }
}
