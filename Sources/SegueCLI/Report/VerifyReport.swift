import Foundation
import SegueCore
import SegueGolden
import SeguePNG

/// `segue verify`'s report: `index.html`, one static page that opens from `file://` (its script
/// and style inline, in `ReportPage`), and beside it the images it shows, copied into `files/`,
/// so the folder can be uploaded as it is. Every template is listed, failing ones first; a
/// failing one shows each compared instant's golden, actual and diff, the region that changed,
/// and the command that accepts it. The page's data is one JSON document inside it, in a fixed
/// order, so the same run gives the same bytes.
struct VerifyReport {
    /// One template's report and the file it came from.
    struct Entry {
        var file: String
        var report: GoldenReport
    }

    var entries: [Entry]
    /// The verify command as run, for the accept commands (`acceptCommand(for:)`).
    var arguments: [String]
    var passed: Bool

    /// Writes the report into `folder` (replacing what was there: it is built beside it under a
    /// temporary name, then renamed); returns the page's path.
    @discardableResult
    func write(to folder: String) throws(CommandError) -> String {
        let staging = folder + ".segue-tmp-\(ProcessInfo.processInfo.processIdentifier)"
        let manager = FileManager.default
        do {
            try? manager.removeItem(atPath: staging)
            try manager.createDirectory(atPath: staging + "/files", withIntermediateDirectories: true)
            let data = try document(copyingInto: staging)
            try ReportPage.html(title: "Segue verify report", data: data).write(toFile: staging + "/index.html", atomically: false, encoding: .utf8)
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

    /// Failing templates first, then the rest, each group by name.
    var ordered: [Entry] {
        entries.enumerated().sorted { a, b in
            if a.element.report.passed != b.element.report.passed { return !a.element.report.passed }
            return (a.element.report.name, a.offset) < (b.element.report.name, b.offset)
        }.map(\.element)
    }

    /// The page's data; a failing template's images are copied to `files/t<k>/`.
    func document(copyingInto folder: String) throws -> JSONText {
        var templates: [JSONText] = []
        for (k, entry) in ordered.enumerated() {
            templates.append(try template(entry, files: "files/t\(k)", root: folder))
        }
        return .object([
            ("passed", .bool(passed)),
            ("acceptAll", .string(acceptCommand(for: []))),
            ("templates", .array(templates)),
        ])
    }

    private func template(_ entry: Entry, files: String, root: String) throws -> JSONText {
        let report = entry.report
        var fields: [(String, JSONText)] = [
            ("name", .string(report.name)),
            ("template", .string(entry.file)),
            ("passed", .bool(report.passed)),
            ("status", .string(VerifyReport.status(of: report))),
            ("frameCount", .number(Double(report.frameCount))),
            ("settings", (try? String(contentsOfFile: report.goldenFolder + "/" + GoldenMeta.fileName, encoding: .utf8)).map(JSONText.string) ?? .null),
        ]
        guard !report.passed else { return .object(fields) }
        fields.append(("accept", .string(acceptCommand(for: [report.name]))))
        try FileManager.default.createDirectory(atPath: root + "/" + files, withIntermediateDirectories: true)
        var instants: [JSONText] = []
        for (i, instant) in report.instants.enumerated() {
            func copy(_ path: String?, _ prefix: String) throws -> JSONText {
                guard let path else { return .null }
                let name = "\(files)/\(prefix)\(i).png"
                try FileManager.default.copyItem(atPath: path, toPath: root + "/" + name)
                return .string(name)
            }
            let size = (instant.actual ?? instant.golden).flatMap { PNGDecoder.claimedSize(file: $0) }
            instants.append(.object([
                ("time", .number(instant.time)),
                ("frame", instant.frame.map { .number(Double($0.index)) } ?? .null),
                ("outcome", .string(VerifyReport.outcome(of: instant))),
                ("pixels", VerifyReport.differingPixels(instant).map { .number(Double($0)) } ?? .null),
                ("golden", try copy(instant.golden, "g")),
                ("actual", try copy(instant.actual, "a")),
                ("diff", try copy(instant.diff, "d")),
                ("size", size.map { .array([.number(Double($0.width)), .number(Double($0.height))]) } ?? .null),
                ("region", instant.diff.flatMap(VerifyReport.changedRegion).map { r in .array(r.map { .number(Double($0)) }) } ?? .null),
            ]))
        }
        fields.append(("instants", .array(instants)))
        return .object(fields)
    }

    /// `3 of 5 frames differ`, `all 5 frames match`, `no goldens yet`…: the template's one line.
    static func status(of report: GoldenReport) -> String {
        if report.hasNoGoldens { return "no goldens yet (\(GoldenReport.counted(report.frames.count, "frame")) to record)" }
        if report.metaFails, let change = report.metaChange { return change + " since the goldens were recorded" }
        let failed = report.failedFrames.count
        if failed > 0 { return "\(failed) of \(GoldenReport.counted(report.frames.count, "frame")) differ" }
        if !report.orphans.isEmpty && report.orphansFail { return GoldenReport.counted(report.orphans.count, "orphan golden frame") }
        return "all \(GoldenReport.counted(report.frames.count, "frame")) match"
    }

    /// `differs`, `matched`, `missing` (the render has a frame at this instant, the goldens none:
    /// a new frame, or one a changed duration or fps gained) or `lost` (a golden instant the
    /// render no longer has).
    static func outcome(of instant: GoldenInstant) -> String {
        guard let frame = instant.frame else { return "lost" }
        if instant.golden == nil { return "missing" }
        switch frame.outcome {
        case .differs: return "differs"
        case .missing: return "missing"
        default: return "matched"
        }
    }

    private static func differingPixels(_ instant: GoldenInstant) -> Int? {
        guard case .differs(let summary) = instant.frame?.outcome else { return nil }
        return summary.differingPixels
    }

    /// The box [x, y, width, height], in frame pixels, of the pixels a diff image marks (red,
    /// or the anti-aliasing yellow) in its middle panel; `nil` when it marks none.
    static func changedRegion(_ diffFile: String) -> [Int]? {
        guard let image = try? PNGDecoder.decode(file: diffFile) else { return nil }
        let width = image.width / 3
        var (minX, minY, maxX, maxY) = (Int.max, Int.max, -1, -1)
        image.pixels.withUnsafeBufferPointer { p in
            for y in 0..<image.height {
                for x in 0..<width {
                    let i = (y * image.width + width + x) * 4
                    guard p[i] == 255, p[i + 2] == 0, p[i + 1] == 0 || p[i + 1] == 210 else { continue }
                    (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
                }
            }
        }
        return maxX < 0 ? nil : [minX, minY, maxX - minX + 1, maxY - minY + 1]
    }

    /// The command that re-records `names` (all the failing templates the page shows when it is
    /// built by the page itself, which appends the names): this run's arguments without
    /// `--record`, `--only`, `--json`, `--report`, `--no-report` and `--quiet`, with
    /// `--record failed --only NAME…`.
    func acceptCommand(for names: [String]) -> String {
        var kept: [String] = []
        var k = 0
        let valued: Set<String> = ["--record", "--json", "--report"]
        while k < arguments.count {
            let argument = arguments[k]
            if valued.contains(argument) { k += 2; continue }
            if argument == "--only" {
                k += 1
                while k < arguments.count, !arguments[k].hasPrefix("-") { k += 1 }
                continue
            }
            if argument == "--no-report" || argument == "--quiet" || valued.contains(where: { argument.hasPrefix($0 + "=") })
                || argument.hasPrefix("--only=") {
                k += 1
                continue
            }
            kept.append(argument)
            k += 1
        }
        let words = ["segue", "verify"] + kept + ["--record", "failed", "--only"] + names
        return words.map(VerifyReport.shellQuoted).joined(separator: " ")
    }

    /// `word` as a POSIX shell reads it back: bare when it is only safe characters, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let safe = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_./=:,+@%")
        if !word.isEmpty, word.allSatisfy(safe.contains) { return word }
        return "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
