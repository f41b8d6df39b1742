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

    /// The steps the workflow runs, in order: its `run: ci/transitions.sh <step>` lines.
    static func workflowSteps() throws -> [String] {
        let workflow = try String(contentsOfFile: example + "/.github/workflows/transitions.yml", encoding: .utf8)
        return workflow.components(separatedBy: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            return trimmed.hasPrefix("run: ci/transitions.sh ") ? String(trimmed.dropFirst("run: ci/transitions.sh ".count)) : nil
        }
    }

    @Test func theWorkflowsStepsPassOnTheExample() throws {
        #expect(try Self.workflowSteps() == ["deps", "segue", "verify", "test"])
        let folder = try copyOfExample()
        let run = try script(["segue", "verify"], in: folder)
        #expect(run.status == 0, "\(run.stderr)")
        // The pinned version is checked against the binary, and the templates verify: every
        // frame of receipt-sheet (16, as recorded) from the one frames.png.
        #expect(run.stdout == "segue 0.9.0 at \(CLI.binary)\nreceipt-sheet: 16 frames match (Goldens/receipt-sheet)\n")
        let summary = try String(contentsOfFile: folder + "/output/summary.json", encoding: .utf8)
        #expect(summary.hasPrefix("{\n  \"passed\": true,"))
        // What the upload step uploads: the report and the summary.
        #expect(FileManager.default.fileExists(atPath: folder + "/output/report/index.html"))
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
        #expect(run.stderr == "ci/transitions.sh: \(fake) is Segue 0.8.0; Package.swift pins 0.9.0\n")
        #expect(try script(["lint"], in: folder).stderr == "ci/transitions.sh: unknown step 'lint'; expected deps, segue, verify or test\n")
    }

    /// The example pins the version this checkout is, keys its cache on it, and installs what
    /// Segue needs to build and draw.
    @Test func theExamplePinsThisVersionAndItsPackages() throws {
        let version = try String(contentsOfFile: CLI.packageRoot + "/VERSION", encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let manifest = try String(contentsOfFile: Self.example + "/Package.swift", encoding: .utf8)
        #expect(manifest.contains("segue.git\", exact: \"\(version)\")"))
        let workflow = try String(contentsOfFile: Self.example + "/.github/workflows/transitions.yml", encoding: .utf8)
        #expect(workflow.contains("key: segue-${{ steps.segue.outputs.version }}-"))
        #expect(workflow.contains("path: output/"))
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
