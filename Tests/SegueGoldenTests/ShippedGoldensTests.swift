import Testing
import Foundation
import SegueCore
import SegueGolden
import SegueTemplates

/// Segue's own golden suite: every shipped template at 0, ¼, ½, ¾ and 1 of its timeline on a
/// 1× canvas, compared exactly with `Tests/Goldens/<name>/`, and each variant it lists with
/// `Tests/Goldens/<name>-<variant>/`. A missing golden fails; goldens are
/// recorded with `SEGUE_RECORD=missing swift test` (with their `golden.json`, which marks them
/// `"recordedBy": "SegueGolden"`, so `segue verify Templates --golden Tests/Goldens` does not
/// call the dark and variant folders orphans) and re-recorded with `SEGUE_RECORD=failed swift test`.
enum ShippedGoldens {
    /// The package root, found from this file's path (Tests/SegueGoldenTests/<file>).
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let goldens = root + "/Tests/Goldens"

    /// The shipped templates' file names, e.g. `fade-present.json`.
    static let templates: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: root + "/Templates")) ?? [])
        .filter { $0.hasSuffix(".json") }.sorted()

    static func subject(_ template: String) -> GoldenSubject {
        .template(root + "/Templates/" + template, scale: 1)
    }

    /// The templates drawn on a device (`canvas.device`: the system chrome's), whose goldens are
    /// kept in dark appearance too, in `<name>-dark/`.
    static let deviceTemplates: [String] = templates.filter { template in
        (try? TemplateLoader().load(file: root + "/Templates/" + template).scene.canvas.device) != nil
    }

    /// A device template in dark appearance: its `dark` variant (`--variant dark`), `<name>-dark`,
    /// the folder `segue verify --variant dark` compares with too.
    static func darkSubject(_ template: String) throws -> GoldenSubject {
        try .template(root + "/Templates/" + template, variant: .dark, scale: 1)
    }

    /// Every shipped template, each followed by the variants it lists.
    static let samples: [Sample] = templates.flatMap { template in
        [Sample(template: template, variant: nil)]
            + GoldenSubject.listedVariants(ofTemplate: root + "/Templates/" + template).map { Sample(template: template, variant: $0) }
    }

    /// A shipped template, or one of its variants.
    struct Sample: Sendable, CustomTestStringConvertible {
        let template: String
        let variant: Variant?

        var testDescription: String { variant.map { template + " " + $0.description } ?? template }

        func subject() throws -> GoldenSubject {
            guard let variant else { return ShippedGoldens.subject(template) }
            return try .template(ShippedGoldens.root + "/Templates/" + template, variant: variant, scale: 1)
        }
    }
}

@Test(arguments: ShippedGoldens.samples)
func shippedTemplateMatchesItsGoldens(_ sample: ShippedGoldens.Sample) throws {
    // Segue's own goldens are committed: a missing one fails (with how to record it) unless
    // SEGUE_RECORD asks for recording, so a deleted golden cannot be silently re-made.
    let record: RecordMode = ProcessInfo.processInfo.environment["SEGUE_RECORD"] == nil ? .never : try RecordMode.from(environment: ProcessInfo.processInfo.environment)
    let report = try verifyGoldens(of: sample.subject(), at: .quarters, in: ShippedGoldens.goldens,
                                   options: .exact, record: record, orphansFail: true, artifacts: ShippedGoldens.root + "/output")
    if let failure = report.failureMessage() { Issue.record("\(failure)") }
}

@Test(arguments: ShippedGoldens.deviceTemplates)
func shippedDeviceTemplateMatchesItsDarkGoldens(_ template: String) throws {
    let record: RecordMode = ProcessInfo.processInfo.environment["SEGUE_RECORD"] == nil ? .never : try RecordMode.from(environment: ProcessInfo.processInfo.environment)
    let report = try verifyGoldens(of: ShippedGoldens.darkSubject(template), at: .quarters, in: ShippedGoldens.goldens,
                                   options: .exact, record: record, orphansFail: true, artifacts: ShippedGoldens.root + "/output")
    if let failure = report.failureMessage() { Issue.record("\(failure)") }
}

@Test func templatesAreShipped() {
    // Guards the suite above against passing vacuously when the folder cannot be read.
    #expect(ShippedGoldens.templates.count >= 10)
    // And the variants against a listing that reads none: variants-slide-push lists three.
    #expect(ShippedGoldens.samples.filter { $0.template == "variants-slide-push.json" }.map(\.variant) == [nil, .rtl, .crossFade, .reduceMotion])
}

@Test func everyGoldenFolderAndFrameBelongsToATemplateSample() throws {
    var expected: [String: (frames: Set<String>, meta: GoldenMeta)] = [:]
    for sample in ShippedGoldens.samples {
        let source = try sample.subject().load().source
        let count = source.frameCount
        let frames = Set(try GoldenSampling.quarters.frameIndices(frameCount: count).map { GoldenFileName.frame($0, frameCount: count) })
        expected[source.name] = (frames, GoldenMeta(of: source, sampling: .quarters, recordedBy: .segueGolden))
    }
    for template in ShippedGoldens.deviceTemplates {
        let source = try ShippedGoldens.darkSubject(template).load().source
        let count = source.frameCount
        let frames = Set(try GoldenSampling.quarters.frameIndices(frameCount: count).map { GoldenFileName.frame($0, frameCount: count) })
        expected[source.name] = (frames, GoldenMeta(of: source, sampling: .quarters, recordedBy: .segueGolden))
    }
    let folders = try FileManager.default.contentsOfDirectory(atPath: ShippedGoldens.goldens).filter { !$0.hasPrefix(".") }
    // The suite's orphan check judges the folders a Swift test recorded (and any without an
    // owner), as GoldenFiles.orphanFolders does for every SegueGolden user; here none is an orphan.
    #expect(GoldenFiles.orphanFolders(in: ShippedGoldens.goldens, producing: Set(expected.keys), recordedBy: .segueGolden) == [])
    // Every template has its folder and every sampled frame.
    for (name, want) in expected.sorted(by: { $0.key < $1.key }) {
        let path = ShippedGoldens.goldens + "/" + name
        for frame in want.frames.sorted() where !FileManager.default.fileExists(atPath: path + "/" + frame) {
            Issue.record("Tests/Goldens/\(name)/\(frame): missing golden; record it with SEGUE_RECORD=missing swift test")
        }
    }
    for folder in folders.sorted() {
        guard let (frames, meta) = expected[folder] else {
            Issue.record("Tests/Goldens/\(folder): orphan golden folder, no template is named \(folder); delete it")
            continue
        }
        let path = ShippedGoldens.goldens + "/" + folder
        // golden.json holds the render's frame count and pixel size and how the goldens were made
        // (by SegueGolden, at quarters, 1×, the template's fps, appearance and variant).
        let text = FileManager.default.contents(atPath: path + "/" + GoldenMeta.fileName).map { String(decoding: $0, as: UTF8.self) }
        #expect(text == meta.text, "Tests/Goldens/\(folder)/golden.json")
        // Dot files are skipped: an atomic write's temporary file while a golden is recorded.
        for file in try FileManager.default.contentsOfDirectory(atPath: path).sorted()
        where !frames.contains(file) && file != GoldenMeta.fileName && !file.hasPrefix(".") {
            Issue.record("Tests/Goldens/\(folder)/\(file): orphan golden, not a frame at 0, ¼, ½, ¾ or 1; delete it")
        }
    }
}
