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
    /// source's own transparent border fades the edges, or with `edges` (below) their coverage.
    ///
    /// A turn about one axis keeps one coordinate per row or column, sampled with the per-row
    /// or per-column parts computed once (the same values the general formula gives) and no
    /// division a pixel. About x (g12 = g13 = 0 in `inverse`) each target row reads one source
    /// row, its W and source y the same all along and its source x linear in the column index;
    /// the filter blends the two source rows first. About y (g21 = g23 = 0) each target column
    /// reads one source column, its source y linear in the row index; the filter blends across
    /// first, which lets the vector code do it in two passes over strips of 64 target columns
    /// (`Across.stripWidth`), each strip's first pass small enough to stay in cache: every source
    /// row the strip reads blended across at each of its columns' x, then each target pixel
    /// blended down that buffer's column.
    ///
    /// On a processor with AVX2 both go eight pixels at a time through CWarp's kernels, with
    /// AVX-512 sixteen; they do the scalar code's integer arithmetic lane by lane and so write
    /// the same bytes (`kernels` picks narrower ones, or the scalar code alone, for that test). `buffer` holds the
    /// pass across between calls (so that its pages are not new every frame); without it the
    /// warp allocates its own.
    ///
    /// `store` writes each sampled pixel: `Copy` into a target of its own (every pixel of the
    /// target written, transparent outside the spans), or `Over` composited straight onto the
    /// frame (pixels outside the spans untouched).
    ///
    /// With `edges`, the drawing's own edges in the source are antialiased over a target pixel
    /// (`EdgeCoverage`) instead of by the filter's fade into the transparent border, which is
    /// narrower than a target pixel where the source is finer than the target; the kernels then
    /// read only the source pixels away from those edges.
    static func warp<Store: PixelStore>(_ source: PixelPlane, through inverse: Homography, into destination: PixelPlane,
                                        at target: PixelRect, within outline: [Point], store: Store,
                                        edges: SourceEdges? = nil, buffer: WarpBuffer? = nil, kernels: Kernels = .best) {
        let h = inverse
        let kernels = min(kernels, Kernels.best)
        let sampler = BilinearSampler(source)
        let coverage = edges.map { EdgeCoverage(sampler: sampler, edges: $0, inverse: h, outline: outline) }
        // The source pixels the kernels read: all of them, or those away from the edges.
        let inner = coverage?.interior ?? (x: 0, y: 0, width: sampler.width, height: sampler.height)
        let vector = kernels != .scalar && inner.width >= 2 && inner.height >= 2
        let (shiftX, shiftY) = (Int64(inner.x) << 32, Int64(inner.y) << 32)
        let innerEnd = (x: inner.x + inner.width, y: inner.y + inner.height)
        /// The pixel at a 32.32 position for target pixel (i, j): as the sampler reads it among the
        /// interior's pixels (the kernels' too), else with `coverage` antialiased at the edges.
        @inline(__always) func pick(_ fixedX: Int64, _ fixedY: Int64, _ i: Int, _ j: Int, acrossFirst: Bool) -> UInt32 {
            let x0 = Int(truncatingIfNeeded: fixedX >> 32), y0 = Int(truncatingIfNeeded: fixedY >> 32)
            if coverage == nil || (x0 >= inner.x && x0 &+ 1 < innerEnd.x && y0 >= inner.y && y0 &+ 1 < innerEnd.y) {
                return sampler.sample(fixedX: fixedX, fixedY: fixedY, acrossFirst: acrossFirst)
            }
            return coverage!.edgeSample(fixedX: fixedX, fixedY: fixedY, at: Double(target.x + i) + 0.5, Double(target.y + j) + 0.5,
                                        acrossFirst: acrossFirst)
        }
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
        let kernelSource = segue_warp_source(base: sampler.base + inner.y * sampler.stride + inner.x, width: Int32(inner.width),
                                             height: Int32(inner.height), stride: Int32(sampler.stride))
        if h.h21 == 0, h.h23 == 0 {
            // About y: per column, W and the source x, and the source y as a line in the row
            // index, in 32.32 fixed point (its rounding, 2⁻³³ pixel a row, never reaches a weight
            // step); a column behind the viewer reads at x = −2³¹, far outside the source.
            var fixedX = [Int64](repeating: .min, count: target.width)
            var startY = [Int64](repeating: 0, count: target.width), stepY = startY
            for i in 0..<target.width {
                let x = Double(target.x + i) + 0.5
                let w = x * h.h13 + h.h33
                guard w > 0 else { continue }
                let y0 = Double(target.y) + 0.5
                guard let line = FixedLine(fixed: (x * h.h11 + h.h31) / w, start: (y0 * h.h22 + x * h.h12 + h.h32) / w,
                                           step: h.h22 / w) else { continue }
                (fixedX[i], startY[i], stepY[i]) = (line.fixedPart, line.start, line.step)
            }
            func scalar(_ j: Int, _ row: UnsafeMutablePointer<UInt32>, _ columns: Range<Int>) {
                for k in columns {
                    store.store(row + k, pick(fixedX[k], startY[k] &+ Int64(j) &* stepY[k], k, j, acrossFirst: true))
                }
            }
            guard vector else {
                for j in 0..<target.height where spans[j].0 < spans[j].1 { scalar(j, dst + j * oStride, spans[j].0..<spans[j].1) }
                return
            }
            // In strips of columns, each blended across and then down while its pass across is
            // still in the processor's cache (a whole face's would be a frame's size, written out
            // to memory and read back).
            let drawn = spans.filter { $0.0 < $0.1 }
            guard let left = drawn.map(\.0).min(), let right = drawn.map(\.1).max() else { return }
            let columns = Across.Columns(kernelSource, fixedX: fixedX.map { $0 == .min ? .min : $0 &- shiftX },
                                         startY: startY.map { $0 &- shiftY }, stepY: stepY, wide: kernels == .avx512)
            let pass = buffer ?? WarpBuffer()
            // Each strip's `Across` reads `pass`'s memory by pointer: it lives to the last strip.
            defer { withExtendedLifetime(pass) {} }
            var stripSpans = spans
            var stops = [Int](repeating: 0, count: target.height)
            for stripStart in stride(from: left, to: right, by: Across.stripWidth) {
                let strip = stripStart..<min(right, stripStart + Across.stripWidth)
                var firstRow = Int.max, lastRow = Int.min
                for j in 0..<target.height {
                    stripSpans[j] = (max(spans[j].0, strip.lowerBound), min(spans[j].1, strip.upperBound))
                    if stripSpans[j].0 < stripSpans[j].1 { (firstRow, lastRow) = (min(firstRow, j), j) }
                }
                guard firstRow <= lastRow else { continue }
                let across = Across(columns, strip, rows: firstRow...lastRow, buffer: pass)
                // Every row of the strip in one call to the kernel (a row of a strip is a few
                // blocks: a call a row cost more than they did), which says where each stopped.
                across?.down(rows: firstRow...lastRow, spans: stripSpans, into: dst, stride: oStride, store: store, stops: &stops)
                for j in firstRow...lastRow where stripSpans[j].0 < stripSpans[j].1 {
                    let row = dst + j * oStride
                    var i = across == nil ? stripSpans[j].0 : stops[j - firstRow]
                    while i < stripSpans[j].1 {
                        // The block the kernel stopped at (it reaches an edge pixel), or the rest
                        // when there was nothing to blend across.
                        let stop = across == nil ? stripSpans[j].1 : min(stripSpans[j].1, i + 8)
                        scalar(j, row, i..<stop)
                        i = stop
                        if let across, i < stripSpans[j].1 { i = across.down(row: j, into: row, from: i, to: stripSpans[j].1, store: store) }
                    }
                }
            }
        } else if h.h12 == 0, h.h13 == 0 {
            let blended = UnsafeMutablePointer<UInt32>.allocate(capacity: source.width + 32)
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
                        let over: Int32 = Store.fillsOutside ? 0 : 1
                        // Each called by name: a C function taken as a value is wrapped in a
                        // context that is retained and released at every call.
                        if kernels == .avx512 {
                            i = Int(segue_warp_row_avx512(kernelSource, line.start &- shiftX, line.step, line.fixedPart &- shiftY, row, Int32(i),
                                                          Int32(spans[j].1), store.alpha, over, blended))
                        } else {
                            i = Int(segue_warp_row_avx2(kernelSource, line.start &- shiftX, line.step, line.fixedPart &- shiftY, row, Int32(i),
                                                        Int32(spans[j].1), store.alpha, over, blended))
                        }
                    }
                    // The block the kernel stopped at (it reaches an edge pixel), or every pixel without it.
                    let stop = vector ? min(spans[j].1, i + 8) : spans[j].1
                    for k in i..<stop {
                        store.store(row + k, pick(line.along(k), line.fixedPart, k, j, acrossFirst: false))
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
                    let (sx, sy) = ((x * h.h11 + rowX) * r, (x * h.h12 + rowY) * r)
                    // With edges, any position a line could hold: a pixel centred more than a
                    // source pixel beyond an edge can still have part of its footprint inside.
                    guard coverage != nil, sx.magnitude < 0x1p30, sy.magnitude < 0x1p30 else {
                        store.store(row + i, sampler.sample(sx, sy))
                        continue
                    }
                    let one = 4_294_967_296.0
                    store.store(row + i, pick(Int64((sx * one).rounded(.down)), Int64((sy * one).rounded(.down)), i, j, acrossFirst: false))
                }
            }
        }
    }

    /// The pass across of a turn about y (see `warp`) for one strip of target columns: the
    /// source rows the strip's rows can read, each blended across at every column's x, in a
    /// `WarpBuffer`; `down` then blends each target pixel from two of its rows.
    struct Across {
        /// The target columns of one pass across: 64 columns of a full-height screen's source
        /// rows (2532 at 3×) are 648 KB, within a core's second-level cache.
        static let stripWidth = 64

        /// Every target column's part of the turn, for all the strips of one warp: its source x
        /// (−1 beyond the source's edge pixels), weight across, and source y as a line in the row.
        final class Columns {
            let source: segue_warp_source
            /// Held as raw memory, which the kernels read in place at every row.
            let columnX: UnsafeMutableBufferPointer<Int32>, weights: UnsafeMutableBufferPointer<UInt32>
            let startY: UnsafeMutableBufferPointer<Int64>, stepY: UnsafeMutableBufferPointer<Int64>
            /// True to run the AVX-512 kernels, else the AVX2 ones.
            let wide: Bool

            /// `source`, and the positions, as the kernels read them (the pixels away from a
            /// drawing's edges, `EdgeCoverage.interior`).
            init(_ source: segue_warp_source, fixedX: [Int64], startY: [Int64], stepY: [Int64], wide: Bool) {
                self.wide = wide
                self.source = source
                columnX = .allocate(capacity: fixedX.count)
                weights = .allocate(capacity: fixedX.count)
                for (i, fixed) in fixedX.enumerated() {
                    let x0 = fixed >> 32
                    columnX[i] = x0 >= 0 && x0 + 1 < Int64(source.width) ? Int32(x0) : -1
                    weights[i] = UInt32(truncatingIfNeeded: ((fixed & 0xFFFF_FFFF) &+ 0x80_0000) >> 24)
                }
                self.startY = .allocate(capacity: startY.count)
                _ = self.startY.initialize(from: startY)
                self.stepY = .allocate(capacity: stepY.count)
                _ = self.stepY.initialize(from: stepY)
            }

            deinit {
                columnX.deallocate()
                weights.deallocate()
                startY.deallocate()
                stepY.deallocate()
            }
        }

        let columns: Columns
        let pixels: UnsafeMutablePointer<UInt32>
        /// The target columns [first, first + count) and source rows [top, top + rows) it holds.
        let first: Int, count: Int, top: Int, rows: Int

        /// The pass for the target columns `strip` drawn on the target rows `drawn`; `nil` when
        /// they read no source row, or the kernel wrote nothing (no AVX2, no memory for its plan).
        init?(_ columns: Columns, _ strip: Range<Int>, rows drawn: ClosedRange<Int>, buffer: WarpBuffer) {
            // The rows the strip can reach: each column's line at the first and last row drawn
            // (a line's extremes are at its ends).
            var low = Int.max, high = Int.min
            let (rowA, rowB) = (Int64(drawn.lowerBound), Int64(drawn.upperBound))
            for i in strip where columns.columnX[i] >= 0 {
                let a = Int(truncatingIfNeeded: (columns.startY[i] &+ rowA &* columns.stepY[i]) >> 32)
                let b = Int(truncatingIfNeeded: (columns.startY[i] &+ rowB &* columns.stepY[i]) >> 32)
                (low, high) = (min(low, a, b), max(high, a + 1, b + 1))
            }
            let top = max(0, low), bottom = min(Int(columns.source.height) - 1, high)
            guard top <= bottom else { return nil }
            (self.columns, first, count, self.top, rows) = (columns, strip.lowerBound, strip.count, top, bottom - top + 1)
            pixels = buffer.pixels(count * rows)
            let (x0, wx) = (columns.columnX.baseAddress! + first, columns.weights.baseAddress! + first)
            let written = columns.wide
                ? segue_warp_across_avx512(columns.source, x0, wx, Int32(count), Int32(top), Int32(rows), pixels, Int32(count))
                : segue_warp_across_avx2(columns.source, x0, wx, Int32(count), Int32(top), Int32(rows), pixels, Int32(count))
            guard written == 1 else { return nil }
        }

        /// Writes row `row`'s target pixels from `from` in blocks (of 8, or 16 with the last one
        /// partial) while every one reads inside the source's edge pixels; returns where it stopped.
        func down<Store: PixelStore>(row: Int, into target: UnsafeMutablePointer<UInt32>, from: Int, to end: Int, store: Store) -> Int {
            guard from >= first, end <= first + count else { return from }
            let (x0, fy0, fyStep) = (columns.columnX.baseAddress! + first, columns.startY.baseAddress! + first,
                                     columns.stepY.baseAddress! + first)
            let (start, stop, over): (Int32, Int32, Int32) = (Int32(from - first), Int32(end - first), Store.fillsOutside ? 0 : 1)
            let reached = columns.wide
                ? segue_warp_down_avx512(pixels, Int32(count), Int32(top), Int32(rows), x0, fy0, fyStep, Int64(row), target + first,
                                         start, stop, store.alpha, over)
                : segue_warp_down_avx2(pixels, Int32(count), Int32(top), Int32(rows), x0, fy0, fyStep, Int64(row), target + first,
                                       start, stop, store.alpha, over)
            return Int(reached) + first
        }

        /// `down(row:…)` for each row of `rows`, its pixels `spans[j]` (within the strip, or
        /// empty) in the row at `target + j·stride`, in one call: `stops[j − rows.lowerBound]`
        /// is where row j's kernel stopped.
        func down<Store: PixelStore>(rows: ClosedRange<Int>, spans: [(Int, Int)], into target: UnsafeMutablePointer<UInt32>,
                                     stride: Int, store: Store, stops: inout [Int]) {
            var packed = [Int32](repeating: 0, count: 2 * rows.count)
            for j in rows {
                let (a, b) = spans[j], k = 2 * (j - rows.lowerBound)
                (packed[k], packed[k + 1]) = a < b ? (Int32(a - first), Int32(b - first)) : (0, 0)
            }
            var reached = [Int32](repeating: 0, count: rows.count)
            let (x0, fy0, fyStep) = (columns.columnX.baseAddress! + first, columns.startY.baseAddress! + first,
                                     columns.stepY.baseAddress! + first)
            let dst = target + rows.lowerBound * stride + first, over: Int32 = Store.fillsOutside ? 0 : 1
            if columns.wide {
                segue_warp_down_strip_avx512(pixels, Int32(count), Int32(top), Int32(self.rows), x0, fy0, fyStep, Int64(rows.lowerBound),
                                             Int32(rows.count), packed, dst, Int64(stride), store.alpha, over, &reached)
            } else {
                segue_warp_down_strip_avx2(pixels, Int32(count), Int32(top), Int32(self.rows), x0, fy0, fyStep, Int64(rows.lowerBound),
                                           Int32(rows.count), packed, dst, Int64(stride), store.alpha, over, &reached)
            }
            for k in 0..<rows.count { stops[k] = Int(reached[k]) + first }
        }
    }

    /// Where a drawing's own edges lie in its flat rendering, in sample coordinates (pixel
    /// centres at whole numbers, so pixel k covers k − ½ … k + ½): the sides that are edges of
    /// the layer, `nil` for a side carried on past it (`Rasterizer.bleed`) or cut off by the clip.
    struct SourceEdges: Equatable {
        var left: Double?, right: Double?, top: Double?, bottom: Double?
    }

    /// A drawing's edges antialiased over one target pixel. The filter alone fades an edge into
    /// the rendering's transparent border over one source pixel, which is a fraction of a target
    /// pixel wherever the source is finer than the target (a layer turned nearly edge-on, whose
    /// flat rendering keeps the resolution its nearest point needs across a squeezed image): at
    /// 85° a side edge was a third of a pixel off. Near an edge, each target pixel takes the
    /// part of its preimage (a box as wide, along each source axis, as the map's derivative
    /// says: the pixel's footprint, at least one source pixel) that lies inside the edges, and
    /// samples the drawing at the nearest point a pixel inside them, so the border is never
    /// read there. Where the footprint is one source pixel, that is the filter's fade itself.
    final class EdgeCoverage {
        let sampler: BilinearSampler
        let edges: SourceEdges
        let inverse: Homography
        /// The source pixels away from the edges, which the kernels read: every pixel whose
        /// sample lies there is wholly inside, its footprint no wider than the widest at the
        /// outline's corners (for a turn about x or y, the paths with kernels, the footprint
        /// is largest at a corner; elsewhere it can peak a little inside, and the interior is
        /// then a hair too generous, never inconsistent: each pixel is classed by its position).
        let interior: (x: Int, y: Int, width: Int, height: Int)
        /// How far beyond an edge, in source pixels, a footprint can reach (the widest half):
        /// a sample further out is transparent without working out its own.
        private let reach: (x: Double, y: Double)

        init(sampler: BilinearSampler, edges: SourceEdges, inverse: Homography, outline: [Point]) {
            (self.sampler, self.edges, self.inverse) = (sampler, edges, inverse)
            var widest = (x: 1.0, y: 1.0)
            for p in outline {
                guard let f = EdgeCoverage.footprint(inverse, p.x, p.y) else { continue }
                widest = (max(widest.x, f.x), max(widest.y, f.y))
            }
            // A sample at s with footprint g is whole inside when L + g/2 ≤ s and s + g/2 ≤ R:
            // pixels x0 ≥ ⌈L + g/2⌉ and x0 + 1 ≤ ⌊R − g/2⌋ (s lies in x0 … x0 + 1).
            func range(_ low: Double?, _ high: Double?, _ g: Double, _ count: Int) -> (Int, Int) {
                let first = low.map { Int(max(0, min(Double(count), ($0 + g / 2).rounded(.up)))) } ?? 0
                let last = high.map { Int(max(-1, min(Double(count - 1), ($0 - g / 2).rounded(.down)))) } ?? count - 1
                return (first, max(0, last - first + 1))
            }
            let (x, width) = range(edges.left, edges.right, widest.x, sampler.width)
            let (y, height) = range(edges.top, edges.bottom, widest.y, sampler.height)
            interior = (x, y, width, height)
            reach = (widest.x / 2, widest.y / 2)
        }

        /// How many source pixels a target pixel at (x, y) spans along the source's x and y axes:
        /// the sums of the absolute derivatives of the source position; `nil` behind the viewer.
        static func footprint(_ h: Homography, _ x: Double, _ y: Double) -> (x: Double, y: Double)? {
            let w = x * h.h13 + y * h.h23 + h.h33
            guard w > 0 else { return nil }
            let r = 1 / w
            let sx = (x * h.h11 + y * h.h21 + h.h31) * r, sy = (x * h.h12 + y * h.h22 + h.h32) * r
            let fx = (abs(h.h11 - sx * h.h13) + abs(h.h21 - sx * h.h23)) * r
            let fy = (abs(h.h12 - sy * h.h13) + abs(h.h22 - sy * h.h23)) * r
            guard fx.isFinite, fy.isFinite else { return nil }
            return (fx, fy)
        }

        /// The pixel at a 32.32 position outside the interior, for the target pixel centred at
        /// (x, y): its part inside the edges.
        @inline(never)
        func edgeSample(fixedX: Int64, fixedY: Int64, at x: Double, _ y: Double, acrossFirst: Bool) -> UInt32 {
            let one = 4_294_967_296.0
            let (sx, sy) = (Double(fixedX) / one, Double(fixedY) / one)
            if let l = edges.left, sx < l - reach.x { return 0 }
            if let r = edges.right, sx > r + reach.x { return 0 }
            if let t = edges.top, sy < t - reach.y { return 0 }
            if let b = edges.bottom, sy > b + reach.y { return 0 }
            guard let f = EdgeCoverage.footprint(inverse, x, y) else { return 0 }
            // The part of the box [s − g/2, s + g/2] within [low, high], and the sample moved to
            // the nearest centre of a pixel wholly inside them (Cairo's partial pixel at an edge
            // off the pixel grid is antialiased already); their middle when no pixel is.
            func along(_ s: Double, _ g: Double, _ low: Double?, _ high: Double?) -> (cover: Double, at: Double) {
                let a = max(s - g / 2, low ?? -.infinity), b = min(s + g / 2, high ?? .infinity)
                let cover = max(0, min(1, (b - a) / g))
                let first = low.map { ($0 + 0.5).rounded(.up) } ?? -.infinity, last = high.map { ($0 - 0.5).rounded(.down) } ?? .infinity
                guard first <= last else { return (cover, ((low ?? 0) + (high ?? 0)) / 2) }
                return (cover, min(max(s, first), last))
            }
            let across = along(sx, max(1, f.x), edges.left, edges.right), down = along(sy, max(1, f.y), edges.top, edges.bottom)
            let weight = UInt32(truncatingIfNeeded: Int((across.cover * down.cover * 256).rounded()))
            guard weight > 0, let at = BilinearSampler.fixed(across.at, down.at, within: sampler) else { return 0 }
            let value = sampler.sample(fixedX: across.at == sx ? fixedX : at.x, fixedY: down.at == sy ? fixedY : at.y,
                                       acrossFirst: acrossFirst)
            return weight >= 256 ? value : ProjectiveWarp.lerp(0, value, weight)
        }
    }

    /// Memory a warp keeps between calls for its pass across, grown as asked (never shrunk).
    final class WarpBuffer {
        private var base: UnsafeMutablePointer<UInt32>?
        private var capacity = 0

        deinit { base?.deallocate() }

        /// At least `count` pixels; their contents are left as they were.
        func pixels(_ count: Int) -> UnsafeMutablePointer<UInt32> {
            if let base, capacity >= count { return base }
            base?.deallocate()
            // With room to spare, so that a little more next frame needs no new pages.
            capacity = count + count / 4
            let made = UnsafeMutablePointer<UInt32>.allocate(capacity: capacity)
            base = made
            return made
        }
    }

    /// The pixels [first, end) of a row of `width` pixels starting at device x `x0` whose
    /// centres lie within 1.5 pixels, across and down, of the convex `outline` (the bilinear
    /// filter reaches a pixel beyond the edge): the polygon's extent over the band of lines from
    /// y − 1.5 to y + 1.5, widened by 1.5. Over the band, not on the line alone, so that a nearly
    /// level edge keeps the pixels its antialiased ramp crosses. Empty when the band misses it.
    static func span(of outline: [Point], atY y: Double, from x0: Int, width: Int) -> (Int, Int) {
        guard outline.count >= 3 else { return (0, width) }
        var low = Double.infinity, high = -Double.infinity
        var previous = outline[outline.count - 1]
        for p in outline {
            let (a, b) = previous.y <= p.y ? (previous, p) : (p, previous)
            if y >= a.y - 1.5, y <= b.y + 1.5 {
                // The part of the edge within the band (its whole extent when it is level).
                if b.y - a.y < 1e-9 {
                    (low, high) = (min(low, a.x, b.x), max(high, a.x, b.x))
                } else {
                    for t in [(y - 1.5 - a.y) / (b.y - a.y), (y + 1.5 - a.y) / (b.y - a.y)] {
                        let x = a.x + (b.x - a.x) * max(0, min(1, t))
                        (low, high) = (min(low, x), max(high, x))
                    }
                }
            }
            previous = p
        }
        guard low <= high else { return (0, 0) }
        let first = max(0, Int((low - 1.5 - Double(x0) - 0.5).rounded(.up)))
        let end = min(width, Int((high + 1.5 - Double(x0) - 0.5).rounded(.down)) + 1)
        return (first, max(first, end))
    }

    /// True when this processor runs CWarp's AVX2 kernels (or wider).
    static let hasVectorKernels = Kernels.best != .scalar

    /// Which of CWarp's kernels a warp runs: none (the scalar code alone), the AVX2 ones, eight
    /// pixels at a time, or the AVX-512 ones, sixteen; all write the same bytes.
    enum Kernels: Int, Comparable, CaseIterable, Sendable {
        case scalar, avx2, avx512

        /// The widest this processor runs.
        static let best: Kernels = segue_warp_has_avx512() != 0 ? .avx512 : segue_warp_has_avx2() != 0 ? .avx2 : .scalar
        /// Every one this processor runs, narrowest first.
        static var available: [Kernels] { allCases.filter { $0 <= best } }

        static func < (a: Kernels, b: Kernels) -> Bool { a.rawValue < b.rawValue }
    }

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
            guard let fixed = BilinearSampler.fixed(sx, sy, within: self) else { return 0 }
            return sample(fixedX: fixed.x, fixedY: fixed.y)
        }

        /// (sx, sy) in 32.32 fixed point (the surface is below 2¹⁵ pixels a side), floored;
        /// `nil` beyond a pixel off the edge of `sampler`'s pixels, where every sample is 0.
        @inline(__always)
        static func fixed(_ sx: Double, _ sy: Double, within sampler: BilinearSampler) -> (x: Int64, y: Int64)? {
            guard sx > -1, sy > -1, sx < sampler.maxX, sy < sampler.maxY else { return nil }
            let one = 4_294_967_296.0
            return (Int64((sx * one).rounded(.down)), Int64((sy * one).rounded(.down)))
        }

        /// The pixel at a 32.32 fixed-point position: the whole parts index the pixel, the
        /// fractions rounded to 1/256 weight it (a value within ½ of a step of 1 weighs the next pixel whole).
        /// The two rows are blended first, or with `acrossFirst` the two columns (each step
        /// rounds, so the order shows in the last bit; each fast path keeps to one).
        @inline(__always)
        func sample(fixedX: Int64, fixedY: Int64, acrossFirst: Bool = false) -> UInt32 {
            let x0 = Int(truncatingIfNeeded: fixedX >> 32), y0 = Int(truncatingIfNeeded: fixedY >> 32)
            let wx = UInt32(truncatingIfNeeded: ((fixedX & 0xFFFF_FFFF) &+ 0x80_0000) >> 24)
            let wy = UInt32(truncatingIfNeeded: ((fixedY & 0xFFFF_FFFF) &+ 0x80_0000) >> 24)
            if x0 >= 0, y0 >= 0, x0 &+ 1 < width, y0 &+ 1 < height {
                let p = base + (y0 &* stride &+ x0)
                return ProjectiveWarp.bilinear(p[0], p[1], p[stride], p[stride &+ 1], wx, wy, acrossFirst: acrossFirst)
            }
            guard x0 >= -1, y0 >= -1, x0 < width, y0 < height else { return 0 }
            return edgeSample(x0, y0, wx, wy, acrossFirst: acrossFirst)
        }

        /// `sample`'s four pixels where some lie beyond the edge (transparent there).
        @inline(never)
        private func edgeSample(_ x0: Int, _ y0: Int, _ wx: UInt32, _ wy: UInt32, acrossFirst: Bool) -> UInt32 {
            func pixel(_ px: Int, _ py: Int) -> UInt32 {
                px >= 0 && py >= 0 && px < width && py < height ? base[py * stride + px] : 0
            }
            return ProjectiveWarp.bilinear(pixel(x0, y0), pixel(x0 + 1, y0), pixel(x0, y0 + 1), pixel(x0 + 1, y0 + 1), wx, wy,
                                           acrossFirst: acrossFirst)
        }
    }

    /// The four pixels around a point (top left, top right, bottom left, bottom right) blended
    /// by its fractions wx and wy (0...256): down then across, or across then down.
    @inline(__always)
    static func bilinear(_ p00: UInt32, _ p01: UInt32, _ p10: UInt32, _ p11: UInt32, _ wx: UInt32, _ wy: UInt32,
                         acrossFirst: Bool) -> UInt32 {
        acrossFirst ? lerp(lerp(p00, p01, wx), lerp(p10, p11, wx), wy) : lerp(lerp(p00, p10, wy), lerp(p01, p11, wy), wx)
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
