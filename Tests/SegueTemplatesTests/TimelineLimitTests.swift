import Testing
import SegueCore
@testable import SegueTemplates

/// Values each in range that together make a timeline longer than `TemplateLimits.maxDuration`.
struct TimelineLimitTests {
    /// mass 1, stiffness 1, damping 0.02: ω₀ = 1, ζ = 0.02 / (2·√1) = 0.01, decay ζω₀ = 0.01; from
    /// rest the envelope amplitude is 1/√(1 − ζ²) ≈ 1.00005, so it settles (to 0.001) after
    /// ln(1.00005 / 0.001) / 0.01 = 690.78 s.
    static let softSpring = #"{"spring": {"mass": 1, "stiffness": 1, "damping": 0.02}}"#

    @Test func aSpringThatSettlesTooLateIsAnErrorAtTheTiming() {
        let transition = #"{"type": "fade", "operation": "push", "timing": \#(TimelineLimitTests.softSpring)}"#
        #expect(errorLine(template(transition: transition))
                == "t.json: transition.timing: expected a spring settling time of at most 60 s, found 691 s")
        // Damping 0 never settles.
        let undamped = #"{"type": "fade", "operation": "push", "timing": {"spring": {"damping": 0}}}"#
        #expect(errorLine(template(transition: undamped))
                == "t.json: transition.timing: expected a spring settling time of at most 60 s, found ∞ s")
    }

    @Test func aSlowCompletionIsAnErrorAtTheCompletionSpeed() {
        // Released at 0.2 after 1 s (below the 0.5 threshold: cancel), the remaining 0.2 of a
        // 10 s transition at speed 0.01 lasts 0.2·10 / 0.01 = 200 s: 201 s in all.
        let transition = #"{"type": "fade", "operation": "push", "duration": 10}"#
        let interaction = #", "interaction": {"progress": [[0, 0], [1, 0.2]], "completionSpeed": 0.01}"#
        #expect(errorLine(template(transition: transition, extra: interaction))
                == "t.json: interaction.completionSpeed: expected a timeline of at most 60 s, found 201 s (gesture 1 s + completion 200 s)")
    }

    @Test func aSoftCompletionSpringIsAnErrorAtTheCompletionCurve() {
        // Released at 0.6 (finish) with velocity 0: the completion spring starts at rest and
        // settles after 690.78 s (see softSpring); 1 s of gesture before it: 691.78 s.
        let interaction = #", "interaction": {"progress": [[0, 0], [1, 0.6]], "release": {"velocity": 0}, "completionCurve": \#(TimelineLimitTests.softSpring)}"#
        #expect(errorLine(template(extra: interaction))
                == "t.json: interaction.completionCurve: expected a timeline of at most 60 s, found 692 s (gesture 1 s + completion 691 s)")
    }

    @Test func aTimelineOfExactlyTheLimitLoads() throws {
        // 59 s of gesture released at 1 (finish): nothing remains, the completion is instant.
        let interaction = #", "interaction": {"progress": [[0, 0], [59, 1]]}"#
        #expect(try decode(template(extra: interaction)).scene.duration == 59)
        // A 60 s transition is the limit itself.
        #expect(try decode(template(transition: #"{"type": "fade", "operation": "push", "duration": 60}"#)).scene.duration == 60)
    }
}
