import SegueCore
import Testing
@testable import SegueRender

/// The projective warp's fast paths: the AVX2 and AVX-512 kernels write the scalar code's bytes, every path
/// samples where its map says, the offscreen scale steps up a ladder, and a flat rendering kept
/// from an earlier frame draws what a fresh one draws.
@Suite struct ProjectiveWarpKernelTests {
    /// `width × height` premultiplied pixels from a fixed sequence: opaque, clear and translucent
    /// ones mixed, so that every branch of the sampler and of the stores is taken.
    final class Pixels {
        let words: UnsafeMutablePointer<UInt32>
        let width: Int, height: Int

        init(width: Int, height: Int, seed: UInt32) {
            (self.width, self.height) = (width, height)
            words = .allocate(capacity: width * height)
            var state = seed
            for k in 0..<(width * height) {
                state = state &* 1_664_525 &+ 1_013_904_223
                let alpha: UInt32 = switch state >> 29 { case 0: 0; case 1, 2: UInt32(state >> 8 & 0xFF); default: 255 }
                func channel(_ shift: UInt32) -> UInt32 { (state >> shift & 0xFF) * alpha / 255 }
                // Runs of one colour as on a screen, with the odd pixel changing.
                words[k] = k % 7 == 3 && k > 0 ? words[k - 1] : alpha << 24 | channel(16) << 16 | channel(8) << 8 | channel(0)
            }
        }

        deinit { words.deallocate() }

        var plane: PixelPlane {
            PixelPlane(base: UnsafeMutableRawPointer(words).assumingMemoryBound(to: UInt8.self), width: width, height: height, stride: width * 4)
        }

        var array: [UInt32] { Array(UnsafeBufferPointer(start: words, count: width * height)) }
    }

    /// Inverse maps (target pixel → source pixel) of the three kinds the warp tells apart: a
    /// turn about x (g12 = g13 = 0), about y (g21 = g23 = 0), and about both; and a steep turn
    /// about y, whose source row changes by up to about 7 over eight neighbouring columns
    /// (w = x·0.004 + 0.8 falls across the target, and 1/w's change over 8 columns, times y up
    /// to about 150, is that many rows): the pass down takes each of its ways, loading the
    /// rows a block reads whole (spread 0 to 3) or gathering them. And a turn about x and one
    /// about y that shrink the source 2.3 times across: sixteen neighbouring target pixels then
    /// read source columns 28 to 36 apart, more than the sixteen-pixel kernels' window of
    /// thirty-two in some blocks, which gather them. Last, a turn about y reading 1.25 source
    /// columns a target pixel, placed so that the block of sixteen ending at target column 175
    /// (x = 178.5, source x = 209.5) reads the source's last pixel, 210, from a window starting
    /// at 192: the pass across loads only the 19 of its 32 pixels inside the row (a mask one
    /// pixel short fails this map).
    static let maps: [Homography] = [
        Homography(h11: 1.07, h12: 0, h13: 0, h21: 0.04, h22: 0.93, h23: 0.0011, h31: -6.3, h32: 3.7, h33: 0.96),
        Homography(h11: 0.91, h12: 0.03, h13: 0.0013, h21: 0, h22: 1.12, h23: 0, h31: 4.1, h32: -7.9, h33: 0.97),
        Homography(h11: 0.95, h12: 0.08, h13: 0.0009, h21: -0.06, h22: 1.04, h23: 0.0007, h31: 2.2, h32: 1.9, h33: 1),
        Homography(h11: 1.3, h12: 0.05, h13: 0.004, h21: 0, h22: 1.0, h23: 0, h31: -20, h32: -60, h33: 0.8),
        Homography(h11: 2.3, h12: 0, h13: 0, h21: 0.04, h22: 0.93, h23: 0.0011, h31: -6.3, h32: 3.7, h33: 0.96),
        Homography(h11: 2.3, h12: 0.03, h13: 0.0013, h21: 0, h22: 1.12, h23: 0, h31: 4.1, h32: -7.9, h33: 0.97),
        Homography(h11: 1.25, h12: 0.02, h13: 0.0003, h21: 0, h22: 1.05, h23: 0, h31: -2.4, h32: -3, h33: 1),
    ]

