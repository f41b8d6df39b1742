#if canImport(Glibc)
import Glibc
#endif
import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

@Test func aPixelAlignedRectHasItsExactColour() throws {
    let surface = try render(10, 10, [rectNode(2, 2, 4, 4, color: hex("#336699"))])
    // The rect covers pixels 2...5 completely, so they are exactly #336699; pixel 1 is untouched.
    #expect(surface[2, 2] == RGBA8(r: 0x33, g: 0x66, b: 0x99))
    #expect(surface[5, 5] == RGBA8(r: 0x33, g: 0x66, b: 0x99))
    #expect(surface[1, 1] == white)
    #expect(surface[6, 6] == white)
}

@Test func aHalfFadeOfBlackOverWhiteIs127() throws {
    let surface = try render(4, 4, [rectNode(0, 0, 4, 4, color: .black, opacity: 0.5)])
    // Alpha 0.5 becomes 128/255 (Cairo rounds 0.5 · 65535 up to 32768, top byte 128). Over white:
    // 255 · (255 − 128) / 255 = 127. So 127, not 128: the 8-bit alpha rounds up, the blend is exact.
    #expect(surface[1, 1] == RGBA8(r: 127, g: 127, b: 127))
}

@Test func groupOpacityBlendsOverlappingChildrenOnce() throws {
    let red = hex("#FF0000")
    let parent = rectNode(0, 0, 20, 10, opacity: 0.5, children: [
        rectNode(0, 0, 12, 10, color: red), rectNode(8, 0, 12, 10, color: red),
    ])
    let surface = try render(20, 10, [parent])
    // The overlap (x 8...11) is one opaque red before the group's 50 % blend, like the rest:
    // red 255 everywhere; green and blue 255 · (255 − 128) / 255 = 127 as in the fade test.
    #expect(surface[10, 5] == surface[2, 5])
    #expect(surface[2, 5] == RGBA8(r: 255, g: 127, b: 127))
}

@Test func opacityPassesThroughASingleChildToItsGroup() throws {
    let red = hex("#FF0000")
    // One child (one part) under a 50 % parent; that child has two overlapping children.
    let child = rectNode(0, 0, 20, 10, children: [rectNode(0, 0, 12, 10, color: red), rectNode(8, 0, 12, 10, color: red)])
    let surface = try render(20, 10, [rectNode(0, 0, 20, 10, opacity: 0.5, children: [child])])
    #expect(surface[10, 5] == surface[2, 5])
}

@Test func aMaskClipsToTheCircle() throws {
    var node = rectNode(0, 0, 40, 40, color: .black)
    node.mask = BezierPath.oval(in: Rect(10, 10, 20, 20)) // centre (20, 20), radius 10
    let surface = try render(40, 40, [node])
    // Pixel (20, 12) has its centre (20.5, 12.5) at distance √(0.25 + 56.25) ≈ 7.52: 2.5 px inside.
    #expect(surface[20, 12] == black)
    // Pixel (20, 32): centre (20.5, 32.5) at distance ≈ 12.51, 2.5 px outside.
    #expect(surface[20, 32] == white)
    // Pixel (11, 11): centre at distance 9.5 · √2 ≈ 13.4: outside, though inside the node.
    #expect(surface[11, 11] == white)
}

@Test func aSquareRotated45DegreesAboutItsCentreCoversItsNewCorner() throws {
    // A 20-point square centred at (20, 20), turned 45° about its centre: local → centred →
    // rotated → moved to (20, 20). Its corners now lie 10√2 ≈ 14.14 from the centre on the axes.
    let transform = AffineTransform.translation(-10, -10)
        .concatenating(.rotation(Double.pi / 4)).concatenating(.translation(20, 20))
    let node = RenderNode(id: "square", size: Size(unchecked: 20, 20), transform: transform, backgroundColor: .black)
    let surface = try render(40, 40, [node])
    // Inside iff |dx| + |dy| ≤ 14.14 from (20, 20). Pixel (20, 8), centre (20.5, 8.5): 0.5 + 11.5 = 12: filled.
    #expect(surface[20, 8] == black)
    // The unrotated corner pixel (10, 10), centre (10.5, 10.5): 9.5 + 9.5 = 19: empty.
    #expect(surface[10, 10] == white)
}

