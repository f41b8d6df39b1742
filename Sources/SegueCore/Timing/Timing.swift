/// A timing as a template names it, before it knows the duration it runs over.
///
/// Cubic curves are complete; a spring given in UIKit's terms (damping ratio) needs the
/// duration to find its stiffness, so `curve(duration:)` resolves it.
public enum Timing: Hashable, Sendable {
    /// A cubic-bézier curve, complete in itself.
    case cubicBezier(CubicBezierTiming)
    /// A spring; one given by damping ratio is resolved against the duration.
    case spring(SpringParameters)

    /// UIKit's default animation curve.
    public static let easeInEaseOut = Timing.cubicBezier(.easeInEaseOut)
    /// Progress equals the elapsed time fraction.
    public static let linear = Timing.cubicBezier(.linear)

    /// The curve for an animation lasting `duration` seconds.
    public func curve(duration: Double) throws(GeometryError) -> any TimingCurve {
        switch self {
        case .cubicBezier(let c): return c
        case .spring(let p): return SpringTiming(spring: try p.spring(duration: duration), duration: duration)
        }
    }

    /// UIKit's spring by damping ratio (`usingSpringWithDamping:initialSpringVelocity:`),
    /// checked: a finite positive ratio (the solve clamps it into `Spring.uikitDampingRange`,
    /// so above 1 it is critical) and a finite velocity in progress per second. Its stiffness
    /// follows from the duration it runs over, in `curve(duration:)`.
    public static func uikitSpring(dampingRatio: Double, initialVelocity: Double = 0) throws(GeometryError) -> Timing {
        guard dampingRatio.isFinite, dampingRatio > 0 else {
            throw GeometryError("dampingRatio: expected a finite positive number (UIKit clamps it to 0.05...1), found \(dampingRatio.messageText)")
        }
        try GeometryError.requireFinite(initialVelocity, "initialVelocity")
        return .spring(.dampingRatio(dampingRatio, initialVelocity: initialVelocity))
    }

    /// The duration the timing implies on its own: a physical spring's settling duration,
    /// `nil` for curves that take the transition's duration.
    public var naturalDuration: Double? {
        if case .spring(.physical(let s)) = self { return s.settlingDuration }
        return nil
    }
}

/// The ways a template can describe a spring.
public enum SpringParameters: Hashable, Sendable {
    /// mass / stiffness / damping / initial velocity, as CASpringAnimation (SwiftUI's forms reduce to this).
    case physical(Spring)
    /// UIKit's damping ratio and initial velocity; the stiffness follows from the duration.
    case dampingRatio(Double, initialVelocity: Double)

    /// The physical spring for an animation of `duration` seconds.
    public func spring(duration: Double) throws(GeometryError) -> Spring {
        switch self {
        case .physical(let s): return s
        case .dampingRatio(let ratio, let v): return try Spring.uikit(dampingRatio: ratio, duration: duration, initialVelocity: v)
        }
    }
}
