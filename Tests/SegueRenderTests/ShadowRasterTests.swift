#if canImport(Glibc)
import Glibc
#endif
import CCairo
import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

/// A shadow-casting white rect 100 points wide, spanning the canvas vertically (so only its
/// right edge at x = 100 matters), over a white 200 × 40 canvas at 1×: a shadow of opacity 1 at
/// radius 4 makes the pixel d columns right of the edge (its centre at 100 + d + ½)
///   255 · (1 − coverage),  coverage = 1 − Φ((d + ½)/σ) = ½ · erfc((d + ½) / (σ√2)),  σ = 4 px
/// (σ = shadowRadius, see `drawShadow`; at σ = 4 px the blur runs on the full grid, no downsampling).
private func shadowCaster(_ shadow: LayerShadow, masksToBounds: Bool = false, background: Color? = .white) -> RenderNode {
    var node = RenderNode(id: "caster", size: Size(unchecked: 100, 200), transform: .translation(0, -80),
                          backgroundColor: background, masksToBounds: masksToBounds)
    node.shadow = shadow
    return node
}

private func expectedShadowRed(_ d: Double, sigma: Double = 4, opacity: Double = 1) -> Double {
    255 * (1 - opacity * 0.5 * erfc((d + 0.5) / (sigma * 2.0.squareRoot())))
}

@Test func aShadowPixelOutsideTheEdgeIsTheGaussianIntegral() throws {
    let surface = try render(200, 40, [shadowCaster(LayerShadow(opacity: 1, radius: 4, offset: Vector(0, 0)))])
    for d in [0, 1, 2, 4, 6, 8, 12] {
        let red = Double(surface[100 + d, 20].r)
        // e.g. d = 0: 255·(1 − ½·erfc(0.5/5.657)) = 255·(1 − 0.4648) ≈ 136.5; d = 4: ≈ 222.5
        #expect(abs(red - expectedShadowRed(Double(d))) <= 2, "d = \(d): \(red) vs \(expectedShadowRed(Double(d)))")
    }
    #expect(surface[99, 20] == white) // the caster itself covers its shadow
}

@Test func theShadowOffsetMovesTheProfile() throws {
    let surface = try render(200, 40, [shadowCaster(LayerShadow(opacity: 1, radius: 4, offset: Vector(10, 0)))])
    for d in [-8, -4, 0, 4, 8] {
        // The edge of the moved shadow is at x = 110; the caster still covers x < 100.
        let red = Double(surface[110 + d, 20].r)
        #expect(abs(red - expectedShadowRed(Double(d))) <= 2, "d = \(d): \(red) vs \(expectedShadowRed(Double(d)))")
    }
}

@Test func shadowOpacityScalesTheShadow() throws {
    let surface = try render(200, 40, [shadowCaster(LayerShadow(opacity: 0.5, radius: 4, offset: Vector(0, 0)))])
    // d = 0 at opacity ½: 255·(1 − ½·0.4648) ≈ 195.7
    #expect(abs(Double(surface[100, 20].r) - expectedShadowRed(0, opacity: 0.5)) <= 2)
}

@Test func opacityZeroDrawsNoShadow() throws {
    let surface = try render(200, 40, [shadowCaster(LayerShadow(opacity: 0, radius: 4, offset: Vector(0, 0)))])
    #expect(surface[100, 20] == white)
    #expect(surface[101, 20] == white)
}

@Test func masksToBoundsHidesTheShadow() throws {
    let surface = try render(200, 40, [shadowCaster(LayerShadow(opacity: 1, radius: 4, offset: Vector(0, 0)), masksToBounds: true)])
    #expect(surface[100, 20] == white)
    #expect(surface[104, 20] == white)
}

@Test func aMaskClipsTheShadowToo() throws {
    var node = shadowCaster(LayerShadow(opacity: 1, radius: 4, offset: Vector(0, 0)))
    node.mask = .rect(Rect(0, 0, 100, 200))
    let surface = try render(200, 40, [node])
    #expect(surface[100, 20] == white)
}

@Test func aShadowPathCastsWithoutABackground() throws {
    // No background: only the path casts. Inside the path, far from its edge, coverage is 1,
    // so the pixel is black; outside it follows the same profile as the layer's alpha.
    let path = BezierPath.rect(Rect(0, 0, 100, 200))
    let surface = try render(200, 40, [shadowCaster(LayerShadow(opacity: 1, radius: 4, offset: Vector(0, 0), path: path), background: nil)])
    #expect(surface[50, 20] == black)
    #expect(abs(Double(surface[104, 20].r) - expectedShadowRed(4)) <= 2)
}

