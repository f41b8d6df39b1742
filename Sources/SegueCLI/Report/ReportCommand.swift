import ArgumentParser
import Foundation

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
                templates += data.templates.map { template in
                    var template = template
                    template.instants = template.instants?.map { instant in
                        var instant = instant
                        func from(_ name: String?) -> String? { name.map { folder + "/" + $0 } }
                        (instant.golden, instant.actual, instant.diff) = (from(instant.golden), from(instant.actual), from(instant.diff))
                        return instant
                    }
                    return template
                }
            }
            // Numbered afresh in the merged order, as a single run's report numbers them.
            let (ordered, copies) = ReportData.placing(templates)
            let data = ReportData(passed: passed, arguments: arguments ?? [], templates: ordered)
            let page = try data.write(to: out) { root in try ReportFiles.copy(copies, into: root) }
            let failing = ordered.filter { !$0.passed }.count
            try printOutput("merged \(reports.count) reports: \(ordered.count) templates, \(failing) failing (\(page))")
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
