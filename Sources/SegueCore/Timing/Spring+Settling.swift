#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Spring {
    /// How close to 1 a settled spring stays: 0.001 of the distance, a tenth of a point on a
    /// 100-point move, below what a frame can show. (UIKit's damping-ratio springs fit their
    /// stiffness with the same number but a different equation: see `uikitEpsilon`.)
    public static let settlingEpsilon = 0.001

    /// Seconds after which |value − 1| stays within `settlingEpsilon`, by physics alone.
    ///
    /// An oscillating spring (ζ < 1) uses its envelope R·e^(−ζω₀t), R = √(a² + b²) the
    /// amplitude of the closed form: the time the envelope reaches the epsilon, a bound the
    /// value never exceeds afterwards. Critically and over-damped springs cross the epsilon
    /// band once for good; that crossing is found by bisection between two closed-form bounds.
    /// Infinite for an undamped spring.
    public var settlingDuration: Double { settlingDuration(within: Self.settlingEpsilon) }

    /// Seconds after which |value − 1| stays within `epsilon` (see `settlingDuration`).
    public func settlingDuration(within epsilon: Double) -> Double {
        switch motion {
        case let .underdamped(decay, _, a, b):
            guard decay > 0 else { return .infinity }
            let amplitude = (a * a + b * b).squareRoot()
            return max(0, log(amplitude / epsilon) / decay)
        case .critical, .overdamped:
            return motion.lastExit(from: epsilon)
        }
    }
}

extension SpringMotion {
    /// Halvings of the settling bracket: 64 shrink it below 1e-19 of its length, past a
    /// double's resolution, in a fixed, deterministic number of steps.
    static let settlingBisectionSteps = 64

    /// For a non-oscillating motion, the last time |y| equals `epsilon`.
    ///
    /// Such a motion has at most one extremum (a sum of two exponentials has one critical
    /// point) and approaches 0 monotonically after it. If |y| at the extremum exceeds the
    /// epsilon, the exit lies after it; otherwise the overshoot stays inside the band and the
    /// exit is on the way in, before it. Either bracket holds exactly one sign change of |y| − ε.
    func lastExit(from epsilon: Double) -> Double {
        let peak = max(0, extremumTime ?? 0)
        let bound = max(peak, settledBound(epsilon))
        let (lo, hi) = abs(displacement(at: peak)) > epsilon ? (peak, bound) : (0, peak)
        return bisectExit(epsilon, lo, hi)
    }

    private func bisectExit(_ epsilon: Double, _ lo: Double, _ hi: Double) -> Double {
        var lo = lo, hi = hi
        for _ in 0..<Self.settlingBisectionSteps {
            let mid = (lo + hi) / 2
            if abs(displacement(at: mid)) > epsilon { lo = mid } else { hi = mid }
        }
        return hi
    }

    /// The time of y′ = 0 for a non-oscillating motion, `nil` when there is none.
    private var extremumTime: Double? {
        switch self {
        case .underdamped:
            return nil
        case let .critical(decay, a, b):
            // e^(−λt)·(b − λa − λbt) = 0.
            guard b != 0 else { return nil }
            return (b - decay * a) / (decay * b)
        case let .overdamped(slow, fast, c1, c2):
            // c₁r₁e^(r₁t) = −c₂r₂e^(r₂t).
            let ratio = -(c2 * fast) / (c1 * slow)
            guard c1 != 0, ratio > 0 else { return nil }
            return log(ratio) / (slow - fast)
        }
    }

    /// A time after which |y| is certainly within `epsilon`, from a closed-form bound on |y|.
    private func settledBound(_ epsilon: Double) -> Double {
        switch self {
        case .underdamped:
            return 0
        case let .critical(decay, a, b):
            // t·e^(−λt/2) ≤ 2/(eλ), so |y| ≤ e^(−λt/2)·(|a| + 2|b|/(eλ)).
            let scale = abs(a) + 2 * abs(b) / (exp(1) * decay)
            return max(0, 2 * log(scale / epsilon) / decay)
        case let .overdamped(slow, _, c1, c2):
            // e^(r₂t) ≤ e^(r₁t), so |y| ≤ (|c₁| + |c₂|)·e^(r₁t).
            return max(0, log((abs(c1) + abs(c2)) / epsilon) / -slow)
        }
    }
}
