import Foundation
import SegueTestSupport
import Testing
@testable import SegueCLI

/// `segue verify`'s HTML report, opened in Debian's headless Chromium (`Tests/Checks/report_browser.py`):
/// what a person sees on it, not only its text.
@Suite struct ReportTests {
    /// The browser check's observations of `page`, exercising `template`'s viewer.
    func browse(_ page: String, _ template: String) throws -> [String: Any] {
        try #require(try PythonCheck.json("report_browser", [page, template, page + ".png"]) as? [String: Any])
    }

    @Test func aFailingTemplateIsListedFirstAndItsViewerWorksInABrowser() throws {
        // The stick figure (390 × 844 at scale 1) and fade-present recorded at fifths of their
        // time; then the figure's red changes by one level: it fails, the fade still passes.
        let folder = try CLI.temporaryFolder("report")
        try FileManager.default.copyItem(atPath: CLI.packageRoot + "/Templates", toPath: folder + "/Templates")
        let arguments = ["verify", "Templates/stick-figure.json", "Templates/fade-present.json", "--golden", "goldens",
                         "--scale", "1", "--times", "0,0.25,0.5,0.75,1", "--out", "out"]
        let environment = ["CI": "", "SEGUE_RECORD": ""]
        #expect(try CLI.run(arguments, in: folder, environment: environment).status == 0)
        let file = folder + "/Templates/stick-figure.json"
        try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\"#FF0000\"", with: "\"#FE0000\"")
            .write(toFile: file, atomically: true, encoding: .utf8)
        let run = try CLI.run(arguments, in: folder, environment: environment)
        #expect(run.status == 1)
        #expect(run.stderr.hasSuffix("; report in out/report/index.html\n"))
        let page = folder + "/out/report/index.html"
        let seen = try browse(page, "stick-figure")

