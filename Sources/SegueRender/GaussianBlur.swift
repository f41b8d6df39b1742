#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A rectangle of whole pixels: columns x..<x+width, rows y..<y+height.
struct PixelRect: Hashable {
    var x: Int, y: Int, width: Int, height: Int

    var isEmpty: Bool { width <= 0 || height <= 0 }

    /// The rectangle grown by `pad` pixels on every side.
    func padded(by pad: Int) -> PixelRect { PixelRect(x: x - pad, y: y - pad, width: width + 2 * pad, height: height + 2 * pad) }

    /// The common part, or an empty rectangle.
    func intersection(_ o: PixelRect) -> PixelRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        let x1 = min(x + width, o.x + o.width), y1 = min(y + height, o.y + o.height)
        return PixelRect(x: x0, y: y0, width: max(0, x1 - x0), height: max(0, y1 - y0))
    }

    /// The whole pixels covering the box [minX, maxX] × [minY, maxY] (outward rounding).
    init(covering minX: Double, _ minY: Double, _ maxX: Double, _ maxY: Double) {
        let limit = Double(FrameSurface.maximumSide) * 4
        let x0 = Int(max(-limit, min(limit, minX.rounded(.down)))), y0 = Int(max(-limit, min(limit, minY.rounded(.down))))
        let x1 = Int(max(-limit, min(limit, maxX.rounded(.up)))), y1 = Int(max(-limit, min(limit, maxY.rounded(.up))))
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
}

/// Rows of Cairo ARGB32 pixels (premultiplied, four bytes each) that a blur reads or writes.
struct PixelPlane {
    let base: UnsafeMutablePointer<UInt8>
    let width: Int, height: Int, stride: Int

    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
}

/// A Gaussian blur of premultiplied ARGB32 pixels, separable and computed on a downsampled copy,
/// as Core Animation blurs a backdrop (CABackdropLayer renders its blur at a reduced `scale`).
///
/// For a σ of `sigma` pixels the area is averaged down by an integer factor
/// k = max(1, ⌊σ / `pixelsPerSample`⌋) (k × k boxes), blurred there with a normalised Gaussian
/// kernel integrated over each cell (`kernel(sigma:)`, taps out to ⌈3σₛ⌉, edges extended), and
/// interpolated back up bilinearly. When k > 1 the down box, the kernel's cell box and the
/// bilinear tent widen the result by variances k²/12, k²/12 and k²/6, so the small grid uses
/// σₛ = √(σ² − k²/3) / k and the total variance is σ²: with k ≤ σ/3 the extra kernels carry
/// under 4 % of it, and the edge profile stays within 2/255 of the Gaussian's (the tests
/// measure it). The separable passes are exact, not box approximations. Each of the four bytes of a pixel is blurred alike, which is right for
/// premultiplied colour: the result stays premultiplied. Pure arithmetic in a fixed order, so
/// the output is deterministic.
enum GaussianBlur {
    /// The σ in pixels of the small grid's kernel is at least this before the area is downsampled
    /// any further: 3 keeps the grid's kernel 19 or more taps wide.
    static let pixelsPerSample = 3.0

    /// The downsampling factor k for a σ of `sigma` pixels.
    static func factor(sigma: Double) -> Int { max(1, Int((sigma / pixelsPerSample).rounded(.down))) }

    /// Blurs the pixels of `area` of `source` with σ = `sigma` pixels and writes the pixels of
    /// `target` (a part of `area`, in `source`'s pixel coordinates) into `destination`, whose
    /// pixel (0, 0) is `target`'s top-left. `destination` may be `source` itself with
    /// `target == area`: everything is read before anything is written.
    static func blur(_ source: PixelPlane, area: PixelRect, sigma: Double, into destination: PixelPlane, target: PixelRect) {
        guard !area.isEmpty, !target.isEmpty, sigma.isFinite else { return }
        let k = factor(sigma: max(0, sigma))
        let gw = (area.width + k - 1) / k, gh = (area.height + k - 1) / k
        var grid = [SIMD4<Float>](repeating: .zero, count: gw * gh)
        grid.withUnsafeMutableBufferPointer { downsample(source, area: area, k: k, into: $0.baseAddress!, gw: gw, gh: gh) }
        let extra = k == 1 ? 0 : Double(k * k) / 3
        let smallSigma = (max(sigma * sigma - extra, sigma * sigma / 4)).squareRoot() / Double(k)
        if smallSigma > 0.05 { convolve(&grid, width: gw, height: gh, sigma: smallSigma) }
        grid.withUnsafeBufferPointer {
            upsample($0.baseAddress!, gw: gw, gh: gh, k: k, area: area, into: destination, target: target)
        }
    }

    /// Averages each k × k box of `area` (fewer pixels at the right and bottom edges) into one cell.
    private static func downsample(_ p: PixelPlane, area: PixelRect, k: Int, into grid: UnsafeMutablePointer<SIMD4<Float>>, gw: Int, gh: Int) {
        for gy in 0..<gh {
            let rows = min(k, area.height - gy * k)
            let cells = grid + gy * gw
            for r in 0..<rows {
                let row = p.base + (area.y + gy * k + r) * p.stride + area.x * 4
                var x = 0
                for gx in 0..<gw {
                    let columns = min(k, area.width - x)
                    var sum = SIMD4<Float>.zero
                    for _ in 0..<columns {
                        let q = row + x * 4
                        sum += SIMD4<Float>(Float(q[0]), Float(q[1]), Float(q[2]), Float(q[3]))
                        x += 1
                    }
                    cells[gx] += sum
                }
            }
            var x = 0
            for gx in 0..<gw {
                let columns = min(k, area.width - x)
                cells[gx] /= Float(columns * rows)
                x += columns
            }
        }
    }

