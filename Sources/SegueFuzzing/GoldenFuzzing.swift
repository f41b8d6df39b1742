import Foundation

/// The `golden` entry: `segue verify` run in-process against a golden folder the input makes,
/// so the golden folder reader (`golden.json` and the frame PNGs) meets what a tampered or
/// damaged folder holds.
///
/// The input is a line of verify's options (kept to `allowed`), then the bytes of `golden.json`,
/// then, after the first NUL byte (JSON text never holds one), the bytes of `frame-0000.png`.
/// The template is a fixed small one (`template`: 8 × 8 pt, four frames, a text layer, so the
/// recorded font matters). Without `--record` in the options the mode is `never`, whatever the
/// machine's `CI` or `SEGUE_RECORD` say.
public enum GoldenFuzzing {
    static let allowed: [String: Bool] = [
        "--record": true, "--times": true, "--frames": true, "--scale": true, "--fps": true, "--appearance": true,
        "--font": true, "--variant": true, "--preset": true, "--threshold": true, "--max-diff-pixels": true,
        "--max-diff-ratio": true, "--antialiasing": false, "--no-antialiasing": false, "--orphans": false,
    ]

    /// A white screen with a black "A" fading to black over 0.3 s at 10 fps (frames 0…3), 8 × 8 pt at 1×.
    static let template = """
        { "name": "t", "canvas": { "size": [8, 8], "scale": 1, "fps": 10 },
          "from": { "background": "white", "layers": [ { "frame": [0, 0, 8, 8], "text": { "string": "A", "size": 6 } } ] },
          "to": { "background": "black" },
          "transition": { "type": "fade", "operation": "present", "duration": 0.3 } }
        """

    /// Runs one input (verify options, `golden.json`, a NUL byte, `frame-0000.png`) through
    /// `segue verify`, one at a time in the process (the workspace is shared).
    public static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        CommandFuzzing.exclusively { runAlone(bytes) }
    }

    private static func runAlone(_ bytes: [UInt8]) -> FuzzOutcome {
        let (line, files) = FuzzFlags.split(bytes)
        var flags = FuzzFlags.parse(line, allowed: allowed)
        if !flags.contains("--record") { flags += ["--record", "never"] }
        let workspace = FuzzWorkspace.shared
        defer { workspace.remove("golden"); workspace.remove("verified") }
        let file = workspace.write(Array(template.utf8), to: "golden-t.json")
        let split = files.firstIndex(of: 0) ?? files.count
        _ = workspace.write(Array(files[..<split]), to: "golden/t/golden.json")
        if split + 1 < files.count { _ = workspace.write(Array(files[(split + 1)...]), to: "golden/t/frame-0000.png") }
        let arguments = ["verify", file, "--golden", workspace.path + "/golden", "--out", workspace.path + "/verified", "--quiet"] + flags
        return CommandFuzzing.run(arguments) { nil }
    }
}
