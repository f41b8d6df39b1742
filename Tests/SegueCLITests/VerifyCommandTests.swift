import Testing
import Foundation
import SegueTestSupport

/// A copy of Templates/ in a fresh temporary folder, so a test can change a template.
private func copyOfTemplates() throws -> String {
    let folder = try CLI.temporaryFolder("verify")
    try FileManager.default.copyItem(atPath: CLI.packageRoot + "/Templates", toPath: folder + "/Templates")
    return folder
}

/// `segue verify` of the stick figure at its first and last frames on a 1× canvas, in `folder`.
private func verifyStickFigure(in folder: String, _ extra: [String] = [], ci: Bool = false,
                               template: String = "Templates/stick-figure.json") throws -> CLI.Result {
    try CLI.run(["verify", template, "--golden", "goldens", "--scale", "1",
                 "--times", "0,1", "--out", "out"] + extra, in: folder, environment: ["CI": ci ? "true" : "", "SEGUE_RECORD": ""])
}

/// Replaces `old` with `new` in the copied stick-figure template.
private func edit(_ folder: String, _ old: String, _ new: String) throws {
    let file = folder + "/Templates/stick-figure.json"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try text.replacingOccurrences(of: old, with: new).write(toFile: file, atomically: true, encoding: .utf8)
}

@Test func verifyRecordsThenFailsWithArtifactsAfterAColourChange() throws {
    let folder = try copyOfTemplates()
    // First run, record mode `missing` (no CI): both goldens are written, exit 0.
    let record = try verifyStickFigure(in: folder)
    #expect(record.status == 0)
    #expect(record.stdout == "stick-figure: 0 frames match, 2 recorded (goldens/stick-figure)\n")
    // And says what it wrote, even when it passes: frames 0 and 90 of the 60 fps clock, 0 and 1.5 s.
    #expect(record.stderr == "recorded goldens/stick-figure: 2 frames (0, 1.5 s) at scale 1\n")
    // The stick figure's 90 frames (0…90): --times 0,1 samples frames 0 and 90.
    #expect(FileManager.default.fileExists(atPath: folder + "/goldens/stick-figure/frame-0090.png"))

    // One colour of the template changes by one level of red: the last frame, where the figure
    // is drawn, differs; frame 0 shows no figure yet and matches.
    try edit(folder, "\"#FF0000\"", "\"#FE0000\"")
    let verify = try verifyStickFigure(in: folder, ["--record", "never", "--json", "summary.json"])
    #expect(verify.status == 1)
    // The frame's line and the summary go to the same stream, in order.
    #expect(verify.stdout == "")
    #expect(verify.stderr.hasPrefix("stick-figure: frame 90 (frame-0090.png): "))
    #expect(verify.stderr.hasSuffix("\nsegue: verify failed: 1 frame of 1 template; artifacts in out/<name>/verify/; "
        + "if the change is intended, re-record with --record failed; report in out/report/index.html\n"))
    #expect(FileManager.default.fileExists(atPath: folder + "/out/stick-figure/verify/frame-0090.png"))
    #expect(FileManager.default.fileExists(atPath: folder + "/out/stick-figure/verify/frame-0090-diff.png"))
    let summary = try String(contentsOfFile: folder + "/summary.json", encoding: .utf8)
    #expect(summary.hasPrefix("{\n  \"passed\": false,\n  \"record\": \"never\","))
}

@Test func thePixelmatchPresetToleratesWhatExactDoesNot() throws {
    let folder = try copyOfTemplates()
    #expect(try verifyStickFigure(in: folder).status == 0)
    // One level of red is a distance far below pixelmatch's 0.1: exact fails, the preset
    // passes, and a threshold given after it overrides the preset's.
    try edit(folder, "\"#FF0000\"", "\"#FE0000\"")
    #expect(try verifyStickFigure(in: folder, ["--record", "never"]).status == 1)
    let preset = try verifyStickFigure(in: folder, ["--record", "never", "--preset", "pixelmatch", "--json", "summary.json"])
    #expect(preset.status == 0)
    let summary = try String(contentsOfFile: folder + "/summary.json", encoding: .utf8)
    #expect(summary.contains("\"threshold\": 0.1,") && summary.contains("\"antialiasing\": true"))
    #expect(try verifyStickFigure(in: folder, ["--record", "never", "--preset", "pixelmatch", "--threshold", "0"]).status == 1)
}

