import Testing
@testable import SegueCore
import SegueTestSupport

/// The timing plot's curves, evaluated from the model (`ResolvedScene+Progress`).
@Suite struct PropertyProgressTests {
    typealias F = EvaluationFixtures

    func resolved(_ animations: [PropertyAnimation], timing: Timing = .linear) throws -> ResolvedScene {
        try F.scene(CustomEffect(animations: animations), timing: timing).resolved()
    }

    @Test func aPointAnimatesPerChangingComponent() throws {
        // position (50, 50) → (150, 50) over the 1 s transition, linear: only x changes, so one
        // curve, card.position.x; at 0.5 s the value is 100, half way: progress 0.5.
        let scene = try resolved([PropertyAnimation(target: .toLayer("card"), keyPath: .position,
                                                    from: .point(Point(50, 50)), to: .point(Point(150, 50)))])
        let curves = scene.propertyProgress
        #expect(curves.map(\.label) == ["card.position.x"])
        expectClose(curves[0].progress(atElapsed: 0.5)!, 0.5, tolerance: 1e-12)
        expectClose(curves[0].progress(atElapsed: 1)!, 1, tolerance: 1e-12)
    }

    @Test func aPropertyHasNoProgressBeforeAnAnimationThatDoesNotFillBackwards() throws {
        // Opacity 0 → 1 from 0.5 s for 0.5 s, filling forwards only: nothing applies before 0.5 s;
        // at 0.75 s, local 0.5, linear: 0.5.
        let fade = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1),
                                     beginTime: 0.5, duration: 0.5, fillMode: .forwards)
        let curve = try resolved([fade]).propertyProgress[0]
        #expect(curve.label == "to.opacity")
        #expect(curve.progress(atElapsed: 0.25) == nil)
        expectClose(curve.progress(atElapsed: 0.75)!, 0.5, tolerance: 1e-12)
    }

    @Test func aColourIsOneCurveProjectedFromTo() throws {
        // black → white, linear: every component at 0.5 at 0.5 s, so the projection is 0.5.
        let scene = try resolved([PropertyAnimation(target: .toLayer("card"), keyPath: .backgroundColor,
                                                    from: .color(.black), to: .color(.white))])
        let curves = scene.propertyProgress
        #expect(curves.map(\.label) == ["card.backgroundColor"])
        expectClose(curves[0].progress(atElapsed: 0.5)!, 0.5, tolerance: 1e-12)
    }

    @Test func thereAndBackSpansTheFarthestEndpoint() throws {
        // opacity 1 → 0 over 0…0.5 s, then 0 → 1 over 0.5…1 s: the first from equals the last to,
        // so 1 is the farthest endpoint, 0: at 0.5 s the value 0 is progress 1, at 0.25 s (0.5) ½.
        let out = PropertyAnimation(target: .toLayer("card"), keyPath: .opacity, from: .number(1), to: .number(0),
                                    beginTime: 0, duration: 0.5)
        let back = PropertyAnimation(target: .toLayer("card"), keyPath: .opacity, from: .number(0), to: .number(1),
                                     beginTime: 0.5, duration: 0.5)
        let curve = try resolved([out, back]).propertyProgress[0]
        expectClose(curve.progress(atElapsed: 0.5)!, 1, tolerance: 1e-12)
        expectClose(curve.progress(atElapsed: 0.25)!, 0.5, tolerance: 1e-12)
        expectClose(curve.progress(atElapsed: 1)!, 0, tolerance: 1e-12)
    }

    @Test func theTimingCurveFollowsTheTransitionFraction() throws {
        // easeInEaseOut is symmetric about (½, ½); a played-through scene has f = t / D.
        let scene = try resolved([], timing: .easeInEaseOut)
        expectClose(scene.timingProgress(at: 0.5), 0.5, tolerance: 1e-6)
        #expect(scene.fingerPercent(at: 0.5) == nil)   // no interaction, no finger
        #expect(scene.propertyProgress.isEmpty)
    }
}
