import Testing
import Foundation

/// A copy of Templates/ in a fresh temporary folder, so a test can change a template.
private func copyOfTemplates() throws -> String {
    let folder = try CLI.temporaryFolder("verify")
    try FileManager.default.copyItem(atPath: CLI.packageRoot + "/Templates", toPath: folder + "/Templates")
    return folder
}

/// `segue verify` of the stick figure at its first and last frames on a 1× canvas, in `folder`.
private func verifyStickFigure(in folder: String, _ extra: [String] = []) throws -> CLI.Result {
    try CLI.run(["verify", "Templates/stick-figure.json", "--golden", "goldens", "--scale", "1",
                 "--times", "0,1", "--out", "out"] + extra, in: folder, environment: ["CI": "", "SEGUE_RECORD": ""])
}

@Test func verifyRecordsThenFailsWithArtifactsAfterAColourChange() throws {
    let folder = try copyOfTemplates()
    // First run, record mode `missing` (no CI): both goldens are written, exit 0.
    let record = try verifyStickFigure(in: folder)
    #expect(record.status == 0)
    #expect(record.stdout == "stick-figure: 0 frames match, 2 recorded (goldens/stick-figure)\n")
    // The stick figure's 90 frames (0…90): --times 0,1 samples frames 0 and 90.
    #expect(FileManager.default.fileExists(atPath: folder + "/goldens/stick-figure/frame-0090.png"))

    // One colour of the template changes by one level of red: the last frame, where the figure
    // is drawn, differs; frame 0 shows no figure yet and matches.
    let file = folder + "/Templates/stick-figure.json"
    let text = try String(contentsOfFile: file, encoding: .utf8)
    try text.replacingOccurrences(of: "\"#FF0000\"", with: "\"#FE0000\"").write(toFile: file, atomically: true, encoding: .utf8)
    let verify = try verifyStickFigure(in: folder, ["--record", "never", "--json", "summary.json"])
    #expect(verify.status == 1)
    #expect(verify.stdout.hasPrefix("stick-figure: frame 90 (frame-0090.png): "))
    #expect(verify.stderr.hasPrefix("segue: verify failed: 1 frame(s) of 1 template(s); artifacts in out/<name>/verify/"))
    #expect(FileManager.default.fileExists(atPath: folder + "/out/stick-figure/verify/frame-0090.png"))
    #expect(FileManager.default.fileExists(atPath: folder + "/out/stick-figure/verify/frame-0090-diff.png"))
    let summary = try String(contentsOfFile: folder + "/summary.json", encoding: .utf8)
    #expect(summary.hasPrefix("{\n  \"passed\": false,\n  \"record\": \"never\","))
}

@Test func verifyRejectsAThresholdOutsideZeroToOne() throws {
    let result = try CLI.run(["verify", "Templates/stick-figure.json", "--golden", "g", "--threshold", "2"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("--threshold: expected 0 to 1, found 2.0"))
}

@Test func verifyRejectsAScaleThatLeavesNoPixels() throws {
    // 1×1 pt at 0.25 px/pt rounds to 0 pixels a side: the same message as render's.
    let template = try Fixtures.write(Fixtures.reveal.replacingOccurrences(of: "\"size\": [100, 200]", with: "\"size\": [1, 1]"), as: "tiny.json")
    let golden = try CLI.temporaryFolder("verify-scale")
    let result = try CLI.run(["verify", template, "--golden", golden, "--scale", "0.25"])
    #expect(result.status == 1)
    #expect(result.stderr == "segue: \(template): --scale 0.25 gives a 0×0 px canvas; expected 1 to 16384 px per side\n")
    #expect(try Fixtures.files(in: golden).isEmpty)
}
