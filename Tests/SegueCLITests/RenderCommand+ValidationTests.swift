import Foundation
import Testing

/// Input that passes each check on its own and still cannot be rendered: every case is one
/// line on stderr, exit status 1 (not a trap), and nothing written.
@Suite struct RenderCommandValidationTests {
    /// Runs `segue render <template> <options>` into a fresh folder; returns the result and the folder.
    func render(_ json: String, as name: String = "t.json", _ options: [String] = []) throws -> (CLI.Result, file: String, out: String) {
        let file = try Fixtures.write(json, as: name)
        let out = try CLI.temporaryFolder("validation")
        return (try CLI.run(["render", file, "--out", out, "--quiet"] + options), file, out)
    }

    func expectOneLineFailure(_ result: CLI.Result, _ line: String, out: String) throws {
        #expect(result.status == 1)
        #expect(result.stderr == line + "\n")
        #expect(try Fixtures.files(in: out).isEmpty)
    }

    @Test func aTinyCompletionSpeedIsRejectedNotATrap() throws {
        // 1e-300 once made a 1e299 s timeline and FrameClock trapped (status 132).
        let json = Fixtures.reveal.replacingOccurrences(
            of: "\"origin\": \"button\" }", with: "\"origin\": \"button\" }, \"interaction\": {\"progress\": [[0, 0], [1, 0.2]], \"completionSpeed\": 1e-300}")
        let (result, file, out) = try render(json)
        try expectOneLineFailure(result, "segue: \(file): interaction.completionSpeed: expected a number in 0.01...100, found 1e-300", out: out)
    }

    @Test func aSpringThatNeverSettlesIsRejected() throws {
        // mass 1000, stiffness 0.001, damping 0.0001 with no duration: ζ = 0.0001 / (2·√1) = 5e-5,
        // it settles after millions of seconds; the limit is 60 s.
        let json = Fixtures.reveal.replacingOccurrences(
            of: "\"duration\": 1.0", with: "\"timing\": {\"spring\": {\"mass\": 1000, \"stiffness\": 0.001, \"damping\": 0.0001}}")
        let (result, file, out) = try render(json)
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("segue: \(file): transition.timing: expected a spring settling time of at most 60 s, found "))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(try Fixtures.files(in: out).isEmpty)
    }

    @Test func aScaleThatLeavesNoPixelsNamesTheTemplateAndTheOption() throws {
        // 1×1 pt at 0.25 px/pt: 0.25 rounds to 0 pixels a side.
        let json = Fixtures.reveal.replacingOccurrences(of: "\"size\": [100, 200]", with: "\"size\": [1, 1]")
        let (result, file, out) = try render(json, as: "tiny.json", ["--scale", "0.25"])
        try expectOneLineFailure(result, "segue: \(file): --scale 0.25 gives a 0×0 px canvas; expected 1 to 16384 px per side, 25 MP at most", out: out)
    }

    @Test func aScaleThatMakesTooManyPixelsNamesTheTemplateAndTheOption() throws {
        // 10000 × 10 pt at 4 px/pt: 40000 × 40 px, beyond 16384 a side.
        let json = Fixtures.reveal.replacingOccurrences(of: "\"size\": [100, 200]", with: "\"size\": [10000, 10]")
        let (result, file, out) = try render(json, as: "wide.json", ["--scale", "4"])
        try expectOneLineFailure(result, "segue: \(file): --scale 4 gives a 40000×40 px canvas; expected 1 to 16384 px per side, 25 MP at most", out: out)
    }

    @Test func templatesWithOneNameFailBeforeRendering() throws {
        // Each later template that reuses a name is a line of its own.
        let folder = try CLI.temporaryFolder("clash")
        let json = Fixtures.reveal.replacingOccurrences(of: "{ \"canvas\"", with: "{ \"name\": \"same\", \"canvas\"")
        let a = try Fixtures.write(json, as: "a.json", in: folder)
        let b = try Fixtures.write(json, as: "b.json", in: folder)
        let c = try Fixtures.write(json, as: "c.json", in: folder)
        let out = folder + "/out"
        let result = try CLI.run(["render", a, b, c, "--out", out, "--quiet"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            segue: \(a) and \(b) both render to \(out)/same
            segue: \(a) and \(c) both render to \(out)/same

            """)
        #expect(!FileManager.default.fileExists(atPath: out))   // not even the first one, nor the folder
    }

    @Test func everyBadTemplateIsOneLineAndNothingIsWritten() throws {
        // a.json is good and comes first; it is not rendered either.
        let (folder, errors) = try Fixtures.folderWithTwoBadTemplates()
        let out = folder + "/out"
        let result = try CLI.run(["render", folder, "--out", out, "--quiet"])
        #expect(result.status == 1)
        #expect(result.stderr == errors)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aFramesRangeIsCheckedForEveryTemplateBeforeRendering() throws {
        // 11 frames (0-10) each: --frames 0-20 fits neither.
        let folder = try CLI.temporaryFolder("frames")
        let x = try Fixtures.write(Fixtures.reveal, as: "x.json", in: folder)
        let y = try Fixtures.write(Fixtures.reveal, as: "y.json", in: folder)
        let out = folder + "/out"
        let result = try CLI.run(["render", x, y, "--out", out, "--frames", "0-20"])
        #expect(result.status == 1)
        #expect(result.stderr == """
            segue: \(x): --frames 0-20: the render has frames 0-10
            segue: \(y): --frames 0-20: the render has frames 0-10

            """)
        #expect(!FileManager.default.fileExists(atPath: out))
    }

    @Test func aOneLetterRelativeOutputFolderIsCreatedNotATrap() throws {
        // Foundation traps taking the parent of "o"; OutputFolder finds parents by hand, and
        // the summary names the folder as the user wrote it.
        let folder = try CLI.temporaryFolder("oneletter")
        let template = try Fixtures.write(Fixtures.reveal, in: folder)
        let result = try CLI.run(["render", template, "--out", "q/p", "--frames", "0"], in: folder)
        #expect(result.status == 0)
        #expect(result.stdout.hasSuffix(" → q/p/reveal\n"))
        #expect(try Fixtures.files(in: folder + "/q/p/reveal") == ["frame-0000.png", "manifest.json"])
    }
}
