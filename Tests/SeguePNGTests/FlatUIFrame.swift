import SeguePNG
import SegueTestSupport

/// A light list screen like the benchmark's (`Templates/bench`), built in memory: on iOS's
/// grouped background, a white navigation bar with a title, six white cells with rounded
/// corners, a label and a separator line each, and a round blue button; every edge antialiased.
/// Most rows repeat the row above (bands of flat colour); the corners, labels, lines and the
/// button are the few rows of detail. Opaque. `scale` 3 gives the benchmark's 1170×2532 px,
/// 1 gives 390×844.
func flatUIFrame(scale: Int = 1) -> ARGBFrame {
    let s = Double(scale)
    var frame = ARGBFrame(width: 390 * scale, height: 844 * scale, fill: rgb(0xF2, 0xF2, 0xF7))
    var generator = SplitMix(seed: 2532)
    let white = rgb(255, 255, 255), ink = rgb(0, 0, 0)
    frame.fill(x: 0, y: 0, width: 390 * scale, height: 101 * scale, white)
    frame.glyphs(x: 16 * s, y: 62 * s, width: 150 * s, height: 26 * s, stroke: 2.5 * s, ink, &generator)
    for i in 0..<6 {
        let top = (120 + 80 * Double(i)) * s
        frame.roundedRect(x: 16 * s, y: top, width: 358 * s, height: 70 * s, radius: 12 * s, white)
        frame.glyphs(x: 32 * s, y: top + 22 * s, width: 180 * s, height: 17 * s, stroke: 1.5 * s, ink, &generator)
        frame.fill(x: 32 * scale, y: Int(top) + 60 * scale, width: 326 * scale, height: scale, rgb(0xC6, 0xC6, 0xC8))
    }
    frame.disc(cx: 330 * s, cy: 724 * s, radius: 28 * s, rgb(0x00, 0x7A, 0xFF))
    return frame
}

/// The benchmark's full-resolution frame (1170×2532), made once for the tests that need it.
let fullResolutionFlatUIFrame = flatUIFrame(scale: 3)

/// An opaque pixel.
func rgb(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> RGBA8 { RGBA8(r: r, g: g, b: b) }