    /// Warps a 211 × 173 source through `map` into a 190 × 205 target starting at (3, 5), over
    /// `background` (for `Over`), with `kernels`, and with `edges` antialiased by coverage.
    func warped(_ map: Homography, alpha: UInt32?, kernels: ProjectiveWarp.Kernels,
                edges: ProjectiveWarp.SourceEdges? = nil) -> [UInt32] {
        let source = Pixels(width: 211, height: 173, seed: 7)
        let target = Pixels(width: 190, height: 205, seed: 11)
        let area = PixelRect(x: 3, y: 5, width: 190, height: 205)
        // The source's corners carried forward: the polygon the spans follow.
        let forward = map.inverted()!
        let outline = [Point(-0.5, -0.5), Point(210.5, -0.5), Point(210.5, 172.5), Point(-0.5, 172.5)]
            .compactMap { forward.apply(to: $0) }
        if let alpha {
            ProjectiveWarp.warp(source.plane, through: map, into: target.plane, at: area, within: outline,
                                store: ProjectiveWarp.Over(alpha: alpha), edges: edges, kernels: kernels)
        } else {
            ProjectiveWarp.warp(source.plane, through: map, into: target.plane, at: area, within: outline,
                                store: ProjectiveWarp.Copy(), edges: edges, kernels: kernels)
        }
        return target.array
    }

    @Test(.enabled(if: ProjectiveWarp.hasVectorKernels), arguments: 0..<7)
    func theVectorKernelsWriteTheScalarBytes(map: Int) {
        for kernels in ProjectiveWarp.Kernels.available where kernels != .scalar {
            for alpha: UInt32? in [nil, 256, 181] {
                let fast = warped(Self.maps[map], alpha: alpha, kernels: kernels)
                let scalar = warped(Self.maps[map], alpha: alpha, kernels: .scalar)
                #expect(fast == scalar, "map \(map), \(kernels), alpha \(alpha.map(String.init) ?? "copy")")
                // Not vacuous: the warp wrote something other than the untouched background.
                #expect(fast != Pixels(width: 190, height: 205, seed: 11).array)
            }
        }
    }

    /// With edges (the source's pixels 1 through 209 and 1 through 171 its drawing, a side
    /// carried on past at the bottom), the kernels read only the pixels away from them and
    /// the scalar code antialiases the rest: the same bytes, for every map.
    @Test(.enabled(if: ProjectiveWarp.hasVectorKernels), arguments: 0..<7)
    func theKernelsWriteTheScalarBytesAwayFromTheEdges(map: Int) {
        let edges = ProjectiveWarp.SourceEdges(left: 0.5, right: 209.5, top: 0.5, bottom: nil)
        for kernels in ProjectiveWarp.Kernels.available where kernels != .scalar {
            for alpha: UInt32? in [nil, 256, 181] {
                let fast = warped(Self.maps[map], alpha: alpha, kernels: kernels, edges: edges)
                let scalar = warped(Self.maps[map], alpha: alpha, kernels: .scalar, edges: edges)
                #expect(fast == scalar, "map \(map), \(kernels), alpha \(alpha.map(String.init) ?? "copy")")
                #expect(fast != warped(Self.maps[map], alpha: alpha, kernels: .scalar), "map \(map): the edges changed nothing")
            }
        }
    }

    /// A source squeezed four times across (a target pixel's preimage is four source pixels
    /// wide, centred at sx = 4X − 2.3 for the pixel centre X = i + ½: [4i − 2.3, 4i + 1.7]),
    /// opaque red in its pixels 1 to 60, its drawing's edges at 0.5 and 60.5. Pixel 0's
    /// preimage, [−2.3, 1.7], is 1.2 of 4 inside the left edge: 30 % covered, alpha 0.3 · 255 ≈
    /// 77 (the filter's own fade, one source pixel wide, would cover it whole). Pixel 15's,
    /// [57.7, 61.7], is 2.8 of 4 inside the right edge: 70 %, alpha ≈ 178.5. Pixels 1 to 14 lie
    /// inside: opaque. Kernels or not.
    @Test(arguments: ProjectiveWarp.Kernels.available)
    func anEdgeCoversTheFractionOfThePixelItsPreimageHasInside(kernels: ProjectiveWarp.Kernels) {
        let source = Pixels(width: 64, height: 16, seed: 1), target = Pixels(width: 16, height: 10, seed: 2)
        for y in 0..<16 { for x in 0..<64 { source.words[y * 64 + x] = x >= 1 && x <= 60 && y >= 1 && y <= 14 ? 0xFFFF_0000 : 0 } }
        // sy = j + ½ + 3, inside the drawing's rows 1 to 14 for the ten target rows.
        let map = Homography(h11: 4, h12: 0, h13: 0, h21: 0, h22: 1, h23: 0, h31: -2.3, h32: 3, h33: 1)
        let outline = [Point(-0.5, -0.5), Point(63.5, -0.5), Point(63.5, 15.5), Point(-0.5, 15.5)].compactMap { map.inverted()!.apply(to: $0) }
        ProjectiveWarp.warp(source.plane, through: map, into: target.plane, at: PixelRect(x: 0, y: 0, width: 16, height: 10),
                            within: outline, store: ProjectiveWarp.Copy(),
                            edges: ProjectiveWarp.SourceEdges(left: 0.5, right: 60.5, top: 0.5, bottom: 14.5), kernels: kernels)
        for j in 0..<10 {
            let row = (0..<16).map { target.words[j * 16 + $0] >> 24 }
            #expect(abs(Double(row[0]) - 0.3 * 255) <= 1, "row \(j): \(row)")
            #expect(abs(Double(row[15]) - 0.7 * 255) <= 1, "row \(j): \(row)")
            #expect(row[1...14].allSatisfy { $0 == 255 }, "row \(j): \(row)")
        }
    }