    /// The Gaussian integrated over each cell, ½[erf((i + ½)/σ√2) − erf((i − ½)/σ√2)] for i in
    /// −r...r, r = ⌈3σ⌉, normalised, as its half 0...r. Integrating rather than sampling makes
    /// a cell-aligned step come out exactly as the continuous Φ((x + ½)/σ) at cell centres, even
    /// for a σ of a cell or two, at the cost of a cell's box (variance 1/12) in the kernel.
    static func kernel(sigma: Double) -> [Float] {
        let r = Int((3 * sigma).rounded(.up))
        let scale = 1 / (sigma * 2.0.squareRoot())
        let raw = (0...r).map { i in 0.5 * (erf((Double(i) + 0.5) * scale) - erf((Double(i) - 0.5) * scale)) }
        let total = raw[0] + 2 * raw.dropFirst().reduce(0, +)
        return raw.map { Float($0 / total) }
    }

    /// A horizontal then a vertical pass of the kernel over the grid, edges extended.
    private static func convolve(_ grid: inout [SIMD4<Float>], width w: Int, height h: Int, sigma: Double) {
        let weights = kernel(sigma: sigma)
        let r = weights.count - 1
        var line = [SIMD4<Float>](repeating: .zero, count: max(w, h) + 2 * r)
        grid.withUnsafeMutableBufferPointer { g in
            line.withUnsafeMutableBufferPointer { l in
                weights.withUnsafeBufferPointer { wt in
                    for y in 0..<h {
                        pass(g.baseAddress! + y * w, step: 1, count: w, line: l.baseAddress!, r: r, weights: wt.baseAddress!)
                    }
                    for x in 0..<w {
                        pass(g.baseAddress! + x, step: w, count: h, line: l.baseAddress!, r: r, weights: wt.baseAddress!)
                    }
                }
            }
        }
    }

    /// Convolves `count` cells `step` apart in place, through `line` (the cells with r copies of
    /// each end cell on either side).
    private static func pass(_ cells: UnsafeMutablePointer<SIMD4<Float>>, step: Int, count n: Int,
                             line: UnsafeMutablePointer<SIMD4<Float>>, r: Int, weights: UnsafePointer<Float>) {
        for i in 0..<r { line[i] = cells[0]; line[r + n + i] = cells[(n - 1) * step] }
        for i in 0..<n { line[r + i] = cells[i * step] }
        for i in 0..<n {
            let c = line + r + i
            var sum = c[0] * weights[0]
            var j = 1
            while j <= r {
                sum += (c[j] + c[-j]) * weights[j]
                j += 1
            }
            cells[i * step] = sum
        }
    }

    /// Bilinear interpolation of the grid at each pixel of `target`: pixel X of the area sits at
    /// grid coordinate (X + ½)/k − ½ (cell centres), clamped to the grid at the edges.
    private static func upsample(_ grid: UnsafePointer<SIMD4<Float>>, gw: Int, gh: Int, k: Int, area: PixelRect,
                                 into d: PixelPlane, target: PixelRect) {
        func taps(_ count: Int, from origin: Int, areaOrigin: Int, cells: Int) -> [(Int, Int, Float)] {
            (0..<count).map { i in
                let u = (Double(origin + i - areaOrigin) + 0.5) / Double(k) - 0.5
                let lower = min(max(0, Int(u.rounded(.down))), cells - 1)
                let upper = min(lower + 1, cells - 1)
                let f = Float(min(1, max(0, u - Double(lower))))
                return (lower, upper, f)
            }
        }
        let columns = taps(target.width, from: target.x, areaOrigin: area.x, cells: gw)
        let rows = taps(target.height, from: target.y, areaOrigin: area.y, cells: gh)
        var mixed = [SIMD4<Float>](repeating: .zero, count: gw)
        mixed.withUnsafeMutableBufferPointer { m in
            for (j, (r0, r1, fy)) in rows.enumerated() {
                let a = grid + r0 * gw, b = grid + r1 * gw
                for i in 0..<gw { m[i] = a[i] + (b[i] - a[i]) * fy }
                let out = d.base + j * d.stride
                for (i, (c0, c1, fx)) in columns.enumerated() {
                    let v = m[c0] + (m[c1] - m[c0]) * fx
                    let alpha = min(255, max(0, v[3] + 0.5))
                    let q = out + i * 4
                    // Rounded, and each colour byte kept ≤ alpha so the pixel stays premultiplied.
                    q[0] = UInt8(min(alpha, max(0, v[0] + 0.5)))
                    q[1] = UInt8(min(alpha, max(0, v[1] + 0.5)))
                    q[2] = UInt8(min(alpha, max(0, v[2] + 0.5)))
                    q[3] = UInt8(alpha)
                }
            }
        }
    }
}
