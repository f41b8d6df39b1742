import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct SceneDimmingTests {
    typealias F = EvaluationFixtures

    @Test func pushDarkensTheCoveredFromScreen() throws {
        // Dimming 0.4, linear, f = 0.5: alpha = 0.4·0.5 = 0.2, black, canvas-sized, between from and to.
        let tree = try F.scene(FadeEffect(), dimming: 0.4).resolved().renderTree(atFraction: 0.5)
        #expect(F.rootIDs(tree) == ["from", "dimming", "to"])
        let dimming = tree.nodes[1]
        expectClose(dimming.opacity, 0.2, tolerance: F.tolerance)
        #expect(dimming.backgroundColor == .black)
        #expect(dimming.size == Size(unchecked: 400, 800))
    }

    @Test func popLightensTheCoveredToScreen() throws {
        // Pop, linear, f = 0.25: alpha = 0.4·(1 − 0.25) = 0.3, above the covered to-screen.
        let tree = try F.scene(SlideEffect(direction: nil, parallax: nil), .pop, dimming: 0.4).resolved().renderTree(atFraction: 0.25)
        #expect(F.rootIDs(tree) == ["to", "dimming", "from"])
        expectClose(tree.nodes[1].opacity, 0.3, tolerance: F.tolerance)
    }

    @Test func noDimmingAddsNoNode() throws {
        #expect(F.rootIDs(try F.scene(FadeEffect()).resolved().renderTree(atFraction: 0.5)) == ["from", "to"])
    }
}