@Test func theBorderIsDrawnInsideTheBoundsAboveChildren() throws {
    var node = rectNode(0, 0, 20, 20, children: [rectNode(0, 0, 20, 20, color: hex("#00FF00"))])
    node.borderWidth = 4
    node.borderColor = hex("#0000FF")
    let surface = try render(20, 20, [node])
    // The ring covers x 0...3 (4 points inside the edge) above the green child; x 4 is inside it.
    #expect(surface[3, 10] == RGBA8(r: 0, g: 0, b: 255))
    #expect(surface[4, 10] == RGBA8(r: 0, g: 255, b: 0))
    #expect(surface[10, 10] == RGBA8(r: 0, g: 255, b: 0))
}

@Test func masksToBoundsClipsChildren() throws {
    func frame(masks: Bool) throws -> FrameSurface {
        var parent = rectNode(5, 5, 10, 10, children: [rectNode(0, 0, 20, 20, color: .black)])
        parent.masksToBounds = masks
        return try render(20, 20, [parent])
    }
    // The child covers the whole canvas; the parent's bounds are pixels 5...14.
    #expect(try frame(masks: false)[2, 2] == black)
    #expect(try frame(masks: true)[2, 2] == white)
    #expect(try frame(masks: true)[7, 7] == black)
}

@Test func scale2DrawsTwicePixelsPerPoint() throws {
    let surface = try render(10, 10, scale: 2, [rectNode(2, 2, 4, 4, color: .black)])
    // Points 2...6 become pixels 4...11.
    #expect(surface.pixelWidth == 20)
    #expect(surface[4, 4] == black && surface[11, 11] == black)
    #expect(surface[3, 3] == white && surface[12, 12] == white)
}

@Test func zeroOpacityAndZeroSizeDrawNothingOfTheirOwn() throws {
    let child = rectNode(0, 0, 10, 10, color: .black)
    var clipping = rectNode(0, 0, 0, 10, color: .black, children: [child])
    clipping.masksToBounds = true
    let surface = try render(10, 10, [
        rectNode(0, 0, 10, 10, color: .black, opacity: 0),
        clipping,
        RenderNode(id: "flat", size: Size(unchecked: 10, 10), transform: .scale(0, 1), backgroundColor: .black),
    ])
    #expect(surface[5, 5] == white)
}

@Test func aZeroSizeLayerStillShowsItsSublayers() throws {
    // CALayer draws the sublayers of a zero-size layer unless it masks to bounds: the child's
    // 4×4 black square at (2, 2) appears, the parent's own background (zero area) does not.
    let child = RenderNode(id: "child", size: Size(unchecked: 4, 4), transform: .translation(2, 2), backgroundColor: .black)
    let parent = RenderNode(id: "parent", size: .zero, backgroundColor: hex("#FF0000"), children: [child])
    let surface = try render(10, 10, [parent])
    #expect(surface[3, 3] == black)
    #expect(surface[7, 7] == white)
}

@Test func aFilledShapeUsesItsFillRule() throws {
    // Two nested squares: even-odd leaves the inner one (pixels 3...6) empty, non-zero fills it.
    var path = BezierPath.rect(Rect(0, 0, 10, 10))
    path.append(.rect(Rect(3, 3, 4, 4)))
    func frame(_ rule: FillRule) throws -> FrameSurface {
        let shape = ShapeContent(path: path, fillColor: .black, fillRule: rule)
        return try render(10, 10, [RenderNode(id: "s", size: Size(unchecked: 10, 10), content: .shape(shape))])
    }
    #expect(try frame(.evenOdd)[5, 5] == white)
    #expect(try frame(.nonZero)[5, 5] == black)
    #expect(try frame(.evenOdd)[1, 1] == black)
}

