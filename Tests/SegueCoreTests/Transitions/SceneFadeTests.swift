import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct SceneFadeTests {
    typealias F = EvaluationFixtures

    @Test(arguments: [0.0, 0.25, 0.6, 1.0])
    func pushFadesTheToScreenInLinearly(f: Double) throws {
        // Linear timing: p = f, and to.opacity = p; the to-screen is drawn on top.
        let tree = try F.scene(FadeEffect()).resolved().renderTree(atFraction: f)
        #expect(F.rootIDs(tree) == ["from", "to"])
        expectClose(F.layer("to", in: tree)!.opacity, f, tolerance: F.tolerance)
        #expect(F.layer("from", in: tree)!.opacity == 1)
    }

    @Test func easeInEaseOutIsHalfWayAtHalfTime() throws {
        // easeInEaseOut is point-symmetric about (0.5, 0.5), so p(0.5) = 0.5.
        let tree = try F.scene(FadeEffect(), timing: .easeInEaseOut).resolved().renderTree(atFraction: 0.5)
        expectClose(F.layer("to", in: tree)!.opacity, 0.5, tolerance: F.tolerance)
    }

    @Test func easeInEaseOutStartsSlowerThanLinear() throws {
        // The curve's first control point (0.42, 0) keeps p(0.25) below 0.25.
        let tree = try F.scene(FadeEffect(), timing: .easeInEaseOut).resolved().renderTree(atFraction: 0.25)
        #expect(F.layer("to", in: tree)!.opacity < 0.25)
    }

    @Test func popFadesTheFromScreenOutOnTop() throws {
        // Backward: from.opacity = 1 − p = 0.75 at f = 0.25, and from is on top.
        let tree = try F.scene(FadeEffect(), .pop).resolved().renderTree(atFraction: 0.25)
        #expect(F.rootIDs(tree) == ["to", "from"])
        expectClose(F.layer("from", in: tree)!.opacity, 0.75, tolerance: F.tolerance)
        #expect(F.layer("to", in: tree)!.opacity == 1)
    }
}
