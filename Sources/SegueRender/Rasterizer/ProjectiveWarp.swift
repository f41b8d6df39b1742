#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo
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
    /// A turn about one axis keeps one coordinate per column or row: about y (g21 = g23 = 0 in
    /// `inverse`) each target column reads one source column, its W and source x the same all
    /// the way down and its source y linear in the target's; about x (g12 = g13 = 0) each target
    /// row reads one source row. Those maps are sampled with the per-column or per-row parts
    /// computed once, the same values the general formula gives, without a division a pixel.
    ///
    /// `store` writes each sampled pixel: `Copy` into a target of its own (every pixel of the
    /// target written, transparent outside the spans), or `Over` composited straight onto the
    /// frame (pixels outside the spans untouched).
    static func warp<Store: PixelStore>(_ source: PixelPlane, through inverse: Homography, into destination: PixelPlane,
                                        at target: PixelRect, within outline: [Point], store: Store) {
        let sampler = BilinearSampler(source)
        let oStride = destination.stride / 4
        let dst = UnsafeMutableRawPointer(destination.base).assumingMemoryBound(to: UInt32.self)
        let h = inverse
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
        if h.h21 == 0, h.h23 == 0 {
            // About y: per column, W and the source x, and the source y as a line in the row
            // index, in 32.32 fixed point (its rounding, 2⁻³³ pixel a row, never reaches a weight step).
            let columns = (0..<target.width).map { i -> FixedLine? in
                let x = Double(target.x + i) + 0.5
                let w = x * h.h13 + h.h33
                guard w > 0 else { return nil }
                let y0 = Double(target.y) + 0.5
                return FixedLine(fixed: (x * h.h11 + h.h31) / w, start: (y0 * h.h22 + x * h.h12 + h.h32) / w, step: h.h22 / w)
            }
            for j in 0..<target.height where spans[j].0 < spans[j].1 {
                let row = dst + j * oStride
                for i in spans[j].0..<spans[j].1 {
                    guard let c = columns[i] else { store.store(row + i, 0); continue }
                    store.store(row + i, sampler.sample(fixedX: c.fixedPart, fixedY: c.along(j)))
                }
            }
        } else if h.h12 == 0, h.h13 == 0 {
            // About x: per row, W and the source y, and the source x as a line in the column index.
            for j in 0..<target.height where spans[j].0 < spans[j].1 {
                let y = Double(target.y + j) + 0.5, row = dst + j * oStride
                let w = y * h.h23 + h.h33
                let x0 = Double(target.x) + 0.5
                guard w > 0, let line = FixedLine(fixed: (y * h.h22 + h.h32) / w, start: (x0 * h.h11 + y * h.h21 + h.h31) / w,
                                                  step: h.h11 / w) else {
                    if Store.fillsOutside { row.update(repeating: 0, count: target.width) }
                    continue
                }
                for i in spans[j].0..<spans[j].1 {
                    store.store(row + i, sampler.sample(fixedX: line.along(i), fixedY: line.fixedPart))
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

    /// How a warp writes a sampled pixel.
    protocol PixelStore {
        /// True when the pixels outside the polygon's spans are written transparent.
        static var fillsOutside: Bool { get }
        func store(_ pixel: UnsafeMutablePointer<UInt32>, _ value: UInt32)
    }

    /// Writes the sample as it is (a warp target of its own, composited afterwards).
    struct Copy: PixelStore {
        static var fillsOutside: Bool { true }
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
                return ProjectiveWarp.lerp(ProjectiveWarp.lerp(p[0], p[1], wx), ProjectiveWarp.lerp(p[stride], p[stride &+ 1], wx), wy)
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
            return ProjectiveWarp.lerp(ProjectiveWarp.lerp(pixel(x0, y0), pixel(x0 + 1, y0), wx),
                                       ProjectiveWarp.lerp(pixel(x0, y0 + 1), pixel(x0 + 1, y0 + 1), wx), wy)
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
