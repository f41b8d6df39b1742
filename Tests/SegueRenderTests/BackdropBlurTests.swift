#if canImport(Glibc)
import Glibc
#endif
import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

/// A 200 × 40 canvas, black left of x = 100 and white right of it, under a full-canvas blur.
private func edgeUnderBlur(_ blur: LayerBlur) throws -> FrameSurface {
    var blurNode = RenderNode(id: "blur", size: Size(unchecked: 200, 40))
    blurNode.blur = blur
    return try render(200, 40, background: .black, [rectNode(100, 0, 100, 40, color: .white), blurNode])
}

/// Blurring the vertical edge gives the error-function profile: the pixel d columns right of
/// the edge (centre at 100 + d + ½) is 255·Φ((d + ½)/σ) = 255 · ½ · erfc(−(d + ½)/(σ√2)).
/// σ = 2 px blurs on the full grid (k = 1); σ = 12 px on a grid 4× smaller (k = 4) with the
/// variance-matched σₛ (`GaussianBlur`): its box and bilinear kernels hold k²/3 ≈ 5.3 of the
/// variance 144 (taken out of σₛ), which moves the profile by well under 1/255, so ±2 covers it
/// and rounding. σ = 40 px (k = 13) samples each box sparsely (about 4 × 4 of its pixels,
/// `GaussianBlur`), which adds up to about 2.3/255 near the edge: ±3 there.
@Test(arguments: [2.0, 12.0, 40.0])
func aBlurredEdgeFollowsTheErrorFunction(sigma: Double) throws {
    let surface = try edgeUnderBlur(LayerBlur(radius: sigma, tint: .clear))
    for d in [-3, -2, -1, 0, 1, 2, 3].map({ Double($0) * sigma / 1.5 }) {
        let column = 100 + Int(d.rounded(.down))
        let x = Double(column) + 0.5 - 100
        let expected = 255 * 0.5 * erfc(-x / (sigma * 2.0.squareRoot()))
        let red = Double(surface[column, 20].r)
        let tolerance = sigma >= 24 ? 3.0 : 2.0
        #expect(abs(red - expected) <= tolerance, "σ \(sigma), column \(column): \(red) vs \(expected)")
    }
}

@Test func aZeroRadiusLeavesTheBackdropSharpUnderTheTint() throws {
    // Tint black at alpha ½ over black | white: 0 on the left; white under half black is
    // 255·½ = 127.5, stored as 127 (as a half fade of black over white, `aHalfFadeOfBlackOverWhiteIs127`).
    let surface = try edgeUnderBlur(LayerBlur(radius: 0, tint: Color(unchecked: 0, 0, 0, 0.5)))
    #expect(surface[99, 20] == black)
    #expect(abs(Int(surface[100, 20].r) - 127) <= 1)
    #expect(abs(Int(surface[199, 20].r) - 127) <= 1)
}

@Test func theMaterialTintCoversAFlatBackdrop() throws {
    // A flat backdrop stays flat under any blur; systemMaterial's light tint #F2F2F2 at 0.8 over
    // #336699: R 0.8·242 + 0.2·51 = 203.8, G 0.8·242 + 0.2·102 = 214.0, B 0.8·242 + 0.2·153 = 224.2.
    var blurNode = RenderNode(id: "blur", size: Size(unchecked: 60, 40), transform: .translation(20, 0))
    blurNode.blur = LayerBlur(material: .systemMaterial, radius: 20)
    let surface = try render(100, 40, background: hex("#336699"), [blurNode])
    let p = surface[50, 20]
    #expect(abs(Int(p.r) - 204) <= 1 && abs(Int(p.g) - 214) <= 1 && abs(Int(p.b) - 224) <= 1, "\(p)")
    #expect(surface[10, 20] == RGBA8(r: 0x33, g: 0x66, b: 0x99)) // outside the layer: untouched
}

