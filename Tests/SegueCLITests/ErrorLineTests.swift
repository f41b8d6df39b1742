import Foundation
import Testing

/// Every error is one line on stderr with no raw control character, whatever the user typed:
/// usage errors (status 64) as much as input errors (status 1).
@Suite struct ErrorLineTests {
    @Test func usageErrorsAreOneLineWithStatus64() throws {
        let template = try Fixtures.write(Fixtures.reveal)
        let cases: [([String], String)] = [
            (["render", template, "--fps", "241"], "segue: --fps: expected 1 to 240, found 241 (see 'segue render --help')"),
            (["render", template, "--jobs", "0"], "segue: --jobs: expected 1 to 256, found 0 (see 'segue render --help')"),
            // A negative number is the option's value, refused with its range (ArgumentParser took
            // it for an option and said the value was missing).
            (["render", template, "--jobs", "-1"], "segue: --jobs: expected 1 to 256, found -1 (see 'segue render --help')"),
            (["render", template, "--fps", "-5"], "segue: --fps: expected 1 to 240, found -5 (see 'segue render --help')"),
            // An empty folder would write into the current one; a reversed range selects nothing.
            (["render", template, "--out", ""], "segue: --out: expected a folder, found an empty path (see 'segue render --help')"),
            (["render", template, "--frames", "5-2"],
             "segue: --frames: expected A-B with A no greater than B, found 5-2 (see 'segue render --help')"),
            // ArgumentParser's own message, its "Help: …" line left out.
            (["render"], "segue: Missing expected argument '<templates> ...' (see 'segue render --help')"),
            (["nonsense"], "segue: Unexpected argument 'nonsense' (see 'segue --help')"),
        ]
        for (arguments, line) in cases {
            let result = try CLI.run(arguments)
            #expect(result.status == 64)
            #expect(result.stderr == line + "\n")
            #expect(result.stdout.isEmpty)
        }
    }

    @Test func aLongRefusedValueIsCutInTheUsageLine() throws {
        // ArgumentParser quotes the whole value it refuses; the line cuts it after 80 characters,
        // as every echoed value is (the golden fuzz entry found a 1 545-character line).
        let template = try Fixtures.write(Fixtures.reveal)
        let value = "pixel" + String(repeating: "\u{19}", count: 300)
        let result = try CLI.run(["render", template, "--compression", value])
        #expect(result.status == 64)
        let escaped = "pixel" + String(repeating: "\\u{19}", count: 12)   // 5 + 12 · 6 = 77 characters; a 13th would pass 80
        #expect(result.stderr == "segue: The value '\(escaped)…' is invalid for '--compression <compression>'. "
            + "Please provide one of 'fast', 'balanced' or 'small'. (see 'segue render --help')\n")
        // An unknown option is quoted; an invalid one (three dashes) is echoed unquoted, after
        // "Invalid option: " (16 characters), and cut at 200 characters of that part.
        let unknown = try CLI.run(["render", template, "--" + String(repeating: "x", count: 1_000)])
        #expect(unknown.stderr == "segue: Unknown option '--\(String(repeating: "x", count: 78))…' (see 'segue render --help')\n")
        // A value full of quotes of its own: every part is cut, and the whole line after 600 characters.
        let quotes = try CLI.run(["render", template, "--compression", String(repeating: "a'", count: 600)])
        #expect(quotes.status == 64 && quotes.stderr.count < 700, "\(quotes.stderr.count)")
        let invalid = try CLI.run(["render", template, "---" + String(repeating: "x", count: 1_000)])
        #expect(invalid.status == 64)
        #expect(invalid.stderr == "segue: Invalid option: ---\(String(repeating: "x", count: 200 - 19))… (see 'segue render --help')\n")
    }

    @Test func anArgumentWithAnEscapeSequenceIsEscaped() throws {
        // ESC [ 2 J would clear the screen; a newline would start a second line.
        let result = try CLI.run(["render", "a\u{1B}[2J\nb.json"])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: a\\u{1B}[2J\\nb.json: no such template file\n")
    }

    @Test func aTemplateKeyWithABellIsEscaped() throws {
        let json = Fixtures.reveal.replacingOccurrences(of: "\"to\": {", with: "\"to\": { \"x\\u0007\": 1,")
        let file = try Fixtures.write(json, as: "bell.json")
        let result = try CLI.run(["list", file])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: \(file): to.x\\u{7}: expected a key among background, image, layers, statusBar, navigationBar, tabBar, homeIndicator, found unknown key \"x\\u{7}\"\n")
    }

    @Test func aClosedPipeOnStandardOutputIsOneLineNotASignal() throws {
        // `segue list … | head -0`: the pipe's reading end is closed before segue starts, so its
        // first write fails with EPIPE. Ignoring SIGPIPE turns that from a silent death (status
        // 141) into one line and status 1.
        let template = try Fixtures.write(Fixtures.reveal)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLI.binary)
        process.arguments = ["list", template]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try out.fileHandleForReading.close()
        try process.run()
        let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit && process.terminationStatus == 1)
        #expect(stderr == "segue: cannot write to standard output (Broken pipe)\n")
    }

    @Test func aScreenFileGivenAsATemplateSaysSo() throws {
        // A screen (background and layers, no transition) where a template belongs: one line that
        // names it as a screen and where it goes, not an "unknown key background" (issue 29).
        for command in ["render", "sample"] {
            var arguments = [command, "Templates/screens/list.json"]
            if command == "sample" { arguments += ["--time", "0"] }
            let result = try CLI.run(arguments)
            #expect(result.status == 1)
            #expect(result.stderr == "segue: Templates/screens/list.json: expected a template (a transition from one screen to another), "
                + "found a screen file (background, layers); name it as a template's \"from\" or \"to\"\n")
        }
        // An object of other keys is still told which keys a template has.
        let other = try Fixtures.write(#"{ "background": "white", "speed": 2 }"#, as: "other.json")
        #expect(try CLI.run(["render", other]).stderr.contains("expected a key among name, canvas, from, to, transition"))
    }
}
