import Foundation
import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

/// Layers drawn in perspective (`Rasterizer.drawProjected`): the pixels land where the projection
/// worked by hand puts the layer's edges (see `LayerProjectionTests` in SegueCoreTests), the edges
/// are antialiased, and opacity, clips and single-sidedness act as on flat layers.
@Suite struct ProjectionRasterTests {
    let red = RGBA8(r: 255, g: 0, b: 0)

    /// A red 100 × 100 layer centred on a white 300 × 300 canvas with `transform`, drawn at 1×.
    func card(_ transform: LayerTransform, opacity: Double = 1, doubleSided: Bool = true) throws -> FrameSurface {
        var layer = Layer(id: "card", frame: Rect(100, 100, 100, 100), backgroundColor: hex("#FF0000"), opacity: opacity,
                          transform: transform)
        layer.isDoubleSided = doubleSided
        return try render(300, 300, [RenderNode(layer: layer, id: "card", idPrefix: "card", parentTransform: .identity)])
    }

    @Test func sixtyDegreesAboutYFillsTheProjectedTrapezoid() throws {
        // Edges (LayerProjectionTests): the near left edge at x = 122.63, 109.48 tall, from
        // y = 95.26 to 204.74; the far right edge at x = 173.01, 92.03 tall, from 103.99 to 196.01.
        let s = try card(LayerTransform(rotationY: .pi / 3, m34: -1.0 / 500))
        #expect(s[150, 150] == red)
        #expect(s[121, 150] == white && s[174, 150] == white)   // beyond the edges
        #expect(s[124, 150] == red && s[171, 150] == red)       // just inside them
        // The near edge is taller than the layer, the far one shorter.
        #expect(s[124, 97] == red && s[124, 202] == red)
        #expect(s[171, 101] == white && s[171, 199] == white)
        #expect(s[171, 106] == red && s[171, 194] == red)
        // The edge pixel (122, 150) is 37 % covered (122.63 to 123): antialiased, between the two.
        let edge = s[122, 150]
        #expect(edge.r == 255 && edge.g > 60 && edge.g < 230)
    }

    @Test func anEdgeOnLayersSidesAreCoveredAsTheyLie() throws {
        // A red 100 × 100 layer at x = 100.3 turned 85° about its left edge (anchor x 0) with
        // perspective 500. On the row through the anchor (w = 1 there) the left edge stays at
        // 100.3, so pixel 100 is 70 % covered; the right edge (u = 100) lands at 100.3 +
        // 100·cos 85° / (1 + 100·sin 85° / 500) = 100.3 + 8.716 / 1.1992 = 107.568, so the row's
        // coverage sums to 7.268 px. The flat rendering is finer than the squeezed image (a
        // quarter of a pixel a point across for 0.087 on screen): by the filter's fade alone the
        // edges came out 100 % and 7.78 px.
        var layer = Layer(id: "card", frame: Rect(100.3, 100, 100, 100), backgroundColor: hex("#FF0000"),
                          transform: LayerTransform(rotationY: 85 * .pi / 180, m34: -1.0 / 500))
        layer.anchorPoint = Point(0, 0.5)
        let s = try render(300, 300, [RenderNode(layer: layer, id: "card", idPrefix: "card", parentTransform: .identity)])
        // Coverage of a red pixel over white: 1 − g/255.
        let coverage = (95..<115).map { 1 - Double(s[$0, 150].g) / 255 }
        #expect(abs(coverage[100 - 95] - 0.7) < 0.02, "\(coverage)")
        #expect(abs(coverage.reduce(0, +) - 7.268) < 0.05, "\(coverage)")
    }

    /// Two white faces of a cube over black, as `CubeEffect` places them at progress `p`: 100 pt
    /// faces at x 100.5…200.5 turned about the cube's centre 50 pt behind them, m34 = −1/1000.
    func cubeFaces(at p: Double) throws -> FrameSurface {
        func face(_ id: String, turn: Double) -> RenderNode {
            let transform = LayerTransform(translation: Vector(-50 * sin(turn), 0), rotationY: -turn, translationZ: 50 * (cos(turn) - 1),
                                           m34: -1.0 / 1000)
            let layer = Layer(id: id, frame: Rect(100.5, 50, 100, 100), backgroundColor: hex("#FFFFFF"), transform: transform)
            return RenderNode(layer: layer, id: id, idPrefix: id, parentTransform: .identity)
        }
        return try render(300, 200, background: .black, [face("from", turn: .pi / 2 * p), face("to", turn: -.pi / 2 * (1 - p))])
    }