@Test func anAbsurdlyWideShadowOrBlurDrawsWithoutTrapping() throws {
    // A radius of 1e20 points (a 10 000-point radius inside layers scaled 10 000× four times
    // reaches it) is capped at `GaussianBlur.maxSigma` instead of trapping in a conversion to
    // Int: the shadow of a 2 × 2 dot is then spread so thin that none of it shows on white, and the blur
    // of a flat black backdrop stays black under a clear tint.
    var caster = shadowCaster(LayerShadow(opacity: 1, radius: 1e20))
    caster.backgroundColor = nil
    caster.children = [RenderNode(id: "dot", size: Size(unchecked: 2, 2), backgroundColor: .black)]
    var glass = RenderNode(id: "glass", size: Size(unchecked: 200, 40))
    glass.blur = LayerBlur(radius: 1e20, tint: .clear)
    let shadowOnly = try render(200, 40, background: .white, [caster])
    let blurOnly = try render(200, 40, background: .black, [glass])
    #expect(shadowOnly[150, 20] == RGBA8(r: 255, g: 255, b: 255))
    #expect(blurOnly[150, 20] == RGBA8(r: 0, g: 0, b: 0))
}

/// `caster` inside `depth` layers without a background that each cast a shadow of their own
/// alpha (`shadowOpacity` 1, radius 0: the shadow is exactly what the layer draws, moved by
/// `offset`) over the whole canvas.
private func nested(_ caster: RenderNode, depth: Int, offset: Vector) -> RenderNode {
    var node = caster
    for _ in 0..<depth {
        var outer = RenderNode(id: "outer", size: Size(unchecked: 200, 40), transform: .identity, children: [node])
        outer.shadow = LayerShadow(opacity: 1, radius: 0, offset: offset)
        node = outer
    }
    return node
}

@Test func aShadowInsideACasterIsDrawnAsItIsAlone() throws {
    // The outer layer's shadow falls 300 points below the 40-point canvas, so the frame is the
    // inner caster and its shadow only, which the frame memo computes over the whole canvas,
    // exactly as the caster drawn alone computes it within its clip (the whole canvas).
    let inner = shadowCaster(LayerShadow(opacity: 1, radius: 4, offset: Vector(0, 0)))
    let alone = try render(200, 40, [inner])
    let inside = try render(200, 40, [nested(inner, depth: 1, offset: Vector(0, 300))])
    #expect(inside.image() == alone.image())
}

@Test func anOuterShadowIsCastByTheInnerShadowToo() throws {
    // CA casts a layer's shadow from everything it draws, its sublayers' shadows included. The
    // outer layer draws only the inner caster and its shadow (coverage c(d) right of the edge),
    // so its own shadow, unblurred and unmoved, is that coverage again: under both, the pixel d
    // columns right of the edge keeps (1 − c)² of the white, 255 · (1 − c)².
    let inner = shadowCaster(LayerShadow(opacity: 1, radius: 4, offset: Vector(0, 0)))
    let surface = try render(200, 40, [nested(inner, depth: 1, offset: Vector(0, 0))])
    for d in [0, 2, 4, 8] {
        let c = 1 - expectedShadowRed(Double(d)) / 255
        let expected = 255 * (1 - c) * (1 - c)   // d = 4: c ≈ 0.1275, 255 · 0.8725² ≈ 194.1
        #expect(abs(Double(surface[100 + d, 20].r) - expected) <= 3, "d = \(d): \(surface[100 + d, 20].r) vs \(expected)")
    }
    #expect(surface[99, 20] == white)
}

@Test func sixteenNestedCastersCompoundTheirShadows() throws {
    // Each of 16 outer layers draws the one inside it and that one's shadow, and casts both: the
    // white left right of the edge is (1 − c)^(2¹⁶), nothing wherever the innermost shadow
    // reaches (d = 4: 0.8725^65536), all of it beyond the blur's reach (3σ = 12 px). Drawn
    // naively the innermost shadow would be drawn 2¹⁶ times; with the frame memo each inner
    // shadow is computed once (this test takes milliseconds).
    let inner = shadowCaster(LayerShadow(opacity: 1, radius: 4, offset: Vector(0, 0)))
    let surface = try render(200, 40, [nested(inner, depth: 16, offset: Vector(0, 0))])
    #expect(surface[104, 20] == black)
    #expect(surface[140, 20] == white && surface[99, 20] == white)
}

