import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SegueCore
import SegueTestSupport

@Suite struct SpringTests {
    /// Closed forms in double precision; the reference values are quoted to 10 decimals.
    let tolerance = 1e-9
    /// Central differences with h = 1e-5 err by ~h²·x‴ ≈ 1e-7 for these springs.
    let differenceTolerance = 1e-6

    @Test func defaultUnderdampedSpringMatchesReferenceValues() throws {
        // ω₀ = 10, ζ = 0.5: x = 1 − e^(−5t)(cos 8.66t + 0.577 sin 8.66t).
        let spring = try Spring()
        expectClose(spring.value(at: 0.1), 0.3402998466, tolerance: tolerance)
        expectClose(spring.value(at: 0.25), 1.0233595799, tolerance: tolerance)
        expectClose(spring.value(at: 0.5), 1.0745905666, tolerance: tolerance)
    }

    @Test func criticallyDampedMatchesReferenceValue() throws {
        // ω₀ = 10, ζ = 1: x = 1 − e^(−10t)(1 + 10t); at 0.25: 1 − 3.5·e^(−2.5).
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
        expectClose(spring.value(at: 0.25), 0.7127025048, tolerance: tolerance)
        expectClose(spring.value(at: 0.25), 1 - 3.5 * exp(-2.5), tolerance: tolerance)
    }

    @Test func overdampedMatchesHandSolution() throws {
        // r² + 25r + 100 = 0 → r = −5, −20; c₁ + c₂ = −1, −5c₁ − 20c₂ = 0 → c₁ = −4/3, c₂ = 1/3.
        let spring = try Spring(mass: 1, stiffness: 100, damping: 25)
        let expected = 1 - 4.0 / 3 * exp(-0.5) + 1.0 / 3 * exp(-2.0)
        expectClose(spring.value(at: 0.1), expected, tolerance: tolerance)
    }

    @Test(arguments: [10.0, 20, 25])
    func velocityStartsAtTheInitialVelocityAndIsTheDerivative(_ damping: Double) throws {
        let spring = try Spring(mass: 1, stiffness: 100, damping: damping, initialVelocity: 2)
        expectClose(spring.velocity(at: 0), 2, tolerance: tolerance)
        expectClose(spring.value(at: 0), 0, tolerance: tolerance)
        let h = 1e-5, t = 0.17
        let estimate = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
        expectClose(spring.velocity(at: t), estimate, tolerance: differenceTolerance)
    }

    @Test func heavierSpringIsSlower() throws {
        // Mass 4 halves ω₀ (√(100/4) = 5) and keeps λ = c/2m = 1.25 with c = 10 → ζ = 0.25;
        // its value at 2t equals the ω₀ = 10, c = 5 (ζ = 0.25) spring's at t.
        let heavy = try Spring(mass: 4, stiffness: 100, damping: 10)
        let light = try Spring(mass: 1, stiffness: 100, damping: 5)
        expectClose(heavy.value(at: 0.4), light.value(at: 0.2), tolerance: tolerance)
    }

    @Test func aMassSoSmallThatTheFrequencyOverflowsIsRefused() {
        // 10 000 / 5e-324 is ∞: ω₀ and the motion would be ∞ and NaN (found by the mutation loop).
        #expect(throws: GeometryError.self) { try Spring(mass: 5e-324, stiffness: 10000, damping: 1e-9) }
        #expect(throws: GeometryError.self) { try Spring(mass: 1e-300, stiffness: 1e300, damping: 1e300) }
        #expect((try? Spring(mass: 1e-9, stiffness: 10000, damping: 1e-9)) != nil)
    }

    @Test func underdampedSettlingComesFromTheEnvelope() throws {
        // a = −1, b = −5/8.66 = −1/√3, R = √(4/3); e^(−5T)·R = 0.001 → T = ln(1000·√(4/3))/5.
        let spring = try Spring()
        expectClose(spring.settlingDuration, log(1000 * (4.0 / 3).squareRoot()) / 5, tolerance: tolerance)
    }