@Test func verifyRejectsAThresholdOutsideZeroToOne() throws {
    let result = try CLI.run(["verify", "Templates/stick-figure.json", "--golden", "g", "--threshold", "2"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--threshold: expected 0 to 1, found 2.0"))
}

@Test func verifyRejectsAScaleThatLeavesNoPixels() throws {
    // 1×1 pt at 0.25 px/pt rounds to 0 pixels a side: the same message as render's.
    let template = try Fixtures.write(Fixtures.reveal.replacingOccurrences(of: "\"size\": [100, 200]", with: "\"size\": [1, 1]"), as: "tiny.json")
    let golden = try CLI.temporaryFolder("verify-scale")
    let result = try CLI.run(["verify", template, "--golden", golden, "--scale", "0.25"])
    #expect(result.status == 1)
    #expect(result.stderr == "segue: \(template): --scale 0.25 gives a 0×0 px canvas; expected 1 to 16384 px per side, 25 MP at most\n")
    #expect(try Fixtures.files(in: golden).isEmpty)
}

@Test func verifyFailsWhenTheFrameCountChanged() throws {
    let folder = try copyOfTemplates()
    #expect(try verifyStickFigure(in: folder).status == 0)
    // 1.5 s at 60 fps is frames 0…90 (91); 1.2 s is frames 0…72 (73). The canvas is 390×844 pt at 1×.
    let meta = try String(contentsOfFile: folder + "/goldens/stick-figure/golden.json", encoding: .utf8)
    #expect(meta.hasPrefix("{\n  \"frameCount\": 91,\n  \"pixelSize\": [390, 844],\n  \"recordedBy\": \"segue verify\",\n"))
    try edit(folder, "\"duration\": 1.5", "\"duration\": 1.2")
    let verify = try verifyStickFigure(in: folder)
    #expect(verify.status == 1)
    #expect(verify.stderr.hasPrefix("stick-figure: the frame count changed from 91 to 73 since the goldens were recorded\n"))
    #expect(verify.stderr.hasSuffix("segue: verify failed: the frame count or pixel size of 1 template changed since its "
        + "goldens were recorded; if the change is intended, re-record with --record failed; report in out/report/index.html\n"))
    // Nothing was recorded for the new render: frame 72 (fraction 1 of 0…72) has no golden.
    #expect(!FileManager.default.fileExists(atPath: folder + "/goldens/stick-figure/frame-0072.png"))
}

@Test func verifyFailedReRecordsExitsOneAndPassesNextTime() throws {
    let folder = try copyOfTemplates()
    _ = try verifyStickFigure(in: folder)
    try edit(folder, "\"#FF0000\"", "\"#FE0000\"")
    let rerecord = try verifyStickFigure(in: folder, ["--record", "failed"])
    // Frame 90 differs (see the test above) and is re-recorded; the run says so and exits 1.
    #expect(rerecord.status == 1)
    #expect(rerecord.stderr.hasPrefix("stick-figure: frame 90 (frame-0090.png): re-recorded ("))
    #expect(rerecord.stderr.hasSuffix("recorded goldens/stick-figure: 1 frame (1.5 s) at scale 1\n"
        + "segue: verify re-recorded 1 frame of 1 template (--record failed); run again to verify\n"))
    let again = try verifyStickFigure(in: folder, ["--record", "never"])
    #expect(again.status == 0 && again.stdout == "stick-figure: 2 frames match (goldens/stick-figure)\n")
}

