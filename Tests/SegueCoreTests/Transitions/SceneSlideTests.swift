import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct SceneSlideTests {
    typealias F = EvaluationFixtures
    let slide = SlideEffect(direction: nil, parallax: nil)

    @Test func pushSlidesInFromTheRightWithParallax() throws {
        // W = 400, linear, f = 0.25: to.x = W·(1 − p) = 300; from.x = −0.3·W·p = −30.
        let tree = try F.scene(slide).resolved().renderTree(atFraction: 0.25)
        expectClose(F.layer("to", in: tree)!.bounds, Rect(300, 0, 400, 800), tolerance: F.tolerance)
        expectClose(F.layer("from", in: tree)!.bounds, Rect(-30, 0, 400, 800), tolerance: F.tolerance)
        // Layers move with their screen: the card at x 80 is at 300 + 80.
        expectClose(F.layer("to.card", in: tree)!.bounds, Rect(380, 140, 40, 20), tolerance: F.tolerance)
    }

    @Test func pushEasedIsHalfWayAtHalfTime() throws {
        // easeInEaseOut(0.5) = 0.5: to.x = 200, from.x = −0.3·400·0.5 = −60.
        let tree = try F.scene(slide, timing: .easeInEaseOut).resolved().renderTree(atFraction: 0.5)
        expectClose(F.layer("to", in: tree)!.bounds.x, 200, tolerance: F.tolerance)
        expectClose(F.layer("from", in: tree)!.bounds.x, -60, tolerance: F.tolerance)
    }

    @Test func popReversesThePush() throws {
        // Pop with parallax 0.3, linear, f = 0.25: the from-screen (on top) leaves to the right,
        // x = W·p = 100; the covered to-screen returns from the parallax offset,
        // x = −0.3·W·(1 − p) = −90. The incoming to-screen moves right: the default for pop.
        let tree = try F.scene(SlideEffect(direction: nil, parallax: 0.3), .pop).resolved().renderTree(atFraction: 0.25)
        #expect(F.rootIDs(tree) == ["to", "from"])
        expectClose(F.layer("from", in: tree)!.bounds.x, 100, tolerance: F.tolerance)
        expectClose(F.layer("to", in: tree)!.bounds.x, -90, tolerance: F.tolerance)
    }

    @Test func popHasNoParallaxByDefault() throws {
        // The default: parallax 0.3 for push only. Pop, f = 0.25: the to-screen stays at
        // 0 while the from-screen leaves to the right (x = 100).
        let tree = try F.scene(slide, .pop).resolved().renderTree(atFraction: 0.25)
        expectClose(F.layer("to", in: tree)!.bounds.x, 0, tolerance: F.tolerance)
        expectClose(F.layer("from", in: tree)!.bounds.x, 100, tolerance: F.tolerance)
    }

    @Test func anExplicitPopDirectionIsWhereTheIncomingScreenMoves() throws {
        // Pop with direction left (the incoming to-screen moves left, as in a right-to-left
        // language's navigation), parallax 0.3, f = 0.25: the leaving from-screen goes left,
        // x = −W·p = −100; the to-screen comes back from +0.3·W·(1 − p) = 90.
        let tree = try F.scene(SlideEffect(direction: .left, parallax: 0.3), .pop).resolved().renderTree(atFraction: 0.25)
        expectClose(F.layer("from", in: tree)!.bounds.x, -100, tolerance: F.tolerance)
        expectClose(F.layer("to", in: tree)!.bounds.x, 90, tolerance: F.tolerance)
    }

    @Test func anExplicitDismissDownSendsTheSheetDown() throws {
        // Dismiss with direction down (the default, given explicitly), f = 0.5: the leaving
        // from-screen is at y = H·p = 400, below its place.
        let tree = try F.scene(SlideEffect(direction: .down, parallax: nil), .dismiss).resolved().renderTree(atFraction: 0.5)
        expectClose(F.layer("from", in: tree)!.bounds.y, 400, tolerance: F.tolerance)
    }

    @Test func presentSlidesUpWithoutParallax() throws {
        // Present, eased, f = 0.5: to.y = H·(1 − p) = 800·0.5 = 400; parallax 0 keeps from at 0.
        let tree = try F.scene(slide, .present, timing: .easeInEaseOut).resolved().renderTree(atFraction: 0.5)
        expectClose(F.layer("to", in: tree)!.bounds, Rect(0, 400, 400, 800), tolerance: F.tolerance)
        expectClose(F.layer("from", in: tree)!.bounds, Rect(0, 0, 400, 800), tolerance: F.tolerance)
        // f = 0.25: p = easeInEaseOut(0.25) = 0.1291619310, to.y = 800·(1 − p) = 696.6704552.
        let quarter = try F.scene(slide, .present, timing: .easeInEaseOut).resolved().renderTree(atFraction: 0.25)
        expectClose(F.layer("to", in: quarter)!.bounds.y, 696.6704552, tolerance: 1e-5)
    }

    @Test func dismissSlidesBackDown() throws {
        // Dismiss, linear, f = 0.75: the from-screen leaves downward, y = H·p = 600.
        let tree = try F.scene(slide, .dismiss).resolved().renderTree(atFraction: 0.75)
        expectClose(F.layer("from", in: tree)!.bounds.y, 600, tolerance: F.tolerance)
    }

    @Test func explicitDirectionAndParallax() throws {
        // Push toward the right with parallax 0.5, f = 0.5: to starts at −W, so x = −400·0.5 =
        // −200; from moves right by 0.5·400·0.5 = 100.
        let tree = try F.scene(SlideEffect(direction: .right, parallax: 0.5)).resolved().renderTree(atFraction: 0.5)
        expectClose(F.layer("to", in: tree)!.bounds.x, -200, tolerance: F.tolerance)
        expectClose(F.layer("from", in: tree)!.bounds.x, 100, tolerance: F.tolerance)
    }
}
