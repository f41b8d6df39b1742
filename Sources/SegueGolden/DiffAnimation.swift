import SeguePNG

/// `diff.png` in a failing run's artifacts: an animated PNG of golden | difference | actual (the
/// three panels of `frame-NNNN-diff.png`) for every compared instant, played at the render's
/// own speed. It plays where a PNG shows (a pull request's comment, a browser), so a reviewer
/// sees what moved differently, and when.
///
/// Frames are aligned by time, not by index: when the goldens were recorded at another frame
/// count or fps (a changed duration), each golden frame is shown beside the actual frame of the
/// same instant, and an instant only one side has shows the other side's panel hatched, so the
/// instants the change gained or lost are visible rather than every frame differing.
enum DiffAnimation {
    static let fileName = "diff.png"

    /// The widest a panel is drawn, in pixels: a larger frame is shrunk by a whole factor, so the
    /// three panels fit a page and the file stays small.
    static let panelWidth = 400

    /// How long the last instant stays before the animation starts again, in milliseconds.
    static let holdAtEnd = 1000

    /// One instant of the animation: the golden and the actual frame files shown at `time`
    /// seconds; either is `nil` when that side has no frame at this instant.
    struct Instant: Equatable {
        var time: Double
        var golden: String?
        var actual: String?
    }

    /// The instants of two frame lists, each sorted by time: frames of the two sides within
    /// `tolerance` seconds of each other are one instant (at the actual frame's time), the rest
    /// instants of their own.
    static func instants(goldens: [(time: Double, file: String)], actuals: [(time: Double, file: String)],
                         tolerance: Double) -> [Instant] {
        var result: [Instant] = []
        var (g, a) = (0, 0)
        while g < goldens.count || a < actuals.count {
            if g < goldens.count, a < actuals.count, abs(goldens[g].time - actuals[a].time) <= tolerance {
                result.append(Instant(time: actuals[a].time, golden: goldens[g].file, actual: actuals[a].file))
                (g, a) = (g + 1, a + 1)
            } else if a >= actuals.count || (g < goldens.count && goldens[g].time < actuals[a].time) {
                result.append(Instant(time: goldens[g].time, golden: goldens[g].file, actual: nil))
                g += 1
            } else {
                result.append(Instant(time: actuals[a].time, golden: nil, actual: actuals[a].file))
                a += 1
            }
        }
        return result
    }

    /// Writes the animation of `instants` to `path`: each instant's panels (the two frames
    /// compared with `options`, as `ImageDiff.image` draws them), shown until the next instant's
    /// time (at least 20 ms, below which browsers slow a frame down) and the last for
    /// `holdAtEnd`. Frames of different sizes are drawn in panels of the largest.
    static func write(_ instants: [GoldenInstant], options: DiffOptions, pixelCount: Int, to path: String) throws(GoldenError) {
        guard !instants.isEmpty else { return }
        let files = instants.flatMap { [$0.golden, $0.actual].compactMap { $0 } }
        let sizes = files.compactMap { PNGDecoder.claimedSize(file: $0) }
        guard let width = sizes.map(\.width).max(), let height = sizes.map(\.height).max() else { return }
        let shrink = max(1, (width + panelWidth - 1) / panelWidth)
        let (panelW, panelH) = ((width + shrink - 1) / shrink, (height + shrink - 1) / shrink)
        var animation = AnimatedPNG(width: 3 * panelW, height: panelH, hasAlpha: false, fps: 1000, compression: .balanced)
        for (k, instant) in instants.enumerated() {
            // A frame that does not decode (an extra golden the run never compared) shows as absent:
            // the animation is an aid, and must not fail a run the comparison already judged.
            let golden = instant.golden.flatMap { try? GoldenFiles.decode($0, pixelCount: pixelCount) }
            let actual = instant.actual.flatMap { try? GoldenFiles.decode($0, pixelCount: pixelCount) }
            guard golden != nil || actual != nil else { continue }
            var frame = RGBAImage(width: 3 * panelW, height: panelH, fill: RGBA8(r: 255, g: 255, b: 255))
            if let golden, let actual {
                let panels = ImageDiff(expected: golden, actual: actual, options: options).image
                let w = panels.width / 3
                for p in 0..<3 {
                    shrinkPanel(panels, fromX: p * w, width: w, by: shrink, into: &frame, atX: p * panelW, redWins: p == 1)
                }
            } else {
                let present = golden ?? actual!
                let flat = ImageDiff(expected: present, actual: present, options: .exact).image
                let w = flat.width / 3
                let side = golden == nil ? 2 : 0
                shrinkPanel(flat, fromX: side * w, width: w, by: shrink, into: &frame, atX: side * panelW, redWins: false)
                for p in 0..<3 where p != side { hatch(&frame, atX: p * panelW, width: panelW) }
            }
            let delay = k + 1 < instants.count ? max(20, Int(((instants[k + 1].time - instant.time) * 1000).rounded())) : holdAtEnd
            frame.withPixelRows { animation.append($0, ticks: delay) }
        }
        guard animation.frameCount > 0 else { return }
        try GoldenFiles.write(animation.bytes(), to: path)
    }

    /// The `width` columns of `source` from `fromX`, shrunk `factor` times by averaging each
    /// factor × factor box, into `out` from `atX`. With `redWins`, a box holding a pixel of the
    /// difference's red (or the anti-aliasing yellow) takes that colour, so one differing pixel
    /// still shows.
    private static func shrinkPanel(_ source: RGBAImage, fromX: Int, width: Int, by factor: Int, into out: inout RGBAImage,
                                    atX: Int, redWins: Bool) {
        let outW = (width + factor - 1) / factor, outH = (source.height + factor - 1) / factor
        for oy in 0..<min(outH, out.height) {
            for ox in 0..<min(outW, out.width - atX) {
                var (r, g, b, n) = (0, 0, 0, 0)
                var marked: RGBA8?
                for y in (oy * factor)..<min(source.height, oy * factor + factor) {
                    for x in (ox * factor)..<min(width, ox * factor + factor) {
                        let p = source[fromX + x, y]
                        if redWins, p == ImageDiff.differentColor || (p == ImageDiff.antialiasedColor && marked == nil) { marked = p }
                        (r, g, b, n) = (r + Int(p.r), g + Int(p.g), b + Int(p.b), n + 1)
                    }
                }
                guard n > 0 else { continue }
                out[atX + ox, oy] = marked ?? RGBA8(r: UInt8(r / n), g: UInt8(g / n), b: UInt8(b / n))
            }
        }
    }

    /// Light grey diagonal stripes over a panel: no frame at this instant.
    private static func hatch(_ out: inout RGBAImage, atX: Int, width: Int) {
        for y in 0..<out.height {
            for x in 0..<width {
                let stripe = (x + y) / 6 % 2 == 0
                let grey: UInt8 = stripe ? 224 : 244
                out[atX + x, y] = RGBA8(r: grey, g: grey, b: grey)
            }
        }
    }
}
