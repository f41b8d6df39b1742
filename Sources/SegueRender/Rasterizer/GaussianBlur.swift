#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo
import SegueCore

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

/// Rows of Cairo ARGB32 pixels (premultiplied, one native-endian 32-bit word each: alpha in the
/// high byte, then red, green, blue) that a blur reads or writes.
struct PixelPlane {
    let base: UnsafeMutablePointer<UInt8>
    let width: Int, height: Int, stride: Int

    var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
}

/// A Gaussian blur of premultiplied ARGB32 pixels, separable and computed on a downsampled copy,
/// as Core Animation can blur a backdrop: UIKit's blur is a CABackdropLayer with a `gaussianBlur`
/// filter (iPhone Development Wiki, UIBackdropView), and QuartzCore's private headers give
/// CABackdropLayer a `scale` to render the backdrop below full resolution (the value UIKit sets
/// is not public).
///
/// For a σ of `sigma` pixels the area is averaged down by an integer factor
/// k = max(1, ⌊σ / `pixelsPerSample`⌋) (k × k boxes), blurred there with a normalised Gaussian
/// kernel integrated over each cell (`kernel(sigma:)`, taps out to ⌈3σₛ⌉, edges extended), and
/// interpolated back up bilinearly (Cairo's bilinear filter, painting the grid scaled by k, so
/// the full-size pass runs in pixman's vectorised code). When k > 1 the down box, the kernel's
/// cell box and the bilinear tent widen the result by variances k²/12, k²/12 and k²/6, so the small grid uses
/// σₛ = √(σ² − k²/3) / k and the total variance is σ²: with k ≤ σ/3 the extra kernels carry
/// under 4 % of it, and the edge profile stays within 2/255 of the Gaussian's, 3/255 once boxes are sampled sparsely (the tests
/// measure it). The separable passes are exact, not box approximations. Each of the four bytes
/// of a pixel is blurred alike, which is right for premultiplied colour: the result stays premultiplied. Pure arithmetic in a fixed order, so
/// the output is deterministic.
enum GaussianBlur {
    /// The σ in pixels of the small grid's kernel is at least this before the area is downsampled
    /// any further: 3 keeps the grid's kernel 19 or more taps wide.
    static let pixelsPerSample = 3.0

    /// The widest σ, in pixels, a shadow or blur is drawn with: four times Cairo's largest
    /// surface side. A wider Gaussian is flat over any canvas, and the cap keeps every pixel
    /// count derived from σ (the 3σ padding, k) far inside `Int` for any template's radius and
    /// scale (a radius of 10 000 points inside four layers scaled 10 000× is σ ≈ 1e20 px).
    static let maxSigma = 131_072.0

    /// σ in pixels made drawable: NaN and negatives give 0, and at most `maxSigma`.
    static func drawable(sigma: Double) -> Double { sigma > 0 ? min(sigma, maxSigma) : 0 }

    /// How far a Gaussian of σ = `sigma` pixels reaches, ⌈3σ⌉ pixels: the padding every blurred
    /// area needs (the tail beyond holds under 0.2 % of the weight).
    static func reach(sigma: Double) -> Int { Int((3 * sigma).rounded(.up)) }

    /// The σ of the kernel on a grid k times smaller that gives a total σ of `sigma` pixels:
    /// √(σ² − k²/3) / k, the k²/3 being the down box's, the kernel cell's and the bilinear
    /// tent's variance (k²/12 + k²/12 + k²/6; none when k = 1), never below σ/2 / k.
    static func gridSigma(sigma: Double, k: Int) -> Double {
        let extra = k == 1 ? 0 : Double(k * k) / 3
        return (max(sigma * sigma - extra, sigma * sigma / 4)).squareRoot() / Double(k)
    }

    /// The downsampling factor k for a σ of `sigma` pixels.
    static func factor(sigma: Double) -> Int { max(1, Int((sigma / pixelsPerSample).rounded(.down))) }

