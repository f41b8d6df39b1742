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
/// vertical pass summing whole rows; each pass takes the (source index, weight) pairs of each
/// destination index. The
/// footprint of destination pixel i along an axis of n source and m destination pixels is
/// [i·n/m, (i+1)·n/m); weights are normalised by n/m, so they sum to 1. Enlarging (m > n)
/// works too, each destination pixel then blending the one or two source pixels under it.
public enum AreaResampler {
    /// `rows` resampled to `width × height` (each at least 1) pixels, as straight RGBA.
    public static func resample(_ rows: PixelRows, width: Int, height: Int) -> RGBAImage {
        precondition(width >= 1 && height >= 1 && rows.width >= 1 && rows.height >= 1,
                     "AreaResampler: \(rows.width)×\(rows.height) → \(width)×\(height)")
        let columns = Table(weights(from: rows.width, to: width))
        let lineWeights = weights(from: rows.height, to: height)
        // Pass 1: every source row shrunk to `width` premultiplied pixels (a, r, g, b as Doubles).
        var horizontal = [Double](repeating: 0, count: rows.height * width * 4)
        var source = [Double](repeating: 0, count: rows.width * 4)
        horizontal.withUnsafeMutableBufferPointer { out in
            for y in 0..<rows.height {
                premultiplied(rows, row: y, into: &source)
                source.withUnsafeBufferPointer { row in
                    columns.apply(row, into: out.baseAddress! + y * width * 4, stride: 4)
                }
            }
        }
        // Pass 2: each destination row the weighted sum of the shrunk rows it covers (row after
        // row, so memory is read in order), then back to straight bytes.
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var sum = [Double](repeating: 0, count: width * 4)
        horizontal.withUnsafeBufferPointer { shrunk in
            for y in 0..<height {
                for k in sum.indices { sum[k] = 0 }
                sum.withUnsafeMutableBufferPointer { sum in
                    for (index, weight) in lineWeights[y] {
                        let row = shrunk.baseAddress! + index * width * 4
                        for k in 0..<(width * 4) { sum[k] += row[k] * weight }
                    }
                }
                for x in 0..<width {
                    let a = sum[x * 4], out = (y * width + x) * 4
                    let alpha = byte(a)
                    pixels[out + 3] = alpha
                    guard alpha > 0 else { continue }
                    pixels[out] = byte(sum[x * 4 + 1] * 255 / a)
                    pixels[out + 1] = byte(sum[x * 4 + 2] * 255 / a)
                    pixels[out + 2] = byte(sum[x * 4 + 3] * 255 / a)
                }
            }
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The weights of one axis laid flat: destination pixel i takes `count[i]` source pixels
    /// from `first[i]` with the weights `weights[offset[i] …]`.
    private struct Table {
        var first: [Int] = [], count: [Int] = [], offset: [Int] = [], weights: [Double] = []

        init(_ rows: [[(index: Int, weight: Double)]]) {
            for row in rows {
                first.append(row.first?.index ?? 0)
                count.append(row.count)
                offset.append(weights.count)
                weights += row.map(\.weight)
            }
        }

        /// For each destination pixel, the weighted sum of the four channels of the source
        /// pixels it covers: source pixel j's channels start at `source[j · stride]`, destination
        /// pixel i's at `out[i · 4]`.
        func apply(_ source: UnsafeBufferPointer<Double>, into out: UnsafeMutablePointer<Double>, stride: Int) {
            weights.withUnsafeBufferPointer { w in
                for i in 0..<first.count {
                    var a = 0.0, r = 0.0, g = 0.0, b = 0.0
                    var p = first[i] * stride, k = offset[i]
                    for _ in 0..<count[i] {
                        let weight = w[k]
                        a += source[p] * weight
                        r += source[p + 1] * weight
                        g += source[p + 2] * weight
                        b += source[p + 3] * weight
                        p += stride
                        k += 1
                    }
                    let o = out + i * 4
                    o[0] = a
                    o[1] = r
                    o[2] = g
                    o[3] = b
                }
            }
        }
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
        out.withUnsafeMutableBufferPointer { out in
            switch rows.format {
            case .premultipliedARGB32:
                let words = base.assumingMemoryBound(to: UInt32.self)
                for x in 0..<rows.width {
                    let word = words[x]
                    out[x * 4] = Double(word >> 24)
                    out[x * 4 + 1] = Double((word >> 16) & 0xFF)
                    out[x * 4 + 2] = Double((word >> 8) & 0xFF)
                    out[x * 4 + 3] = Double(word & 0xFF)
                }
            case .rgba8:
                let bytes = base.assumingMemoryBound(to: UInt8.self)
                for x in 0..<rows.width {
                    let a = Double(bytes[x * 4 + 3])
                    out[x * 4] = a
                    out[x * 4 + 1] = Double(bytes[x * 4]) * a / 255
                    out[x * 4 + 2] = Double(bytes[x * 4 + 1]) * a / 255
                    out[x * 4 + 3] = Double(bytes[x * 4 + 2]) * a / 255
                }
            }
        }
    }

    /// A channel value rounded to the nearest byte (half up), clamped to 0...255.
    @inline(__always)
    private static func byte(_ v: Double) -> UInt8 { UInt8(min(255, max(0, v + 0.5)).rounded(.down)) }
}
