import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct InteractionTimelineTests {
    /// Sums and products of a few decimals: only rounding error remains.
    let tolerance = 1e-12

    /// Keyframes from (time, value) pairs, as a template writes them.
    func frames(_ pairs: [(Double, Double)]) -> [Interaction.Keyframe] {
        pairs.map { Interaction.Keyframe(time: $0.0, value: $0.1) }
    }

    /// The seed's present: a pan over 400 pt, threshold 0.4, transition 0.5 s.
    func pan(to end: Double, speed: Double = 1) -> Interaction {
        Interaction(gesture: .pan(translation: frames([(0, 0), (0.3, end * 4 / 9), (0.6, end)]), distance: 400),
                    release: .init(threshold: 0.4), completionSpeed: speed)
    }

    @Test func panReleasedAt045Finishes() throws {
        // 180 / 400 = 0.45 ≥ 0.4; the rest is 0.55 · 0.5 s = 0.275 s, so 0.875 s in all.
        let timeline = try InteractionTimeline(interaction: pan(to: 180), transitionDuration: 0.5)
        #expect(timeline.outcome == .finish)
        #expect(timeline.releaseTime == 0.6)
        expectClose(timeline.releasePercent, 0.45, tolerance: tolerance)
        expectClose(timeline.releaseVelocity, 0.25 / 0.3, tolerance: tolerance)  // (0.45 − 0.2)/0.3 s
        expectClose(timeline.duration, 0.875, tolerance: tolerance)
        // Scrubbing: 40 / 400 at 0.15 s.
        #expect(timeline.state(at: 0.15).phase == .interactive)
        expectClose(timeline.state(at: 0.15).fraction, 0.1, tolerance: tolerance)
        // Halfway through the completion easeInEaseOut(½) = ½: 0.45 + 0.55 · ½ = 0.725.
        let middle = timeline.state(at: 0.6 + 0.1375)
        #expect(middle.phase == .finishing)
        expectClose(middle.fraction, 0.725, tolerance: 1e-9)
        #expect(timeline.state(at: 0.875) == InteractionState(phase: .finishing, fraction: 1))
        #expect(timeline.state(at: 5) == InteractionState(phase: .finishing, fraction: 1))
    }

    @Test func panReleasedAt03CancelsToExactlyZero() throws {
        // 120 / 400 = 0.3 < 0.4; going back takes 0.3 · 0.5 s = 0.15 s.
        let timeline = try InteractionTimeline(interaction: pan(to: 120), transitionDuration: 0.5)
        #expect(timeline.outcome == .cancel)
        expectClose(timeline.duration, 0.75, tolerance: tolerance)
        // Halfway back: 0.3 · (1 − ½) = 0.15.
        let middle = timeline.state(at: 0.675)
        #expect(middle.phase == .cancelling)
        expectClose(middle.fraction, 0.15, tolerance: 1e-9)
        #expect(timeline.state(at: timeline.duration).fraction == 0)
        #expect(timeline.state(at: 10).fraction == 0)
    }

    @Test func fractionIsContinuousAtRelease() throws {
        let timeline = try InteractionTimeline(interaction: pan(to: 180), transitionDuration: 0.5)
        let before = timeline.state(at: 0.6), after = timeline.state(at: 0.6 + 1e-9)
        #expect(before.phase == .interactive && after.phase == .finishing)
        // easeInEaseOut starts flat, so 1 ns later the fraction has moved by far less than 1e-9.
        expectClose(after.fraction, before.fraction, tolerance: 1e-9)
    }

    @Test func completionSpeedTwoHalvesTheCompletion() throws {
        let normal = try InteractionTimeline(interaction: pan(to: 180), transitionDuration: 0.5)
        let fast = try InteractionTimeline(interaction: pan(to: 180, speed: 2), transitionDuration: 0.5)
        expectClose(fast.completionDuration, 0.275 / 2, tolerance: tolerance)
        expectClose(fast.completionDuration * 2, normal.completionDuration, tolerance: tolerance)
        // The fast one halfway through equals the normal one halfway through: 0.725.
        expectClose(fast.state(at: 0.6 + 0.06875).fraction, 0.725, tolerance: 1e-9)
    }

    @Test func flickFinishesFromPointTwoByVelocity() throws {
        // 0 → 0.2 in 0.1 s is 2 per second ≥ 1, so it finishes though 0.2 < 0.5.
        let flick = Interaction(gesture: .progress(frames([(0, 0), (0.1, 0.2)])),
                                release: .init(threshold: 0.5, velocityThreshold: 1))
        let timeline = try InteractionTimeline(interaction: flick, transitionDuration: 1)
        #expect(timeline.outcome == .finish)
        expectClose(timeline.releaseVelocity, 2, tolerance: tolerance)
        expectClose(timeline.completionDuration, 0.8, tolerance: tolerance)  // (1 − 0.2) · 1 s
    }

    @Test func backwardFlickCancelsPastTheThreshold() throws {
        let flick = Interaction(gesture: .progress(frames([(0, 0), (0.5, 0.7)])),
                                release: .init(threshold: 0.5, velocity: -2, velocityThreshold: 1))
        #expect(try InteractionTimeline(interaction: flick, transitionDuration: 1).outcome == .cancel)
    }

    @Test func explicitOutcomeOverridesTheThreshold() throws {
        var interaction = pan(to: 180)
        interaction.release.outcome = .cancel
        #expect(try InteractionTimeline(interaction: interaction, transitionDuration: 0.5).outcome == .cancel)
    }

    @Test func releasedAtTheEndHasNoCompletion() throws {
        // 500 / 400 clamps to 1: nothing remains, so the completion is instant and finite.
        let full = Interaction(gesture: .pan(translation: frames([(0, 0), (1, 500)]), distance: 400))
        let timeline = try InteractionTimeline(interaction: full, transitionDuration: 0.5)
        #expect(timeline.completionDuration == 0)
        #expect(timeline.duration == 1)
        #expect(timeline.state(at: 1.5) == InteractionState(phase: .finishing, fraction: 1))
        // Cancelling from 0 is instant too, also with a spring that needs a handoff velocity.
        let none = Interaction(gesture: .progress(frames([(0, 0)])),
                               completionCurve: .spring(.dampingRatio(0.8, initialVelocity: 0)))
        let idle = try InteractionTimeline(interaction: none, transitionDuration: 0.5)
        #expect(idle.state(at: 0.1) == InteractionState(phase: .cancelling, fraction: 0))
    }

    @Test func rejectsBadDurationSpeedAndRule() {
        #expect(throws: GeometryError("transition duration: expected a finite positive number of seconds, found 0")) { try InteractionTimeline(interaction: pan(to: 180), transitionDuration: 0) }
        #expect(throws: GeometryError("completionSpeed: expected a finite positive number, found 0")) { try InteractionTimeline(interaction: pan(to: 180, speed: 0), transitionDuration: 1) }
        var interaction = pan(to: 180)
        interaction.release.threshold = 1.5
        #expect(throws: GeometryError("release.threshold: expected a number in 0...1, found 1.5")) { try InteractionTimeline(interaction: interaction, transitionDuration: 1) }
        var undamped = pan(to: 180)
        undamped.completionCurve = .spring(.physical(try! Spring(damping: 0)))
        #expect(throws: GeometryError("completionCurve: expected a spring that settles (damping > 0), found damping 0, which never settles")) { try InteractionTimeline(interaction: undamped, transitionDuration: 1) }
    }
}