@Test func orphanTemplateFoldersAreReportedOnlyForAFolderOfTemplatesOrWithOrphans() throws {
    let folder = try copyOfTemplates()
    _ = try verifyStickFigure(in: folder)
    try FileManager.default.createDirectory(atPath: folder + "/goldens/gone", withIntermediateDirectories: true)
    // One template file: the other folders belong to templates this run does not cover, even under CI.
    let one = try verifyStickFigure(in: folder, ci: true)
    #expect(one.status == 0 && one.stderr == "")
    let asked = try verifyStickFigure(in: folder, ["--orphans"], ci: true)
    #expect(asked.status == 1)
    #expect(asked.stderr == "orphan golden folder goldens/gone: no template of this run is named gone; delete it if its template is gone\n"
        + "segue: verify failed: orphan goldens (CI is set): delete goldens/gone; report in out/report/index.html\n")
    // A folder of templates (here only the stick figure, beside its screens) covers the whole folder.
    try FileManager.default.createDirectory(atPath: folder + "/one", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: folder + "/Templates/stick-figure.json", toPath: folder + "/one/stick-figure.json")
    try FileManager.default.copyItem(atPath: folder + "/Templates/screens", toPath: folder + "/one/screens")
    let local = try verifyStickFigure(in: folder, template: "one")
    #expect(local.status == 0)
    #expect(local.stderr == "warning: orphan golden folder goldens/gone: no template of this run is named gone; delete it if its template is gone\n")
}

@Test func verifyQuietPrintsNoWarnings() throws {
    let folder = try copyOfTemplates()
    _ = try verifyStickFigure(in: folder)
    try FileManager.default.copyItem(atPath: folder + "/goldens/stick-figure/frame-0000.png",
                                     toPath: folder + "/goldens/stick-figure/frame-0050.png")
    let loud = try verifyStickFigure(in: folder)
    #expect(loud.stderr == "stick-figure: warning: orphan golden frame-0050.png: not produced by this run (91 frames); "
        + "delete goldens/stick-figure/frame-0050.png\n")
    let quiet = try verifyStickFigure(in: folder, ["--quiet"])
    #expect(quiet.status == 0 && quiet.stdout == "" && quiet.stderr == "")
}

@Test func verifyRejectsAFrameOutsideTheRenderAsAnArgumentError() throws {
    // The stick figure at 60 fps has frames 0…90; 64 is ArgumentParser's usage-error status.
    let result = try CLI.run(["verify", "Templates/stick-figure.json", "--golden", "g", "--frames", "0,5,999"])
    #expect(result.status == 64)
    #expect(result.stderr.contains("--frames: Templates/stick-figure.json: frame 999 is outside the render's frames 0-90"))
}

@Suite struct VerifyCommandLoadingTests {
    @Test func everyTemplateThatDoesNotLoadIsOneLineAndNothingIsVerified() throws {
        let good = try Fixtures.write(Fixtures.reveal)
        let folder = try CLI.temporaryFolder("two-bad")
        try #"{"from": {"layers": []}, "to": {"layers": []}}"#.write(toFile: folder + "/a.json", atomically: true, encoding: .utf8)
        try "{".write(toFile: folder + "/b.json", atomically: true, encoding: .utf8)
        let golden = try CLI.temporaryFolder("golden")
        let result = try CLI.run(["verify", good, folder, "--golden", golden, "--record", "all", "--quiet"],
                                 environment: ["SEGUE_RECORD": "", "CI": ""])
        #expect(result.status == 1)
        // Both bad templates, one line each; the good one was not recorded, since the run stopped first.
        #expect(result.stderr == "segue: \(folder)/a.json: transition: expected an object, found nothing\n"
            + "segue: \(folder)/b.json: line 1, column 2: expected a key in double quotes, found the end of the document\n")
        #expect(!FileManager.default.fileExists(atPath: golden + "/reveal"))
    }
}

@Test func aTemplateWithoutGoldensIsOneLineUnderCI() throws {
    // Under CI nothing is recorded: a new template's 2 sampled frames have no golden. One line
    // names it and how to record, not a line per frame; the summary line names it too.
    let folder = try copyOfTemplates()
    let result = try verifyStickFigure(in: folder, ci: true)
    #expect(result.status == 1)
    #expect(result.stderr == "stick-figure: no goldens in goldens/stick-figure (2 frames to record): record with --record missing\n"
        + "segue: verify failed: no goldens for stick-figure: record with --record missing; report in out/report/index.html\n")
}

