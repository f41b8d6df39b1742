#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo
import CWarp
import SegueCore

/// Maps an image through a projective transform by inverse sampling: every target pixel's
/// centre is carried back into the source by the inverse map, and the source is read there
/// with a bilinear filter. Exact perspective at every pixel (no affine pieces), and the pixels
/// are Cairo's premultiplied ARGB32, which interpolate channel by channel without fringes.
enum ProjectiveWarp {
    /// Fills `destination` (the pixels of a surface standing for the device pixels `target`)
    /// with `source` sampled at [X Y 1] · `inverse` for each pixel centre (X, Y) = (target.x +
    /// i + ½, target.y + j + ½), where the source's pixel centres lie at whole coordinates. Only
    /// the span of each row within a pixel and a half of `outline` (the projected polygon, in
    /// device pixels) is sampled; the rest of the row, and any centre whose preimage is behind
    /// the viewer (third coordinate ≤ 0) or beyond the source's edge pixels, is transparent. The
    /// source's own transparent border fades the edges.
    ///
    /// A turn about one axis keeps one coordinate per row or column: about x (g12 = g13 = 0 in
    /// `inverse`) each target row reads one source row, its W and source y the same all along
    /// and its source x linear in the column index, sampled with those per-row parts computed
    /// once (the same values the general formula gives) and no division a pixel. A turn about y
    /// (g21 = g23 = 0) is that case with rows and columns exchanged: the source is read transposed
    /// (`transposedSource`, or a copy made here), warped about x into a transposed target, which
    /// is transposed into `destination`, so that each pass reads memory in order; its spans are
    /// the columns', and its filter takes the source's columns first (bilinear either way).
    ///
    /// On a processor with AVX2 the rows about x and the transpositions go eight pixels at a
    /// time through CWarp's kernels, which do the scalar code's integer arithmetic lane by lane
    /// and so write the same bytes (`useVectorKernels` false keeps to the scalar code, for that test).
    ///
    /// `store` writes each sampled pixel: `Copy` into a target of its own (every pixel of the
    /// target written, transparent outside the spans), or `Over` composited straight onto the
    /// frame (pixels outside the spans untouched).
    static func warp<Store: PixelStore>(_ source: PixelPlane, through inverse: Homography, into destination: PixelPlane,
                                        at target: PixelRect, within outline: [Point], store: Store,
                                        transposedSource: (() -> PixelPlane?)? = nil, useVectorKernels: Bool = true) {
        let h = inverse
        let vector = useVectorKernels && ProjectiveWarp.hasVectorKernels
        if h.h21 == 0, h.h23 == 0, !(h.h12 == 0 && h.h13 == 0) {
            warpAboutY(source, through: h, into: destination, at: target, within: outline, store: store,
                       transposedSource: transposedSource, vector: vector)
            return
        }
        let sampler = BilinearSampler(source)
        let oStride = destination.stride / 4
        let dst = UnsafeMutableRawPointer(destination.base).assumingMemoryBound(to: UInt32.self)
        let spans = (0..<target.height).map { j in
            span(of: outline, atY: Double(target.y + j) + 0.5, from: target.x, width: target.width)
        }
        if Store.fillsOutside {
            for j in 0..<target.height {
                let (first, end) = spans[j], row = dst + j * oStride
                if first > 0 { row.update(repeating: 0, count: min(first, target.width)) }
                if end < target.width { (row + max(end, first)).update(repeating: 0, count: target.width - max(end, first)) }
            }
        }
        let kernelSource = segue_warp_source(base: sampler.base, width: Int32(sampler.width), height: Int32(sampler.height),
                                             stride: Int32(sampler.stride))
        if h.h12 == 0, h.h13 == 0 {
            let blended = UnsafeMutablePointer<UInt32>.allocate(capacity: source.width + 16)
            defer { blended.deallocate() }
            // About x: per row, W and the source y, and the source x as a line in the column
            // index, in 32.32 fixed point (its rounding, 2⁻³³ pixel a column, never reaches a weight step).
            for j in 0..<target.height where spans[j].0 < spans[j].1 {
                let y = Double(target.y + j) + 0.5, row = dst + j * oStride
                let w = y * h.h23 + h.h33
                let x0 = Double(target.x) + 0.5
                guard w > 0, let line = FixedLine(fixed: (y * h.h22 + h.h32) / w, start: (x0 * h.h11 + y * h.h21 + h.h31) / w,
                                                  step: h.h11 / w) else {
                    if Store.fillsOutside { row.update(repeating: 0, count: target.width) }
                    continue
                }
                var i = spans[j].0
                while i < spans[j].1 {
                    if vector {
                        i = Int(segue_warp_row_avx2(kernelSource, line.start, line.step, line.fixedPart, row, Int32(i), Int32(spans[j].1),
                                                    store.alpha, Store.fillsOutside ? 0 : 1, blended))
                    }
                    // The block the kernel stopped at (it reaches an edge pixel), or every pixel without it.
                    let stop = vector ? min(spans[j].1, i + 8) : spans[j].1
                    for k in i..<stop {
                        store.store(row + k, sampler.sample(fixedX: line.along(k), fixedY: line.fixedPart))
                    }
                    i = stop
                }
            }
        } else {
            for j in 0..<target.height where spans[j].0 < spans[j].1 {
                let y = Double(target.y + j) + 0.5, row = dst + j * oStride
                let rowX = y * h.h21 + h.h31, rowY = y * h.h22 + h.h32, rowW = y * h.h23 + h.h33
                for i in spans[j].0..<spans[j].1 {
                    let x = Double(target.x + i) + 0.5
                    let w = x * h.h13 + rowW
                    guard w > 0 else { store.store(row + i, 0); continue }
                    let r = 1 / w
                    store.store(row + i, sampler.sample((x * h.h11 + rowX) * r, (x * h.h12 + rowY) * r))
                }
            }
        }
    }

