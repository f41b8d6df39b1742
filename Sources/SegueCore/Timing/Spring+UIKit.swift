extension Spring {
    /// Newton steps for the stiffness when an initial velocity is given. The settling time is
    /// smooth and increasing in 1/ω₀, so a handful reaches `uikitDurationTolerance`; the cap
    /// only bounds the work.
    static let uikitNewtonSteps = 8

    /// Relative error in the duration at which the stiffness search stops: 1e-12 of a second
    /// long animation is far below a frame and near the settling solver's own resolution.
    static let uikitDurationTolerance = 1e-12

    /// UIKit's `usingSpringWithDamping:initialSpringVelocity:` / `UISpringTimingParameters(dampingRatio:initialVelocity:)`.
    ///
    /// UIKit's exact model is not public. Segue's model: mass 1, damping ratio ζ as given, and
    /// the stiffness chosen so that the spring settles (its `settlingDuration`, epsilon
    /// `settlingEpsilon` = 0.001) exactly at `duration`, so the animation ends at rest where
    /// UIKit ends it. With zero initial velocity the settling time is a fixed shape time divided
    /// by ω₀, which gives ω₀ in closed form (for ζ < 1 the shape time is ln(1/(ε√(1 − ζ²)))/ζ);
    /// with a velocity, a few Newton steps on 1/ω₀ follow from there.
    ///
    /// - Parameters:
    ///   - dampingRatio: ζ in 0 < ζ ≤ 1, UIKit's range (1 is critical, no overshoot).
    ///   - duration: seconds, positive.
    ///   - initialVelocity: progress per second (1.0 = the whole distance per second).
    public static func uikit(dampingRatio: Double, duration: Double,
                             initialVelocity: Double = 0) throws(GeometryError) -> Spring {
        guard dampingRatio > 0, dampingRatio <= 1 else {
            throw GeometryError("dampingRatio: expected a number in 0 < ratio ≤ 1 (UIKit's range), found \(dampingRatio.messageText)")
        }
        guard duration.isFinite, duration > 0 else {
            throw GeometryError("duration: expected a finite positive number of seconds, found \(duration.messageText)")
        }
        try GeometryError.requireFinite(initialVelocity, "initialVelocity")
        let period = try uikitTimeScale(dampingRatio, duration, initialVelocity)
        let omega = 1 / period
        return try Spring(mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega,
                          initialVelocity: initialVelocity)
    }

    /// Solves u·τ(v·u) = duration for u = 1/ω₀, where τ(w) is the settling time of the
    /// unit spring (ω₀ = 1) with dimensionless initial velocity w.
    private static func uikitTimeScale(_ zeta: Double, _ duration: Double,
                                       _ velocity: Double) throws(GeometryError) -> Double {
        var u = duration / (try unitSettling(zeta, 0))
        guard velocity != 0 else { return u }
        for _ in 0..<uikitNewtonSteps {
            let w = velocity * u
            let tau = try unitSettling(zeta, w)
            let error = u * tau - duration
            if abs(error) <= uikitDurationTolerance * duration { break }
            let step = 1e-6 * max(1, abs(w))
            let dTau = (try unitSettling(zeta, w + step) - unitSettling(zeta, w - step)) / (2 * step)
            let next = u - error / (tau + u * velocity * dTau)
            u = next > 0 ? next : u / 2
        }
        return u
    }

    /// Settling time of the spring with ω₀ = 1, ratio ζ and initial velocity w.
    private static func unitSettling(_ zeta: Double, _ w: Double) throws(GeometryError) -> Double {
        try Spring(mass: 1, stiffness: 1, damping: 2 * zeta, initialVelocity: w).settlingDuration
    }
}
