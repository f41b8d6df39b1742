import SeguePNG

/// Shrinks an image with an area (box) filter of exact fractional coverage: each destination
/// pixel is the mean of the source pixels under its footprint, each weighted by the fraction
/// of it the footprint covers, computed in premultiplied space (so a transparent pixel adds no
/// colour) and un-premultiplied once at the end.
///
/// Why: a sheet's thumbnails are frames shrunk 2 to 6 times. Nearest-neighbour sampling keeps
/// one source pixel in every few and drops the rest, so a one-pixel hairline (a separator, an
/// outline) vanishes from some thumbnails and not others; the area filter keeps every pixel's
/// share. A 1 px black line on white shrunk 4× is a column at 255 · 3/4 = 191.25 → 191, and a
/// flat region keeps its colour exactly. It is the filter Pillow calls BOX and Cairo's
/// `CAIRO_FILTER_GOOD` approximates for downscaling; written here so the weights are exact and
/// the result the same on every machine.
///
/// The filter is separable: a horizontal pass into a buffer of destination-width rows, then a
/// vertical pass; each pass takes a table of (source index, weight) per destination index. The
/// footprint of destination pixel i along an axis of n source and m destination pixels is
/// [i·n/m, (i+1)·n/m); weights are normalised by n/m, so they sum to 1. Enlarging (m > n)
/// works too, each destination pixel then blending the one or two source pixels under it.
public enum AreaResampler {
    /// `rows` resampled to `width × height` (each at least 1) pixels, as straight RGBA.
    public static func resample(_ rows: PixelRows, width: Int, height: Int) -> RGBAImage {
        precondition(width >= 1 && height >= 1 && rows.width >= 1 && rows.height >= 1,
                     "AreaResampler: \(rows.width)×\(rows.height) → \(width)×\(height)")
        let columns = weights(from: rows.width, to: width)
        let lines = weights(from: rows.height, to: height)
        // Pass 1: every source row shrunk to `width` premultiplied pixels (a, r, g, b as Doubles).
        var horizontal = [Double](repeating: 0, count: rows.height * width * 4)
        var source = [Double](repeating: 0, count: rows.width * 4)
        for y in 0..<rows.height {
            premultiplied(rows, row: y, into: &source)
            let out = y * width * 4
            for x in 0..<width {
                var a = 0.0, r = 0.0, g = 0.0, b = 0.0
                for (index, weight) in columns[x] {
                    a += source[index * 4] * weight
                    r += source[index * 4 + 1] * weight
                    g += source[index * 4 + 2] * weight
                    b += source[index * 4 + 3] * weight
                }
                horizontal[out + x * 4] = a
                horizontal[out + x * 4 + 1] = r
                horizontal[out + x * 4 + 2] = g
                horizontal[out + x * 4 + 3] = b
            }
        }
        // Pass 2: down the columns, then back to straight bytes.
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                var a = 0.0, r = 0.0, g = 0.0, b = 0.0
                for (index, weight) in lines[y] {
                    let p = (index * width + x) * 4
                    a += horizontal[p] * weight
                    r += horizontal[p + 1] * weight
                    g += horizontal[p + 2] * weight
                    b += horizontal[p + 3] * weight
                }
                let out = (y * width + x) * 4
                let alpha = byte(a)
                pixels[out + 3] = alpha
                guard alpha > 0 else { continue }
                pixels[out] = byte(r * 255 / a)
                pixels[out + 1] = byte(g * 255 / a)
                pixels[out + 2] = byte(b * 255 / a)
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// For each of `m` destination pixels along an axis of `n` source pixels, the source pixels
    /// its footprint [i·n/m, (i+1)·n/m) overlaps and the fraction of the footprint each covers.
    static func weights(from n: Int, to m: Int) -> [[(index: Int, weight: Double)]] {
        let step = Double(n) / Double(m)
        return (0..<m).map { i in
            let start = Double(i) * step, end = Double(i + 1) * step
            let first = Int(start.rounded(.down)), last = min(n - 1, Int(end.rounded(.up)) - 1)
            return (first...max(first, last)).compactMap { j in
                let covered = min(end, Double(j + 1)) - max(start, Double(j))
                return covered > 0 ? (j, covered / step) : nil
            }
        }
    }

    /// Row `y` of `rows` as premultiplied a, r, g, b in 0...255.
    private static func premultiplied(_ rows: PixelRows, row y: Int, into out: inout [Double]) {
        let base = rows.base + y * rows.stride
        for x in 0..<rows.width {
            switch rows.format {
            case .premultipliedARGB32:
                let word = base.load(fromByteOffset: 4 * x, as: UInt32.self)
                out[x * 4] = Double(word >> 24)
                out[x * 4 + 1] = Double((word >> 16) & 0xFF)
                out[x * 4 + 2] = Double((word >> 8) & 0xFF)
                out[x * 4 + 3] = Double(word & 0xFF)
            case .rgba8:
                let p = base + 4 * x
                let a = Double(p.load(fromByteOffset: 3, as: UInt8.self))
                out[x * 4] = a
                out[x * 4 + 1] = Double(p.load(as: UInt8.self)) * a / 255
                out[x * 4 + 2] = Double(p.load(fromByteOffset: 1, as: UInt8.self)) * a / 255
                out[x * 4 + 3] = Double(p.load(fromByteOffset: 2, as: UInt8.self)) * a / 255
            }
        }
    }

    /// A channel value rounded to the nearest byte (half up), clamped to 0...255.
    @inline(__always)
    private static func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, v + 0.5)).rounded(.down)) }
}
