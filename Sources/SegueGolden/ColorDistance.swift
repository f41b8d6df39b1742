/// pixelmatch's perceptual colour distance: both pixels blended on white by their alpha, then
/// compared in YIQ space with weights 0.5053 (Y), 0.299 (I), 0.1957 (Q), after Kotsarenko &
/// Ramos, "Measuring perceived color difference using YIQ NTSC transmission color space in
/// mobile applications" (2010), as mapbox/pixelmatch uses it.
///
/// The squared distance is at most `maximumSquaredDistance` (35215), so `normalized` maps it to
/// 0…1, the scale of `DiffOptions.threshold`.
enum ColorDistance {
    /// pixelmatch's bound on the weighted squared YIQ distance of two 8-bit colours.
    static let maximumSquaredDistance = 35215.0

    /// The weighted squared YIQ distance of the pixels at byte offsets `i` of `a` and `j` of `b`;
    /// 0 when the bytes are equal (also when both are fully transparent, whatever their colour).
    @inline(__always)
    static func squared(_ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int) -> Double {
        if a[i] == b[j] && a[i + 1] == b[j + 1] && a[i + 2] == b[j + 2] && a[i + 3] == b[j + 3] { return 0 }
        let (r1, g1, b1) = onWhite(a, i)
        let (r2, g2, b2) = onWhite(b, j)
        let dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        let iq = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        return 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q
    }

    /// The brightness (Y of YIQ) of the pixel at byte offset `i`, blended on white.
    @inline(__always)
    static func brightness(_ a: UnsafeBufferPointer<UInt8>, _ i: Int) -> Double {
        let (r, g, b) = onWhite(a, i)
        return r * 0.29889531 + g * 0.58662247 + b * 0.11448223
    }

    /// A squared distance on the 0…1 threshold scale: √(d / 35215).
    static func normalized(_ squared: Double) -> Double {
        min(1, (squared / maximumSquaredDistance).squareRoot())
    }

    /// The colour at byte offset `i` composited over white: c' = 255 + (c − 255) · a / 255.
    @inline(__always)
    private static func onWhite(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> (Double, Double, Double) {
        let alpha = Double(p[i + 3]) / 255
        return (255 + (Double(p[i]) - 255) * alpha,
                255 + (Double(p[i + 1]) - 255) * alpha,
                255 + (Double(p[i + 2]) - 255) * alpha)
    }
}
