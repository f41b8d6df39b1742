import ArgumentParser
import Foundation
import SegueCore
import SegueGolden
import SegueRender
import SegueTemplates

struct VerifyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "verify",
        abstract: "Compare rendered frames with golden PNGs; exit 1 when a frame differs.",
        discussion: """
            Each template's frames are compared, as decoded pixels, with GOLDEN/<name>/frame-NNNN.png. \
            Exact unless --preset pixelmatch, --threshold, --max-diff-pixels, --max-diff-ratio or --antialiasing say otherwise. \
            A failing frame leaves the actual frame and a diff image (expected | difference in red | actual) \
            in OUT/<name>/verify/, and a failing template diff.png there, the same panels animated at the \
            render's speed with frames aligned by time. Record mode: --record, else SEGUE_RECORD, else `never` when CI is set \
            and `missing` otherwise; `failed` and `all` exit 1 after overwriting goldens (run again to \
            verify). GOLDEN/<name>/golden.json keeps the frame count and pixel size the goldens were \
            recorded with (a change fails unless the mode re-records) and how they were made: without \
            --times/--frames, --scale, --fps or --appearance the recorded value is used, and a flag that \
            contradicts it is an error unless --record all. Whatever is recorded is said in one line. \
            Orphan goldens (frames of a verified template, and template folders when a folder of \
            templates is given or with --orphans, of folders `segue verify` recorded) are warnings, and \
            failures when CI is set. A template's `variants`, or each --variant given (which replace \
            them), are verified too, against GOLDEN/<name>-<variant>/.
            """
    )

    @Argument(help: "Template files, or folders whose .json files are templates.")
    var templates: [String]

    @Option(name: .long, help: "The folder of golden frames: DIR/<name>/frame-NNNN.png.")
    var golden: String

    @Option(name: .long, help: "The comparison to start from: exact (Segue's default) or pixelmatch (threshold 0.1, anti-aliasing not counted); the options below override it.")
    var preset: DiffPreset = .exact

    @Option(name: .long, help: "Largest colour distance (pixelmatch's YIQ metric, 0 to 1) still equal.")
    var threshold: Double?

    @Option(name: .long, help: "Differing pixels a frame may have and pass.")
    var maxDiffPixels: Int?

    @Option(name: .long, help: "Fraction of a frame's pixels that may differ (0 to 1).")
    var maxDiffRatio: Double?

    @Flag(inversion: .prefixedNo, help: "Do not count pixels that differ only as anti-aliasing of a moved edge.")
    var antialiasing: Bool?

    @Option(name: .long, help: "When to write goldens: all, missing, failed or never.")
    var record: RecordMode?

    @Option(name: .long, help: "How golden folders keep their frames: frames (frame-NNNN.png) or apng (one frames.png); default: as golden.json says, else frames. A folder held the other way is converted when the mode may record.")
    var goldenLayout: GoldenLayout?

    @Option(name: .long, help: "Verify only the frames at these fractions of the timeline, e.g. 0,0.25,0.5,0.75,1 (default: as recorded in golden.json, else every frame).")
    var times: String?

    @Option(name: .long, help: "Verify only these frame indices, e.g. 0,30,60.")
    var frames: String?

    @OptionGroup var canvas: CanvasOptions

    @OptionGroup var variantOption: VariantOption

    @OptionGroup var shardOption: ShardOption

    @Option(name: .long, parsing: .upToNextOption,
            help: "Verify only these templates: their names, or a variant's golden folder (cube-push-rtl); repeatable. Give the template files before it.")
    var only: [String] = []

    @Option(name: .long, help: "The folder the artifacts of failures go in (OUT/<name>/verify/).")
    var out = "output"

    @Option(name: .long, help: "Also write a JSON summary of the run to this file, for CI.")
    var json: String?

    @Option(name: .long, help: "Where the HTML report goes (default: OUT/report): index.html and the images it shows.")
    var report: String?

    @Flag(name: .long, help: "Write no HTML report.")
    var noReport = false

    @Flag(name: .long, help: "Also report golden folders no template of this run produces (on when a folder of templates is given).")
    var orphans = false

    @Flag(name: .long, help: "Print only the failures (no passing templates, no warnings).")
    var quiet = false

    func validate() throws {
        if let threshold, !(threshold.isFinite && (0...1).contains(threshold)) {
            throw ValidationError("--threshold: expected 0 to 1, found \(threshold)")
        }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels: expected 0 or more, found \(maxDiffPixels)") }
        if let maxDiffRatio, !(maxDiffRatio.isFinite && (0...1).contains(maxDiffRatio)) {
            throw ValidationError("--max-diff-ratio: expected 0 to 1, found \(maxDiffRatio)")
        }
        if times != nil && frames != nil { throw ValidationError("give at most one of --times and --frames") }
        if out.isEmpty { throw ValidationError("--out: expected a folder, found an empty path") }
        for name in only where name.hasSuffix(".json") || name.contains("/") {
            throw ValidationError("--only: expected template names, found the path \(MessageText.quoted(name)); give template files before --only")
        }
        try checkFrames(try sampling())
    }

    /// The preset's options with every tolerance given on the command line put over them.
    var diffOptions: DiffOptions {
        var options = preset.options
        if let threshold { options.threshold = threshold }
        if let antialiasing { options.detectAntialiasing = antialiasing }
        options.maxDiffPixels = maxDiffPixels ?? options.maxDiffPixels
        options.maxDiffRatio = maxDiffRatio ?? options.maxDiffRatio
        return options
    }

    /// `--times` or `--frames` as a sampling; `nil` without either (`plans(for:mode:)` then
    /// takes the recorded sampling, or every frame).
    func sampling() throws -> GoldenSampling? {
        if let times {
            let values = times.split(separator: ",").map { Double($0.trimmingCharacters(in: .whitespaces)) }
            guard !values.isEmpty, values.allSatisfy({ $0.map { (0...1).contains($0) } ?? false }) else {
                throw ValidationError("--times: expected fractions 0 to 1 separated by commas, found \(MessageText.quoted(times))")
            }
            return .fractions(values.map { $0! })
        }
        if let frames {
            let values = frames.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard !values.isEmpty, values.allSatisfy({ ($0 ?? -1) >= 0 }) else {
                throw ValidationError("--frames: expected frame indices separated by commas, found \(MessageText.quoted(frames))")
            }
            return .frames(values.map { $0! })
        }
        return nil
    }

    /// `--frames` must name frames every template has: checked here, so the exit status is that
    /// of an argument error (64). Templates that do not load are reported by the run (exit 1).
    private func checkFrames(_ sampling: GoldenSampling?) throws {
        guard case .frames = sampling, let sampling, let files = try? expandTemplatePaths(templates) else { return }
        for file in files {
            guard let scene = try? canvas.template(from: file).scene else { continue }
            do { _ = try sampling.frameIndices(frameCount: scene.frameClock.frameCount) } catch {
                throw ValidationError("--frames: \(file): \(error.message)")
            }
        }
    }

    /// Loads every template of the shard first and settles its runs against the golden folders'
    /// `golden.json` (`FailureList`: each one that does not load, or whose flags contradict its
    /// goldens, is one line and nothing is compared or recorded), then verifies them in order; an
    /// error while verifying names its template.
    func run() throws {
        let mode = try reportingErrors { try record ?? RecordMode.from(environment: CommandCapture.environment) }
        var failures = FailureList()
        var named = Set<String>()
        let runs = try failures.checkingTemplates(templates) { file -> [VerifyPlan] in
            guard shardOption.includes(file) else { return [] }
            guard !only.isEmpty else { return try plans(for: file, mode: mode) }
            // --only: a template named, or its scenes' golden folders named, and nothing else
            // (not even the golden.json checks of the rest).
            let template = try canvas.template(from: file)
            let names = try variantOption.scenes(of: template) { variant in try canvas.template(from: file, as: variant) }.map(\.name)
            named.formUnion(names)
            guard names.contains(where: only.contains) else { return [] }
            let whole = only.contains(template.scene.name)
            return try plans(for: file, mode: mode).filter { whole || only.contains($0.scene.name) }
        }.flatMap { $0 }
        // Two runs that would compare with one golden folder (a template's variant named as
        // another template, `foo` + `dark` beside `foo-dark`) are an error, as in render.
        OutputNames.clashes(runs.map { ($0.template.file, $0.scene.name) }, out: golden).forEach { failures.note($0) }
        try failures.stopIfAny()
        let unknown = only.filter { !named.contains($0) }
        if !unknown.isEmpty, shardOption.value == nil {
            throw CommandError(description: "--only: no template or variant named \(unknown.map { MessageText.quoted($0) }.joined(separator: ", ")) in these templates")
        }
        if let shard = shardOption.value, runs.isEmpty, !quiet {
            printError("segue: shard \(shard.index)/\(shard.count) holds none of these templates; nothing to verify")
        }
        try reportingErrors { try verify(runs, mode: mode) }
    }

    /// Verifies each plan, a template's own scene or one of its variants', against `GOLDEN/<scene name>/`.
    private func verify(_ plans: [VerifyPlan], mode: RecordMode) throws {
        let environment = CommandCapture.environment
        let options = diffOptions
        let strict = RecordMode.isCI(environment)
        var reports: [(file: String, report: GoldenReport)] = []
        for plan in plans {
            let subject = GoldenSubject(source: .resolved(plan.scene, images: plan.template.images), fontFamily: plan.font)
            // The recording line is printed by printResult, in order with the frames' lines.
            let report = try naming(plan.template.file) {
                try verifyGoldens(of: subject, at: plan.sampling, in: golden, options: options, record: mode,
                                  orphansFail: strict, artifacts: out, recordedBy: .segueVerify, layout: goldenLayout,
                                  keepsStagedGoldens: true, log: GoldenLog { _ in })
            }
            reports.append((plan.template.file, report))
            try printResult(report)
        }
        let coversFolders = orphans || self.templates.contains { path in
            var isDirectory: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        let orphanFolders = coversFolders ? orphanGoldenFolders(producing: Set(reports.map(\.report.name))) : []
        for folder in orphanFolders where strict || !quiet {
            printError("\(strict ? "" : "warning: ")orphan golden folder \(golden)/\(folder): no template of this run is named "
                + "\(folder); delete it if its template is gone")
        }
        let passed = reports.allSatisfy(\.report.passed) && (orphanFolders.isEmpty || !strict)
        if let json {
            let text = VerifySummary.document(reports: reports, orphanFolders: orphanFolders, mode: mode, options: options, passed: passed)
            do { try text.write(toFile: json, atomically: true, encoding: .utf8) } catch {
                throw CommandError(description: "\(json): cannot write the summary")
            }
        }
        var page: String?
        if !noReport {
            let entries = reports.map { VerifyReport.Entry(file: $0.file, report: $0.report) }
            page = try VerifyReport(entries: entries, arguments: Array(CommandWords.current.dropFirst()), passed: passed)
                .write(to: report ?? out + "/report")
        }
        // A passing template leaves no artifacts: its goldens staged from frames.png were kept for the report only.
        for staged in reports.map(\.report).filter(\.passed).compactMap(\.stagingFolder) {
            try GoldenFiles.removeStaged(staged)
        }
        if !passed {
            throw CommandError(description: VerifySummary.failureLine(reports: reports.map(\.report),
                                                                       orphanFolders: strict ? orphanFolders.map { golden + "/" + $0 } : [], out: out)
                + (page.map { reports.contains(where: \.report.overwroteGoldens) ? "" : "; report in \($0)" } ?? ""))
        }
    }

    /// Failures and what was overwritten on stderr, with the final summary, so they do not
    /// interleave; warnings there too unless `--quiet`; one line per passing template on stdout.
    private func printResult(_ report: GoldenReport) throws {
        for line in report.failureLines(recordMissing: "--record missing") + report.rewriteLines { printError(line) }
        // Always, also with --quiet: writing goldens is never silent.
        if let line = report.recordingLine { printError(line) }
        guard !quiet else { return }
        for line in report.warnings { printError(line) }
        guard report.passed else { return }
        let recorded = report.recordedFiles.count
        let matched = report.frames.count - recorded
        let what = matched == 1 ? "1 frame matches" : "\(matched) frames match"
        try printOutput("\(report.name): \(what)\(recorded == 0 ? "" : ", \(recorded) recorded") (\(report.goldenFolder))")
    }

    /// The template folders in the golden folder that `segue verify` recorded (or nobody says
    /// who did: `GoldenFiles.orphanFolders`) and no verified template produces. With `--shard`,
    /// the folders of the other shards' templates are not orphans (their names are read from
    /// the templates, which load but do not render), and a true orphan is reported by one shard
    /// only: the one its name would be in as `<folder>.json`.
    private func orphanGoldenFolders(producing names: Set<String>) -> [String] {
        let shard = shardOption.value
        guard shard != nil || !only.isEmpty else {
            return GoldenFiles.orphanFolders(in: golden, producing: names, recordedBy: .segueVerify)
        }
        // The folders of the templates this run left out (another shard's, or not named by
        // --only) are theirs, not orphans.
        var everyName = names
        for file in (try? expandTemplatePaths(templates)) ?? [] where !(shard?.contains(file) ?? true) || !only.isEmpty {
            let stem = file.split(separator: "/").last.map { String($0.dropLast(".json".count)) } ?? file
            everyName.insert(stem)
            guard let template = try? canvas.template(from: file),
                  let scenes = try? variantOption.scenes(of: template, reading: { variant in try canvas.template(from: file, as: variant) })
            else { continue }
            everyName.formUnion(scenes.map(\.name))
        }
        return GoldenFiles.orphanFolders(in: golden, producing: everyName, recordedBy: .segueVerify)
            .filter { shard?.contains($0 + ".json") ?? true }
    }
}

extension RecordMode: ExpressibleByArgument {}
extension GoldenLayout: ExpressibleByArgument {}

/// The named comparisons `--preset` offers.
enum DiffPreset: String, CaseIterable, ExpressibleByArgument {
    /// Any differing pixel fails (`DiffOptions.exact`).
    case exact
    /// pixelmatch 5.x's defaults (`DiffOptions.pixelmatch`).
    case pixelmatch

    var options: DiffOptions {
        switch self {
        case .exact: return .exact
        case .pixelmatch: return .pixelmatch
        }
    }
}
