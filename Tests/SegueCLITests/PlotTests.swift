import Foundation
import SeguePNG
import SegueTestSupport
import Testing

/// `render --plot` (`timing.png`). Positions come from `TimingPlot.Layout`: the chart spans
/// x = 64 … 1176 (plotLeft 64, plotWidth 1112) and y = 44 … 404 (chartTop 44, chartHeight 360)
/// for progress 1.25 … −0.25, so x(t) = 64 + t / D · 1112 and y(v) = 44 + (1.25 − v) / 1.5 · 360;
/// the ticks run from y = 404 down 8 px; the height is 404 + 36 + 22 per legend row (3 entries a
/// row) + 12.
@Suite struct PlotTests {
    func plot(_ text: String, _ options: [String] = []) throws -> (status: Int32, folder: String) {
        let template = try Fixtures.write(text)
        let out = try CLI.temporaryFolder("plot")
        let result = try CLI.run(["render", template, "--out", out, "--plot", "--quiet"] + options)
        #expect(result.stderr == "")
        return (result.status, out + "/reveal")
    }

    func isDark(_ p: RGBA8) -> Bool { p.r < 100 && p.g < 100 && p.b < 100 }

    @Test func theTimingCurveTicksAndManifest() throws {
        let (status, folder) = try plot(Fixtures.reveal)
        #expect(status == 0)
        // The reveal: easeInEaseOut over 1 s. Legend: the timing curve and the sheet's frames, one
        // row: 404 + 36 + 22 + 12 = 474 px high. Read by Pillow.
        let read = try PythonCheck.json("png_pixels", [folder + "/timing.png"]) as! [String: Any]
        #expect(read["width"] as? Int == 1200 && read["height"] as? Int == 474)
        let plot = try PNGDecoder.decode(file: folder + "/timing.png")
        // easeInEaseOut(½) = ½ by symmetry: at x(0.5) = 620 the curve (2 px, near-black) crosses
        // y(0.5) = 44 + 0.75 / 1.5 · 360 = 224, the chart's vertical middle.
        #expect(isDark(plot[620, 223]) || isDark(plot[620, 224]))
        #expect(!isDark(plot[620, 150]) && !isDark(plot[620, 300]))
        // One tick per frame: 1 s at 10 fps is 11 frames, 111.2 px apart; count the dark runs
        // along y = 408, in the tick band.
        var runs = 0, inRun = false
        for x in 0..<plot.width {
            let dark = isDark(plot[x, 408])
            if dark && !inRun { runs += 1 }
            inRun = dark
        }
        #expect(runs == 11)
        let manifest = try String(contentsOfFile: folder + "/manifest.json", encoding: .utf8)
        #expect(manifest.contains("""
                {
                  "file": "timing.png",
                  "kind": "plot"
                }
            """))
    }

    @Test func aSpringOvershootsTheOneLine() throws {
        // An underdamped spring (damping ratio 0.5) overshoots 1 by e^(−πζ/√(1−ζ²)) ≈ 16 %, within
        // the default range. y(1) = 104: the curve (2 px wide) reaches rows above 100.
        let spring = Fixtures.reveal.replacingOccurrences(of: #""duration": 1.0,"#,
                                                          with: #""duration": 1.0, "timing": { "spring": { "dampingRatio": 0.5 } },"#)
        let (status, folder) = try plot(spring)
        #expect(status == 0)
        let plot = try PNGDecoder.decode(file: folder + "/timing.png")
        #expect((65..<1175).contains { x in (50..<100).contains { isDark(plot[x, $0]) } })
    }

    @Test func aPropertyCurveIsLabelledAndNormalised() throws {
        // A custom fade of the button, opacity 1 → 0, linear over the whole second: progress ½ at
        // 0.5 s, drawn in the first property colour (systemBlue) over the timing curve, at (620, 224).
        let custom = Fixtures.reveal.replacingOccurrences(
            of: #""type": "circleReveal", "operation": "push", "duration": 1.0, "origin": "button""#,
            with: #""type": "custom", "operation": "push", "duration": 1.0, "timing": "easeInEaseOut", "#
                + #""animations": [ { "target": "from.button", "keyPath": "opacity", "from": 1, "to": 0, "timing": "linear" } ]"#)
        let (status, folder) = try plot(custom)
        #expect(status == 0)
        let plot = try PNGDecoder.decode(file: folder + "/timing.png")
        func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 80 }
        #expect(isBlue(plot[620, 223]) || isBlue(plot[620, 224]))
        // At 0.25 s the linear fade is at ¼ (y = 44 + 1 / 1.5 · 360 = 284), not where the eased
        // timing curve is (≈ 0.13).
        #expect(isBlue(plot[342, 283]) || isBlue(plot[342, 284]))
    }

    @Test func curvesOnOneLineTakeTurnsSoEveryColourShows() throws {
        // Two properties of one linear animation's timing, both from 1 to 0 over the whole 1 s:
        // the same progress t, so one line. Each takes every other 8 px turn along it (blue, then
        // red), rather than red covering blue. Along the line v = t, from t = 0.2 to 0.8, both
        // colours are found.
        let custom = Fixtures.reveal.replacingOccurrences(
            of: #""type": "circleReveal", "operation": "push", "duration": 1.0, "origin": "button""#,
            with: #""type": "custom", "operation": "push", "duration": 1.0, "timing": "easeInEaseOut", "animations": [ "#
                + #"{ "target": "from.button", "keyPath": "opacity", "from": 1, "to": 0, "timing": "linear" }, "#
                + #"{ "target": "from.button", "keyPath": "cornerRadius", "from": 10, "to": 0, "timing": "linear" } ]"#)
        let (status, folder) = try plot(custom)
        #expect(status == 0)
        let plot = try PNGDecoder.decode(file: folder + "/timing.png")
        func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 80 }        // #007AFF
        func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 120 && p.b < 120 }   // #FF3B30
        var blue = 0, red = 0
        for x in 286...953 {   // x(0.2) … x(0.8)
            let t = (Double(x) - 64) / 1112
            let row = Int((44 + (1.25 - t) / 1.5 * 360).rounded())
            let near = (row - 1...row + 1).map { plot[x, $0] }
            if near.contains(where: isBlue) { blue += 1 }
            if near.contains(where: isRed) { red += 1 }
        }
        #expect(blue > 100 && red > 100, "blue \(blue), red \(red) columns")
    }

    @Test func theReleaseIsMarked() throws {
        // Scrubbed to ½ over 0.4 s, then finished: (1 − ½) · 1 s more, 0.9 s in all. The release
        // line (1.5 px, ink grey) is at x(0.4) = 64 + 0.4 / 0.9 · 1112 ≈ 558.2; at y = 300
        // (progress ≈ 0.18) no curve passes (both are at ½ then). Legend: timing, finger, sheet
        // frames, release: two rows, 404 + 36 + 44 + 12 = 496 px.
        let interactive = Fixtures.reveal.replacingOccurrences(of: #" } }"#, with: #" },"#
            + #" "interaction": { "progress": [[0, 0], [0.4, 0.5]], "release": { "outcome": "finish" }, "completionCurve": "linear" } }"#)
        let (status, folder) = try plot(interactive)
        #expect(status == 0)
        let plot = try PNGDecoder.decode(file: folder + "/timing.png")
        #expect(plot.height == 496)
        #expect(isDark(plot[558, 300]))
        #expect(!isDark(plot[540, 300]) && !isDark(plot[575, 300]))
    }

    @Test func thePlotAndTheSheetAreTheSameBytesForAnyJobs() throws {
        // Every frame is a function of its index and the plot of the model alone, so one worker
        // and two write identical files.
        let template = try Fixtures.write(Fixtures.reveal)
        var files: [[Data]] = []
        for jobs in ["1", "2"] {
            let out = try CLI.temporaryFolder("plot-jobs")
            let result = try CLI.run(["render", template, "--out", out, "--jobs", jobs, "--plot", "--sheet-frames", "3",
                                      "--thumb-width", "50", "--quiet"])
            #expect(result.status == 0)
            files.append(try ["timing.png", "sheet.png", "manifest.json"].map { try Fixtures.bytes(out + "/reveal/" + $0) })
        }
        #expect(files[0] == files[1])
    }
}
