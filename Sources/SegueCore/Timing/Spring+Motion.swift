#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The closed-form solution of a spring, as the displacement y = x − 1 from the target:
/// y(0) = −1, y′(0) = v₀, with decay rate λ = ζω₀ = c / 2m.
enum SpringMotion {
    /// ζ < 1: y = e^(−λt)·(a·cos ω_d t + b·sin ω_d t), ω_d = ω₀√(1 − ζ²).
    case underdamped(decay: Double, frequency: Double, a: Double, b: Double)
    /// ζ = 1: y = e^(−λt)·(a + b·t).
    case critical(decay: Double, a: Double, b: Double)
    /// ζ > 1: y = c₁·e^(r₁t) + c₂·e^(r₂t) with r₂ < r₁ < 0 (r₁ the slow root).
    case overdamped(slow: Double, fast: Double, c1: Double, c2: Double)

    /// y(t) = x(t) − 1.
    func displacement(at t: Double) -> Double {
        switch self {
        case let .underdamped(decay, frequency, a, b):
            return exp(-decay * t) * (a * cos(frequency * t) + b * sin(frequency * t))
        case let .critical(decay, a, b):
            return exp(-decay * t) * (a + b * t)
        case let .overdamped(slow, fast, c1, c2):
            return c1 * exp(slow * t) + c2 * exp(fast * t)
        }
    }

    /// y′(t) = x′(t), the differentiated closed form.
    func velocity(at t: Double) -> Double {
        switch self {
        case let .underdamped(decay, frequency, a, b):
            let cosine = cos(frequency * t), sine = sin(frequency * t)
            return exp(-decay * t) * ((frequency * b - decay * a) * cosine - (frequency * a + decay * b) * sine)
        case let .critical(decay, a, b):
            return exp(-decay * t) * (b - decay * (a + b * t))
        case let .overdamped(slow, fast, c1, c2):
            return c1 * slow * exp(slow * t) + c2 * fast * exp(fast * t)
        }
    }
}

extension Spring {
    /// Damping ratios this close to 1 use the critical formula. The critical solution differs
    /// from the true one by the order of |ζ − 1| (under 1e-9 here), while the over-damped
    /// formula, whose two terms cancel as ζ → 1, still keeps ~11 of 16 digits at this distance.
    static let criticalTolerance = 1e-9

    /// The branch of the closed form this spring follows, with y(0) = −1 and y′(0) = v₀.
    var motion: SpringMotion {
        let omega = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        let decay = damping / (2 * mass)
        if abs(zeta - 1) <= Self.criticalTolerance {
            return .critical(decay: omega, a: -1, b: v0 - omega)
        }
        if zeta < 1 {
            let frequency = omega * (1 - zeta * zeta).squareRoot()
            return .underdamped(decay: decay, frequency: frequency, a: -1, b: (v0 - decay) / frequency)
        }
        let spread = omega * (zeta * zeta - 1).squareRoot()
        // r₁·r₂ = ω₀², so the slow root comes from the fast one without the cancellation of
        // −λ + spread, which would round to 0 for very large ζ.
        let fast = -decay - spread, slow = omega * omega / fast
        // c₁ + c₂ = −1 and c₁r₁ + c₂r₂ = v₀.
        let c1 = (v0 + fast) / (slow - fast)
        return .overdamped(slow: slow, fast: fast, c1: c1, c2: -1 - c1)
    }
}
