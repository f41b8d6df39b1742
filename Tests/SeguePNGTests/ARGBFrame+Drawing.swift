@testable import SeguePNG
import SegueTestSupport

/// Just enough drawing to make frames that look like a UI to the encoder: opaque shapes whose
/// edges are antialiased as a rasterizer does it (a partly covered pixel is the colour blended
/// over what was there by its coverage). Every shape is opaque, so frames stay opaque.
extension ARGBFrame {
    /// Covers row `y` from x = `left` to `right` (in pixels, fractional) with opaque `color`.
    mutating func span(y: Int, from left: Double, to right: Double, _ color: RGBA8) {
        let first = max(0, Int(left.rounded(.down))), last = min(width - 1, Int(right.rounded(.up)) - 1)
        guard y >= 0, y < height, right > left, first <= last else { return }
        for x in first...last {
            let coverage = min(Double(x + 1), right) - max(Double(x), left)
            self[x, y] = coverage >= 1 ? ARGBFrame.word(color) : blended(color, over: self[x, y], coverage)
        }
    }

    /// A rectangle with corners rounded to `radius`, all in pixels.
    mutating func roundedRect(x: Double, y: Double, width w: Double, height h: Double, radius r: Double, _ color: RGBA8) {
        for row in Int(y)..<Int(y + h) {
            let centre = Double(row) + 0.5
            let dy = max(0, y + r - centre, centre - (y + h - r)) // how far into a corner's rows
            let inset = dy > 0 ? r - (r * r - dy * dy).squareRoot() : 0
            span(y: row, from: x + inset, to: x + w - inset, color)
        }
    }

    /// A disc of `radius` pixels around (cx, cy).
    mutating func disc(cx: Double, cy: Double, radius r: Double, _ color: RGBA8) {
        for row in Int(cy - r)..<Int((cy + r).rounded(.up)) {
            let dy = Double(row) + 0.5 - cy
            guard dy * dy < r * r else { continue }
            let half = (r * r - dy * dy).squareRoot()
            span(y: row, from: cx - half, to: cx + half, color)
        }
    }

    /// Text-like ink in the box at (x, y) of `w × h` pixels: glyphs `advance` pixels apart, each
    /// two vertical strokes and a bar `stroke` pixels thick, placed by `generator`.
    mutating func glyphs(x: Double, y: Double, width w: Double, height h: Double, stroke: Double,
                         _ color: RGBA8, _ generator: inout SplitMix) {
        let advance = 3.5 * stroke
        var left = x
        while left + advance <= x + w {
            for _ in 0..<2 {
                let column = left + generator.fraction() * (advance - 2 * stroke)
                let top = y + generator.fraction() * h / 3, bottom = y + h - generator.fraction() * h / 3
                for row in Int(top)..<Int(bottom) { span(y: row, from: column, to: column + stroke, color) }
            }
            let bar = Int(y + generator.fraction() * (h - stroke))
            for row in bar..<bar + Int(stroke.rounded(.up)) { span(y: row, from: left, to: left + advance - stroke, color) }
            left += advance
        }
    }

    /// `color` over the opaque pixel `word` by `coverage` (0...1), rounded to the nearest byte.
    private func blended(_ color: RGBA8, over word: UInt32, _ coverage: Double) -> UInt32 {
        let under = Premultiplication.rgba(word)
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Double(a) * coverage + Double(b) * (1 - coverage)).rounded()) }
        return ARGBFrame.word(RGBA8(r: mix(color.r, under.r), g: mix(color.g, under.g), b: mix(color.b, under.b)))
    }
}
