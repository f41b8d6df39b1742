import SegueGolden

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

    private static func template(_ file: String, _ report: GoldenReport) -> JSONText {
        .object([
            ("name", .string(report.name)),
            ("template", .string(file)),
            ("passed", .bool(report.passed)),
            ("goldens", .string(report.goldenFolder)),
            ("artifacts", .string(report.artifactsFolder)),
            ("frameCount", .number(Double(report.frameCount))),
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
