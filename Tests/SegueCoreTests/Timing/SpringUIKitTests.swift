import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import SegueCore
import SegueTestSupport

/// UIKit's duration-based spring: ω₀ solves ε = |(ζω₀ − v)/(ω₀√(1 − ζ²))|·e^(−ζω₀T) (ζ < 1) or
/// ε = |(ω₀ − v)T + 1|·e^(−ω₀T) (ζ = 1), ε = 0.001, mass 1, k = ω₀², c = 2ζω₀.
@Suite struct SpringUIKitTests {
    /// The equation's right-hand side at the spring's ω₀, for checking a root.
    func residual(_ spring: Spring, _ zeta: Double, _ duration: Double) -> Double {
        let omega = spring.naturalFrequency, v = spring.initialVelocity
        if zeta < 1 {
            return abs((zeta * omega - v) / (omega * (1 - zeta * zeta).squareRoot())) * exp(-zeta * omega * duration)
        }
        return abs((omega - v) * duration + 1) * exp(-omega * duration)
    }

    @Test(arguments: [
        // The check values of framer-motion's findSpring (T, ζ, v → stiffness, damping).
        (0.5, 0.8, 0.0, 323.589492, 28.781749),
        (0.5, 0.7, 1.0, 378.748734, 27.246055),
        (0.35, 1.0, 0.0, 695.966730, 52.762363),
    ])
    func matchesFramersFindSpring(_ duration: Double, _ zeta: Double, _ v: Double,
                                  _ stiffness: Double, _ damping: Double) throws {
        let spring = try Spring.uikit(dampingRatio: zeta, duration: duration, initialVelocity: v)
        expectClose(spring.stiffness, stiffness, tolerance: 1e-6)
        expectClose(spring.damping, damping, tolerance: 1e-6)
        #expect(spring.mass == 1)
        #expect(spring.initialVelocity == v)
    }

    @Test func atRestTheStiffnessHasAClosedForm() throws {
        // ω₀ = ln(ζ/(ε√(1 − ζ²)))/(ζT) = ln(0.5/(0.001·√0.75))/0.5 for ζ = 0.5, T = 1.
        let spring = try Spring.uikit(dampingRatio: 0.5, duration: 1)
        let omega = log(0.5 / (0.001 * 0.75.squareRoot())) / 0.5
        expectClose(spring.stiffness, omega * omega, tolerance: 1e-9 * omega * omega)
        expectClose(spring.dampingRatio, 0.5, tolerance: 1e-12)
        // 1e-9 lies far below ε, so the root-found answer meets the closed form.
        let nudged = try Spring.uikit(dampingRatio: 0.5, duration: 1, initialVelocity: 1e-9)
        expectClose(nudged.naturalFrequency, omega, tolerance: 1e-6)
    }

    @Test(arguments: [
        (0.6, 0.5, 3.0), (0.6, 0.5, -2.0), (0.3, 0.8, 0.5), (1.0, 0.4, 5.0), (1.0, 0.4, -3.0), (1.0, 0.4, 0.5),
        // Fast releases: the sine term vanishes before the envelope falls to ε (the root lies
        // below v/ζ for ζ < 1, below v − 1/T for ζ = 1).
        (0.7, 0.5, 200.0), (1.0, 0.5, 40.0),
    ])
    func aVelocitySolvesTheEquation(_ zeta: Double, _ duration: Double, _ v: Double) throws {
        let spring = try Spring.uikit(dampingRatio: zeta, duration: duration, initialVelocity: v)
        expectClose(residual(spring, zeta, duration), 0.001, tolerance: 1e-12)
        expectClose(spring.dampingRatio, zeta, tolerance: 1e-12)
        #expect(spring.initialVelocity == v)
    }

    @Test func theLargestRootIsTaken() throws {
        // ζ = 0.7, T = 0.5, v = 1: the equation is also solved below v/ζ ≈ 1.43 rad/s, where the
        // sine term is large again, but the answer is the root that the v = 0 closed form
        // (ln(0.7/(0.001·√0.51))/0.35 ≈ 19.68 rad/s) continues to.
        let spring = try Spring.uikit(dampingRatio: 0.7, duration: 0.5, initialVelocity: 1)
        #expect(spring.naturalFrequency > 19 && spring.naturalFrequency < 19.68)
        let fast = try Spring.uikit(dampingRatio: 0.7, duration: 0.5, initialVelocity: 200)
        #expect(fast.naturalFrequency < 200 / 0.7)
    }

    @Test func ratiosAndDurationsAreClampedAsFramerDoes() throws {
        // Above 1 is critical; below 0.05 is 0.05; the solve's T is clamped to 0.01...10 s.
        #expect(try Spring.uikit(dampingRatio: 1.5, duration: 0.5) == Spring.uikit(dampingRatio: 1, duration: 0.5))
        #expect(try Spring.uikit(dampingRatio: 0.01, duration: 0.5) == Spring.uikit(dampingRatio: 0.05, duration: 0.5))
        #expect(try Spring.uikit(dampingRatio: 0.8, duration: 20) == Spring.uikit(dampingRatio: 0.8, duration: 10))
        #expect(try Spring.uikit(dampingRatio: 0.8, duration: 0.001) == Spring.uikit(dampingRatio: 0.8, duration: 0.01))
    }

    @Test func extremeVelocitiesStayFinite() throws {
        for v in [1e300, -1e300, Double.greatestFiniteMagnitude] {
            let spring = try Spring.uikit(dampingRatio: 0.05, duration: 10, initialVelocity: v)
            #expect(spring.stiffness.isFinite && spring.stiffness > 0)
        }
    }

    @Test func badInputIsRefused() {
        #expect(throws: GeometryError("dampingRatio: expected a finite number, found nan")) { try Spring.uikit(dampingRatio: .nan, duration: 1) }
        #expect(throws: GeometryError("duration: expected a finite positive number of seconds, found 0")) { try Spring.uikit(dampingRatio: 0.5, duration: 0) }
        #expect(throws: GeometryError("initialVelocity: expected a finite number, found inf")) { try Spring.uikit(dampingRatio: 0.5, duration: 1, initialVelocity: .infinity) }
    }

    @Test func aTimedUIKitSpringLastsItsDurationAndEndsAtTheTarget() throws {
        // ζ = 0.8, T = 0.5: the spring is not at 1 at T (the whole envelope is ε/ζ = 0.00125
        // there), and the timing shows exactly 1 from the end on.
        let timing = try Timing.uikitSpring(dampingRatio: 0.8).curve(duration: 0.5)
        let spring = try Spring.uikit(dampingRatio: 0.8, duration: 0.5)
        #expect(timing.progress(at: 0.5) == spring.value(at: 0.25))
        #expect(timing.progress(at: 1) == 1)
        #expect(abs(spring.value(at: 0.5) - 1) <= 0.001 / 0.8)
    }
}
