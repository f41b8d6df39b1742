import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct RenderTreeFlattenedTests {
    typealias F = EvaluationFixtures

    @Test func paintOrderIsDepthFirst() throws {
        // Fade push at f = 1: the from-screen and its layers, then the to-screen and its layers.
        let ids = try F.scene(FadeEffect()).resolved().renderTree(atFraction: 1).flattened().map(\.id)
        #expect(ids == ["from", "from.cell", "from.button", "from.group", "from.badge", "to", "to.card", "to.figure"])
    }

    @Test func nestedTransformsCompose() throws {
        // The group (100, 200, 200, 200) is scaled 0.5 about its centre (200, 300) in the screen: it
        // covers (150, 250, 100, 100). The badge at (0, 0, 50, 50) in the group is at the group's
        // top-left, halved: (150, 250, 25, 25).
        let tree = try F.scene(FadeEffect()).resolved().renderTree(atFraction: 1)
        expectClose(F.layer("from.group", in: tree)?.bounds, Rect(150, 250, 100, 100), tolerance: F.tolerance)
        let badge = try #require(F.layer("from.badge", in: tree))
        expectClose(badge.bounds, Rect(150, 250, 25, 25), tolerance: F.tolerance)
        expectClose(badge.transform.a, 0.5, tolerance: F.tolerance)
        expectClose(badge.transform.tx, 150, tolerance: F.tolerance)
    }

    @Test func aRotatedCircularMaskKeepsItsTightBounds() throws {
        // A 100×100 node at (50, 50) rotated 45° about its centre (100, 100), masked by the
        // inscribed circle: a circle is its own rotation, so the mask's bounds stay
        // (50, 50, 100, 100); the box of the rotated square around it would be 141.42 wide.
        let centre = AffineTransform.translation(-50, -50).concatenating(.rotation(Double.pi / 4))
            .concatenating(.translation(100, 100))
        let node = RenderNode(id: "masked", size: Size(unchecked: 100, 100), transform: centre,
                              mask: .oval(in: Rect(0, 0, 100, 100)))
        let flat = RenderTree(size: Size(unchecked: 200, 200), nodes: [node]).flattened()
        expectClose(flat[0].maskBounds, Rect(50, 50, 100, 100), tolerance: 1e-6)
        expectClose(flat[0].bounds.width, 100 * 2.0.squareRoot(), tolerance: 1e-9)
    }

    @Test func opacityMultipliesDownTheTree() throws {
        let tree = try F.scene(FadeEffect(), .pop).resolved().renderTree(atFraction: 0.5)
        // Pop: the list is the to-screen (opacity 1); group 0.5; badge 0.5·0.5 = 0.25.
        #expect(F.layer("to.badge", in: tree)?.opacity == 0.25)
        // The from-screen fades: 1 − 0.5; its card inherits it: 0.5·1.
        #expect(F.layer("from.card", in: tree)?.opacity == 0.5)
    }

    @Test func unclippedNodesHaveNoMaskBounds() throws {
        let flat = try F.scene(FadeEffect()).resolved().renderTree(atFraction: 0.5).flattened()
        #expect(flat.allSatisfy { $0.maskBounds == nil })
    }

    @Test func masksToBoundsClipsToTheBox() throws {
        // A node that only masks to bounds reports its own box as the clip.
        let node = RenderNode(id: "clip", size: Size(unchecked: 10, 20), transform: .translation(5, 6), masksToBounds: true)
        let flat = RenderTree(size: Size(unchecked: 100, 100), nodes: [node]).flattened()
        #expect(flat == [FlatLayer(id: "clip", bounds: Rect(5, 6, 10, 20), opacity: 1, transform: .translation(5, 6),
                                   maskBounds: Rect(5, 6, 10, 20))])
    }

    @Test func zeroSizeAndTransparentLayersStayInTheTree() throws {
        var scene = F.scene(FadeEffect())
        scene.to.layers.append(Layer(id: "empty", frame: Rect(10, 10, 0, 0), opacity: 0))
        let empty = F.layer("to.empty", in: try scene.resolved().renderTree(atFraction: 1))
        #expect(empty?.bounds == Rect(10, 10, 0, 0))
        #expect(empty?.opacity == 0)
    }
}
