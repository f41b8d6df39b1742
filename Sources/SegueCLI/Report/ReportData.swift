import Foundation
import SegueCore

/// What a verify report shows, as its page reads it and as `report.json` keeps it beside the
/// page, so that `segue report merge` can join the reports of several shards. Paths are
/// relative to the report's folder.
struct ReportData: Codable, Equatable {
    /// Whether every template passed.
    var passed: Bool
    /// The verify command's words after `segue verify`, for the command that accepts several
    /// templates at once (`acceptAllPrefix`).
    var arguments: [String]
    /// Failing templates first, then the rest, each group by name (`ReportData.order`).
    var templates: [Template]

    struct Template: Codable, Equatable {
        var name: String
        var template: String
        var passed: Bool
        var status: String
        var frameCount: Int
        /// The golden folder's `golden.json`, as written; `nil` when it has none.
        var settings: String?
        /// The command that accepts this template; `nil` when it passed.
        var accept: String?
        /// Each compared instant (of a run that verified; `nil` for one that recorded).
        var instants: [Instant]?
    }

    struct Instant: Codable, Equatable {
        var time: Double
        var frame: Int?
        /// `differs`, `matched`, `missing` (no golden at this instant) or `lost` (no frame of the render).
        var outcome: String
        /// How many pixels differ, for `differs`.
        var pixels: Int?
        var golden: String?
        var actual: String?
        var diff: String?
        /// The frame's size in pixels, [width, height].
        var size: [Int]?
        /// The changed pixels' box in the frame, [x, y, width, height].
        var region: [Int]?
    }

    /// Failing templates first, then the rest, each group by name; templates of one name keep their order.
    static func order(_ templates: [Template]) -> [Template] {
        templates.enumerated().sorted { a, b in
            if a.element.passed != b.element.passed { return !a.element.passed }
            return (a.element.name, a.offset) < (b.element.name, b.offset)
        }.map(\.element)
    }

    /// `templates` in the report's order, each instant's images renamed to where the report
    /// keeps them (`files/t<k>/g<i>.png`, `a…`, `d…`; a file named twice is copied once), and the
    /// copies that put them there: from the paths the instants named before.
    static func placing(_ templates: [Template]) -> (templates: [Template], copies: [(from: String, to: String)]) {
        var copies: [(from: String, to: String)] = []
        // One copy of a file named twice (a matched frame's actual is its golden).
        var placedNames: [String: String] = [:]
        let placed = order(templates).enumerated().map { k, template in
            var template = template
            template.instants = template.instants?.enumerated().map { i, instant in
                var instant = instant
                func place(_ path: String?, _ prefix: String) -> String? {
                    guard let path else { return nil }
                    if let name = placedNames[path] { return name }
                    let name = "files/t\(k)/\(prefix)\(i).png"
                    copies.append((path, name))
                    placedNames[path] = name
                    return name
                }
                (instant.golden, instant.actual, instant.diff) = (place(instant.golden, "g"), place(instant.actual, "a"), place(instant.diff, "d"))
                return instant
            }
            return template
        }
        return (placed, copies)
    }

    /// The command that accepts every ticked template, less their names: the run's words
    /// without `--record`, `--only`, `--json`, `--report`, `--no-report`, `--quiet` and `--shard`
    /// (the names alone choose the templates), then `--record failed --only`.
    var acceptAllPrefix: String { ReportData.acceptCommand(arguments, names: [], dropping: ["--shard"]) }

    /// `segue verify` with `arguments` less the options that choose what is recorded or written
    /// (and `dropping`), then `--no-report --record failed --only NAME…`, each word quoted for a
    /// POSIX shell.
    static func acceptCommand(_ arguments: [String], names: [String], dropping: Set<String> = []) -> String {
        let valued = Set(["--record", "--json", "--report"]).union(dropping)
        let flags: Set<String> = ["--no-report", "--quiet"]
        var kept: [String] = []
        var k = 0
        while k < arguments.count {
            let argument = arguments[k]
            if valued.contains(argument) {
                k += 2
            } else if argument == "--only" {
                k += 1
                while k < arguments.count, !arguments[k].hasPrefix("-") { k += 1 }
            } else if flags.contains(argument) || valued.union(["--only"]).contains(where: { argument.hasPrefix($0 + "=") }) {
                k += 1
            } else {
                kept.append(argument)
                k += 1
            }
        }
        // --no-report: accepting a change leaves the report being read in place.
        return (["segue", "verify"] + kept + ["--no-report", "--record", "failed", "--only"] + names).map(shellQuoted).joined(separator: " ")
    }

