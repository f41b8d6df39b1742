import Testing
@testable import SegueCore
import SegueTestSupport

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

    @Test func dampingRatioSpringSettlesAtItsDuration() throws {
        // The UIKit model: the spring itself (not the timing, which shows exactly 1 at the end)
        // is within ε of 1 at the duration, and the timing at fraction ½ is the spring at 0.25 s.
        let spring = try SpringParameters.dampingRatio(0.6, initialVelocity: 0).spring(duration: 0.5)
        expectClose(spring.value(at: 0.5), 1, tolerance: Spring.settlingEpsilon)
        let curve = try Timing.spring(.dampingRatio(0.6, initialVelocity: 0)).curve(duration: 0.5)
        #expect(curve.progress(at: 0.5) == spring.value(at: 0.25))
    }
}
