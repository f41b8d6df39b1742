import Testing
@testable import SegueCore

@Suite struct SceneDimmingTests {
    typealias F = EvaluationFixtures

    @Test func pushDarkensTheCoveredFromScreen() throws {
        // Dimming 0.4, linear, f = 0.5: alpha = 0.4·0.5 = 0.2, black, canvas-sized, between from and to.
        let tree = F.scene(.fade, dimming: 0.4).renderTree(atFraction: 0.5)
        #expect(F.rootIDs(tree) == ["from", "dimming", "to"])
        let dimming = tree.nodes[1]
        #expect(F.isClose(dimming.opacity, 0.2))
        #expect(dimming.backgroundColor == .black)
        #expect(dimming.size == Size(unchecked: 400, 800))
    }

    @Test func popLightensTheCoveredToScreen() {
        // Pop, linear, f = 0.25: alpha = 0.4·(1 − 0.25) = 0.3, above the covered to-screen.
        let tree = F.scene(.slide(direction: nil, parallax: nil), .pop, dimming: 0.4).renderTree(atFraction: 0.25)
        #expect(F.rootIDs(tree) == ["to", "dimming", "from"])
        #expect(F.isClose(tree.nodes[1].opacity, 0.3))
    }

    @Test func noDimmingAddsNoNode() {
        #expect(F.rootIDs(F.scene(.fade).renderTree(atFraction: 0.5)) == ["from", "to"])
    }
}