    /// A source squeezed eight times across, opaque in pixels 1 to 198 (edges at 0.5 and
    /// 198.5): pixel 0 samples at sx = 8 · ½ − 6 = −2, two source pixels beyond the edge, and
    /// its footprint [−6, 2] has 1.5 of 8 inside, alpha 0.1875 · 255 ≈ 48. So as a turn about y
    /// and, tilted by 10⁻⁷ (h12 = h21), through the general path, which once left a pixel
    /// centred a source pixel or more beyond the drawing transparent.
    @Test(arguments: [0, 1e-7])
    func aPixelCentredBeyondTheDrawingKeepsItsCoverageOnEveryPath(tilt: Double) {
        let source = Pixels(width: 200, height: 16, seed: 1), target = Pixels(width: 24, height: 8, seed: 2)
        for y in 0..<16 { for x in 0..<200 { source.words[y * 200 + x] = x >= 1 && x <= 198 && y >= 1 && y <= 14 ? 0xFFFF_0000 : 0 } }
        let map = Homography(h11: 8, h12: tilt, h13: 0, h21: tilt, h22: 1, h23: 0, h31: -6, h32: 3, h33: 1)
        let outline = [Point(-0.5, -0.5), Point(199.5, -0.5), Point(199.5, 15.5), Point(-0.5, 15.5)].compactMap { map.inverted()!.apply(to: $0) }
        ProjectiveWarp.warp(source.plane, through: map, into: target.plane, at: PixelRect(x: 0, y: 0, width: 24, height: 8),
                            within: outline, store: ProjectiveWarp.Copy(),
                            edges: ProjectiveWarp.SourceEdges(left: 0.5, right: 198.5, top: 0.5, bottom: 14.5))
        for j in 0..<8 {
            let row = (0..<24).map { target.words[j * 24 + $0] >> 24 }
            #expect(abs(Double(row[0]) - 0.1875 * 255) <= 1, "row \(j): \(row)")
            #expect(row[1...23].allSatisfy { $0 == 255 }, "row \(j): \(row)")
        }
    }

    @Test(arguments: 0..<4)
    func eachPathSamplesWhereItsMapSays(map index: Int) {
        // Each target pixel centre (3 + i + ½, 5 + j + ½), carried back by the map, lands at
        // (u, v) in the source; the bilinear filter there (one axis then the other, weights in
        // 1/256 steps, each step rounded) is within 2 of the exact blend of the four pixels
        // around (u, v), for the turn about x, about y (its two passes) and the general map.
        let map = Self.maps[index]
        let source = Pixels(width: 211, height: 173, seed: 7)
        let out = warped(map, alpha: nil, kernels: .best)
        var compared = 0
        for j in Swift.stride(from: 0, to: 205, by: 7) {
            for i in Swift.stride(from: 0, to: 190, by: 5) {
                let x = Double(3 + i) + 0.5, y = Double(5 + j) + 0.5
                let w = x * map.h13 + y * map.h23 + map.h33
                let u = (x * map.h11 + y * map.h21 + map.h31) / w, v = (x * map.h12 + y * map.h22 + map.h32) / w
                guard u >= 0, v >= 0, u < 210, v < 172 else { continue }
                let (x0, y0) = (Int(u), Int(v))
                let (fu, fv) = (u - Double(x0), v - Double(y0))
                for shift in [0, 8, 16, 24] as [UInt32] {
                    func c(_ px: Int, _ py: Int) -> Double { Double(source.words[py * 211 + px] >> shift & 0xFF) }
                    let exact = (c(x0, y0) * (1 - fu) + c(x0 + 1, y0) * fu) * (1 - fv) + (c(x0, y0 + 1) * (1 - fu) + c(x0 + 1, y0 + 1) * fu) * fv
                    let got = Double(out[j * 190 + i] >> shift & 0xFF)
                    #expect(abs(got - exact) <= 2, "pixel (\(i), \(j)) channel \(shift)")
                }
                compared += 1
            }
        }
        #expect(compared > 600)
    }