    /// Blurs the pixels of `area` of `source` with σ = `sigma` pixels onto a grid k times
    /// smaller than the area (k = `factor(sigma:)`), returned as a Cairo ARGB32 surface of
    /// ⌈width/k⌉ × ⌈height/k⌉ pixels whose pixel (i, j) is the box of area pixels from
    /// (area.x + k·i, area.y + k·j): painting it scaled by k with bilinear filtering
    /// (`pattern(_:k:origin:)`) draws the blur. `over`, when given, is a premultiplied colour
    /// (channels in the word's order: blue, green, red, alpha; 0...255) composited over the
    /// blurred pixels (source-over), which saves a tint its own pass. `nil` when Cairo cannot
    /// allocate the grid; the caller destroys the surface.
    static func blurredGrid(_ source: PixelPlane, area: PixelRect, sigma: Double, over: SIMD4<Float>? = nil,
                            cache: BlurCache? = nil, byteLimit: Int = .max) -> (surface: OpaquePointer, k: Int)? {
        guard !area.isEmpty, sigma.isFinite else { return nil }
        let k = factor(sigma: max(0, sigma))
        let gw = (area.width + k - 1) / k, gh = (area.height + k - 1) / k
        guard canAllocate(cells: gw * gh, of: SIMD4<Float>.self, byteLimit: byteLimit) else { return nil }
        var grid = [SIMD4<Float>](repeating: .zero, count: gw * gh)
        grid.withUnsafeMutableBufferPointer {
            downsample(source, area: area, k: k, into: $0.baseAddress!, gw: gw, gh: gh) { b, g, r, a in
                SIMD4<Float>(Float(b), Float(g), Float(r), Float(a))
            }
        }
        func blur(_ grid: inout [SIMD4<Float>]) -> OpaquePointer? {
            let smallSigma = gridSigma(sigma: sigma, k: k)
            if smallSigma > 0.05 { convolve(&grid, width: gw, height: gh, sigma: smallSigma) }
            guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(gw), Int32(gh)) else { return nil }
            guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(surface); return nil }
            let out = PixelPlane(base: cairo_image_surface_get_data(surface)!, width: gw, height: gh,
                                 stride: Int(cairo_image_surface_get_stride(surface)))
            grid.withUnsafeBufferPointer { store($0.baseAddress!, into: out, over: over) }
            cairo_surface_mark_dirty(surface)
            return surface
        }
        let tint = over ?? .zero
        return reusing(cache, &grid, width: gw, height: gh, parameters: [sigma] + (0..<4).map { Double(tint[$0]) }, blur).map { ($0, k) }
    }

    /// `blurredGrid` of `source`'s alpha alone, each grid pixel then `color` (straight, 0...1)
    /// at the blurred alpha times the colour's: with a the blurred alpha rounded to a byte, each
    /// channel c of the colour (and 1 for alpha) becomes c·a·α rounded. A shadow: the colour channels of a caster's
    /// drawing never reach it, so this blurs one channel of four, with the same arithmetic the
    /// alpha lane of `blurredGrid` does, and tints in the same pass (the test compares it with
    /// blurring all four channels and tinting after), in about a quarter of the work. Painted as
    /// a source, the tinted grid takes pixman's fast bilinear path.
    static func shadowGrid(_ source: PixelPlane, area: PixelRect, sigma: Double, color: Color,
                           cache: BlurCache? = nil, byteLimit: Int = .max) -> (surface: OpaquePointer, k: Int)? {
        guard !area.isEmpty, sigma.isFinite else { return nil }
        let k = factor(sigma: max(0, sigma))
        let gw = (area.width + k - 1) / k, gh = (area.height + k - 1) / k
        guard canAllocate(cells: gw * gh, of: Float.self, byteLimit: byteLimit) else { return nil }
        var grid = [Float](repeating: 0, count: gw * gh)
        grid.withUnsafeMutableBufferPointer {
            downsample(source, area: area, k: k, into: $0.baseAddress!, gw: gw, gh: gh) { _, _, _, a in Float(a) }
        }
        let parameters = [sigma, color.red, color.green, color.blue, color.alpha]
        return reusing(cache, &grid, width: gw, height: gh, parameters: parameters) {
            tinted(&$0, gw, gh, k: k, sigma: sigma, color: color)
        }.map { ($0, k) }
    }

    /// Whether a grid of `cells` cells and the cache's copy of it (twice its bytes) fit within
    /// `byteLimit` and can be had from the system now. Asked before the grid is made because a
    /// Swift array that cannot be allocated ends the process: a frame whose blur cannot be made
    /// is reported (`ProjectionScratch.noteFailure`) instead. Another thread's allocation between
    /// this probe and the grid's can still take the memory; the probe catches a grid that would
    /// not fit on its own, which is what a tight limit (`ulimit -v`) runs into.
    private static func canAllocate<Cell>(cells: Int, of _: Cell.Type, byteLimit: Int) -> Bool {
        let (bytes, overflow) = cells.multipliedReportingOverflow(by: 2 * MemoryLayout<Cell>.stride)
        guard !overflow, bytes <= byteLimit, let probe = malloc(bytes) else { return false }
        free(probe)
        return true
    }

    /// `blur(&grid)`, or the surface `cache` kept for the same cells and `parameters`; a new
    /// blur is kept for the next frame.
    private static func reusing<Cell>(_ cache: BlurCache?, _ grid: inout [Cell], width: Int, height: Int, parameters: [Double],
                                      _ blur: (inout [Cell]) -> OpaquePointer?) -> OpaquePointer? {
        guard let cache else { return blur(&grid) }
        let found = grid.withUnsafeBytes { cache.lookup(width: width, height: height, parameters: parameters, cells: $0) }
        switch found {
        case .blurred(let surface):
            return surface
        case .missing(let miss):
            guard let surface = blur(&grid) else { return nil }
            if let miss { cache.keep(miss, surface) }
            return surface
        }
    }

    /// `shadowGrid`'s blur of the alpha `grid` and its tinted pixels, as a new surface.
    private static func tinted(_ grid: inout [Float], _ gw: Int, _ gh: Int, k: Int, sigma: Double, color: Color) -> OpaquePointer? {
        let smallSigma = gridSigma(sigma: sigma, k: k)
        if smallSigma > 0.05 { convolve(&grid, width: gw, height: gh, sigma: smallSigma) }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(gw), Int32(gh)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { cairo_surface_destroy(surface); return nil }
        let base = cairo_image_surface_get_data(surface)!, stride = Int(cairo_image_surface_get_stride(surface))
        // The tinted pixel of each alpha byte: each channel (alpha's as 1) times byte · α, rounded.
        let tint: [UInt32] = (0...255).map { (value: Int) -> UInt32 in
            let mask = Double(value) * color.alpha
            func byte(_ c: Double) -> UInt32 { roundedHalfUp(c * mask) }
            return byte(color.blue) | byte(color.green) << 8 | byte(color.red) << 16 | byte(1) << 24
        }
        grid.withUnsafeBufferPointer { cells in
            tint.withUnsafeBufferPointer { tint in
                for j in 0..<gh {
                    let out = UnsafeMutableRawPointer(base + j * stride)
                    for i in 0..<gw {
                        let alpha = roundedHalfUp(Swift.min(255, Swift.max(0, cells[j * gw + i])))
                        out.storeBytes(of: tint[Int(alpha)], toByteOffset: i * 4, as: UInt32.self)
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// A surface pattern drawing `grid` (from `blurredGrid`) scaled by `k` with its pixel (0, 0)
    /// at device point `origin`, bilinear, edges extended: in device space (identity matrix),
    /// grid cell centres land on the centres of their k × k boxes.
    static func pattern(_ grid: OpaquePointer, k: Int, origin: (x: Double, y: Double)) -> OpaquePointer? {
        guard let pattern = cairo_pattern_create_for_surface(grid) else { return nil }
        var m = cairo_matrix_t()
        cairo_matrix_init_scale(&m, 1 / Double(k), 1 / Double(k))
        cairo_matrix_translate(&m, -origin.x, -origin.y)
        cairo_pattern_set_matrix(pattern, &m)
        cairo_pattern_set_filter(pattern, k == 1 ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }

    /// Writes the grid as premultiplied bytes, `over` composited on top, rounded and clamped,
    /// each colour byte kept ≤ alpha so the pixels stay premultiplied.
    private static func store(_ grid: UnsafePointer<SIMD4<Float>>, into d: PixelPlane, over: SIMD4<Float>?) {
        let tint = over ?? .zero, keep = 1 - tint[3] / 255
        for j in 0..<d.height {
            let out = UnsafeMutableRawPointer(d.base + j * d.stride)
            for i in 0..<d.width {
                let v = grid[j * d.width + i] * keep + tint
                let alpha = roundedHalfUp(Swift.min(255, Swift.max(0, v[3])))
                func byte(_ c: Float) -> UInt32 { Swift.min(alpha, roundedHalfUp(Swift.min(255, Swift.max(0, c)))) }
                out.storeBytes(of: byte(v[0]) | byte(v[1]) << 8 | byte(v[2]) << 16 | alpha << 24, toByteOffset: i * 4, as: UInt32.self)
            }
        }
    }

    /// `x.rounded()` for 0 ≤ x ≤ 255 (halves away from zero, so up), without the libm call
    /// Swift makes for it on x86-64's baseline: the truncation and the exact remainder decide.
    @inline(__always)
    static func roundedHalfUp(_ x: Float) -> UInt32 {
        let whole = Int32(x)
        return UInt32(x - Float(whole) >= 0.5 ? whole + 1 : whole)
    }

    /// `roundedHalfUp` of a Double.
    @inline(__always)
    static func roundedHalfUp(_ x: Double) -> UInt32 {
        let whole = Int32(x)
        return UInt32(x - Double(whole) >= 0.5 ? whole + 1 : whole)
    }

    /// The sampling step inside a k × k box: every pixel up to k = 7, then about four samples
    /// per row and column of the box (a 30 × 30 box reads 5 × 5 pixels). Averaging a sparse,
    /// regular subset has nearly the box's variance (within 1/k² of it), and the Gaussian that
    /// follows, with σₛ ≥ 3 cells, leaves no visible aliasing; it makes reading a full-screen
    /// backdrop cost a few samples per cell instead of k².
    static func sampleStep(_ k: Int) -> Int { max(1, k / 4) }

    /// Averages each k × k box of `area` (fewer pixels at the right and bottom edges), read
    /// every `sampleStep(k)` pixels, into one cell, as the value `cell` makes of a row's sums
    /// of blue, green, red and alpha (all four channels, or alpha alone).
    private static func downsample<Cell: BlurCell>(_ p: PixelPlane, area: PixelRect, k: Int, into grid: UnsafeMutablePointer<Cell>,
                                                   gw: Int, gh: Int, _ cell: (UInt32, UInt32, UInt32, UInt32) -> Cell) {
        let step = sampleStep(k)
        for gy in 0..<gh {
            let rows = min(k, area.height - gy * k)
            let cells = grid + gy * gw
            var sampledRows = 0
            var r = 0
            while r < rows {
                let row = UnsafeRawPointer(p.base + (area.y + gy * k + r) * p.stride + area.x * 4)
                for gx in 0..<gw {
                    let x0 = gx * k, columns = min(k, area.width - x0)
                    var b: UInt32 = 0, g: UInt32 = 0, rr: UInt32 = 0, a: UInt32 = 0
                    var x = x0
                    while x < x0 + columns {
                        let w = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                        b &+= w & 0xFF; g &+= (w >> 8) & 0xFF; rr &+= (w >> 16) & 0xFF; a &+= w >> 24
                        x += step
                    }
                    cells[gx] += cell(b, g, rr, a)
                }
                sampledRows += 1
                r += step
            }
            for gx in 0..<gw {
                let columns = min(k, area.width - gx * k)
                let sampledColumns = (columns + step - 1) / step
                cells[gx] /= Float(sampledColumns * sampledRows)
            }
        }
    }

    /// The Gaussian integrated over each cell, ½[erf((i + ½)/σ√2) − erf((i − ½)/σ√2)] for i in
    /// −r...r, r = ⌈3σ⌉, normalised, as its half 0...r. Integrating rather than sampling makes
    /// a cell-aligned step come out exactly as the continuous Φ((x + ½)/σ) at cell centres, even
    /// for a σ of a cell or two, at the cost of a cell's box (variance 1/12) in the kernel.
    static func kernel(sigma: Double) -> [Float] {
        let r = reach(sigma: sigma)
        let scale = 1 / (sigma * 2.0.squareRoot())
        let raw: [Double] = (0...r).map { (i: Int) -> Double in
            let upper: Double = erf((Double(i) + 0.5) * scale), lower: Double = erf((Double(i) - 0.5) * scale)
            return 0.5 * (upper - lower)
        }
        let rest: Double = raw.dropFirst().reduce(0, +)
        let total: Double = raw[0] + 2 * rest
        return raw.map { Float($0 / total) }
    }

    /// A horizontal then a vertical pass of the kernel over the grid, edges extended.
    private static func convolve<Cell: BlurCell>(_ grid: inout [Cell], width w: Int, height h: Int, sigma: Double) {
        let weights = kernel(sigma: sigma)
        let r = weights.count - 1
        var line = [Cell](repeating: .zero, count: max(w, h) + 2 * r)
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

    /// `convolve` for one channel, eight cells at a time: across, eight neighbouring outputs of a
    /// row from `line`; down, eight neighbouring columns copied into a strip with their ends
    /// extended and passed as one column of `SIMD8` cells. Each lane does the generic pass's
    /// operations in its order, so the values are the same to the bit.
    private static func convolve(_ grid: inout [Float], width w: Int, height h: Int, sigma: Double) {
        let weights = kernel(sigma: sigma)
        let r = weights.count - 1
        var line = [Float](repeating: 0, count: max(w, h) + 2 * r)
        var strip = [SIMD8<Float>](repeating: .zero, count: 2 * h + 2 * r)
        grid.withUnsafeMutableBufferPointer { g in
            line.withUnsafeMutableBufferPointer { l in
                strip.withUnsafeMutableBufferPointer { st in
                    weights.withUnsafeBufferPointer { wt in
                        // The strip's columns with their ends extended, then the pass's output.
                        let base = g.baseAddress!, lb = l.baseAddress!, sb = st.baseAddress!, ob = sb + h + 2 * r, weight = wt.baseAddress!
                        for y in 0..<h {
                            let row = base + y * w
                            for i in 0..<r { lb[i] = row[0]; lb[r + w + i] = row[w - 1] }
                            (lb + r).update(from: row, count: w)
                            var i = 0
                            while i + 8 <= w {
                                let c = UnsafeRawPointer(lb + r + i)
                                func at(_ j: Int) -> SIMD8<Float> { c.loadUnaligned(fromByteOffset: 4 * j, as: SIMD8<Float>.self) }
                                var sum = at(0) * weight[0]
                                var j = 1
                                while j <= r {
                                    sum += (at(j) + at(-j)) * weight[j]
                                    j += 1
                                }
                                UnsafeMutableRawPointer(row + i).storeBytes(of: sum, as: SIMD8<Float>.self)
                                i += 8
                            }
                            if i < w { pass(row + i, step: 1, count: w - i, line: lb + i, r: r, weights: weight, prepared: true) }
                        }
                        var x = 0
                        while x + 8 <= w {
                            func column(_ y: Int) -> SIMD8<Float> {
                                UnsafeRawPointer(base + y * w + x).loadUnaligned(as: SIMD8<Float>.self)
                            }
                            for i in 0..<r { sb[i] = column(0); sb[r + h + i] = column(h - 1) }
                            for y in 0..<h { sb[r + y] = column(y) }
                            pass(ob, step: 1, count: h, line: sb, r: r, weights: weight, prepared: true)
                            for y in 0..<h { UnsafeMutableRawPointer(base + y * w + x).storeBytes(of: ob[y], as: SIMD8<Float>.self) }
                            x += 8
                        }
                        for x in x..<w { pass(base + x, step: w, count: h, line: lb, r: r, weights: weight) }
                    }
                }
            }
        }
    }

    /// Convolves `count` cells `step` apart in place, through `line` (the cells with r copies of
    /// each end cell on either side; with `prepared`, `line` already holds them, and the cells
    /// are the tail of a row whose line starts r cells before them).
    private static func pass<Cell: BlurCell>(_ cells: UnsafeMutablePointer<Cell>, step: Int, count n: Int,
                                             line: UnsafeMutablePointer<Cell>, r: Int, weights: UnsafePointer<Float>,
                                             prepared: Bool = false) {
        if !prepared {
            for i in 0..<r { line[i] = cells[0]; line[r + n + i] = cells[(n - 1) * step] }
            for i in 0..<n { line[r + i] = cells[i * step] }
        }
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
}

/// What a blur's grid holds per cell: the four channels of a colour (`SIMD4<Float>`) or one,
/// alpha (`Float`), with the sums, products by a weight and division the passes need; each lane
/// of the four is computed exactly as the one alone.
protocol BlurCell {
    static var zero: Self { get }
    static func + (a: Self, b: Self) -> Self
    static func += (a: inout Self, b: Self)
    static func * (a: Self, w: Float) -> Self
    static func /= (a: inout Self, d: Float)
}

extension Float: BlurCell {}
extension SIMD4: BlurCell where Scalar == Float {}
extension SIMD8: BlurCell where Scalar == Float {}
