import Foundation
import SegueCore
import SegueRender
import SegueTemplates

/// The `render` entry: `segue render` run in-process on a template with the options the input
/// gives, every sink included (frames, sheet and its layout, preview, plot, GIF and video
/// through a stand-in ffmpeg), as a user would run it.
///
/// The input is a line of options (`--sheet --thumb-width 16 --gif --gif-width 5`, kept to
/// `allowed` by `FuzzFlags`) and the template's bytes after it; the template lies in the
/// workspace beside the shipped screens and is rendered `--sandbox --quiet` into the workspace's
/// `out/`. A template whose frames would cost more than `budget` pixels in all is skipped
/// after loading (a shipped phone template is 40 million; the campaign wants thousands of
/// inputs a second, and the derived sizes that matter are as reachable on small canvases).
public enum RenderFuzzing {
    /// The options an input may give, and whether each takes a value.
    static let allowed: [String: Bool] = [
        "--sheet": false, "--sheet-frames": true, "--sheet-times": true, "--sheet-columns": true, "--sheet-rows": true,
        "--thumb-width": true, "--sheet-labels": false, "--no-sheet-labels": false, "--sheet-background": true,
        "--plot": false, "--preview": false, "--gif": false, "--gif-width": true, "--video": true,
        "--scale": true, "--fps": true, "--frames": true, "--appearance": true, "--variant": true,
        "--compression": true, "--font": true, "--jobs": true, "--force": false,
    ]

    /// Pixels drawn in all (frames × canvas pixels, GIF frames included, for every variant)
    /// beyond which an input is skipped.
    public static let budget = 100_000

    /// Runs one input (a line of render options, then a template) through `segue render`, one
    /// at a time in the process (the workspace is shared).
    public static func run(_ bytes: [UInt8]) -> FuzzOutcome {
        CommandFuzzing.exclusively { runAlone(bytes) }
    }

    private static func runAlone(_ bytes: [UInt8]) -> FuzzOutcome {
        let (line, template) = FuzzFlags.split(bytes)
        let flags = FuzzFlags.parse(line, allowed: allowed)
        let workspace = FuzzWorkspace.shared
        let file = workspace.write(template, to: "t.json")
        defer { workspace.remove("out") }
        if let cost = cost(of: file, flags: flags), cost > budget {
            return .skipped("\(cost) pixels to draw, over the budget of \(budget)")
        }
        let out = workspace.path + "/out"
        let arguments = ["render", file, "--out", out, "--quiet", "--sandbox", "--jobs", "2"] + flags
        return CommandFuzzing.run(arguments) { CommandFuzzing.renderFolders(in: out) }
    }

    /// The pixels a render of the template at `file` with `flags` draws, roughly; `nil` when it
    /// does not load (the command then says why, cheaply).
    static func cost(of file: String, flags: [String]) -> Int? {
        guard let scene = try? TemplateLoader(sandboxed: true).load(file: file).scene else { return nil }
        var canvas = scene.canvas
        if let scale = FuzzFlags.value(of: "--scale", in: flags).flatMap(Double.init), scale.isFinite { canvas.scale = scale }
        if let fps = FuzzFlags.value(of: "--fps", in: flags).flatMap(Int.init) { canvas.fps = fps }
        let frames = Double(canvas.fps) * scene.duration + 1
        var pixels = Double(canvas.pixelWidth) * Double(canvas.pixelHeight)
        if flags.contains("--gif") {
            let width = FuzzFlags.value(of: "--gif-width", in: flags).flatMap(Double.init) ?? canvas.size.width
            pixels += width * width * canvas.size.height / canvas.size.width
        }
        let renders = 1 + max(scene.scene.variants.count, flags.filter { $0 == "--variant" }.count)
        let cost = Double(renders) * frames * pixels
        return cost.isFinite ? Int(min(cost, 1e15)) : Int(1e15)
    }
}
