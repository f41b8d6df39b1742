import ArgumentParser
import Foundation
import SegueCore

/// `segue report`: what can be done with verify reports once they are written.
struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract: "Work with the HTML reports `segue verify` writes.",
        subcommands: [Merge.self]
    )

    /// `segue report merge DIR… --out DIR`: one report of several shards' reports.
    struct Merge: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "merge",
            abstract: "Join the reports of several verify runs (CI shards) into one.",
            discussion: """
                Each DIR is a report folder `segue verify` wrote (its index.html and report.json), or a folder \
                holding one as report/ (a shard's --out). The merged report lists every template of every shard, \
                failing ones first, with their images copied into OUT; "accept all" drops --shard, as the names \
                alone choose the templates.
                """
        )

        @Argument(help: "Report folders (or folders with a report/ inside).")
        var reports: [String]

        @Option(name: .long, help: "Where the merged report goes.")
        var out = "output/report"

        func run() throws {
            var templates: [ReportData.Template] = []
            var arguments: [String]?
            var passed = true
            var shards: [(folder: String, data: ReportData)] = []
            for path in reports { shards.append(try Merge.read(path)) }
            for (folder, data) in shards {
                arguments = arguments ?? data.arguments
                passed = passed && data.passed
                for var template in data.templates {
                    if let instants = template.instants {
                        var placed: [ReportData.Instant] = []
                        for var instant in instants {
                            instant.golden = try Merge.image(instant.golden, in: folder)
                            instant.actual = try Merge.image(instant.actual, in: folder)
                            instant.diff = try Merge.image(instant.diff, in: folder)
                            placed.append(instant)
                        }
                        template.instants = placed
                    }
                    templates.append(template)
                }
            }
            // Numbered afresh in the merged order, as a single run's report numbers them.
            let (ordered, copies) = ReportData.placing(templates)
            let data = ReportData(passed: passed, arguments: arguments ?? [], templates: ordered)
            let page = try data.write(to: out) { root in try ReportFiles.copy(copies, into: root) }
            let failing = ordered.filter { !$0.passed }.count
            try printOutput("merged \(reports.count) reports: \(ordered.count) templates, \(failing) failing (\(page))")
        }

        /// The path of an image a shard's report names, `nil` for none: only a name of the form
        /// a report writes (`files/t3/g0.png`), a regular file inside the shard's folder. Anything
        /// else (`../../etc/passwd`, a symbolic link) is refused, so a report from elsewhere (a
        /// pull request's CI artifact) cannot copy other files into the merged one.
        static func image(_ name: String?, in folder: String) throws(CommandError) -> String? {
            guard let name else { return nil }
            let parts = name.split(separator: "/", omittingEmptySubsequences: false)
            let valid = parts.count == 3 && parts[0] == "files" && parts[1].hasPrefix("t") && Int(parts[1].dropFirst()) != nil
                && parts[2].hasSuffix(".png") && ["g", "a", "d"].contains(parts[2].prefix(1)) && Int(parts[2].dropFirst().dropLast(4)) != nil
            var info = stat()
            guard valid, lstat(folder + "/" + name, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                throw CommandError(description: "\(folder)/report.json: expected images under files/ of the report, found \(MessageText.quoted(name))")
            }
            return folder + "/" + name
        }

        /// The report in `path` (or in `path/report`) and the folder it is in; an error naming
        /// the path when there is none or it does not read.
        static func read(_ path: String) throws(CommandError) -> (folder: String, data: ReportData) {
            for folder in [path, path + "/report"] {
                let file = folder + "/report.json"
                guard FileManager.default.fileExists(atPath: file) else { continue }
                do {
                    let data = try JSONDecoder().decode(ReportData.self, from: Data(contentsOf: URL(fileURLWithPath: file)))
                    return (folder, data)
                } catch {
                    throw CommandError(description: "\(file): expected a report.json that segue verify wrote (\(error.localizedDescription))")
                }
            }
            throw CommandError(description: "\(path): expected a report folder segue verify wrote (index.html and report.json), found none")
        }
    }
}