@Test func aQuadraticCurveBecomesTheExactCubic() throws {
    // A quad from (0, 10) via (10, −10) to (20, 10) peaks at t = ½: y = ¼·10 + ½·(−10) + ¼·10 = 0.
    // In general y(t) = 10 − 40t + 40t², x = 20t. Filled with its chord, it covers pixel (10, 1)
    // (the curve is at y ≤ 0.1 over x 10...11) but not pixel (2, 3) (the curve is at y 6.4...4.9
    // over x 2...3, below the pixel's rows 3...4).
    var path = BezierPath()
    path.move(to: Point(0, 10))
    path.addQuadCurve(to: Point(20, 10), controlPoint: Point(10, -10))
    path.close()
    let node = RenderNode(id: "q", size: Size(unchecked: 20, 10), content: .shape(ShapeContent(path: path)))
    let surface = try render(20, 10, [node])
    #expect(surface[10, 1] == black)
    #expect(surface[2, 3] == white)
}

@Test
func aTrimmedStrokeEndsHalfwayAlongTheLine() throws {
    var line = BezierPath()
    line.move(to: Point(0, 10))
    line.addLine(to: Point(20, 10))
    let shape = ShapeContent(path: line, fillColor: nil, strokeColor: .black, lineWidth: 4, strokeEnd: 0.5)
    let surface = try render(20, 20, [RenderNode(id: "s", size: Size(unchecked: 20, 20), content: .shape(shape))])
    // Half of a 20-point line ends at x = 10 with a butt cap; the stroke covers y 8...11.
    #expect(surface[8, 10] == black)
    #expect(surface[11, 10] == white)
}

@Test func textIsPlacedByItsAlignment() throws {
    func inkColumns(_ alignment: TextAlignment) throws -> (min: Int, max: Int) {
        let text = TextContent(string: "II", size: 20, alignment: alignment)
        let surface = try render(200, 40, [RenderNode(id: "t", size: Size(unchecked: 200, 40), content: .text(text))])
        var columns: [Int] = []
        for x in 0..<200 where (0..<40).contains(where: { surface[x, $0].r < 128 }) { columns.append(x) }
        return (columns.min() ?? -1, columns.max() ?? -1)
    }
    // "II" at 20 points is about 11 points wide: left hugs x 0, right hugs x 200, centre straddles 100.
    let left = try inkColumns(.left), right = try inkColumns(.right), centre = try inkColumns(.center)
    #expect(left.min >= 0 && left.max < 30)
    #expect(right.min > 170 && right.max < 200)
    #expect(centre.min > 85 && centre.max < 115)
}

@Test func framesDrawnOnTwoThreadsEqualFramesDrawnOnOne() async throws {
    // Text, a rotated translucent group and a mask: the parts that touch Cairo's shared caches.
    var card = rectNode(10, 10, 60, 40, color: hex("#FF9500"), opacity: 0.7, children: [
        RenderNode(id: "t", size: Size(unchecked: 60, 40), transform: .translation(10, 10),
                   content: .text(TextContent(string: "Segue", size: 14, weight: .bold, alignment: .center))),
    ])
    card.transform = AffineTransform.rotation(0.2).concatenating(.translation(12, 8))
    card.mask = BezierPath.oval(in: Rect(0, 0, 60, 40))
    let tree = RenderTree(size: Size(unchecked: 80, 60), background: .white, nodes: [card])
    @Sendable func frame() throws -> [UInt8] {
        let surface = try FrameSurface(pixelWidth: 160, pixelHeight: 120)
        Rasterizer(images: ImageStore(), scale: 2).draw(tree, into: surface)
        return PNGEncoder().encode(surface)
    }
    let alone = try frame()
    async let first = Task.detached { try (0..<5).map { _ in try frame() } }.value
    async let second = Task.detached { try (0..<5).map { _ in try frame() } }.value
    let together = try await first + second
    #expect(together.allSatisfy { $0 == alone })
}