    @Test func criticalSettlingIsWhereItLeavesTheBand() throws {
        // No overshoot from rest: the exit is where x = 1 − ε.
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20)
        let settle = spring.settlingDuration
        expectClose(spring.value(at: settle), 1 - Spring.settlingEpsilon, tolerance: tolerance)
    }

    @Test func smallOvershootInsideTheBandSettlesOnTheWayIn() throws {
        // λ = 10, v₀ = 12 = λ(1 + δ), δ = 0.2: peak overshoot δ·e^(−(1+δ)/δ) = 0.2·e^(−6) ≈ 5e-4 < ε,
        // so the last exit is on the way up, at x = 1 − ε.
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 12)
        expectClose(spring.value(at: spring.settlingDuration), 1 - Spring.settlingEpsilon, tolerance: tolerance)
    }

    @Test func largeOvershootSettlesAfterThePeak() throws {
        // δ = 1: peak 1·e^(−2) ≈ 0.135 at t = 0.2 s, so the exit is after it, at x = 1 + ε.
        let spring = try Spring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 20)
        let settle = spring.settlingDuration
        #expect(settle > 0.2)
        expectClose(spring.value(at: settle), 1 + Spring.settlingEpsilon, tolerance: tolerance)
    }

    @Test func overdampedSettlingWithBackwardLaunch() throws {
        // Moving away first (v₀ < 0), then creeping back from below: exit at x = 1 − ε.
        let spring = try Spring(mass: 1, stiffness: 100, damping: 25, initialVelocity: -3)
        expectClose(spring.value(at: spring.settlingDuration), 1 - Spring.settlingEpsilon, tolerance: tolerance)
    }

    @Test func undampedSpringNeverSettles() throws {
        #expect(try Spring(damping: 0).settlingDuration == .infinity)
    }

    @Test func rejectsInvalidParameters() {
        #expect(throws: GeometryError("mass: expected a finite positive number, found 0")) { try Spring(mass: 0) }
        #expect(throws: GeometryError("mass: expected a finite positive number, found nan")) { try Spring(mass: .nan) }
        #expect(throws: GeometryError("stiffness: expected a finite positive number, found -1")) { try Spring(stiffness: -1) }
        #expect(throws: GeometryError("damping: expected a finite non-negative number, found -1")) { try Spring(damping: -1) }
        #expect(throws: GeometryError("initialVelocity: expected a finite number, found nan")) { try Spring(initialVelocity: .nan) }
    }

    @Test func swiftUIResponseAndDampingFraction() throws {
        // (2π/0.5)² = 16π² = 157.913670…, 4π·0.825/0.5 = 6.6π = 20.734512…
        let spring = try Spring(response: 0.5, dampingFraction: 0.825)
        expectClose(spring.stiffness, 157.913670, tolerance: 1e-6)
        expectClose(spring.damping, 20.734512, tolerance: 1e-6)
        #expect(spring.mass == 1)
    }

    @Test func swiftUIDurationAndBounce() throws {
        // bounce 0.175 → ζ = 0.825, the same spring as above.
        let bouncy = try Spring(duration: 0.5, bounce: 0.175)
        expectClose(bouncy.dampingRatio, 0.825, tolerance: tolerance)
        // bounce −0.5 → ζ = 1/(1 − 0.5) = 2; damping = 4π·2/0.5 = 16π.
        let creeping = try Spring(duration: 0.5, bounce: -0.5)
        expectClose(creeping.damping, 16 * Double.pi, tolerance: tolerance)
        #expect(throws: GeometryError("bounce: expected a number in -1 < bounce ≤ 1, found -1")) { try Spring(duration: 0.5, bounce: -1) }
        #expect(throws: GeometryError("response: expected a finite positive number of seconds, found 0")) { try Spring(response: 0, dampingFraction: 1) }
    }

    @Test func springTimingScalesTimeByItsDuration() throws {
        // Fraction ½ of 0.5 s is 0.25 s on the default spring.
        let timing = SpringTiming(spring: try Spring(), duration: 0.5)
        expectClose(timing.progress(at: 0.5), 1.0233595799, tolerance: tolerance)
        expectClose(timing.slope(at: 0.5), 0.5 * (try Spring()).velocity(at: 0.25), tolerance: tolerance)
    }

    @Test func debugDescriptionReadsLikeTheInitialiser() throws {
        #expect(try Spring().debugDescription == "Spring(mass: 1.0, stiffness: 100.0, damping: 10.0, initialVelocity: 0.0)")
    }
}

@Suite struct SpringTimingEndTests {
    @Test func aTimedSpringEndsExactlyAtItsTarget() throws {
        // UIKit's damping ratio 0.6 over 0.5 s: the sine term's envelope is ε = 0.001 at 0.5 s,
        // so e^(−ζω₀T) = ε·√(1 − ζ²)/ζ and the whole amplitude, 1/√(1 − ζ²) times that, is
        // ε/ζ: the raw spring is within 0.00167 of 1 there but not at it; the timing shows
        // exactly 1 from fraction 1 on (Core Animation's model value once the animation ends),
        // with slope 0.
        let spring = try Spring.uikit(dampingRatio: 0.6, duration: 0.5)
        let timing = SpringTiming(spring: spring, duration: 0.5)
        expectClose(spring.value(at: 0.5), 1, tolerance: 0.001 / 0.6)
        #expect(timing.progress(at: 1) == 1 && timing.progress(at: 1.5) == 1)
        #expect(timing.slope(at: 1) == 0)
        #expect(timing.progress(at: 0.5) == spring.value(at: 0.25))
    }
}
