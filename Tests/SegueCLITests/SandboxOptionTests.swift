import Foundation
import Testing

/// `--sandbox` and `SEGUE_SANDBOX`, and files that are not regular, end to end.
@Suite struct SandboxOptionTests {
    /// The reveal fixture with a to-screen image at `image`, in a fresh folder; its path.
    func template(image: String) throws -> String {
        try Fixtures.write(Fixtures.reveal.replacingOccurrences(of: #""to": { "background": "black" }"#,
                                                                with: #""to": { "background": "black", "image": "\#(image)" }"#))
    }

    func refusal(_ template: String, _ image: String) -> String {
        "segue: \(template): to.image: expected a relative path inside the template's folder (sandboxed), found \"\(image)\"\n"
    }

    @Test func everyCommandThatLoadsTemplatesTakesTheFlag() throws {
        let template = try template(image: "/etc/passwd")
        let out = try CLI.temporaryFolder("sandbox-out")
        for arguments in [["list", template], ["sample", template, "--time", "0"],
                          ["render", template, "--out", out], ["verify", template, "--golden", out + "/g", "--out", out]] {
            let result = try CLI.run(arguments + ["--sandbox"], environment: ["SEGUE_SANDBOX": ""])
            #expect(result.status == 1, "\(arguments[0])")
            #expect(result.stderr == refusal(template, "/etc/passwd"), "\(arguments[0])")
        }
    }

    @Test func theEnvironmentTurnsItOn() throws {
        let template = try template(image: "../x.png")
        // Any value but empty, 0 or false, as CI is read: a "yes" must not leave it off.
        for value in ["1", "true", "yes", "ON"] {
            let result = try CLI.run(["sample", template, "--time", "0"], environment: ["SEGUE_SANDBOX": value])
            #expect(result.status == 1)
            #expect(result.stderr == refusal(template, "../x.png"))
        }
    }

    /// A regression would block on the FIFO: the time limit turns that hang into a failure.
    @Test(.timeLimit(.minutes(1))) func aFIFOImageIsRefusedWithoutWaiting() throws {
        let template = try template(image: "in.png")
        let folder = URL(fileURLWithPath: template).deletingLastPathComponent().path
        #expect(mkfifo(folder + "/in.png", 0o600) == 0)
        let result = try CLI.run(["render", template, "--out", folder + "/out"], environment: ["SEGUE_SANDBOX": ""])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(template): to.image: expected an existing file, found \"in.png\" (\(folder)/in.png: a FIFO, not a regular file)\n")
    }

    @Test func withoutItAPathOutsideIsReadAsBefore() throws {
        let template = try template(image: "../x.png")
        let folder = URL(fileURLWithPath: template).deletingLastPathComponent().path
        let result = try CLI.run(["sample", template, "--time", "0"], environment: ["SEGUE_SANDBOX": ""])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(template): to.image: expected an existing file, found \"../x.png\" (no file at \(folder)/../x.png)\n")
    }

    @Test func aGoldenThatLinksToDevZeroIsRefusedAtOnce() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let golden = try CLI.temporaryFolder("golden")
        try FileManager.default.createDirectory(atPath: golden + "/reveal", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: golden + "/reveal/frame-0000.png", withDestinationPath: "/dev/zero")
        let result = try CLI.run(["verify", template, "--golden", golden, "--frames", "0", "--out", golden + "/out"],
                                 environment: ["SEGUE_RECORD": "", "CI": ""])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(template): \(golden)/reveal/frame-0000.png: expected a regular file, found a character device\n")
    }
}