    /// `word` as a POSIX shell reads it back: bare when it is only safe characters, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The document in its fixed order (what the page embeds and `report.json` holds), with
    /// `acceptAll`, the prefix the page appends the ticked names to.
    var json: JSONText {
        func optional<T>(_ value: T?, _ make: (T) -> JSONText) -> JSONText { value.map(make) ?? .null }
        func numbers(_ values: [Int]?) -> JSONText { optional(values) { .array($0.map { .number(Double($0)) }) } }
        return .object([
            ("passed", .bool(passed)),
            ("arguments", .array(arguments.map(JSONText.string))),
            ("acceptAll", .string(acceptAllPrefix)),
            ("templates", .array(templates.map { t in
                var fields: [(String, JSONText)] = [
                    ("name", .string(t.name)), ("template", .string(t.template)), ("passed", .bool(t.passed)),
                    ("status", .string(t.status)), ("frameCount", .number(Double(t.frameCount))),
                    ("settings", optional(t.settings, JSONText.string)),
                ]
                if let accept = t.accept { fields.append(("accept", .string(accept))) }
                if let instants = t.instants {
                    fields.append(("instants", .array(instants.map { i in
                        .object([
                            ("time", .number(i.time)), ("frame", optional(i.frame) { .number(Double($0)) }),
                            ("outcome", .string(i.outcome)), ("pixels", optional(i.pixels) { .number(Double($0)) }),
                            ("golden", optional(i.golden, JSONText.string)), ("actual", optional(i.actual, JSONText.string)),
                            ("diff", optional(i.diff, JSONText.string)), ("size", numbers(i.size)), ("region", numbers(i.region)),
                        ])
                    })))
                }
                return .object(fields)
            })),
        ])
    }

    /// Why `folder` is not replaced by a report, or `nil` when it may be: nothing there, an empty
    /// folder, or a report Segue wrote (its `report.json` reads as one). Anything else may be
    /// the user's (`--report Templates` must not delete the templates).
    static func refusalToReplace(_ folder: String) -> String? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else { return nil }
        guard isDirectory.boolValue else { return "expected a folder for the report, found a file" }
        if (try? FileManager.default.contentsOfDirectory(atPath: folder))?.isEmpty == true { return nil }
        if let bytes = FileManager.default.contents(atPath: folder + "/report.json"),
           (try? JSONDecoder().decode(ReportData.self, from: bytes)) != nil { return nil }
        return "expected an empty folder or a report segue verify wrote (with its report.json), found other files; "
            + "choose another --report folder"
    }

    /// Writes `index.html` and `report.json` for this data into `path`, replacing the report
    /// there (never other files: `refusalToReplace`): built beside it under a temporary name
    /// (with `fill`, which puts the images the data names into the new folder), then renamed.
    /// Returns the page's path.
    func write(to path: String, fill: (String) throws -> Void) throws(CommandError) -> String {
        let manager = FileManager.default
        // `out/report/` and `out/report` are one folder (the staging name must be beside it, not in it).
        var folder = path
        while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
        if let refusal = ReportData.refusalToReplace(folder) { throw CommandError(description: "\(folder): \(refusal)") }
        let staging = folder + ".segue-tmp-\(ProcessInfo.processInfo.processIdentifier)"
        do {
            try? manager.removeItem(atPath: staging)
            try manager.createDirectory(atPath: staging + "/files", withIntermediateDirectories: true)
            try fill(staging)
            let json = self.json
            try ReportPage.html(title: "Segue verify report", data: json).write(toFile: staging + "/index.html", atomically: false, encoding: .utf8)
            try (json.rendered() + "\n").write(toFile: staging + "/report.json", atomically: false, encoding: .utf8)
            if manager.fileExists(atPath: folder) { try manager.removeItem(atPath: folder) }
            try manager.moveItem(atPath: staging, toPath: folder)
        } catch let error as CommandError {
            try? manager.removeItem(atPath: staging)
            throw error
        } catch {
            try? manager.removeItem(atPath: staging)
            throw CommandError(description: "\(folder): cannot write the report (\(error.localizedDescription))")
        }
        return folder + "/index.html"
    }
}