@Test func theBlurStaysInsideTheRoundedBounds() throws {
    // A 40 × 40 blur with corner radius 20 (a circle) over the edge: its corner pixel is untouched.
    var blurNode = RenderNode(id: "blur", size: Size(unchecked: 40, 40), transform: .translation(80, 0), cornerRadius: 20)
    blurNode.blur = LayerBlur(radius: 8, tint: .clear)
    let surface = try render(200, 40, background: .black, [rectNode(100, 0, 100, 40, color: .white), blurNode])
    #expect(surface[119, 0] == white)
    #expect(surface[80, 0] == black)
    #expect(surface[100, 20] != white) // inside: blurred
}

@Test func aMaskedBlurBlursWhatLiesBelow() throws {
    // The blur of `aBlurredEdgeFollowsTheErrorFunction` (σ = 4), masked by an opaque layer and
    // clipped by a path to x 80…120: the pixel right of the edge is 255·Φ(0.5/4) ≈ 140 as
    // unmasked, not the white an empty group would leave; outside the clip nothing changes.
    var blurNode = RenderNode(id: "blur", size: Size(unchecked: 200, 40))
    blurNode.blur = LayerBlur(radius: 4, tint: .clear)
    blurNode.mask = .rect(Rect(x: 80, y: 0, width: 40, height: 40))
    var maskNode = RenderNode(id: "blur.mask", size: Size(unchecked: 200, 40))
    maskNode.backgroundColor = .black
    blurNode.maskNode = maskNode
    let surface = try render(200, 40, background: .black, [rectNode(100, 0, 100, 40, color: .white), blurNode])
    let expected = 255 * 0.5 * erfc(-0.5 / (4 * 2.0.squareRoot()))
    #expect(abs(Double(surface[100, 20].r) - expected) <= 2, "\(surface[100, 20])")
    #expect(surface[60, 20] == black && surface[150, 20] == white)
}

/// A backdrop blur whose backdrop repeats is not blurred again: the same material bar over the
/// same screen in two frames (its samples repeat: reused), then over a screen whose black half
/// has moved (new samples: blurred again). Each frame has the pixels a fresh rasterizer draws.
@Test func aBlurOverAnUnchangedBackdropIsReused() throws {
    func frame(edge: Double) -> RenderTree {
        var bar = rectNode(0, 0, 100, 30)
        bar.blur = LayerBlur(material: .systemMaterial, radius: 20)
        return RenderTree(size: Size(unchecked: 100, 60), background: .white, nodes: [rectNode(edge, 0, 100, 60, color: .black), bar])
    }
    let counts = try blurCounts(drawing: [frame(edge: 50), frame(edge: 50), frame(edge: 30)], scale: 1)
    #expect(counts.map(\.made) == [1, 1, 2])
    #expect(counts.map(\.reused) == [0, 1, 1])
}

@Test func aBlurWhoseGridCannotBeAllocatedIsReportedNotSilentlyLeftOut() throws {
    // 4 KB at most a buffer: the 200 × 40 blur's grid (σ 2, k 1: 8 000 cells of 16 bytes, and
    // the cache's copy) cannot be had. The frame would show the edge sharp, so it is reported.
    let rasterizer = Rasterizer(images: ImageStore(), scale: 1)
    rasterizer.scratch.byteLimit = 4096
    var blurNode = RenderNode(id: "blur", size: Size(unchecked: 200, 40))
    blurNode.blur = LayerBlur(radius: 2, tint: .clear)
    let tree = RenderTree(size: Size(unchecked: 200, 40), background: .black, nodes: [rectNode(100, 0, 100, 40, color: .white), blurNode])
    let surface = try FrameSurface(pixelWidth: 200, pixelHeight: 40)
    rasterizer.draw(tree, into: surface)
    let failure = try #require(rasterizer.takeDrawingFailure())
    #expect(failure.hasSuffix(" px surface for a backdrop blur"), "\(failure)")
    // With room, the same frame blurs and reports nothing.
    let roomy = Rasterizer(images: ImageStore(), scale: 1)
    roomy.draw(tree, into: surface)
    #expect(roomy.takeDrawingFailure() == nil)
}
