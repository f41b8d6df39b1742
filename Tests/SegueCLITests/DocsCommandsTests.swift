import Foundation
import Testing

/// Every command the README and the guides in `docs/` show in a fenced block (a line starting
/// `$ `) is run, and what it prints is compared with what the page shows: so a page
/// never shows a flag that no longer exists, an error worded as it no longer is, or output the
/// tool no longer writes.
///
/// Each block runs in a fresh folder whose `Templates/` links to the shipped templates (and
/// `Tests/Goldens` to the shipped goldens), with
/// the built `segue` first on `PATH`, standard error joined to standard output. Where the page
/// is not deterministic the comparison gives way, and only there:
/// - a render's time (`61 frames in 0.48 s`) matches any time;
/// - a line `…` stands for any lines, and `…` inside a line for any text (`ls` output, which a
///   page shows in columns, is compared as one line of its names);
/// - a command the page shows but that cannot run here is skipped, each for a reason stated in
///   `DocsCommands.skipped`; a command that needs a file first gets it from `DocsCommands.setUp`.
@Suite struct DocsCommandsTests {
    @Test(arguments: DocsCommands.blocks)
    func theCommandPrintsWhatThePageShows(_ block: DocsCommands.Block) throws {
        let folder = try CLI.temporaryFolder("docs")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The golden-testing guide shows goldens being recorded: its blocks start from an empty
        // `Tests/Goldens` of their own; every other page verifies against the shipped goldens.
        let records = block.file == "docs/golden-testing.md"
        try DocsCommands.prepare(folder, shippedGoldens: !records)
        var directory = folder
        for step in block.steps {
            if DocsCommands.skipped.contains(where: { step.command.contains($0.key) }) { continue }
            // A `cd` holds for the rest of the block, as in the terminal the page shows.
            if step.command.hasPrefix("cd ") {
                directory = URL(fileURLWithPath: directory).appendingPathComponent(String(step.command.dropFirst(3))).path
                continue
            }
            for (needle, setUp) in DocsCommands.setUp where step.command.contains(needle) { try setUp(folder) }
            let output = try DocsCommands.run(step.command, in: directory, scratch: folder, records: records)
            #expect(DocsCommands.matches(output, step), "\(block.file): $ \(step.command)\n--- the page shows:\n\(step.expected.joined(separator: "\n"))\n--- it printed:\n\(output)")
        }
    }

    /// Every relative link of the README and the guides names a file that exists and, with a
    /// `#fragment`, a heading of that page (GitHub's anchors: lower case, punctuation dropped,
    /// spaces as hyphens).
    @Test func everyLinkLeadsSomewhere() throws {
        func anchors(_ path: String) -> Set<String> {
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
            var result: Set<String> = [], fence = false
            for line in text.components(separatedBy: "\n") {
                if line.hasPrefix("```") { fence.toggle() }
                guard !fence, line.hasPrefix("#"), let space = line.firstIndex(of: " "), line[..<space].allSatisfy({ $0 == "#" }) else { continue }
                let heading = line[line.index(after: space)...].lowercased()
                result.insert(String(heading.filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" || $0 == " " })
                    .replacingOccurrences(of: " ", with: "-"))
            }
            return result
        }
        let link = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
        for page in DocsCommands.pages {
            let path = CLI.packageRoot + "/" + page
            let text = try String(contentsOfFile: path, encoding: .utf8)
            let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
            for match in link.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                let target = String(text[Range(match.range(at: 1), in: text)!])
                guard !target.hasPrefix("http") else { continue }
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let file = parts[0].isEmpty ? path : folder.appendingPathComponent(parts[0]).standardizedFileURL.path
                #expect(FileManager.default.fileExists(atPath: file), "\(page): \(target): no such file")
                if parts.count == 2, file.hasSuffix(".md") {
                    #expect(anchors(file).contains(parts[1]), "\(page): \(target): no such heading")
                }
            }
        }
    }

    @Test func thePagesShowCommands() {
        // The README's quick start and the rendering guide's examples at least.
        #expect(DocsCommands.blocks.contains { $0.file == "README.md" })
        #expect(DocsCommands.blocks.filter { $0.file == "docs/rendering.md" }.count >= 5)
    }
}

enum DocsCommands {
    /// One `$ command` of a block and the lines shown after it.
    struct Step: Sendable {
        var command: String
        var expected: [String]
    }