    @Test func aNearlyLevelEdgeKeepsTheRowsItsRampCrosses() {
        // The top edge runs from (0, 10) to (200, 12), a pixel down every hundred across. Row 10
        // (centres at y = 10.5) lies within 1.5 of that edge all along it, so its span reaches
        // from the polygon's left side to its right, widened by 1.5: centres from 0 to 201.5,
        // pixels 0 through 201. On the line y = 10.5 alone the edge is at x = 50, which would
        // leave the ramp's first fifty pixels undrawn.
        let outline = [Point(0, 10), Point(200, 12), Point(200, 80), Point(0, 80)]
        #expect(ProjectiveWarp.span(of: outline, atY: 10.5, from: 0, width: 300) == (0, 202))
        // Three rows above the edge's highest point, nothing.
        #expect(ProjectiveWarp.span(of: outline, atY: 7.5, from: 0, width: 300) == (0, 0))
        // Mid-height the sides bound it: centres from −1.5 to 201.5, which from device x −10
        // (pixel k's centre at −10 + k + ½) are pixels 8 through 211.
        #expect(ProjectiveWarp.span(of: outline, atY: 40.5, from: -10, width: 300) == (8, 212))
    }

    @Test func theOffscreenScaleStepsUpByOctavesBelowOneAndQuarterOctavesAbove() {
        #expect(Rasterizer.step(1) == 1)
        #expect(Rasterizer.step(0.5) == 0.5 && Rasterizer.step(0.51) == 1 && Rasterizer.step(0.3) == 0.5)
        #expect(Rasterizer.step(0.2) == 0.25)
        // 2^¼ = 1.1892…, 2^½ = 1.4142…
        #expect(abs(Rasterizer.step(1.1) - 1.189_207) < 1e-6)
        #expect(abs(Rasterizer.step(1.19) - 1.414_214) < 1e-6)
        // Never below what was asked.
        for m in Swift.stride(from: 0.05, through: 4, by: 0.01) { #expect(Rasterizer.step(m) >= m) }
    }

    @Test func aKeptFlatRenderingDrawsWhatAFreshOneDraws() throws {
        // A card turning about y, drawn frame after frame by one rasterizer (which keeps each
        // flat rendering while the scale step holds) and by a new one each time.
        let kept = Rasterizer(images: ImageStore(), scale: 2)
        var reused = 0
        for k in 0..<10 {
            var layer = Layer(id: "card", frame: Rect(60, 40, 180, 220), backgroundColor: hex("#3366CC"),
                              transform: LayerTransform(rotationY: Double(k) * 0.13, m34: -1.0 / 500))
            layer.cornerRadius = 18
            var label = Layer(id: "label", frame: Rect(20, 30, 120, 40), backgroundColor: hex("#FFCC00"))
            label.cornerRadius = 6
            layer.sublayers = [label]
            let tree = RenderTree(size: Size(unchecked: 300, 300), background: .white,
                                  nodes: [RenderNode(layer: layer, id: "card", idPrefix: "card", parentTransform: .identity)])
            let a = try FrameSurface(pixelWidth: 600, pixelHeight: 600), b = try FrameSurface(pixelWidth: 600, pixelHeight: 600)
            kept.draw(tree, into: a)
            Rasterizer(images: ImageStore(), scale: 2).draw(tree, into: b)
            func bytes(_ s: FrameSurface) -> [UInt8] {
                s.withPixelRows { Array(UnsafeRawBufferPointer(start: $0.base, count: $0.stride * $0.height)) }
            }
            #expect(bytes(a) == bytes(b), "frame \(k)")
            if k > 0, kept.scratch.level(0).hits > reused { reused = kept.scratch.level(0).hits }
        }
        // The test means something only if renderings were in fact kept and reused.
        #expect(reused > 0)
    }
}