    @Test func aCubesFacesMeetWithoutTheWindowShowingBetweenThem() throws {
        // Both faces are opaque white and meet edge to edge, so every pixel between the cube's
        // outer edges is covered whole and white. Antialiased one after the other over the black
        // window, a pixel the shared edge halves would be 1 − ½ + ½·½ = ¾ white (191): the first
        // face is carried a little past the shared edge, under the second one's edge.
        for p in [0.2, 0.37, 0.5, 0.81] {
            let s = try cubeFaces(at: p)
            let row = (0..<300).map { s[$0, 100] }
            let lit = row.indices.filter { row[$0].r > 0 }
            let (first, last) = (try #require(lit.first), try #require(lit.last))
            // The outer edges' antialiased pixels aside, white all across, the shared edge included.
            let inner = row[(first + 2)...(last - 2)]
            #expect(inner.allSatisfy { $0 == white }, "p = \(p): \(inner.filter { $0 != white }.map(\.r))")
            #expect(last - first > 60, "p = \(p): both faces drawn, \(first)…\(last)")
        }
    }

    @Test func aTurnAboutBothAxesIsSampledThroughTheWholeMap() throws {
        // Turned about x and y at once, no row or column keeps one source coordinate: the
        // general per-pixel inverse is used. The layer's centre stays at (150, 150); nothing is
        // drawn outside the box of its projected corners, and the pixel inside a corner is red.
        let transform = LayerTransform(rotationX: 0.4, rotationY: 0.5, m34: -1.0 / 500)
        let s = try card(transform)
        let h = try #require(RenderNode(layer: Layer(id: "card", frame: Rect(100, 100, 100, 100), transform: transform), id: "card",
                                        idPrefix: "card", parentTransform: .identity).projection)
        let box = try #require(h.mappedBounds(of: Rect(0, 0, 100, 100)))
        #expect(s[150, 150] == red)
        #expect(s[Int(box.minX) - 2, 150] == white && s[Int(box.maxX) + 2, 150] == white)
        #expect(s[150, Int(box.minY) - 2] == white && s[150, Int(box.maxY) + 2] == white)
        let nearCorner = try #require(h.apply(to: Point(5, 5)))
        #expect(s[Int(nearCorner.x), Int(nearCorner.y)] == red)
    }

    @Test func aQuarterTurnDrawsNothing() throws {
        let s = try card(LayerTransform(rotationY: .pi / 2, m34: -1.0 / 500))
        for x in stride(from: 90, through: 210, by: 5) { #expect(s[x, 150] == white) }
    }

    @Test func theBackOfASingleSidedLayerIsNotDrawn() throws {
        // At 120° the back faces the viewer: double-sided shows it (mirrored), single-sided does not.
        let turned = LayerTransform(rotationY: 2 * .pi / 3, m34: -1.0 / 500)
        #expect(try card(turned)[150, 150] == red)
        #expect(try card(turned, doubleSided: false)[150, 150] == white)
    }

    @Test func opacityBlendsTheProjectedLayerOnce() throws {
        // Red at 0.5 over white: (255, 127 or 128, 127 or 128).
        let p = try card(LayerTransform(rotationY: .pi / 4, m34: -1.0 / 500), opacity: 0.5)[150, 150]
        #expect(p.r == 255 && abs(Int(p.g) - 127) <= 1 && abs(Int(p.b) - 127) <= 1)
    }

    @Test func aParentsBoundsClipTheProjectedChild() throws {
        // The turned card inside a 150-wide clipping parent: nothing right of x = 150.
        let child = Layer(id: "card", frame: Rect(100, 100, 100, 100), backgroundColor: hex("#FF0000"),
                          transform: LayerTransform(rotationY: .pi / 3, m34: -1.0 / 500))
        let parent = Layer(id: "p", frame: Rect(0, 0, 150, 300), masksToBounds: true, sublayers: [child])
        let s = try render(300, 300, [RenderNode(layer: parent, id: "p", idPrefix: "p", parentTransform: .identity)])
        #expect(s[148, 150] == red && s[152, 150] == white)
    }

    @Test func anImageTurnedInPerspectiveIsSampledSharply() throws {
        // At 2× a card with a 1-point black border turned 30° about x: the border survives the
        // projection as dark pixels along the top edge's middle, not a blur into the white.
        var layer = Layer(id: "card", frame: Rect(100, 100, 100, 100), backgroundColor: .white, borderWidth: 4,
                          borderColor: .black, transform: LayerTransform(rotationX: .pi / 6, m34: -1.0 / 500))
        layer.cornerRadius = 0
        let s = try render(300, 300, scale: 2, background: hex("#FF0000"),
                           [RenderNode(layer: layer, id: "card", idPrefix: "card", parentTransform: .identity)])
        // Positive about x brings the bottom forward: the top edge recedes to y ≈ 100 + 50(1 − cos 30°)
        // seen from farther away: W = 1 + 50·sin 30°/500 = 1.05, y = 150 − 50·cos 30°/1.05 = 108.76 pt.
        let topY = Int(((150 - 50 * cos(Double.pi / 6) / 1.05) * 2).rounded(.up)) + 2
        let border = s[300, topY]
        #expect(border.r < 40 && border.g < 40 && border.b < 40)
    }

    @Test func aLongThinLayerInPerspectiveIsDrawn() throws {
        // 3000 × 10 pt, turned 10° about y with perspective 2000, on a 300 × 100 canvas at scale 12:
        // its whole flat copy would be some 36 000 px wide, past Cairo's 32 767, so only the part
        // that can be seen is drawn flat; the canvas centre (its middle) is its red.
        var layer = Layer(id: "strip", frame: Rect(-1350, 45, 3000, 10), backgroundColor: hex("#FF0000"),
                          transform: LayerTransform(rotationY: .pi / 18, m34: -1.0 / 2000))
        layer.isDoubleSided = true
        let s = try render(300, 100, scale: 12, [RenderNode(layer: layer, id: "strip", idPrefix: "strip", parentTransform: .identity)])
        #expect(s[1800, 600] == red)
    }
}
