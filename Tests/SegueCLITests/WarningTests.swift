import Foundation
import Testing

/// A template's warnings (`TemplateWarning`) on the command line: one `segue: warning:` line each
/// on stderr, once per run, also with `--quiet`, exit 0; `--strict` (or `SEGUE_STRICT=1`) makes
/// them the template's error, exit 1, nothing written.
@Suite struct WarningTests {
    /// A square turned by 45, meant as degrees: 45 radians is 45 / 2π = 7.2 turns, 45° is π/4 = 0.7854.
    static let degrees = """
        {"name": "deg", "canvas": {"size": [40, 40], "scale": 1, "fps": 10},
         "from": {"background": "#ffffff", "layers": [{"id": "a", "frame": [10, 10, 20, 20], "backgroundColor": "#ff0000",
                                                         "transform": {"rotation": 45}}]},
         "to": {"background": "#000000", "layers": []},
         "transition": {"type": "fade", "operation": "push", "duration": 0.2}}
        """
    static let line = "segue: warning: deg.json: from.layers[0].transform.rotation: an angle of 45 radians is 7.2 turns; "
        + "angles are in radians (did you mean 45°, which is 0.7854?)"

    @Test func aWarningIsOneLineAndTheRenderGoesOnEvenQuiet() throws {
        let folder = try CLI.temporaryFolder("warning")
        _ = try Fixtures.write(WarningTests.degrees, as: "deg.json", in: folder)
        let result = try CLI.run(["render", "deg.json", "--out", "out", "--quiet"], in: folder)
        #expect(result.status == 0)
        #expect(result.stderr == WarningTests.line + "\n")
        #expect(Fixtures.wholeOutputFrameCount(folder + "/out/deg") == 3)
    }

    /// Verify loads a template several times (to check, to record, for the report); the line is printed once.
    @Test func verifyWarnsOncePerTemplate() throws {
        let folder = try CLI.temporaryFolder("warning")
        _ = try Fixtures.write(WarningTests.degrees, as: "deg.json", in: folder)
        let result = try CLI.run(["verify", "deg.json", "--golden", "g", "--no-report"], in: folder, environment: ["SEGUE_RECORD": "missing"])
        #expect(result.status == 0)
        #expect(result.stderr.components(separatedBy: "\n").filter { $0.hasPrefix("segue: warning:") } == [WarningTests.line])
    }

    @Test func strictMakesTheWarningTheTemplatesError() throws {
        let folder = try CLI.temporaryFolder("warning")
        _ = try Fixtures.write(WarningTests.degrees, as: "deg.json", in: folder)
        let error = "segue: deg.json: from.layers[0].transform.rotation: an angle of 45 radians is 7.2 turns; angles are in radians "
            + "(did you mean 45°, which is 0.7854?) (a warning, an error under --strict)\n"
        let flag = try CLI.run(["render", "deg.json", "--out", "out", "--strict"], in: folder)
        #expect(flag.status == 1)
        #expect(flag.stderr == error)
        #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
        let environment = try CLI.run(["sample", "deg.json", "--time", "0"], in: folder, environment: ["SEGUE_STRICT": "1"])
        #expect(environment.status == 1)
        #expect(environment.stderr == error)
        #expect(environment.stdout.isEmpty)
        let off = try CLI.run(["sample", "deg.json", "--time", "0"], in: folder, environment: ["SEGUE_STRICT": "0"])
        #expect(off.status == 0)
        #expect(off.stderr == WarningTests.line + "\n")
    }
}
