import Testing
@testable import SegueCore

@Suite struct SceneFadeTests {
    typealias F = EvaluationFixtures

    @Test(arguments: [0.0, 0.25, 0.6, 1.0])
    func pushFadesTheToScreenInLinearly(f: Double) throws {
        // Linear timing: p = f, and to.opacity = p; the to-screen is drawn on top.
        let tree = try F.scene(FadeEffect()).resolved().renderTree(atFraction: f)
        #expect(F.rootIDs(tree) == ["from", "to"])
        #expect(F.isClose(F.layer("to", in: tree)!.opacity, f))
        #expect(F.layer("from", in: tree)!.opacity == 1)
    }

    @Test func easeInEaseOutIsHalfWayAtHalfTime() throws {
        // easeInEaseOut is point-symmetric about (0.5, 0.5), so p(0.5) = 0.5.
        let tree = try F.scene(FadeEffect(), timing: .easeInEaseOut).resolved().renderTree(atFraction: 0.5)
        #expect(F.isClose(F.layer("to", in: tree)!.opacity, 0.5))
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
        #expect(F.isClose(F.layer("from", in: tree)!.opacity, 0.75))
        #expect(F.layer("to", in: tree)!.opacity == 1)
    }
}
