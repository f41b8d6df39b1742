import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct SceneCustomTests {
    typealias F = EvaluationFixtures

    func tree(_ animations: [PropertyAnimation], toOnTop: Bool = true, timing: Timing = .linear, at f: Double) throws -> RenderTree {
        try F.scene(CustomEffect(animations: animations, toOnTop: toOnTop), timing: timing).resolved().renderTree(atFraction: f)
    }

    func opacity(_ target: AnimationTarget, _ from: Double, _ to: Double, _ range: AnimationRange = .full) -> PropertyAnimation {
        // The fixtures' transitions last 1 s, so the range's fractions are its seconds.
        PropertyAnimation(target: target, keyPath: .opacity, from: .number(from), to: .number(to), range: range, transitionDuration: 1)
    }

    @Test func rangeHoldsFromBeforeAndToAfter() throws {
        // Range [0.2, 0.6], linear: f = 0.1 is before (0), f = 0.4 is local (0.4 − 0.2)/0.4 = 0.5,
        // f = 0.8 is after (1).
        let fade = [opacity(.toLayer("card"), 0, 1, try AnimationRange(start: 0.2, end: 0.6))]
        #expect(F.layer("to.card", in: try tree(fade, at: 0.1))!.opacity == 0)
        expectClose(F.layer("to.card", in: try tree(fade, at: 0.4))!.opacity, 0.5, tolerance: F.tolerance)
        #expect(F.layer("to.card", in: try tree(fade, at: 0.8))!.opacity == 1)
    }

    @Test func positionMovesTheCentre() throws {
        // position (50, 50) → (150, 250), f = 0.5: centre (100, 150); the 40×20 card's origin (80, 140).
        let move = [PropertyAnimation(target: .toLayer("card"), keyPath: .position,
                                      from: .point(Point(50, 50)), to: .point(Point(150, 250)))]
        expectClose(F.layer("to.card", in: try tree(move, at: 0.5))?.bounds, Rect(80, 140, 40, 20), tolerance: F.tolerance)
    }

    @Test func boundsSizeKeepsTheCentre() throws {
        // The card's centre is (100, 150); size (40, 20) → (80, 60) at 0.5 is (60, 40): (70, 130, 60, 40).
        let grow = [PropertyAnimation(target: .toLayer("card"), keyPath: .boundsSize,
                                      from: .size(Size(unchecked: 40, 20)), to: .size(Size(unchecked: 80, 60)))]
        expectClose(F.layer("to.card", in: try tree(grow, at: 0.5))?.bounds, Rect(70, 130, 60, 40), tolerance: F.tolerance)
    }

    @Test func transformKeyPathsActAboutTheCentre() throws {
        // scale 1 → 3 at 0.5 is 2: the 40×20 card about (100, 150) is 80×40 at (60, 130);
        // translation.x 0 → 20 at 0.5 adds 10: (70, 130, 80, 40).
        let animations = [
            PropertyAnimation(target: .toLayer("card"), keyPath: .transformScale, from: .number(1), to: .number(3)),
            PropertyAnimation(target: .toLayer("card"), keyPath: .transformTranslationX, from: .number(0), to: .number(20)),
        ]
        expectClose(F.layer("to.card", in: try tree(animations, at: 0.5))?.bounds, Rect(70, 130, 80, 40), tolerance: F.tolerance)
    }

    @Test func rotationByAQuarterTurnSwapsTheBox() throws {
        // rotation 0 → π at 0.5 is π/2: the 40×20 card about (100, 150) covers 20×40: (90, 130, 20, 40).
        let turn = [PropertyAnimation(target: .toLayer("card"), keyPath: .transformRotation,
                                      from: .number(0), to: .number(Double.pi))]
        expectClose(F.layer("to.card", in: try tree(turn, at: 0.5))?.bounds, Rect(90, 130, 20, 40), tolerance: F.tolerance)
    }

    @Test func coloursAndShapeValuesInterpolate() throws {
        // At f = 0.25: black → white (the transition's linear timing) is grey 0.25; strokeEnd
        // 0 → 1 with its own easeInEaseOut is easeInEaseOut(0.25) = 0.1291619310, not 0.25.
        let animations = [
            PropertyAnimation(target: .toLayer("card"), keyPath: .backgroundColor, from: .color(.black), to: .color(.white)),
            PropertyAnimation(target: .toLayer("figure"), keyPath: .strokeEnd, from: .number(0), to: .number(1),
                              timing: .easeInEaseOut),
        ]
        let nodes = try #require(try tree(animations, at: 0.25).nodes.last?.children)
        expectClose(nodes[0].backgroundColor!.red, 0.25, tolerance: F.tolerance)
        expectClose(nodes[0].backgroundColor!.alpha, 1, tolerance: F.tolerance)
        guard case .shape(let shape) = nodes[1].content else { Issue.record("figure lost its shape"); return }
        expectClose(shape.strokeEnd, 0.1291619310, tolerance: 1e-6)
    }

    @Test func screenTargetsAndStackingOrder() throws {
        // `from` opacity 1 → 0 at 0.25 is 0.75; toOnTop false draws from above to.
        let t = try tree([opacity(.from, 1, 0)], toOnTop: false, at: 0.25)
        #expect(F.rootIDs(t) == ["to", "from"])
        expectClose(t.nodes[1].opacity, 0.75, tolerance: F.tolerance)
    }

    @Test func sequentialAnimationsHandOver() throws {
        // 0 → 1 on [0, 0.5], then 1 → 0 on [0.5, 1]: 0.5 at f = 0.25, 1 at the shared boundary
        // (the later one's from-value), 0.5 at f = 0.75.
        let first = try AnimationRange(start: 0, end: 0.5), second = try AnimationRange(start: 0.5, end: 1)
        let blink = [opacity(.toLayer("card"), 0, 1, first), opacity(.toLayer("card"), 1, 0, second)]
        expectClose(F.layer("to.card", in: try tree(blink, at: 0.25))!.opacity, 0.5, tolerance: F.tolerance)
        #expect(F.layer("to.card", in: try tree(blink, at: 0.5))!.opacity == 1)
        expectClose(F.layer("to.card", in: try tree(blink, at: 0.75))!.opacity, 0.5, tolerance: F.tolerance)
    }

    @Test func laterAnimationWinsWhileItRuns() throws {
        // A: 0 → 1 over everything; B: 0 → 0.5 on [0.5, 1], later in the list.
        // f = 0.25: only A runs → 0.25. f = 0.75: both run, B wins at local 0.5 → 0.25.
        let late = try AnimationRange(start: 0.5, end: 1)
        let stack = [opacity(.toLayer("card"), 0, 1), opacity(.toLayer("card"), 0, 0.5, late)]
        expectClose(F.layer("to.card", in: try tree(stack, at: 0.25))!.opacity, 0.25, tolerance: F.tolerance)
        expectClose(F.layer("to.card", in: try tree(stack, at: 0.75))!.opacity, 0.25, tolerance: F.tolerance)
    }

    @Test
    func maskPathInterpolates() throws {
        // A rect mask (0, 0, 10, 10) → (0, 0, 30, 50) at 0.5 is (0, 0, 20, 30): same element
        // structure, points lerped one by one.
        let mask = [PropertyAnimation(target: .toLayer("card"), keyPath: .mask,
                                      from: .path(.rect(Rect(0, 0, 10, 10))), to: .path(.rect(Rect(0, 0, 30, 50))))]
        let card = try #require(try tree(mask, at: 0.5).nodes.last?.children.first)
        #expect(card.mask == .rect(Rect(0, 0, 20, 30)))
    }

    @Test func beginTimeAndDurationAreSeconds() throws {
        // A 2 s transition; opacity 0 → 1 begins at 0.5 s and lasts 1 s, linear. At f = 0.5
        // (1 s) it is halfway, 0.5; at f = 0.2 (0.4 s) it has not begun, 0; at f = 0.8 (1.6 s)
        // it has ended, 1.
        let fade = PropertyAnimation(target: .toLayer("card"), keyPath: .opacity, from: .number(0), to: .number(1),
                                     beginTime: 0.5, duration: 1)
        let scene = try F.scene(CustomEffect(animations: [fade]), duration: 2).resolved()
        expectClose(F.layer("to.card", in: scene.renderTree(atFraction: 0.5))!.opacity, 0.5, tolerance: F.tolerance)
        #expect(F.layer("to.card", in: scene.renderTree(atFraction: 0.2))!.opacity == 0)
        #expect(F.layer("to.card", in: scene.renderTree(atFraction: 0.8))!.opacity == 1)
        // With its own easeInEaseOut, 0.75 s is a quarter of its second: easeInEaseOut(0.25) =
        // 0.1291619310, and 1.25 s three quarters: 1 − 0.1291619310 by the curve's symmetry.
        var eased = fade
        eased.timing = .easeInEaseOut
        let easedScene = try F.scene(CustomEffect(animations: [eased]), duration: 2).resolved()
        expectClose(F.layer("to.card", in: easedScene.snapshot(at: 0.75).tree)!.opacity, 0.1291619310, tolerance: 1e-9)
        expectClose(F.layer("to.card", in: easedScene.snapshot(at: 1.25).tree)!.opacity, 1 - 0.1291619310, tolerance: 1e-9)
    }

    @Test func withoutADurationAnAnimationRunsToTheTransitionsEnd() throws {
        // beginTime 0.25 s of a 1 s transition, no duration: it lasts the remaining 0.75 s, so at
        // f = 0.625 it is halfway (0.375 / 0.75).
        let fade = PropertyAnimation(target: .toLayer("card"), keyPath: .opacity, from: .number(0), to: .number(1), beginTime: 0.25)
        expectClose(F.layer("to.card", in: try tree([fade], at: 0.625))!.opacity, 0.5, tolerance: F.tolerance)
    }

    @Test func aRemovedFillShowsTheLayersOwnValue() throws {
        // The card's own corner radius is 0 (the fixtures give none); cornerRadius 10 → 20 over
        // [0.25, 0.75] s with fillMode removed: 0 before and after, 15 halfway.
        let round = PropertyAnimation(target: .toLayer("card"), keyPath: .cornerRadius, from: .number(10), to: .number(20),
                                      beginTime: 0.25, duration: 0.5, fillMode: .removed)
        #expect(try tree([round], at: 0.1).nodes.last!.children[0].cornerRadius == 0)
        expectClose(try tree([round], at: 0.5).nodes.last!.children[0].cornerRadius, 15, tolerance: F.tolerance)
        #expect(try tree([round], at: 0.9).nodes.last!.children[0].cornerRadius == 0)
    }

    @Test func animatingTheAnchorPointMovesTheLayer() throws {
        // The card (80, 140, 40, 20) has position (100, 150) at anchor (0.5, 0.5). Anchor → (0, 0)
        // at f = 1 keeps the position, so the frame's top-left moves onto it: (100, 150, 40, 20).
        // Halfway the anchor is (0.25, 0.25): origin (100 − 10, 150 − 5) = (90, 145).
        let anchor = PropertyAnimation(target: .toLayer("card"), keyPath: .anchorPoint,
                                       from: .point(Point(0.5, 0.5)), to: .point(.zero))
        expectClose(F.layer("to.card", in: try tree([anchor], at: 1))?.bounds, Rect(100, 150, 40, 20), tolerance: F.tolerance)
        expectClose(F.layer("to.card", in: try tree([anchor], at: 0.5))?.bounds, Rect(90, 145, 40, 20), tolerance: F.tolerance)
    }
}