/// The shadow is not painted where the caster's own opaque background covers it next: a
/// 100 × 60-point card at (10, 20), corner radius 8, at scale 2, keeps the pixels wholly inside
/// its bounds less the radius, ((10 + 8)·2, (20 + 8)·2) to ((110 − 8)·2, (80 − 8)·2) = (36, 56)
/// to (204, 144), less a pixel on each side for the edge: x 37..<203, y 57..<143.
@Test func theShadowSkipsWhatTheCastersOpaqueBackgroundCovers() throws {
    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 240, 200))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    cairo_scale(cr, 2, 2)
    cairo_translate(cr, 10, 20)
    var card = RenderNode(id: "card", size: Size(unchecked: 100, 60), backgroundColor: .white)
    card.cornerRadius = 8
    #expect(Rasterizer.coveredInterior(of: card, alpha: 1, cr) == PixelRect(x: 37, y: 57, width: 166, height: 86))
    // Drawn translucent, or with a translucent background, the shadow shows through: painted everywhere.
    #expect(Rasterizer.coveredInterior(of: card, alpha: 0.5, cr) == nil)
    var glass = card
    glass.backgroundColor = try Color(red: 1, green: 1, blue: 1, alpha: 0.5)
    #expect(Rasterizer.coveredInterior(of: glass, alpha: 1, cr) == nil)
    // Turned, its bounds no longer cover an axis-aligned box of whole pixels this simply.
    cairo_rotate(cr, 0.1)
    #expect(Rasterizer.coveredInterior(of: card, alpha: 1, cr) == nil)
}

/// A caster whose background is half transparent shows its shadow under it. The shadow is cast
/// from the layer's alpha, ½, so far inside the edge it is black at ½ over the white canvas,
/// 255·½ = 127.5; the background, white at ½, then gives 127.5·½ + 255·½ = 191.25 (191 after
/// Cairo's rounding, give or take one), where an opaque caster leaves white.
@Test func aTranslucentCasterShowsTheShadowUnderIt() throws {
    let shadow = LayerShadow(opacity: 1, radius: 4, offset: Vector(0, 0))
    let glass = try render(200, 40, [shadowCaster(shadow, background: try Color(red: 1, green: 1, blue: 1, alpha: 0.5))])
    #expect((190...192).contains(glass[50, 20].r))
    let opaque = try render(200, 40, [shadowCaster(shadow)])
    #expect(opaque[50, 20] == white)
}

/// Each pixel of `grid` as `color` at the pixel's alpha a times the colour's α: channel c (and
/// 1 for alpha) becomes c·a·α, rounded. The reference `shadowGrid`'s table is checked against.
private func tintedAfter(_ grid: OpaquePointer, _ color: Color) {
    cairo_surface_flush(grid)
    let w = Int(cairo_image_surface_get_width(grid)), h = Int(cairo_image_surface_get_height(grid))
    let stride = Int(cairo_image_surface_get_stride(grid)), base = cairo_image_surface_get_data(grid)!
    for j in 0..<h {
        let row = UnsafeMutableRawPointer(base + j * stride)
        for i in 0..<w {
            let mask = Double(row.load(fromByteOffset: i * 4, as: UInt32.self) >> 24) * color.alpha
            func byte(_ c: Double) -> UInt32 { UInt32((c * mask).rounded()) }
            row.storeBytes(of: byte(color.blue) | byte(color.green) << 8 | byte(color.red) << 16 | byte(1) << 24,
                           toByteOffset: i * 4, as: UInt32.self)
        }
    }
    cairo_surface_mark_dirty(grid)
}

/// A shadow's grid blurs alpha alone and tints it in the same pass (`shadowGrid`), eight cells
/// at a time: the bytes of blurring all four channels and tinting after (`blurredGrid`, then
/// `tintedAfter`), for masks narrower and wider than a block of eight, at σ on the full grid
/// and on one downsampled 3×.
@Test func theShadowGridIsTheFourChannelBlurTintedToTheByte() throws {
    var seed: UInt32 = 2532
    for (width, height, sigma) in [(5, 9, 3.5), (37, 23, 4.0), (64, 40, 9.7), (101, 77, 12.0)] {
        let mask = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)))
        defer { cairo_surface_destroy(mask) }
        let stride = Int(cairo_image_surface_get_stride(mask)), base = cairo_image_surface_get_data(mask)!
        for y in 0..<height {
            for x in 0..<width {
                // A caster's drawing: opaque inside a box, a ramp at its edge, colour in every channel.
                seed = seed &* 1_103_515_245 &+ 12345
                let alpha: UInt32 = x > width / 4 && y > height / 3 ? 255 : UInt32(x * 255 / width)
                let colour = (seed >> 8) & 0xFF
                let word = alpha << 24 | min(alpha, colour) << 16 | min(alpha, colour / 2) << 8 | min(alpha, colour / 3)
                UnsafeMutableRawPointer(base + y * stride).storeBytes(of: word, toByteOffset: 4 * x, as: UInt32.self)
            }
        }
        cairo_surface_mark_dirty(mask)
        let plane = PixelPlane(base: base, width: width, height: height, stride: stride)
        let colour = try Color(red: 0.9, green: 0.2, blue: 0.4, alpha: 0.8)
        let (fused, k) = try #require(GaussianBlur.shadowGrid(plane, area: plane.bounds, sigma: sigma, color: colour))
        defer { cairo_surface_destroy(fused) }
        let (reference, k2) = try #require(GaussianBlur.blurredGrid(plane, area: plane.bounds, sigma: sigma))
        defer { cairo_surface_destroy(reference) }
        tintedAfter(reference, colour)
        #expect(k == k2 && k == GaussianBlur.factor(sigma: sigma))
        func bytes(_ surface: OpaquePointer) -> [UInt8] {
            let h = Int(cairo_image_surface_get_height(surface)), s = Int(cairo_image_surface_get_stride(surface))
            return Array(UnsafeBufferPointer(start: cairo_image_surface_get_data(surface), count: h * s))
        }
        #expect(bytes(fused) == bytes(reference), "\(width)×\(height), σ \(sigma)")
    }
}

