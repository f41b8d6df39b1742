import Testing
@testable import SegueCore

@Suite struct TimingTests {
    @Test func namedCurvesResolve() {
        #expect(Timing.named("linear") == .cubicBezier(.linear))
        #expect(Timing.named("easeIn") == .cubicBezier(.easeIn))
        #expect(Timing.named("easeOut") == .cubicBezier(.easeOut))
        #expect(Timing.named("easeInEaseOut") == .cubicBezier(.easeInEaseOut))
        #expect(Timing.named("default") == .cubicBezier(.default))
    }

    @Test func unknownNamesAreNil() {
        #expect(Timing.named("EaseIn") == nil)
        #expect(Timing.named("spring") == nil)
    }

    @Test func physicalSpringsHaveTheirSettlingDurationAsNaturalDuration() throws {
        let spring = try Spring()
        #expect(Timing.spring(.physical(spring)).naturalDuration == spring.settlingDuration)
        #expect(Timing.easeInEaseOut.naturalDuration == nil)
    }

    @Test func dampingRatioSpringEndsWithinEpsilonAtItsDuration() throws {
        // The UIKit model settles at the duration, so fraction 1 is within ε of 1.
        let curve = try Timing.spring(.dampingRatio(0.6, initialVelocity: 0)).curve(duration: 0.5)
        expectTimingClose(curve.progress(at: 1), 1, tolerance: Spring.settlingEpsilon)
    }
}
