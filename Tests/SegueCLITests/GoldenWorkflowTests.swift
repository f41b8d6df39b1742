import Testing
import Foundation
import SegueCore
@testable import SegueCLI

/// A fresh folder holding the reveal fixture as `reveal.json` (100×200 pt, 1×, 10 fps, 1 s:
/// frames 0…10, frame k at k/10 s), for `segue verify` runs in it with goldens in `goldens/`.
private func revealFolder() throws -> String {
    let folder = try CLI.temporaryFolder("workflow")
    _ = try Fixtures.write(Fixtures.reveal, as: "reveal.json", in: folder)
    return folder
}

/// `segue verify reveal.json --golden goldens …` in `folder`, not under CI unless asked, record mode from the flags.
private func verify(_ folder: String, _ extra: [String] = [], ci: Bool = false, template: String = "reveal.json") throws -> CLI.Result {
    try CLI.run(["verify", template, "--golden", "goldens"] + extra, in: folder, environment: ["CI": ci ? "true" : "", "SEGUE_RECORD": ""])
}

@Suite struct GoldenWorkflowTests {
    @Test func goldenJSONsValuesAreCheckedAsTheirFlagsAreAndNamed() throws {
        let folder = try revealFolder()
        #expect(try verify(folder, ["--times", "0,1"]).status == 0)
        let path = folder + "/goldens/reveal/golden.json"
        let recorded = try String(contentsOfFile: path, encoding: .utf8)
        func verifying(_ was: String, _ now: String, _ extra: [String] = []) throws -> CLI.Result {
            #expect(recorded.contains(was))
            try recorded.replacingOccurrences(of: was, with: now).write(toFile: path, atomically: true, encoding: .utf8)
            return try verify(folder, extra)
        }
        // A recorded font is drawn with when --font is left out, so it must be installed, as --font's must.
        let font = try verifying("\"font\": \"Inter\"", "\"font\": \"No Such Font\"")
        #expect(font.status == 1 && font.stderr == "segue: goldens/reveal/golden.json: font: expected an installed font family "
            + "(`fc-list : family` lists them), found \"No Such Font\"\n")
        // An fps --fps would refuse is golden.json's fps, not a canvas problem of the template.
        let fps = try verifying("\"fps\": 10", "\"fps\": 241")
        #expect(fps.status == 1 && fps.stderr == "segue: goldens/reveal/golden.json: fps: expected 1 to 240, found 241; "
            + "delete it and it is written again on the next record\n")
        // 100 000 recorded fractions against --times 0: the values are cut after 80 characters.
        let many = (0..<100_000).map { JSONText.format(Double($0) / 100_000) }.joined(separator: ", ")
        let long = try verifying("\"fractions\": [0, 1]", "\"fractions\": [\(many)]", ["--times", "0"])
        #expect(long.status == 1 && long.stderr.hasPrefix("segue: goldens/reveal/golden.json: recorded at --times 0,1e-05,2e-05,"))
        #expect(long.stderr.count < 300 && long.stderr.contains("…, not --times 0 "))
        // A recorded scale within 0.25…4 that takes this canvas past 25 MP names golden.json's scale.
        try Fixtures.reveal.replacingOccurrences(of: "[100, 200]", with: "[5000, 5000]").write(toFile: folder + "/reveal.json", atomically: true, encoding: .utf8)
        let scale = try verifying("\"scale\": 1", "\"scale\": 2")
        #expect(scale.status == 1 && scale.stderr == "segue: goldens/reveal/golden.json: scale 2 gives reveal.json a 10000×10000 px canvas; "
            + "expected 1 to 16384 px per side, 25 MP at most\n")
    }

    @Test func verifyWithoutFlagsUsesTheRecordedSamplingAndScale() throws {
        let folder = try revealFolder()
        let record = try verify(folder, ["--times", "0,1", "--scale", "0.5"])
        #expect(record.status == 0)
        // Fractions 0 and 1 of frames 0…10 are frames 0 and 10, at 0 and 1 s.
        #expect(record.stderr == "recorded goldens/reveal: 2 frames (0, 1 s) at scale 0.5\n")
        let meta = try String(contentsOfFile: folder + "/goldens/reveal/golden.json", encoding: .utf8)
        #expect(meta.contains("\"recordedBy\": \"segue verify\"") && meta.contains("\"fractions\": [0, 1]") && meta.contains("\"scale\": 0.5"))
        // No flags: the recorded sampling and scale (the template's own scale, 1, would be 100×200 px
        // against goldens of 50×100), so the same two frames match and nothing is recorded.
        let again = try verify(folder)
        #expect(again.status == 0 && again.stderr == "")
        #expect(again.stdout == "reveal: 2 frames match (goldens/reveal)\n")
        #expect(try Fixtures.files(in: folder + "/goldens/reveal") == ["frame-0000.png", "frame-0010.png", "golden.json"])
    }

    @Test func aFlagThatContradictsGoldenJSONIsOneLineNamingTheRecordedValue() throws {
        let folder = try revealFolder()
        #expect(try verify(folder, ["--times", "0,1", "--scale", "1"]).status == 0)
        let before = try Fixtures.bytes(folder + "/goldens/reveal/golden.json")
        let scale = try verify(folder, ["--scale", "2"])
        #expect(scale.status == 1)
        #expect(scale.stderr == "segue: goldens/reveal/golden.json: recorded at --scale 1, not --scale 2 "
            + "(re-record with SEGUE_RECORD=all or --record all, or drop --scale)\n")
        let times = try verify(folder, ["--times", "0,0.5,1", "--fps", "20"])
        #expect(times.stderr == "segue: goldens/reveal/golden.json: recorded at --times 0,1 --fps 10, not --times 0,0.5,1 --fps 20 "
            + "(re-record with SEGUE_RECORD=all or --record all, or drop --times and --fps)\n")
        // The goldens were drawn in Inter (no --font); text in another family would differ.
        let font = try verify(folder, ["--font", "DejaVu Sans"])
        #expect(font.stderr == #"segue: goldens/reveal/golden.json: recorded at --font "Inter", not --font "DejaVu Sans" "#
            + "(re-record with SEGUE_RECORD=all or --record all, or drop --font)\n")
                // --frames 0,10 picks the frames --times 0,1 did: no contradiction.
        #expect(try verify(folder, ["--frames", "0,10"]).status == 0)
        // Nothing was recorded by the refused runs.
        #expect(try Fixtures.files(in: folder + "/goldens/reveal") == ["frame-0000.png", "frame-0010.png", "golden.json"])
        #expect(try Fixtures.bytes(folder + "/goldens/reveal/golden.json") == before)
        // --record all re-records with the flag (and fails once, as every record-all run does).
        let all = try verify(folder, ["--scale", "2", "--record", "all"])
        #expect(all.status == 1)
        #expect(all.stderr.hasPrefix("reveal: the pixel size changed from 100×200 to 200×400\n"
            + "recorded goldens/reveal: 2 frames (0, 1 s) at scale 2\n"))
        #expect(try verify(folder).stdout == "reveal: 2 frames match (goldens/reveal)\n")
    }

    @Test func aFolderFromBeforeGoldenJSONRecordedSamplingVerifiesTheFramesItHolds() throws {
        let folder = try revealFolder()
        #expect(try verify(folder, ["--times", "0,1", "--scale", "1"]).status == 0)
        // An older Segue's golden.json: the frame count (0…10, 11) and pixel size only.
        try "{\"frameCount\": 11, \"pixelSize\": [100, 200]}\n".write(toFile: folder + "/goldens/reveal/golden.json", atomically: true, encoding: .utf8)
        // Under CI (record mode never) it verifies the two frames it holds, not all 11.
        let ci = try verify(folder, ci: true)
        #expect(ci.status == 0 && ci.stdout == "reveal: 2 frames match (goldens/reveal)\n" && ci.stderr == "")
        // Locally (missing) likewise, and golden.json gains the recording, said in one line.
        let local = try verify(folder)
        #expect(local.status == 0 && local.stdout == "reveal: 2 frames match (goldens/reveal)\n")
        #expect(local.stderr == "recorded goldens/reveal: golden.json only (no frame written)\n")
        #expect(try Fixtures.files(in: folder + "/goldens/reveal") == ["frame-0000.png", "frame-0010.png", "golden.json"])
        #expect(try String(contentsOfFile: folder + "/goldens/reveal/golden.json", encoding: .utf8).contains("\"frames\": [0, 10]"))
    }

    @Test func theCLIsOrphanCheckIgnoresAFolderASwiftTestRecorded() throws {
        let folder = try revealFolder()
        #expect(try verify(folder, ["--times", "0,1", "--scale", "1"], template: ".").status == 0)
        // Two folders no template of this run produces: one a Swift test recorded (SegueGolden),
        // one segue verify recorded. Only the second is the CLI's to call an orphan.
        let meta = try String(contentsOfFile: folder + "/goldens/reveal/golden.json", encoding: .utf8)
        for (name, owner) in [("by-test", "SegueGolden"), ("by-cli", "segue verify")] {
            try FileManager.default.createDirectory(atPath: folder + "/goldens/" + name, withIntermediateDirectories: true)
            try meta.replacingOccurrences(of: "\"segue verify\"", with: "\"\(owner)\"")
                .write(toFile: folder + "/goldens/\(name)/golden.json", atomically: true, encoding: .utf8)
        }
        let ci = try verify(folder, ci: true, template: ".")
        #expect(ci.status == 1)
        #expect(ci.stderr == "orphan golden folder goldens/by-cli: no template of this run is named by-cli; delete it if its template is gone\n"
            + "segue: verify failed: orphan goldens (CI is set): delete goldens/by-cli; report in output/report/index.html\n")
    }

    @Test func verifyWithoutAppearanceUsesTheRecordedOne() throws {
        let folder = try revealFolder()
        #expect(try verify(folder, ["--times", "0", "--scale", "1", "--appearance", "dark"]).status == 0)
        // The button is systemBlue, which dark appearance changes: without --appearance the
        // recorded dark is used, so frame 0 matches; --appearance light contradicts it.
        #expect(try verify(folder).stdout == "reveal: 1 frame matches (goldens/reveal)\n")
        let light = try verify(folder, ["--appearance", "light"])
        #expect(light.status == 1)
        #expect(light.stderr == "segue: goldens/reveal/golden.json: recorded at --appearance dark, not --appearance light "
            + "(re-record with SEGUE_RECORD=all or --record all, or drop --appearance)\n")
    }

    @Test func aShardWithoutTemplatesSaysSoAndPasses() throws {
        let folder = try revealFolder()
        // reveal.json is in one of two shards; the other holds nothing.
        let empty = Shard.number(of: "reveal.json", count: 2) == 1 ? 2 : 1
        let result = try verify(folder, ["--shard", "\(empty)/2"])
        #expect(result.status == 0 && result.stdout == "")
        #expect(result.stderr == "segue: shard \(empty)/2 holds none of these templates; nothing to verify\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/goldens"))
        #expect(try verify(folder, ["--shard", "\(empty)/2", "--quiet"]).stderr == "")
    }

    @Test func aRenderShardWithoutTemplatesSaysSoAndWritesNothing() throws {
        let folder = try revealFolder()
        let empty = Shard.number(of: "reveal.json", count: 2) == 1 ? 2 : 1
        let result = try CLI.run(["render", folder + "/reveal.json", "--out", folder + "/out", "--shard", "\(empty)/2"])
        #expect(result.status == 0 && result.stdout == "")
        #expect(result.stderr == "segue: shard \(empty)/2 holds none of these templates; nothing to render\n")
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    }

    @Test func renderShardsTogetherRenderEveryTemplateOnce() throws {
        let folder = try CLI.temporaryFolder("shard-render")
        let names = ["a", "b", "c", "d", "e", "f"]
        for name in names { _ = try Fixtures.write(Fixtures.reveal, as: name + ".json", in: folder) }
        var rendered: [String] = []
        for k in 1...2 {
            let result = try CLI.run(["render", folder, "--shard", "\(k)/2", "--frames", "0", "--out", folder + "/out\(k)", "--quiet"])
            #expect(result.status == 0 && result.stderr == "")
            let outputs = (try? Fixtures.files(in: folder + "/out\(k)")) ?? []
            // Each shard renders its own templates: those the hash of their file name puts there.
            #expect(outputs == Shard(argument: "\(k)/2")!.select(names.map { $0 + ".json" }).map { String($0.dropLast(5)) })
            rendered += outputs
        }
        // Together, every template exactly once.
        #expect(rendered.sorted() == names)
    }

    @Test func aMalformedShardIsOneUsageLine() throws {
        for text in ["0/2", "3/2", "two", "1/2/3"] {
            let result = try CLI.run(["render", "Templates/stick-figure.json", "--shard", text, "--out", "/nonexistent"])
            #expect(result.status == 64)
            #expect(result.stderr.hasPrefix("segue: --shard: expected K/N with whole numbers 1 ≤ K ≤ N, e.g. 2/4, found \"\(text)\""))
            #expect(result.stderr.split(separator: "\n").count == 1)
        }
        #expect(try CLI.run(["verify", "Templates/stick-figure.json", "--golden", "g", "--shard", "5/4"]).status == 64)
    }

    @Test func verifyShardsCallNoOtherShardsTemplateAnOrphanAndReportATrueOrphanOnce() throws {
        let folder = try CLI.temporaryFolder("shard-verify")
        let names = ["a", "b", "c", "d", "e", "f"]
        try FileManager.default.createDirectory(atPath: folder + "/templates", withIntermediateDirectories: true)
        for name in names { _ = try Fixtures.write(Fixtures.reveal, as: name + ".json", in: folder + "/templates") }
        #expect(try verify(folder, ["--times", "0", "--scale", "1"], template: "templates").status == 0)
        try FileManager.default.createDirectory(atPath: folder + "/goldens/gone", withIntermediateDirectories: true)
        var verified: [String] = []
        var reports = 0
        for k in 1...2 {
            let result = try verify(folder, ["--shard", "\(k)/2"], ci: true, template: "templates")
            let mine = Shard(argument: "\(k)/2")!.select(names.map { $0 + ".json" }).map { String($0.dropLast(5)) }
            #expect(result.stdout == mine.map { "\($0): 1 frame matches (goldens/\($0))\n" }.joined())
            verified += mine
            // "gone" is reported by the one shard a template gone.json would be in; no shard calls
            // another's templates orphans.
            let owner = Shard.number(of: "gone.json", count: 2) == k
            #expect(result.status == (owner ? 1 : 0))
            #expect(result.stderr.contains("orphan golden folder goldens/gone") == owner)
            #expect(!names.contains { result.stderr.contains("goldens/\($0):") || result.stderr.contains("named \($0);") })
            if owner { reports += 1 }
        }
        #expect(verified.sorted() == names && reports == 1)
    }
}