    /// `warp` about y, through the transposes (see there): the target's transposed pixels are
    /// made in a buffer of their own, then stored into `destination` by `store`.
    private static func warpAboutY<Store: PixelStore>(_ source: PixelPlane, through h: Homography, into destination: PixelPlane,
                                                      at target: PixelRect, within outline: [Point], store: Store,
                                                      transposedSource: (() -> PixelPlane?)?, vector: Bool) {
        guard !target.isEmpty else { return }
        var made: UnsafeMutablePointer<UInt32>?
        defer { made?.deallocate() }
        let flipped: PixelPlane
        if let kept = transposedSource?() {
            flipped = kept
        } else {
            let pixels = UnsafeMutablePointer<UInt32>.allocate(capacity: max(1, source.width * source.height))
            made = pixels
            flipped = PixelPlane(base: UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt8.self),
                                 width: source.height, height: source.width, stride: source.height * 4)
            transpose(source, into: flipped, store: Copy(), vector: vector)
        }
        // (x, y) ↦ (y, x) on both sides: g'11 = g22, g'12 = g21, g'13 = g23, g'21 = g12, g'22 = g11, …
        let swapped = Homography(h11: h.h22, h12: h.h21, h13: h.h23, h21: h.h12, h22: h.h11, h23: h.h13, h31: h.h32, h32: h.h31, h33: h.h33)
        let swappedOutline = outline.map { Point($0.y, $0.x) }
        // Sixteen target columns at a time (one 64-byte line of each target row), warped as rows
        // into a buffer that stays in cache, then transposed into place.
        let strip = 16
        let buffer = UnsafeMutablePointer<UInt32>.allocate(capacity: strip * target.height)
        defer { buffer.deallocate() }
        for first in Swift.stride(from: 0, to: target.width, by: strip) {
            let count = min(strip, target.width - first)
            let across = PixelPlane(base: UnsafeMutableRawPointer(buffer).assumingMemoryBound(to: UInt8.self),
                                    width: target.height, height: count, stride: target.height * 4)
            warp(flipped, through: swapped, into: across, at: PixelRect(x: target.y, y: target.x + first, width: target.height, height: count),
                 within: swappedOutline, store: Copy(), useVectorKernels: vector)
            transpose(across, into: PixelPlane(base: destination.base + first * 4, width: count, height: target.height, stride: destination.stride),
                      store: store, vector: vector)
        }
    }

    /// Stores each pixel (x, y) of `source` at (y, x) of `destination` (its width `source`'s
    /// height and its height `source`'s width) through `store`, whole 8 × 8 blocks by CWarp's
    /// kernel when `vector`.
    static func transpose<Store: PixelStore>(_ source: PixelPlane, into destination: PixelPlane, store: Store, vector: Bool) {
        let src = UnsafeRawPointer(source.base).assumingMemoryBound(to: UInt32.self)
        let dst = UnsafeMutableRawPointer(destination.base).assumingMemoryBound(to: UInt32.self)
        let (sStride, dStride) = (source.stride / 4, destination.stride / 4)
        var (doneX, doneY) = (0, 0)
        if vector {
            segue_transpose_avx2(src, Int32(sStride), dst, Int32(dStride), Int32(source.width), Int32(source.height),
                                 store.alpha, Store.fillsOutside ? 0 : 1)
            (doneX, doneY) = (source.width / 8 * 8, source.height / 8 * 8)
        }
        // What the kernel leaves: the right-hand columns of every row, and the bottom rows.
        for y in 0..<source.height {
            for x in (y < doneY ? doneX : 0)..<source.width {
                store.store(dst + x * dStride + y, src[y * sStride + x])
            }
        }
    }

    /// The pixels [first, end) of a row of `width` pixels starting at device x `x0` whose
    /// centres lie within 1.5 pixels of the convex `outline` on the line at `y` (the bilinear
    /// filter reaches a pixel beyond the edge); empty when the line misses it.
    static func span(of outline: [Point], atY y: Double, from x0: Int, width: Int) -> (Int, Int) {
        guard outline.count >= 3 else { return (0, width) }
        var low = Double.infinity, high = -Double.infinity
        var previous = outline[outline.count - 1]
        for p in outline {
            let (a, b) = previous.y <= p.y ? (previous, p) : (p, previous)
            if y >= a.y - 1.5, y <= b.y + 1.5 {
                // The edge's x at y (clamped to the edge), or its whole extent when it is level.
                if b.y - a.y < 1e-9 {
                    (low, high) = (min(low, a.x, b.x), max(high, a.x, b.x))
                } else {
                    let t = max(0, min(1, (y - a.y) / (b.y - a.y)))
                    let x = a.x + (b.x - a.x) * t
                    (low, high) = (min(low, x), max(high, x))
                }
            }
            previous = p
        }
        guard low <= high else { return (0, 0) }
        let first = max(0, Int((low - 1.5 - Double(x0) - 0.5).rounded(.up)))
        let end = min(width, Int((high + 1.5 - Double(x0) - 0.5).rounded(.down)) + 1)
        return (first, max(first, end))
    }

    /// True when this processor runs CWarp's AVX2 kernels.
    static let hasVectorKernels = segue_warp_has_avx2() != 0

    /// How a warp writes a sampled pixel.
    protocol PixelStore {
        /// True when the pixels outside the polygon's spans are written transparent.
        static var fillsOutside: Bool { get }
        /// The opacity (0...256) an `Over` store multiplies by; 256 for a copy.
        var alpha: UInt32 { get }
        func store(_ pixel: UnsafeMutablePointer<UInt32>, _ value: UInt32)
    }

    /// Writes the sample as it is (a warp target of its own, composited afterwards).
    struct Copy: PixelStore {
        static var fillsOutside: Bool { true }
        var alpha: UInt32 { 256 }
        @inline(__always) func store(_ pixel: UnsafeMutablePointer<UInt32>, _ value: UInt32) { pixel.pointee = value }
    }

    /// Composites the sample, times `alpha` (0...256), over the pixel: Porter and Duff's OVER on
    /// premultiplied pixels, d = s·a + d·(1 − αs·a), in 8-bit channels rounded as `lerp` rounds.
    struct Over: PixelStore {
        static var fillsOutside: Bool { false }
        let alpha: UInt32

        @inline(__always) func store(_ pixel: UnsafeMutablePointer<UInt32>, _ value: UInt32) {
            guard value != 0 else { return }
            let s = alpha == 256 ? value : ProjectiveWarp.lerp(0, value, alpha)
            let keep = 255 &- (s >> 24)
            if keep == 0 { pixel.pointee = s; return }
            // d·keep/255 per channel, with x/255 ≈ (x + (x >> 8) + 128) >> 8, exact for 8-bit products.
            let d = pixel.pointee
            var rb = (d & 0x00FF_00FF) &* keep &+ 0x0080_0080
            rb = ((rb &+ ((rb >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
            var ag = ((d >> 8) & 0x00FF_00FF) &* keep &+ 0x0080_0080
            ag = (ag &+ ((ag >> 8) & 0x00FF_00FF)) & 0xFF00_FF00
            pixel.pointee = s &+ (rb | ag)
        }
    }

    /// A source coordinate fixed along a column (or row) of the target, and the other one a line
    /// in the target's row (or column) index: start + k·step, both in 32.32 fixed point.
    struct FixedLine {
        let fixedPart: Int64
        let start: Int64, step: Int64

        /// `nil` when a value is not finite or lies far beyond any surface (|v| ≥ 2³⁰).
        init?(fixed: Double, start: Double, step: Double) {
            let limit = Double(1 << 30)
            guard abs(fixed) < limit, abs(start) < limit, abs(step) < limit else { return nil }
            let one = Double(1 << 32)
            fixedPart = Int64((fixed * one).rounded())
            self.start = Int64((start * one).rounded())
            self.step = Int64((step * one).rounded())
        }

        /// The line's coordinate at index k.
        @inline(__always) func along(_ k: Int) -> Int64 { start &+ Int64(k) &* step }
    }

    /// Reads premultiplied ARGB32 pixels with a bilinear filter, transparent beyond the edge pixels.
    struct BilinearSampler {
        let base: UnsafePointer<UInt32>
        let width: Int, height: Int, stride: Int
        let maxX: Double, maxY: Double

        init(_ plane: PixelPlane) {
            base = UnsafeRawPointer(plane.base).assumingMemoryBound(to: UInt32.self)
            (width, height, stride) = (plane.width, plane.height, plane.stride / 4)
            (maxX, maxY) = (Double(plane.width), Double(plane.height))
        }

        /// The pixel at (sx, sy), pixel centres at whole coordinates; 0 beyond a pixel off the edge.
        @inline(__always)
        func sample(_ sx: Double, _ sy: Double) -> UInt32 {
            guard sx > -1, sy > -1, sx < maxX, sy < maxY else { return 0 }
            // In 32.32 fixed point (the surface is below 2¹⁵ pixels a side), floored.
            let one = 4_294_967_296.0
            return sample(fixedX: Int64((sx * one).rounded(.down)), fixedY: Int64((sy * one).rounded(.down)))
        }

        /// The pixel at a 32.32 fixed-point position: the whole parts index the pixel, the
        /// fractions rounded to 1/256 weight it (a value within ½ of a step of 1 weighs the next pixel whole).
        @inline(__always)
        func sample(fixedX: Int64, fixedY: Int64) -> UInt32 {
            let x0 = Int(truncatingIfNeeded: fixedX >> 32), y0 = Int(truncatingIfNeeded: fixedY >> 32)
            let wx = UInt32(truncatingIfNeeded: ((fixedX & 0xFFFF_FFFF) &+ 0x80_0000) >> 24)
            let wy = UInt32(truncatingIfNeeded: ((fixedY & 0xFFFF_FFFF) &+ 0x80_0000) >> 24)
            if x0 >= 0, y0 >= 0, x0 &+ 1 < width, y0 &+ 1 < height {
                let p = base + (y0 &* stride &+ x0)
                return ProjectiveWarp.lerp(ProjectiveWarp.lerp(p[0], p[stride], wy), ProjectiveWarp.lerp(p[1], p[stride &+ 1], wy), wx)
            }
            guard x0 >= -1, y0 >= -1, x0 < width, y0 < height else { return 0 }
            return edgeSample(x0, y0, wx, wy)
        }

        /// `sample`'s four pixels where some lie beyond the edge (transparent there).
        @inline(never)
        private func edgeSample(_ x0: Int, _ y0: Int, _ wx: UInt32, _ wy: UInt32) -> UInt32 {
            func pixel(_ px: Int, _ py: Int) -> UInt32 {
                px >= 0 && py >= 0 && px < width && py < height ? base[py * stride + px] : 0
            }
            return ProjectiveWarp.lerp(ProjectiveWarp.lerp(pixel(x0, y0), pixel(x0, y0 + 1), wy),
                                       ProjectiveWarp.lerp(pixel(x0 + 1, y0), pixel(x0 + 1, y0 + 1), wy), wx)
        }
    }

    /// a·(1 − w/256) + b·w/256 for each 8-bit channel of two ARGB32 words (w in 0...256),
    /// rounded; two channels at a time in 16-bit lanes, which the products never overflow.
    @inline(__always)
    static func lerp(_ a: UInt32, _ b: UInt32, _ w: UInt32) -> UInt32 {
        if a == b { return a }
        let v = 256 - w
        let rb = ((a & 0x00FF_00FF) &* v &+ (b & 0x00FF_00FF) &* w &+ 0x0080_0080) >> 8
        let ag = ((a >> 8) & 0x00FF_00FF) &* v &+ ((b >> 8) & 0x00FF_00FF) &* w &+ 0x0080_0080
        return (rb & 0x00FF_00FF) | (ag & 0xFF00_FF00)
    }
}
