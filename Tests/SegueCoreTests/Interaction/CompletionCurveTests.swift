import Testing
@testable import SegueCore
import SegueTestSupport

/// `CompletionCurve.resolve` seen through the timeline: durations and the velocity handoff to springs.
@Suite struct CompletionCurveTests {
    /// One-sided difference step: 1 µs, far above rounding (1e-16 / 1e-6 = 1e-10).
    let step = 1e-6
    /// The one-sided difference errs by h/2 · |d²fraction/dt²|; the springs here accelerate by
    /// at most ~10³ /s² at release, so 5e-4 /s, well under the 1e-3 allowed.
    let velocityTolerance = 1e-3

    /// 0 → 0.3 over 0.2 s: release at 0.3 with 1.5 per second.
    func gesture(_ curve: Timing) -> Interaction {
        Interaction(gesture: .progress([.init(time: 0, value: 0), .init(time: 0.2, value: 0.3)]),
                    release: .init(threshold: 0.25), completionCurve: curve)
    }

    func velocityAfterRelease(_ timeline: InteractionTimeline) -> Double {
        let t = timeline.releaseTime
        return (timeline.state(at: t + step).fraction - timeline.state(at: t).fraction) / step
    }

    @Test func dampingRatioSpringTakesTheGestureVelocity() throws {
        // Finishing with 0.7 left over 0.7 · 0.6 s = 0.42 s; spring velocity 1.5 / 0.7 of the rest per second.
        let timeline = try InteractionTimeline(interaction: gesture(.spring(.dampingRatio(0.8, initialVelocity: 9))),
                                               transitionDuration: 0.6)
        guard case .spring(let timing) = timeline.completion else { Issue.record("expected a spring"); return }
        expectClose(timing.spring.initialVelocity, 1.5 / 0.7, tolerance: 1e-12)
        expectClose(timing.duration, 0.42, tolerance: 1e-12)
        expectClose(velocityAfterRelease(timeline), 1.5, tolerance: velocityTolerance)
    }

    @Test func physicalSpringTakesTheGestureVelocityWhenCancelling() throws {
        // Forced cancel at 0.3 while moving forward at 1.5: spring velocity −1.5 / 0.3 = −5 of the rest per second,
        // so the fraction keeps rising at 1.5 per second just after release.
        var interaction = gesture(.spring(.physical(try Spring(mass: 1, stiffness: 300, damping: 30))))
        interaction.release.outcome = .cancel
        let timeline = try InteractionTimeline(interaction: interaction, transitionDuration: 0.6)
        guard case .spring(let timing) = timeline.completion else { Issue.record("expected a spring"); return }
        expectClose(timing.spring.initialVelocity, -5, tolerance: 1e-12)
        expectClose(velocityAfterRelease(timeline), 1.5, tolerance: velocityTolerance)
        // Lasts the spring's settling duration and then holds exactly 0.
        let expected = try Spring(mass: 1, stiffness: 300, damping: 30, initialVelocity: -5).settlingDuration
        expectClose(timeline.completionDuration, expected, tolerance: 1e-12)
        #expect(timeline.state(at: timeline.duration).fraction == 0)
    }

    @Test func physicalSpringIsSpedUpByCompletionSpeed() throws {
        // Speed 2: stiffness × 4, damping × 2 — the same motion twice as fast.
        var interaction = gesture(.spring(.physical(try Spring(mass: 1, stiffness: 100, damping: 20))))
        interaction.completionSpeed = 2
        let timeline = try InteractionTimeline(interaction: interaction, transitionDuration: 0.6)
        guard case .spring(let timing) = timeline.completion else { Issue.record("expected a spring"); return }
        #expect(timing.spring.stiffness == 400 && timing.spring.damping == 40)
    }

    @Test func cubicCurveDoesNotCarryTheVelocity() throws {
        // easeInEaseOut starts with slope 0, so the motion stops at release (UIKit's behaviour):
        // the difference is ~0, not 1.5 — the check above would catch a missing handoff.
        let timeline = try InteractionTimeline(interaction: gesture(.easeInEaseOut), transitionDuration: 0.6)
        expectClose(velocityAfterRelease(timeline), 0, tolerance: velocityTolerance)
    }
}