@Test func onlyRestrictsARunToTheNamedTemplatesAndVariants() throws {
    // Two templates given, the stick figure and fade-present; --only names the stick figure.
    let folder = try copyOfTemplates()
    let run = { (only: [String]) in
        try CLI.run(["verify", "Templates/stick-figure.json", "Templates/fade-present.json", "--golden", "goldens", "--scale", "1",
                     "--times", "0,1", "--out", "out", "--only"] + only, in: folder, environment: ["CI": "", "SEGUE_RECORD": ""])
    }
    let one = try run(["stick-figure"])
    #expect(one.status == 0)
    #expect(one.stdout == "stick-figure: 0 frames match, 2 recorded (goldens/stick-figure)\n")
    #expect(try Fixtures.files(in: folder + "/goldens") == ["stick-figure"])
    // Both, as two values of one --only.
    let both = try run(["stick-figure", "fade-present"])
    #expect(both.status == 0)
    #expect(both.stdout.contains("stick-figure: 2 frames match") && both.stdout.contains("fade-present: 0 frames match, 2 recorded"))
    // A name no template has is one error, and nothing is verified.
    let typo = try run(["stick-figur"])
    #expect(typo.status == 1)
    #expect(typo.stderr == "segue: --only: no template or variant named \"stick-figur\" in these templates\n")
    // A path where a name belongs says so.
    let path = try run(["Templates/fade-present.json"])
    #expect(path.status == 64)
    #expect(path.stderr.contains("--only: expected template names, found the path \"Templates/fade-present.json\""))
}

@Test func onlyNamesAVariantsGoldenFolder() throws {
    // cube-push lists the variants rtl and reduce-motion: --only cube-push-rtl verifies that
    // variant alone, and the other folders of the same template are not orphans.
    let folder = try copyOfTemplates()
    let run = { (only: String, ci: Bool) in
        try CLI.run(["verify", "Templates/cube-push.json", "--golden", "goldens", "--scale", "1", "--times", "0.5",
                     "--out", "out", "--orphans", "--only", only], in: folder, environment: ["CI": ci ? "true" : "", "SEGUE_RECORD": ""])
    }
    let rtl = try run("cube-push-rtl", false)
    #expect(rtl.status == 0)
    #expect(rtl.stdout == "cube-push-rtl: 0 frames match, 1 recorded (goldens/cube-push-rtl)\n")
    #expect(try Fixtures.files(in: folder + "/goldens") == ["cube-push-rtl"])
    _ = try run("cube-push", false)
    #expect(try Fixtures.files(in: folder + "/goldens") == ["cube-push", "cube-push-reduce-motion", "cube-push-rtl"])
    // Under CI, verifying the variant alone leaves its template's other folders alone.
    let again = try run("cube-push-rtl", true)
    #expect(again.status == 0 && again.stderr == "")
}

/// `diff.png`'s frames as Pillow reads them: each one's duration (ms) and the pixels at `points`.
private func animatedDiff(_ path: String, _ points: [String]) throws -> (width: Int, frames: [(duration: Double, pixels: [[Int]])]) {
    let read = try #require(try PythonCheck.json("apng_frames", [path] + points) as? [String: Any])
    let frames = try #require(read["frames"] as? [[String: Any]])
    return (read["width"] as? Int ?? 0, frames.map { ($0["duration"] as? Double ?? -1, $0["pixels"] as? [[Int]] ?? []) })
}

