import Testing
@testable import SegueCore

@Suite struct SceneCustomTests {
    typealias F = EvaluationFixtures

    func tree(_ animations: [PropertyAnimation], toOnTop: Bool = true, timing: Timing = .linear, at f: Double) -> RenderTree {
        F.scene(.custom(animations: animations, toOnTop: toOnTop), timing: timing).renderTree(atFraction: f)
    }

    func opacity(_ target: AnimationTarget, _ from: Double, _ to: Double, _ range: AnimationRange = .full) -> PropertyAnimation {
        PropertyAnimation(target: target, keyPath: .opacity, from: .number(from), to: .number(to), range: range)
    }

    @Test func rangeHoldsFromBeforeAndToAfter() throws {
        // Range [0.2, 0.6], linear: f = 0.1 is before (0), f = 0.4 is local (0.4 − 0.2)/0.4 = 0.5,
        // f = 0.8 is after (1).
        let fade = [opacity(.toLayer("card"), 0, 1, try AnimationRange(start: 0.2, end: 0.6))]
        #expect(F.layer("to.card", in: tree(fade, at: 0.1))!.opacity == 0)
        #expect(F.isClose(F.layer("to.card", in: tree(fade, at: 0.4))!.opacity, 0.5))
        #expect(F.layer("to.card", in: tree(fade, at: 0.8))!.opacity == 1)
    }

    @Test func positionMovesTheCentre() {
        // position (50, 50) → (150, 250), f = 0.5: centre (100, 150); the 40×20 card's origin (80, 140).
        let move = [PropertyAnimation(target: .toLayer("card"), keyPath: .position,
                                      from: .point(Point(50, 50)), to: .point(Point(150, 250)))]
        #expect(F.isClose(F.layer("to.card", in: tree(move, at: 0.5))?.bounds, Rect(80, 140, 40, 20)))
    }

    @Test func boundsSizeKeepsTheCentre() {
        // The card's centre is (100, 150); size (40, 20) → (80, 60) at 0.5 is (60, 40): (70, 130, 60, 40).
        let grow = [PropertyAnimation(target: .toLayer("card"), keyPath: .boundsSize,
                                      from: .size(Size(unchecked: 40, 20)), to: .size(Size(unchecked: 80, 60)))]
        #expect(F.isClose(F.layer("to.card", in: tree(grow, at: 0.5))?.bounds, Rect(70, 130, 60, 40)))
    }

    @Test func transformKeyPathsActAboutTheCentre() {
        // scale 1 → 3 at 0.5 is 2: the 40×20 card about (100, 150) is 80×40 at (60, 130);
        // translation.x 0 → 20 at 0.5 adds 10: (70, 130, 80, 40).
        let animations = [
            PropertyAnimation(target: .toLayer("card"), keyPath: .transformScale, from: .number(1), to: .number(3)),
            PropertyAnimation(target: .toLayer("card"), keyPath: .transformTranslationX, from: .number(0), to: .number(20)),
        ]
        #expect(F.isClose(F.layer("to.card", in: tree(animations, at: 0.5))?.bounds, Rect(70, 130, 80, 40)))
    }

    @Test func rotationByAQuarterTurnSwapsTheBox() {
        // rotation 0 → π at 0.5 is π/2: the 40×20 card about (100, 150) covers 20×40: (90, 130, 20, 40).
        let turn = [PropertyAnimation(target: .toLayer("card"), keyPath: .transformRotation,
                                      from: .number(0), to: .number(Double.pi))]
        #expect(F.isClose(F.layer("to.card", in: tree(turn, at: 0.5))?.bounds, Rect(90, 130, 20, 40)))
    }

    @Test func coloursAndShapeValuesInterpolate() throws {
        // At f = 0.25: black → white (the transition's linear timing) is grey 0.25; strokeEnd
        // 0 → 1 with its own easeInEaseOut is easeInEaseOut(0.25) = 0.1291619310, not 0.25.
        let animations = [
            PropertyAnimation(target: .toLayer("card"), keyPath: .backgroundColor, from: .color(.black), to: .color(.white)),
            PropertyAnimation(target: .toLayer("figure"), keyPath: .strokeEnd, from: .number(0), to: .number(1),
                              timing: .easeInEaseOut),
        ]
        let nodes = try #require(tree(animations, at: 0.25).nodes.last?.children)
        #expect(F.isClose(nodes[0].backgroundColor!.red, 0.25) && F.isClose(nodes[0].backgroundColor!.alpha, 1))
        guard case .shape(let shape) = nodes[1].content else { Issue.record("figure lost its shape"); return }
        #expect(F.isClose(shape.strokeEnd, 0.1291619310, 1e-6))
    }

    @Test func screenTargetsAndStackingOrder() {
        // `from` opacity 1 → 0 at 0.25 is 0.75; toOnTop false draws from above to.
        let t = tree([opacity(.from, 1, 0)], toOnTop: false, at: 0.25)
        #expect(F.rootIDs(t) == ["to", "from"])
        #expect(F.isClose(t.nodes[1].opacity, 0.75))
    }

    @Test func sequentialAnimationsHandOver() throws {
        // 0 → 1 on [0, 0.5], then 1 → 0 on [0.5, 1]: 0.5 at f = 0.25, 1 at the shared boundary
        // (the later one's from-value), 0.5 at f = 0.75.
        let first = try AnimationRange(start: 0, end: 0.5), second = try AnimationRange(start: 0.5, end: 1)
        let blink = [opacity(.toLayer("card"), 0, 1, first), opacity(.toLayer("card"), 1, 0, second)]
        #expect(F.isClose(F.layer("to.card", in: tree(blink, at: 0.25))!.opacity, 0.5))
        #expect(F.layer("to.card", in: tree(blink, at: 0.5))!.opacity == 1)
        #expect(F.isClose(F.layer("to.card", in: tree(blink, at: 0.75))!.opacity, 0.5))
    }

    @Test func laterAnimationWinsWhileItRuns() throws {
        // A: 0 → 1 over everything; B: 0 → 0.5 on [0.5, 1], later in the list.
        // f = 0.25: only A runs → 0.25. f = 0.75: both run, B wins at local 0.5 → 0.25.
        let late = try AnimationRange(start: 0.5, end: 1)
        let stack = [opacity(.toLayer("card"), 0, 1), opacity(.toLayer("card"), 0, 0.5, late)]
        #expect(F.isClose(F.layer("to.card", in: tree(stack, at: 0.25))!.opacity, 0.25))
        #expect(F.isClose(F.layer("to.card", in: tree(stack, at: 0.75))!.opacity, 0.25))
    }

    @Test
    func maskPathInterpolates() throws {
        // A rect mask (0, 0, 10, 10) → (0, 0, 30, 50) at 0.5 is (0, 0, 20, 30): same element
        // structure, points lerped one by one.
        let mask = [PropertyAnimation(target: .toLayer("card"), keyPath: .mask,
                                      from: .path(.rect(Rect(0, 0, 10, 10))), to: .path(.rect(Rect(0, 0, 30, 50))))]
        let card = try #require(tree(mask, at: 0.5).nodes.last?.children.first)
        #expect(card.mask == .rect(Rect(0, 0, 20, 30)))
    }
}
