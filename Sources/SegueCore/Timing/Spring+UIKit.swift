#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Spring {
    /// The damping ratios UIKit's duration-based spring is solved for: a ratio outside is
    /// clamped into this range (Framer's `minDamping` / `maxDamping`, see `uikit(…)`).
    public static let uikitDampingRange = 0.05...1.0

    /// The durations, in seconds, the stiffness is solved for: a longer or shorter duration is
    /// clamped into this range for the solve (Framer's `minDuration` / `maxDuration`); the
    /// animation itself still lasts the duration given.
    public static let uikitDurationRange = 0.01...10.0

    /// The residual ε of UIKit's stiffness equation (see `uikit(…)`): 0.001 of the distance.
    public static let uikitEpsilon = 0.001

    /// The largest |v·T| the solve takes, so the product of a huge velocity and a duration
    /// stays finite.
    static let uikitVelocityCap = 1e300

    /// Bisection steps of the stiffness search. The bracket is at most about 2·10⁴ wide in
    /// ω·T (the widest: a ratio of 0.05 and a velocity near the largest double), so 100 halvings
    /// take it below 10⁻²⁵, far past a double's resolution of the root, in a fixed number of steps.
    static let uikitBisectionSteps = 100

    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` and
    /// `UISpringTimingParameters(dampingRatio:initialVelocity:)`: the spring that runs for
    /// exactly `duration` seconds.
    ///
    /// UIKit's solver is not public. The best public evidence (framer-motion's `findSpring` in
    /// `find.ts`, "ported from the Framer implementation" whose springs reproduce iOS's
    /// timing; the ios-spring-animations playground that matches UIView springs with the same
    /// equation; reverse engineering of UIKitCore's `parametersOfSpringAnimation`) gives:
    /// mass 1, ε = `uikitEpsilon`, and ω₀ the root of
    ///
    ///     ζ < 1:  ε = |(ζω₀ − v) / (ω₀·√(1 − ζ²))| · e^(−ζω₀T)
    ///     ζ = 1:  ε = |(ω₀ − v)·T + 1| · e^(−ω₀T)
    ///
    /// with v the initial velocity in progress per second; then stiffness ω₀², damping 2ζω₀.
    /// With v = 0 and ζ < 1 the root has the closed form ω₀ = ln(ζ / (ε√(1 − ζ²))) / (ζT).
    /// Otherwise the root is found by bisection on a bracket where the right-hand side is
    /// monotonic (see `uikitRootBracket`), in a fixed number of steps. When the equation has
    /// several roots (a velocity toward the target makes the sine term vanish once), the
    /// largest is taken: the one that tends to the closed form as v → 0.
    ///
    /// Ranges, as Framer clamps them (UIKit documents none): ζ is clamped into
    /// `uikitDampingRange` (0.05...1, so a ratio above 1 behaves as critical damping) and T into
    /// `uikitDurationRange` (0.01...10 s) for the solve. The spring does not settle exactly at
    /// the duration; `SpringTiming` ends it at the target there, as UIKit does.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ, any finite number (clamped as above).
    ///   - duration: seconds, finite and positive.
    ///   - initialVelocity: progress per second (1.0 = the whole distance per second).
    public static func uikit(dampingRatio: Double, duration: Double,
                             initialVelocity: Double = 0) throws(GeometryError) -> Spring {
        try GeometryError.requireFinite(dampingRatio, "dampingRatio")
        guard duration.isFinite, duration > 0 else {
            throw GeometryError("duration: expected a finite positive number of seconds, found \(duration.messageText)")
        }
        try GeometryError.requireFinite(initialVelocity, "initialVelocity")
        let zeta = min(max(dampingRatio, uikitDampingRange.lowerBound), uikitDampingRange.upperBound)
        let time = min(max(duration, uikitDurationRange.lowerBound), uikitDurationRange.upperBound)
        // |v·T| is capped at 10³⁰⁰ so it stays finite; the root depends on it through a
        // logarithm, so a larger velocity would change ω₀ by a few percent at most.
        let w = min(max(initialVelocity * time, -uikitVelocityCap), uikitVelocityCap)
        let omega = uikitScaledFrequency(zeta, velocity: w) / time
        return try Spring(mass: 1, stiffness: omega * omega, damping: 2 * zeta * omega,
                          initialVelocity: initialVelocity)
    }

    /// x = ω₀T solving the equation of `uikit(…)` in dimensionless form, w = vT:
    /// ε = g(x) with g(x) = |ζx − w| / (x√(1 − ζ²)) · e^(−ζx) for ζ < 1 and
    /// g(x) = |x − w + 1| · e^(−x) for ζ = 1. Compared in logarithms, so no term underflows.
    static func uikitScaledFrequency(_ zeta: Double, velocity w: Double) -> Double {
        let logEpsilon = log(uikitEpsilon)
        if zeta < 1, w == 0 {
            return log(zeta / (uikitEpsilon * (1 - zeta * zeta).squareRoot())) / zeta
        }
        let logG: (Double) -> Double
        if zeta < 1 {
            let logS = 0.5 * log(1 - zeta * zeta)
            logG = { x in log(abs(zeta * x - w)) - log(x) - logS - zeta * x }
        } else {
            logG = { x in log(abs(x - w + 1)) - x }
        }
        var (lo, hi) = uikitRootBracket(zeta, velocity: w)
        // g decreases on [lo, hi] with g(lo) ≥ ε ≥ g(hi): keep that invariant while halving.
        for _ in 0..<uikitBisectionSteps {
            let mid = (lo + hi) / 2
            if logG(mid) >= logEpsilon { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }

    /// An interval of x that holds the largest root of g(x) = ε and on which g decreases.
    ///
    /// The upper end `far` is where the bound B(x) ≥ g(x), B decreasing, falls below ε: past
    /// it there is no root. Below it, g's shape is known in closed form:
    /// - ζ < 1, w ≤ 0: g = (ζ + |w|/x)/√(1 − ζ²)·e^(−ζx) decreases from +∞; the root is in (0, far].
    /// - ζ < 1, w > 0: g is 0 at x₀ = w/ζ and has one peak after it, at the positive root x* of
    ///   ζ²x² − ζwx − w = 0. If g(x*) ≥ ε the largest root lies on the falling side [x*, far];
    ///   otherwise it lies in (0, x₀), where g falls from +∞ to 0.
    /// - ζ = 1: g = |x + 1 − w|·e^(−x) has its peak after its zero x₀ = w − 1 at x* = w (for
    ///   w > 0), with g(x*) = e^(−w); the same choice follows, with g(0) = w − 1 > ε below x₀.
    static func uikitRootBracket(_ zeta: Double, velocity w: Double) -> (Double, Double) {
        let logEpsilon = log(uikitEpsilon)
        let logBound: (Double) -> Double
        if zeta < 1 {
            let logS = 0.5 * log(1 - zeta * zeta)
            logBound = { x in log(zeta + abs(w) / x) - logS - zeta * x }
        } else {
            logBound = { x in log(x + 1 + abs(w)) - x }
        }
        var far = 1.0
        // B decreases to −∞ in logarithm; even for |w| near the largest double this ends
        // within 15 doublings (ζx must pass about 710 + 7).
        while logBound(far) >= logEpsilon { far *= 2 }
        guard w > 0 else { return (0, far) }
        let (zero, peak, logPeak): (Double, Double, Double)
        if zeta < 1 {
            zero = w / zeta
            peak = (zeta * w + (zeta * zeta * w * w + 4 * zeta * zeta * w).squareRoot()) / (2 * zeta * zeta)
            logPeak = log(zeta - w / peak) - 0.5 * log(1 - zeta * zeta) - zeta * peak
        } else {
            zero = max(0, w - 1)
            peak = w
            logPeak = -w
        }
        return logPeak >= logEpsilon ? (min(peak, far), far) : (0, min(zero, far))
    }
}