@Test func aFailingRunLeavesAnAnimatedDiffAtTheRendersSpeed() throws {
    // The stick figure (a 390 × 844 canvas at scale 1) recorded at its first and last frames,
    // 0 and 1.5 s, then its red changed by one level: diff.png has those two instants, golden |
    // difference | actual, 1170 px wide; the first shown for the 1.5 s to the next, the last held 1 s.
    // At t = 0 nothing is drawn (white); at 1.5 s the head's top (195, 250) is red in the golden
    // panel, marked red in the difference panel (x + 390) and #FE0000 in the actual one (x + 780).
    let folder = try copyOfTemplates()
    #expect(try verifyStickFigure(in: folder).status == 0)
    try edit(folder, "\"#FF0000\"", "\"#FE0000\"")
    #expect(try verifyStickFigure(in: folder, ["--record", "never"]).status == 1)
    let diff = try animatedDiff(folder + "/out/stick-figure/verify/diff.png", ["195,250", "585,250", "975,250"])
    #expect(diff.width == 1170)
    #expect(diff.frames.map(\.duration) == [1500, 1000])
    #expect(diff.frames[0].pixels == [[255, 255, 255, 255], [255, 255, 255, 255], [255, 255, 255, 255]])
    #expect(diff.frames[1].pixels == [[255, 0, 0, 255], [255, 0, 0, 255], [254, 0, 0, 255]])
    // A run that passes leaves no artifacts, the animation neither.
    try edit(folder, "\"#FE0000\"", "\"#FF0000\"")
    #expect(try verifyStickFigure(in: folder, ["--record", "never"]).status == 0)
    #expect(!FileManager.default.fileExists(atPath: folder + "/out/stick-figure/verify/diff.png"))
}

@Test func theAnimatedDiffAlignsFramesByTimeWhenTheDurationChanged() throws {
    // Recorded at 0 and 1.5 s; the duration then becomes 1 s, so the run's frames are at 0 and
    // 1 s. By time: 0 has both; 1 s only the actual (its golden panel hatched grey); 1.5 s only
    // the golden (its actual panel hatched). Delays: 1 s, 0.5 s, then the 1 s hold.
    let folder = try copyOfTemplates()
    #expect(try verifyStickFigure(in: folder).status == 0)
    try edit(folder, "\"duration\": 1.5", "\"duration\": 1.0")
    let run = try CLI.run(["verify", "Templates/stick-figure.json", "--golden", "goldens", "--out", "out", "--record", "never"],
                          in: folder, environment: ["CI": "", "SEGUE_RECORD": ""])
    #expect(run.status == 1)
    let diff = try animatedDiff(folder + "/out/stick-figure/verify/diff.png", ["1,1", "781,1"])
    #expect(diff.frames.map(\.duration) == [1000, 500, 1000])
    let white = [255, 255, 255, 255], hatched = [224, 224, 224, 255]
    #expect(diff.frames.map(\.pixels) == [[white, white], [hatched, white], [white, hatched]])
}

/// `--golden-layout apng` keeps a template's goldens as one `frames.png`; later runs read the
/// layout from golden.json, fail frame by frame, and re-record into the one file.
@Test func goldenLayoutApngKeepsOneFilePerTemplate() throws {
    let folder = try copyOfTemplates()
    let record = try verifyStickFigure(in: folder, ["--golden-layout", "apng"])
    #expect(record.status == 0)
    #expect(record.stderr == "recorded goldens/stick-figure: 2 frames (0, 1.5 s) at scale 1; 2 frames in frames.png\n")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/goldens/stick-figure").sorted()
    #expect(files == ["frames.png", "golden.json"])
    let meta = try String(contentsOfFile: folder + "/goldens/stick-figure/golden.json", encoding: .utf8)
    #expect(meta.contains("\"layout\": \"apng\""))
    #expect(try verifyStickFigure(in: folder, ["--record", "never"]).status == 0)

    try edit(folder, "\"#FF0000\"", "\"#FE0000\"")
    let verify = try verifyStickFigure(in: folder, ["--record", "never"])
    #expect(verify.status == 1)
    #expect(verify.stderr.hasPrefix("stick-figure: frame 90 (frame-0090.png): "))
    // The report shows the golden frame the run compared, unpacked among the artifacts.
    #expect(FileManager.default.fileExists(atPath: folder + "/out/stick-figure/verify/golden-frames/frame-0090.png"))
    #expect(FileManager.default.fileExists(atPath: folder + "/out/report/index.html"))
    #expect(try verifyStickFigure(in: folder, ["--record", "failed"]).status == 1)
    #expect(try verifyStickFigure(in: folder, ["--record", "never"]).status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/goldens/stick-figure").sorted() == ["frames.png", "golden.json"])
}