/// One rasterizer keeps the previous frame's blurred grids (`BlurCache`). A 40 × 30-point card
/// at 2×, shadow radius 6 (σ = 12 px, drawn 4× smaller: `GaussianBlur.factor`), drawn in four
/// frames: the same again (its grid repeats: reused), moved by 6 points = 12 px, three whole
/// cells of 4 px (the same grid: reused, only moved), then with radius 7 (a new blur). Every
/// frame has the pixels a fresh rasterizer draws.
@Test func aShadowThatOnlyMovedIsNotBlurredAgain() throws {
    func frame(x: Double, radius: Double) -> RenderTree {
        var card = RenderNode(id: "card", size: Size(unchecked: 40, 30), transform: .translation(x, 20), backgroundColor: .white)
        card.shadow = LayerShadow(opacity: 0.5, radius: radius, offset: Vector(0, 3))
        return RenderTree(size: Size(unchecked: 120, 80), background: .white, nodes: [card])
    }
    let counts = try blurCounts(drawing: [frame(x: 20, radius: 6), frame(x: 20, radius: 6), frame(x: 26, radius: 6), frame(x: 26, radius: 7)], scale: 2)
    #expect(counts.map(\.made) == [1, 1, 1, 2])
    #expect(counts.map(\.reused) == [0, 1, 2, 2])
}

/// The shadow is skipped under its caster only where a pixel is wholly inside the clip. A
/// 100-point white card masked to a circle, at 1× on white, casts a black shadow of opacity 1
/// (radius 4, no offset): on the circle's edge, at 45° from the centre (50 + 50·cos 45°, about
/// (85.4, 85.4), inside the card's interior rectangle 1…99), the mask covers the pixel in part,
/// and the part outside the circle shows the shadow (about half its weight there): the pixel is
/// darker than the same card without a shadow. A plain rectangular clip keeps the skip; a
/// shadow's reduced mask (device scale 1/3) does not take it.
@Test func theShadowIsPaintedWhereAnAntialiasedClipMeetsTheCaster() throws {
    func card(shadow: Double) -> RenderNode {
        var node = RenderNode(id: "card", size: Size(unchecked: 100, 100), transform: .translation(20, 20), backgroundColor: .white)
        node.mask = .oval(in: Rect(0, 0, 100, 100))
        node.shadow = LayerShadow(opacity: shadow, radius: 4, offset: Vector(0, 0))
        return node
    }
    let shadowed = try render(140, 140, [card(shadow: 1)]), plain = try render(140, 140, [card(shadow: 0)])
    #expect(shadowed[105, 105].r < plain[105, 105].r, "\(shadowed[105, 105]) vs \(plain[105, 105])")

    let surface = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 200, 200))
    defer { cairo_surface_destroy(surface) }
    let cr = try #require(cairo_create(surface))
    defer { cairo_destroy(cr) }
    let opaque = RenderNode(id: "card", size: Size(unchecked: 100, 100), backgroundColor: .white)
    cairo_rectangle(cr, 10, 10, 150, 150)
    cairo_clip(cr)
    #expect(Rasterizer.coveredInterior(of: opaque, alpha: 1, cr) != nil)
    cairo_arc(cr, 60, 60, 50, 0, 2 * Double.pi)
    cairo_clip(cr)
    #expect(Rasterizer.coveredInterior(of: opaque, alpha: 1, cr) == nil)
    let reduced = try #require(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, 60, 60))
    defer { cairo_surface_destroy(reduced) }
    cairo_surface_set_device_scale(reduced, 1.0 / 3, 1.0 / 3)
    let mcr = try #require(cairo_create(reduced))
    defer { cairo_destroy(mcr) }
    #expect(Rasterizer.coveredInterior(of: opaque, alpha: 1, mcr) == nil)
}
