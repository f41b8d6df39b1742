import Foundation
import Testing

/// `Examples/AppCI`, an app repository's layout, run as its GitHub workflow runs it: the workflow's
/// steps are `ci/transitions.sh <step>` lines, run here in order on a copy of the example with
/// this build's `segue` (`SEGUE_BIN`, so nothing is cloned or built). Two steps do not run here:
/// `deps` (apt-get; `make test`'s own install step installed them, and a test below keeps
/// the list to the Makefile's libraries and fonts) and `test` (`swift test` in the example would build Segue a
/// second time; Segue's Package.swift compiles the same files as AppTransitions and
/// AppTransitionsTests, which run in this suite).
@Suite struct AppCIExampleTests {
    static let example = CLI.packageRoot + "/Examples/AppCI"

    /// A copy of the example in a fresh temporary folder, so a run's output stays there.
    func copyOfExample() throws -> String {
        let folder = try CLI.temporaryFolder("appci") + "/AppCI"
        try FileManager.default.copyItem(atPath: Self.example, toPath: folder)
        return folder
    }

    /// Runs `sh ci/transitions.sh steps…` in `folder` under CI, with `segue` as the binary.
    func script(_ steps: [String], in folder: String, segue: String = CLI.binary) throws -> CLI.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["ci/transitions.sh"] + steps
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(["CI": "true", "SEGUE_BIN": segue, "SEGUE_RECORD": ""]) { $1 }
        let out = Pipe(), err = Pipe()
        (process.standardOutput, process.standardError) = (out, err)
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile(), stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLI.Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
                          stderr: String(decoding: stderr, as: UTF8.self))
    }

    /// This checkout's version, `VERSION`.
    static let version = try! String(contentsOfFile: CLI.packageRoot + "/VERSION", encoding: .utf8)
        .trimmingCharacters(in: .whitespacesAndNewlines)

    /// The workflow's steps as a YAML parser reads them (Debian's python3-yaml): each step's
    /// `run`, `uses` and `with` (as JSON text), in order. A workflow GitHub would reject does not parse.
    static func workflowSteps() throws -> [[String: Any]] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", "import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))['jobs']['transitions']['steps']))",
                             example + "/.github/workflows/transitions.yml"]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "the workflow is not valid YAML")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
    }

    @Test func theWorkflowsStepsPassOnTheExample() throws {
        let steps = try Self.workflowSteps()
        #expect(steps.compactMap { $0["run"] as? String } == [
            "ci/transitions.sh deps", "ci/transitions.sh version >> \"$GITHUB_OUTPUT\"", "ci/transitions.sh segue",
            "ci/transitions.sh verify", "ci/transitions.sh test",
        ])
        let folder = try copyOfExample()
        // The steps this machine can run, in the workflow's order; `version` feeds the cache keys.
        let version = try script(["version"], in: folder)
        #expect(version.stdout == "version=\(Self.version)\n")
        let run = try script(["segue", "verify"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        // The pinned version is checked against the binary, and the template verifies: its five
        // recorded frames (0, ¼, ½, ¾ and 1 of the transition) from the one frames.png.
        #expect(run.stdout == "segue \(Self.version) at \(CLI.binary)\nreceipt-sheet: 5 frames match (Goldens/receipt-sheet)\n")
        let summary = try String(contentsOfFile: folder + "/output/summary.json", encoding: .utf8)
        #expect(summary.hasPrefix("{\n  \"passed\": true,"))
        // What the upload step uploads: the report and the summary, and no staged goldens.
        #expect(FileManager.default.fileExists(atPath: folder + "/output/report/index.html"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/output/receipt-sheet/verify/golden-frames"))
    }

    /// The binary is cached under the pinned version, restored before and saved after it is built;
    /// the report is uploaded whatever failed.
    @Test func theWorkflowCachesSegueOnItsVersionAndUploadsTheReport() throws {
        let steps = try Self.workflowSteps()
        func with(_ uses: String) -> [[String: String]] {
            steps.filter { ($0["uses"] as? String) == uses }.compactMap { $0["with"] as? [String: String] }
        }
        let restored = with("actions/cache/restore@v4"), saved = with("actions/cache/save@v4")
        #expect(restored.first?["key"] == "segue-bin-${{ steps.pin.outputs.version }}-${{ runner.os }}")
        #expect(restored.first?["path"] == "~/.cache/segue/${{ steps.pin.outputs.version }}/bin")
        #expect(saved.first == restored.first)
        #expect(restored.count == 2 && saved.count == 2)
        let upload = try #require(steps.first { ($0["uses"] as? String) == "actions/upload-artifact@v4" })
        #expect((upload["with"] as? [String: String])?["path"] == "output/")
        #expect(upload["if"] as? String == "${{ !cancelled() }}")
    }

    @Test func aChangedTemplateFailsTheVerifyStepWithItsReport() throws {
        let folder = try copyOfExample()
        let screen = folder + "/Transitions/screens/checkout.json"
        let text = try String(contentsOfFile: screen, encoding: .utf8)
        try text.replacingOccurrences(of: "\"Pay $24.90\"", with: "\"Pay $25.90\"").write(toFile: screen, atomically: true, encoding: .utf8)
        let run = try script(["verify"], in: folder)
        #expect(run.status == 1)
        #expect(run.stderr.contains("receipt-sheet: frame 0 (frame-0000.png): "))
        let summary = try String(contentsOfFile: folder + "/output/summary.json", encoding: .utf8)
        #expect(summary.hasPrefix("{\n  \"passed\": false,"))
        #expect(FileManager.default.fileExists(atPath: folder + "/output/report/index.html"))
    }

    @Test func aBinaryOfAnotherVersionStopsTheSegueStep() throws {
        let folder = try copyOfExample()
        let fake = folder + "/old-segue"
        try "#!/bin/sh\necho 0.8.0\n".write(toFile: fake, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: fake)
        let run = try script(["segue"], in: folder, segue: fake)
        #expect(run.status == 1)
        #expect(run.stderr == "ci/transitions.sh: \(fake) is Segue 0.8.0; Package.swift pins \(Self.version)\n")
        #expect(try script(["lint"], in: folder).stderr
            == "ci/transitions.sh: unknown step 'lint'; expected version, deps, segue, verify or test\n")
        // A Package.swift that pins no Segue stops every step.
        try "// no Segue here\n".write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        #expect(try script(["version"], in: folder).stderr
            == "ci/transitions.sh: Package.swift: expected one line .package(url: \"…segue…\", exact: \"x.y.z\"), found none\n")
    }

    /// The example pins the version this checkout is and installs what Segue needs to build and draw.
    @Test func theExamplePinsThisVersionAndItsPackages() throws {
        let manifest = try String(contentsOfFile: Self.example + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains("segue.git\", exact: \"\(Self.version)\")"))
        func packages(_ file: String, _ variable: String) throws -> [String] {
            let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\\\n", with: " ")
            let line = try #require(text.components(separatedBy: "\n").first { $0.hasPrefix(variable) })
            return line.dropFirst(variable.count).replacingOccurrences(of: "\"", with: "")
                .split(whereSeparator: \.isWhitespace).map(String.init).sorted()
        }
        // Every library Segue builds against and every font it draws with; not what only Segue's
        // own tests and videos need (ffmpeg, Python).
        let app = Set(try packages(Self.example + "/ci/transitions.sh", "DEBIAN_PACKAGES="))
        let segue = try packages(CLI.packageRoot + "/Makefile", "DEBIAN_PACKAGES :=")
        #expect(app == Set(segue.filter { $0.hasSuffix("-dev") || $0.hasPrefix("fonts-") || $0 == "pkg-config" }))
    }
}