        // Failing first; the line under the title counts them.
        #expect(seen["summary"] as? [[String]] == [["stick-figure", "failed"], ["fade-present", "passed"]])
        #expect(seen["overview"] as? String == "1 of 2 templates fail.")
        // The command that accepts the change: the run's own words, --record failed, --only the template.
        let accept = "segue verify Templates/stick-figure.json Templates/fade-present.json --golden goldens --scale 1 "
            + "--times 0,0.25,0.5,0.75,1 --out out --no-report --record failed --only stick-figure"
        #expect(seen["accept"] as? String == accept)
        let acceptAll = seen["acceptAll"] as? [String: Any]
        #expect(acceptAll?["shown"] as? Bool == true && acceptAll?["command"] as? String == accept)
        // The slider: the actual frame is clipped from the wipe's position, 50 % at first, 20 % once moved.
        let wipe = seen["wipe"] as? [String: [String: String]]
        #expect(wipe?["start"]?["clip"] == "inset(0px 0px 0px 50%)" && wipe?["start"]?["line"] == "left: 50%;")
        #expect(wipe?["moved"]?["clip"] == "inset(0px 0px 0px 20%)" && wipe?["moved"]?["line"] == "left: 20%;")
        // The scrubber moves golden and actual together: instant k shows golden k and actual k, at
        // the sampled frames' times (frames 0, 23, 45, 68, 90 of 91 at 60 fps; the last at 1.5 s).
        let scrub = try #require(seen["scrub"] as? [[String: String]])
        #expect(scrub.map { $0["golden"] } == (0..<5).map { "g\($0).png" })
        // (Frame 0 matched: its actual is its golden, one file.)
        #expect(scrub.map { $0["actual"] } == ["g0.png"] + (1..<5).map { "a\($0).png" })
        #expect(scrub.map { $0["label"]?.components(separatedBy: " · ").prefix(3).joined(separator: " · ") } == [
            "0.000 s · frame 0 · matched", "0.383 s · frame 23 · differs", "0.750 s · frame 45 · differs",
            "1.133 s · frame 68 · differs", "1.500 s · frame 90 · differs",
        ])
        #expect(seen["errors"] as? [String] == [])
        #expect(try #require(seen["loadSeconds"] as? Double) < 2)
        // The outline (#FF00FF) drawn on the actual frame, shown at its own size, is the box of the
        // pixels frame 23's diff image marks.
        let region = try #require(VerifyReport.changedRegion(folder + "/out/stick-figure/verify/frame-0023-diff.png"))
        let outline = try #require(seen["region"] as? [Double])
        let expected = [region[0], region[1], region[0] + region[2], region[1] + region[3]].map(Double.init)
        #expect(zip(outline, expected).allSatisfy { abs($0 - $1) <= 1 }, "outline \(outline), region \(expected)")

        // The same run again writes the same page, byte for byte.
        let first = try Data(contentsOf: URL(fileURLWithPath: page))
        _ = try CLI.run(arguments, in: folder, environment: environment)
        #expect(try Data(contentsOf: URL(fileURLWithPath: page)) == first)
        // --no-report writes none; --report puts it elsewhere.
        try FileManager.default.removeItem(atPath: folder + "/out/report")
        _ = try CLI.run(arguments + ["--no-report"], in: folder, environment: environment)
        #expect(!FileManager.default.fileExists(atPath: folder + "/out/report"))
        _ = try CLI.run(arguments + ["--report", "elsewhere"], in: folder, environment: environment)
        #expect(FileManager.default.fileExists(atPath: folder + "/elsewhere/index.html"))
    }

    @Test func aTemplatesNameIsTextOnThePage() throws {
        // A template named like markup: the page shows the name as it is, and runs nothing of it.
        let folder = try CLI.temporaryFolder("report-name")
        let name = "<img src=x onerror=alert(1)>"
        let template = try Fixtures.write(Fixtures.reveal, as: name + ".json", in: folder)
        let arguments = ["verify", template, "--golden", folder + "/goldens", "--times", "0,1", "--out", folder + "/out"]
        #expect(try CLI.run(arguments, environment: ["CI": "", "SEGUE_RECORD": ""]).status == 0)
        try Fixtures.reveal.replacingOccurrences(of: "systemBlue", with: "systemRed").write(toFile: template, atomically: true, encoding: .utf8)
        #expect(try CLI.run(arguments, environment: ["CI": "", "SEGUE_RECORD": ""]).status == 1)
        let html = try String(contentsOfFile: folder + "/out/report/index.html", encoding: .utf8)
        #expect(!html.contains(name))
        let seen = try browse(folder + "/out/report/index.html", name)
        #expect(seen["summary"] as? [[String]] == [[name, "failed"]])
        #expect((seen["accept"] as? String)?.hasSuffix("--only '\(name)'") == true)
        #expect(seen["errors"] as? [String] == [])
    }

    @Test func aReportOfFiftyTemplatesOfFiveFramesOpensQuickly() throws {
        // Fifty copies of the 100 × 200 reveal, recorded at fifths, then all made to fail.
        let folder = try CLI.temporaryFolder("report-fifty")
        try FileManager.default.createDirectory(atPath: folder + "/t", withIntermediateDirectories: true)
        let names = (0..<50).map { String(format: "reveal-%02d", $0) }
        for name in names { _ = try Fixtures.write(Fixtures.reveal, as: name + ".json", in: folder + "/t") }
        let arguments = ["verify", folder + "/t", "--golden", folder + "/goldens", "--times", "0,0.25,0.5,0.75,1", "--out", folder + "/out"]
        #expect(try CLI.run(arguments, environment: ["CI": "", "SEGUE_RECORD": ""]).status == 0)
        for name in names {
            try Fixtures.reveal.replacingOccurrences(of: "systemBlue", with: "systemRed")
                .write(toFile: folder + "/t/" + name + ".json", atomically: true, encoding: .utf8)
        }
        #expect(try CLI.run(arguments, environment: ["CI": "", "SEGUE_RECORD": ""]).status == 1)
        let seen = try browse(folder + "/out/report/index.html", "reveal-00")
        #expect((seen["summary"] as? [[String]])?.count == 50)
        #expect(try #require(seen["loadSeconds"] as? Double) < 2)
        #expect(seen["errors"] as? [String] == [])
    }

    @Test func theReportsOfShardsMergeIntoOne() throws {
        // Three templates verified on 2 shards, the stick figure changed so that it fails. Each
        // shard writes its own report; merged, the report lists all three, failing first, with
        // every image it names copied beside it, and opens in the browser without errors.
        let folder = try CLI.temporaryFolder("report-merge")
        try FileManager.default.copyItem(atPath: CLI.packageRoot + "/Templates", toPath: folder + "/Templates")
        let templates = ["Templates/stick-figure.json", "Templates/fade-present.json", "Templates/tab-fade.json"]
        func verify(_ shard: Int) throws -> CLI.Result {
            try CLI.run(["verify"] + templates + ["--golden", "goldens", "--scale", "1", "--times", "0,1", "--out", "s\(shard)", "--shard", "\(shard)/2"],
                        in: folder, environment: ["CI": "", "SEGUE_RECORD": ""])
        }
        for shard in [1, 2] { _ = try verify(shard) }
        let file = folder + "/Templates/stick-figure.json"
        try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\"#FF0000\"", with: "\"#FE0000\"")
            .write(toFile: file, atomically: true, encoding: .utf8)
        for shard in [1, 2] { _ = try verify(shard) }
        // One shard's --out and the other's report folder: both are taken.
        let merge = try CLI.run(["report", "merge", "s1", "s2/report", "--out", "merged"], in: folder)
        #expect(merge.status == 0)
        #expect(merge.stdout == "merged 2 reports: 3 templates, 1 failing (merged/index.html)\n")
        let data = try JSONDecoder().decode(ReportData.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/merged/report.json")))
        #expect(data.templates.map(\.name) == ["stick-figure", "fade-present", "tab-fade"])
        #expect(!data.passed)
        let named = data.templates.flatMap { $0.instants ?? [] }.flatMap { [$0.golden, $0.actual, $0.diff].compactMap { $0 } }
        // Two instants a template: a matched one's golden (its actual is the same file), and the
        // stick figure's differing one with golden, actual and diff.
        #expect(named.count == 13 && Set(named).count == 8)
        #expect(named.allSatisfy { FileManager.default.fileExists(atPath: folder + "/merged/" + $0) })
        // "Accept all" needs no --shard: the names choose the templates.
        #expect(!data.acceptAllPrefix.contains("--shard") && data.acceptAllPrefix.hasSuffix("--no-report --record failed --only"))
        let seen = try browse(folder + "/merged/index.html", "stick-figure")
        #expect(seen["summary"] as? [[String]] == [["stick-figure", "failed"], ["fade-present", "passed"], ["tab-fade", "passed"]])
        #expect(seen["errors"] as? [String] == [])
        // A report naming a file outside its own files/ is refused, and nothing is merged.
        let json = folder + "/s1/report/report.json"
        let tampered = try String(contentsOfFile: json, encoding: .utf8)
            .replacingOccurrences(of: "\"files/t0/g0.png\"", with: "\"../../../../etc/passwd\"")
        if tampered.contains("etc/passwd") {
            try tampered.write(toFile: json, atomically: true, encoding: .utf8)
            let refused = try CLI.run(["report", "merge", "s1", "s2", "--out", "merged2"], in: folder)
            #expect(refused.status == 1)
            #expect(refused.stderr == "segue: s1/report/report.json: expected images under files/ of the report, found \"../../../../etc/passwd\"\n")
            #expect(!FileManager.default.fileExists(atPath: folder + "/merged2"))
        }
        // A folder with no report is one line naming it.
        let missing = try CLI.run(["report", "merge", "s1", "Templates", "--out", "merged"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.stderr == "segue: Templates: expected a report folder segue verify wrote (index.html and report.json), found none\n")
    }

    @Test func aReportReplacesOnlyAReportOrAnEmptyFolder() throws {
        // --report pointed at a folder of other files (the templates, say) refuses, and leaves it whole.
        let folder = try CLI.temporaryFolder("report-refuse")
        let template = try Fixtures.write(Fixtures.reveal, as: "reveal.json", in: folder)
        try FileManager.default.createDirectory(atPath: folder + "/mine", withIntermediateDirectories: true)
        try "keep".write(toFile: folder + "/mine/notes.txt", atomically: true, encoding: .utf8)
        let arguments = ["verify", template, "--golden", "goldens", "--times", "0,1", "--out", "out"]
        let refused = try CLI.run(arguments + ["--report", "mine"], in: folder, environment: ["CI": "", "SEGUE_RECORD": ""])
        #expect(refused.status == 1)
        #expect(refused.stderr.hasSuffix("segue: mine: expected an empty folder or a report segue verify wrote (with its report.json), "
            + "found other files; choose another --report folder\n"))
        #expect(try Fixtures.files(in: folder + "/mine") == ["notes.txt"])
        // A trailing slash names the same folder; a second run replaces its own report.
        for _ in 0..<2 {
            #expect(try CLI.run(arguments + ["--report", "rep/"], in: folder, environment: ["CI": "", "SEGUE_RECORD": ""]).status == 0)
        }
        #expect(try Fixtures.files(in: folder + "/rep") == ["files", "index.html", "report.json"])
        #expect(try Fixtures.files(in: folder).filter { $0.contains("segue-tmp") }.isEmpty)
    }
}
