import SegueCore
import SegueGolden
import SegueRender

/// The `segue verify --json` document: the run's settings, each template's frames and orphans,
/// for CI to read (keys in a fixed order, as the manifest's).
enum VerifySummary {
    static func document(reports: [(file: String, report: GoldenReport)], orphanFolders: [String],
                         mode: RecordMode, options: DiffOptions, passed: Bool) -> String {
        JSONText.object([
            ("passed", .bool(passed)),
            ("record", .string(mode.rawValue)),
            ("threshold", .number(options.threshold)),
            ("maxDiffPixels", options.maxDiffPixels.map { .number(Double($0)) } ?? .null),
            ("maxDiffRatio", options.maxDiffRatio.map { .number($0) } ?? .null),
            ("antialiasing", .bool(options.detectAntialiasing)),
            ("templates", .array(reports.map { template($0.file, $0.report) })),
            ("orphanFolders", .array(orphanFolders.map(JSONText.string))),
        ]).rendered() + "\n"
    }

    /// The last line of a run that did not pass (after `segue: `): what failed or what was
    /// overwritten, where the artifacts are, and what to do next. Templates without goldens and
    /// orphans that fail (`orphanFolders`, their paths, given when CI is set) are named in it.
    static func failureLine(reports: [GoldenReport], orphanFolders: [String], out: String) -> String {
        let overwriting = reports.filter(\.overwroteGoldens)
        if let mode = overwriting.first?.mode {
            let frames = GoldenReport.counted(overwriting.reduce(0) { $0 + $1.recordedFiles.count }, "frame")
            let templates = GoldenReport.counted(overwriting.count, "template")
            return mode == .all
                ? "verify recorded \(frames) of \(templates) (--record all); run again without --record all to verify"
                : "verify re-recorded \(frames) of \(templates) (--record failed); run again to verify"
        }
        var parts: [String] = []
        let new = reports.filter(\.hasNoGoldens)
        if !new.isEmpty {
            parts.append("no goldens for \(named(new.map(\.name))): record with --record missing")
        }
        let changed = reports.filter(\.metaFails)
        if !changed.isEmpty {
            parts.append("the frame count or pixel size of \(GoldenReport.counted(changed.count, "template")) changed since its goldens were recorded")
        }
        let failing = reports.filter { !$0.failedFrames.isEmpty && !$0.metaFails && !$0.hasNoGoldens }
        if !failing.isEmpty {
            let frames = GoldenReport.counted(failing.reduce(0) { $0 + $1.failedFrames.count }, "frame")
            parts.append("\(frames) of \(GoldenReport.counted(failing.count, "template")); artifacts in \(out)/<name>/verify/")
        }
        let judged = reports.filter { $0.orphansFail && !$0.metaFails }
        let orphans = orphanFolders
            + judged.filter { $0.layout == .frames }.flatMap { report in report.orphans.map { report.goldenFolder + "/" + $0 } }
        if !orphans.isEmpty {
            parts.append("orphan goldens (CI is set): delete \(named(orphans))")
        }
        let packed = judged.filter { $0.layout == .apng && !$0.orphans.isEmpty }
        if !packed.isEmpty {
            let files = packed.map { "\($0.goldenFolder)/\(GoldenLayout.packedFileName) (\(GoldenReport.counted($0.orphans.count, "orphan frame")))" }
            parts.append("orphan frames (CI is set) in \(named(files)): re-record with --record all")
        }
        if !changed.isEmpty || !failing.isEmpty {
            parts.append("if the change is intended, re-record with --record failed"
                + (failing.contains { $0.failedFrames.contains { $0.outcome == .missing } } && changed.isEmpty
                    ? " (missing goldens: --record missing)" : ""))
        }
        return "verify failed: " + parts.joined(separator: "; ")
    }

    /// Up to three names, then how many more: `a, b, c and 4 more`.
    private static func named(_ names: [String]) -> String {
        let shown = names.prefix(3).joined(separator: ", ")
        return names.count > 3 ? "\(shown) and \(names.count - 3) more" : shown
    }

    /// `1 frame`, `4 frames`: a count with its noun, plural when it is not 1.
    private static func template(_ file: String, _ report: GoldenReport) -> JSONText {
        .object([
            ("name", .string(report.name)),
            ("template", .string(file)),
            ("passed", .bool(report.passed)),
            ("goldens", .string(report.goldenFolder)),
            ("artifacts", .string(report.artifactsFolder)),
            ("frameCount", .number(Double(report.frameCount))),
            ("recordedFrameCount", report.recordedMeta.map { .number(Double($0.frameCount)) } ?? .null),
            ("frames", .array(report.frames.map(frame))),
            ("orphans", .array(report.orphans.map(JSONText.string))),
        ])
    }

    private static func frame(_ result: GoldenFrameResult) -> JSONText {
        var fields: [(String, JSONText)] = [("index", .number(Double(result.index))), ("file", .string(result.file))]
        switch result.outcome {
        case .matched(let s): fields += [("outcome", .string("matched"))] + diff(s)
        case .differs(let s): fields += [("outcome", .string("differs"))] + diff(s)
        case .rerecorded(let s): fields += [("outcome", .string("rerecorded"))] + diff(s)
        case .missing: fields.append(("outcome", .string("missing")))
        case .recorded: fields.append(("outcome", .string("recorded")))
        }
        return .object(fields)
    }

    private static func diff(_ s: DiffSummary) -> [(String, JSONText)] {
        [
            ("differingPixels", .number(Double(s.differingPixels))),
            ("antialiasedPixels", .number(Double(s.antialiasedPixels))),
            ("maxDistance", .number(s.maxDistance)),
            ("expectedSize", .array([.number(Double(s.expectedSize.width)), .number(Double(s.expectedSize.height))])),
            ("actualSize", .array([.number(Double(s.actualSize.width)), .number(Double(s.actualSize.height))])),
        ]
    }
}
