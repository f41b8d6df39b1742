import Testing
@testable import SegueCore
import SegueTestSupport

/// An interactive present scrubbed by a pan, evaluated through the scene: positions of the
/// sliding to-screen at chosen instants of each phase, derived by hand.
///
/// The slide-up present is linear over D = 0.5 s on the 400×800 canvas, so to.y = 800·(1 − f).
/// The pan goes linearly from 0 to `translation` points over 0.6 s, divided by 400 points.
@Suite struct SceneInteractionTests {
    typealias F = EvaluationFixtures

    func scene(translation: Double, curve: Timing = .easeInEaseOut) throws -> ResolvedScene {
        var scene = F.scene(SlideEffect(direction: nil, parallax: nil), .present, timing: .linear, duration: 0.5)
        scene.interaction = Interaction(
            gesture: .pan(translation: [.init(time: 0, value: 0), .init(time: 0.6, value: translation)], distance: 400),
            release: .init(threshold: 0.4), completionCurve: curve)
        return try scene.resolved()
    }

    func toY(_ scene: ResolvedScene, at time: Double) -> Double {
        F.layer("to", in: scene.snapshot(at: time).tree)!.bounds.y
    }

    @Test func scrubbingShowsTheTransitionAtThePercent() throws {
        // t = 0.3: translation 90, percent 90/400 = 0.225, to.y = 800·0.775 = 620.
        let s = try scene(translation: 180)
        #expect(s.snapshot(at: 0.3).phase == .interactive)
        expectClose(toY(s, at: 0.3), 620, tolerance: F.tolerance)
    }

    @Test func afterAFinishingReleaseTheRestPlaysWithTheCompletionCurve() throws {
        // Released at 0.6 s with percent 180/400 = 0.45 ≥ 0.4: finish. The rest lasts
        // (1 − 0.45)·0.5 = 0.275 s; halfway (τ = 0.5, easeInEaseOut = 0.5) f = 0.45 + 0.55·0.5
        // = 0.725, to.y = 800·0.275 = 220. The timeline lasts 0.6 + 0.275 = 0.875 s: 54 frames.
        let s = try scene(translation: 180)
        expectClose(s.duration, 0.875, tolerance: F.tolerance)
        #expect(s.frameClock.frameCount == 54)
        #expect(s.snapshot(at: 0.7375).phase == .finishing)
        expectClose(toY(s, at: 0.7375), 220, tolerance: F.tolerance)
        expectClose(toY(s, at: 0.875), 0, tolerance: F.tolerance)
    }

    @Test func theReleaseFrameDoesNotJump() throws {
        // Frame 36 is t = 36/60 = 0.6, the release: f = 0.45, to.y = 440. Just after it the
        // completion starts from the same fraction, so the position is continuous there.
        let s = try scene(translation: 180)
        expectClose(toY(s, at: s.time(ofFrame: 36)), 440, tolerance: F.tolerance)
        expectClose(toY(s, at: 0.6 + 1e-7), 440, tolerance: 1e-3)
        // Frame 37 moves on by less than the gesture's own step per frame (0.75·800/60 = 10 pt).
        let step = toY(s, at: s.time(ofFrame: 36)) - toY(s, at: s.time(ofFrame: 37))
        #expect(step > 0 && step < 10)
    }

    @Test func aSpringCompletionCarriesTheFingersSpeed() throws {
        // The gesture moves percent at 0.45/0.6 = 0.75 per second: to.y changes at
        // −800·0.75 = −600 pt/s. A spring completion takes that as its initial velocity, so the
        // one-sided finite differences (h = 1e-5 s) on both sides of the release agree to 1 %.
        let s = try scene(translation: 180, curve: .spring(.dampingRatio(0.8, initialVelocity: 0)))
        let h = 1e-5, release = 0.6
        let before = (toY(s, at: release) - toY(s, at: release - h)) / h
        let after = (toY(s, at: release + h) - toY(s, at: release)) / h
        expectClose(before, -600, tolerance: 1e-3)
        expectClose(after, before, tolerance: 6)  // 1 % of 600 pt/s
    }

    @Test func anEaseInCompletionWouldStallAtRelease() throws {
        // The control case: easeInEaseOut starts with slope 0, so right after release the
        // screen stops (|speed| far below 600 pt/s). The spring test above can fail.
        let s = try scene(translation: 180)
        let h = 1e-5
        let after = (toY(s, at: 0.6 + h) - toY(s, at: 0.6)) / h
        expectClose(after, 0, tolerance: 30)
    }

    @Test func aCancelledReleaseReturnsToTheFirstFrameExactly() throws {
        // Released at 120/400 = 0.3 < 0.4: cancel over 0.3·0.5 = 0.15 s back to f = 0, where
        // the tree is the same value as at t = 0 (to.y = 800, off-screen below).
        let s = try scene(translation: 120)
        expectClose(s.duration, 0.75, tolerance: F.tolerance)
        #expect(s.snapshot(at: 0.7).phase == .cancelling)
        #expect(s.snapshot(at: s.duration).tree == s.snapshot(at: 0).tree)
        #expect(toY(s, at: s.duration) == 800)
    }
}