    /// A `console` block of a page.
    struct Block: Sendable, CustomTestStringConvertible {
        var file: String
        var line: Int
        var steps: [Step]
        var testDescription: String { "\(file):\(line)" }
    }

    /// Commands shown but not run, by a piece of their text, and why.
    static let skipped: [String: String] = [
        "make install": "installs into /usr/local, outside the test's folder",
        "--watch": "runs until interrupted",
        "--quiet; echo \"status $?\"": "needs an output folder that cannot be removed (a mount point)",
        "segue report merge s1 s2": "needs the reports of two CI shards, one of them failing",
    ]

    /// Files a command needs before it runs, by a piece of its text (the page says so in its comment).
    static let setUp: [(String, @Sendable (String) throws -> Void)] = [
        ("cat typo.json", { folder in
            try #"{"$schema": "schema/segue.schema.json", "from": "screens/list.json", "to": "screens/detail.json",\#n"#
                .appending(#" "transition": {"type": "slide", "operation": "push", "duration": 0.35, "paralax": 0.3}}\#n"#)
                .write(toFile: folder + "/Templates/typo.json", atomically: true, encoding: .utf8)
        }),
        ("render deg.json", { folder in
            try ##"{"name": "deg", "canvas": {"size": [40, 80], "scale": 1, "fps": 10}, "from": {"background": "#FFFFFF", "layers": "##
                .appending(##"[{"id": "card", "frame": [10, 10, 20, 20], "backgroundColor": "#FF0000", "transform": {"rotation": 45}}]}, "##)
                .appending(##""to": {"background": "#000000", "layers": []}, "transition": {"type": "fade", "operation": "present", "duration": 0.3}}"##)
                .write(toFile: folder + "/deg.json", atomically: true, encoding: .utf8)
        }),
        ("render bad.json", { folder in
            let screen = try String(contentsOfFile: CLI.packageRoot + "/Templates/screens/tab-library.json", encoding: .utf8)
            let bad = screen.replacingOccurrences(of: #""glyph": "folder""#, with: #""glyph": "folders""#)
            try #require(bad != screen, "tab-library.json has no folder glyph to misspell")
            try bad.write(toFile: folder + "/bad-screen.json", atomically: true, encoding: .utf8)
            try #"{"from": "bad-screen.json", "to": "Templates/screens/tab-home.json", "transition": {"type": "fade", "operation": "tab"}}"#
                .write(toFile: folder + "/bad.json", atomically: true, encoding: .utf8)
        }),
        ("render tab-same.json", { folder in
            try #"{"from": "Templates/screens/tab-library.json", "to": "Templates/screens/tab-library.json", "#
                .appending(#""transition": {"type": "slide", "operation": "tab", "duration": 0.35}}"#)
                .write(toFile: folder + "/tab-same.json", atomically: true, encoding: .utf8)
        }),
        ("holds notes.txt", { folder in
            try FileManager.default.createDirectory(atPath: folder + "/output/circle-reveal-push", withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: folder + "/output/circle-reveal-push/notes.txt", contents: Data("mine\n".utf8))
        }),
        ("Templates/bad.json", { folder in
            let good = try String(contentsOfFile: CLI.packageRoot + "/Templates/circle-reveal-push.json", encoding: .utf8)
            let bad = good.replacingOccurrences(of: #""duration": [0-9.]+"#, with: #""duration": -1"#, options: .regularExpression)
            try #require(bad != good, "circle-reveal-push.json has no \"duration\" to make -1")
            try bad.write(toFile: folder + "/Templates/bad.json", atomically: true, encoding: .utf8)
        }),
    ]

    static let pages: [String] = {
        let docs = ((try? FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot + "/docs")) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        return ["README.md"] + docs
    }()

    /// Every fenced block (any language, indented or not) holding a `$ ` line, in page order:
    /// a terminal session the page shows, whatever the fence says.
    static let blocks: [Block] = pages.flatMap { page -> [Block] in
        guard let text = try? String(contentsOfFile: CLI.packageRoot + "/" + page, encoding: .utf8) else { return [] }
        var blocks: [Block] = []
        var open: (line: Int, indent: Int, lines: [String])? = nil
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let indent = line.prefix { $0 == " " }.count
            let stripped = line.dropFirst(indent)
            if var block = open {
                if stripped.hasPrefix("```") {
                    var steps: [Step] = []
                    for line in block.lines {
                        if line.hasPrefix("$ ") { steps.append(Step(command: String(line.dropFirst(2)), expected: [])) }
                        else if !steps.isEmpty { steps[steps.count - 1].expected.append(line) }
                    }
                    if !steps.isEmpty { blocks.append(Block(file: page, line: block.line, steps: steps)) }
                    open = nil
                } else {
                    block.lines.append(String(line.dropFirst(min(block.indent, indent))))
                    open = block
                }
            } else if stripped.hasPrefix("```") {
                open = (index + 1, indent, [])
            }
        }
        return blocks
    }

    /// A folder with `Templates/` holding links to every shipped template and folder.
    static func prepare(_ folder: String, shippedGoldens: Bool) throws {
        let manager = FileManager.default
        try manager.createDirectory(atPath: folder + "/Templates", withIntermediateDirectories: true)
        for entry in try manager.contentsOfDirectory(atPath: CLI.packageRoot + "/Templates") {
            try manager.createSymbolicLink(atPath: folder + "/Templates/" + entry, withDestinationPath: CLI.packageRoot + "/Templates/" + entry)
        }
        // The shipped goldens, which `segue verify` reads (and, not recording, never writes), or an empty folder.
        try manager.createDirectory(atPath: folder + "/Tests", withIntermediateDirectories: true)
        if shippedGoldens {
            try manager.createSymbolicLink(atPath: folder + "/Tests/Goldens", withDestinationPath: CLI.packageRoot + "/Tests/Goldens")
        } else {
            try manager.createDirectory(atPath: folder + "/Tests/Goldens", withIntermediateDirectories: true)
        }
    }

    /// Runs `command` with `/bin/sh` in `folder`, the built `segue` first on `PATH`; what it
    /// printed on both streams, in order.
    static func run(_ command: String, in directory: String, scratch folder: String, records: Bool) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // Into a file, not a pipe: read after the command ends, nothing to interrupt.
        let log = folder + "/.docs-command-output"
        process.arguments = ["-c", "exec >\"$0\" 2>&1; " + command, log]
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = URL(fileURLWithPath: CLI.binary).deletingLastPathComponent().path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        for key in environment.keys where key.hasPrefix("SEGUE_") || key == "CI" { environment[key] = nil }
        // The shipped `Tests/Goldens` is the repository's own: a command shown on a page never records into it.
        if !records { environment["SEGUE_RECORD"] = "never" }
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        defer { try? FileManager.default.removeItem(atPath: log) }
        return String(decoding: FileManager.default.contents(atPath: log) ?? Data(), as: UTF8.self)
    }

    /// Whether `output` is what `step` shows, under the rules of `DocsCommandsTests`.
    static func matches(_ output: String, _ step: Step) -> Bool {
        var actual = output.components(separatedBy: "\n")
        if actual.last == "" { actual.removeLast() }
        var expected = step.expected
        while expected.last?.trimmingCharacters(in: .whitespaces).isEmpty == true { expected.removeLast() }
        if expected.isEmpty { return actual.isEmpty }
        if step.command.hasPrefix("ls "), !step.command.contains("|") {
            actual = [actual.joined(separator: "  ")]
        }
        let pattern = expected.map { line -> String in
            if line.trimmingCharacters(in: .whitespaces) == "…" { return "(?:[^\\n]*\\n)*?" }
            let pieces = line.components(separatedBy: "…").map { piece in
                // A render's time: any time (marked before escaping, then widened).
                NSRegularExpression.escapedPattern(for: piece.replacingOccurrences(
                    of: #"frames in [0-9]+\.[0-9]+ s"#, with: "frames in \u{1} s", options: .regularExpression))
                    .replacingOccurrences(of: "\u{1}", with: "[0-9.]+")
            }
            return pieces.joined(separator: ".*?") + "\\n"
        }.joined()
        let text = actual.map { $0 + "\n" }.joined()
        guard let regex = try? NSRegularExpression(pattern: pattern + "\\z") else { return false }
        let whole = NSRange(text.startIndex..., in: text)
        return regex.firstMatch(in: text, options: [.anchored], range: whole).map { $0.range == whole } ?? false
    }
}
