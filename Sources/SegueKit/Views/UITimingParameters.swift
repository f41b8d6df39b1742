import Foundation
import SegueCore

extension UIView {
    /// UIKit's four standard curves (`UIView.AnimationCurve`), Core Animation's named timing
    /// functions: easeInOut (0.42, 0, 0.58, 1), easeIn (0.42, 0, 1, 1), easeOut (0, 0, 0.58, 1)
    /// and linear.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut, easeIn, easeOut, linear

        /// The curve's cubic bézier.
        var cubic: CubicBezierTiming {
            switch self {
            case .easeInOut: .easeInEaseOut
            case .easeIn: .easeIn
            case .easeOut: .easeOut
            case .linear: .linear
            }
        }
    }
}

/// What a timing curve provider offers (UIKit's `UITimingCurveType`): a standard curve, a cubic
/// bézier, a spring, or both a cubic and a spring (`composed`, which SegueKit does not support).
public enum UITimingCurveType: Int, Sendable {
    case builtin, cubic, spring, composed
}

/// The timing of a property animator (UIKit's `UITimingCurveProvider`): a cubic curve, a
/// spring, or, for `composed`, both.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    var timingCurveType: UITimingCurveType { get }
    var cubicTimingParameters: UICubicTimingParameters? { get }
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The timing Segue evaluates. A `composed` provider is recorded as not supported in
    /// SegueKit and runs its cubic part (ease-in-out when it has none).
    func timing(call: String) -> Timing {
        switch timingCurveType {
        case .builtin, .cubic:
            if let cubic = cubicTimingParameters { return .cubicBezier(cubic.curve) }
        case .spring:
            if let spring = springTimingParameters { return spring.timing }
        case .composed:
            Misuse.record(.unsupported("\(call) with a composed timing curve provider (a cubic and a spring together)"))
            if let cubic = cubicTimingParameters { return .cubicBezier(cubic.curve) }
        }
        Misuse.record(SegueKitError("\(call): expected a timing curve provider whose \(timingCurveType) parameters are set, found nil"))
        return .easeInEaseOut
    }
}

/// A cubic-bézier timing curve for a property animator (UIKit's `UICubicTimingParameters`):
/// one of the standard curves, or a curve through two control points whose x values are in
/// 0…1 (others are recorded as misuse and clamped, as `CAMediaTimingFunction` does).
@preconcurrency @MainActor
public final class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The standard curve given; `.easeInOut` for a curve made from control points.
    public let animationCurve: UIView.AnimationCurve
    /// The curve's first control point (a standard curve's own, such as (0.42, 0) for ease-in-out), after any clamping.
    public let controlPoint1: CGPoint
    /// The curve's second control point (a standard curve's own, such as (0.58, 1) for ease-in-out), after any clamping.
    public let controlPoint2: CGPoint
    /// `.builtin` for a standard curve, `.cubic` for one made from control points.
    public let timingCurveType: UITimingCurveType

    /// The curve Segue evaluates.
    let curve: CubicBezierTiming

    /// UIKit's default curve, ease-in-out.
    public override convenience init() { self.init(animationCurve: .easeInOut) }

    /// One of the standard curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        self.curve = curve.cubic
        controlPoint1 = CGPoint(x: self.curve.x1, y: self.curve.y1)
        controlPoint2 = CGPoint(x: self.curve.x2, y: self.curve.y2)
        timingCurveType = .builtin
        super.init()
    }

    /// The curve through (0, 0), `point1`, `point2` and (1, 1).
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        let values = [point1.x, point1.y, point2.x, point2.y].map { Double($0) }
        if let curve = try? CubicBezierTiming(x1: values[0], y1: values[1], x2: values[2], y2: values[3]) {
            self.curve = curve
        } else {
            Misuse.record(SegueKitError("UICubicTimingParameters(controlPoint1: \(point1), controlPoint2: \(point2)): "
                + "expected x values in 0...1 and finite y values"))
            func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
            func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
            curve = CubicBezierTiming(unchecked: unit(values[0]), finite(values[1]), unit(values[2]), finite(values[3]))
        }
        controlPoint1 = CGPoint(x: curve.x1, y: curve.y1)
        controlPoint2 = CGPoint(x: curve.x2, y: curve.y2)
        animationCurve = .easeInOut
        timingCurveType = .cubic
        super.init()
    }

    /// The parameters themselves.
    public var cubicTimingParameters: UICubicTimingParameters? { self }
    /// `nil`: a cubic curve has no spring.
    public var springTimingParameters: UISpringTimingParameters? { nil }
}

/// A spring for a property animator (UIKit's `UISpringTimingParameters`), in one of two models:
///
/// - By damping ratio (`init()`, `init(dampingRatio:)`, `init(dampingRatio:initialVelocity:)`):
///   UIKit's duration-based spring, which lasts exactly the animator's duration; its stiffness
///   is solved for that duration (Segue's `Spring.uikit`, whose documentation gives the equation
///   and its sources). The ratio is clamped into `Spring.uikitDampingRange`, so Apple's
///   documented default ratio of `init()`, 4.56, behaves as critical damping.
/// - Physical (`init(mass:stiffness:damping:initialVelocity:)`, and iOS 17's
///   `init(duration:bounce:initialVelocity:)`, SwiftUI's perceptual spring): Core Animation's
///   spring, which ignores the animator's duration and runs until it settles within 0.1 % (its
///   `settlingDuration`); the animator's `duration` reports that time. UIKit's header says of
///   the mass form that "the duration is computed assuming a small settling oscillation"; the
///   0.1 % threshold is Segue's (`Spring.settlingEpsilon`), CA's own is not public.
///
/// The initial velocity is in UIKit's unit, the fraction of the whole change per second (0.5
/// for a view 200 points from its target moving at 100 points per second). UIKit reads `dx`
/// for one-dimensional values; SegueKit drives every property of an animator with one progress,
/// so `dx` applies to all of them and `dy` is not used.
@preconcurrency @MainActor
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity given, in fractions of the whole change per second; only `dx` is used (see the type's doc).
    public let initialVelocity: CGVector
    /// Always `.spring`.
    public let timingCurveType = UITimingCurveType.spring

    /// The spring Segue evaluates.
    let timing: Timing

    /// UIKit's default spring: Apple documents a damping ratio of 4.56 and no initial velocity.
    public override convenience init() { self.init(dampingRatio: 4.56, initialVelocity: .zero) }

    /// A duration-based spring of `ratio` starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A duration-based spring of `ratio` starting at `velocity.dx` (see the type's doc).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        do {
            timing = try Timing.uikitSpring(dampingRatio: Double(ratio), initialVelocity: Double(velocity.dx))
        } catch {
            Misuse.record(SegueKitError("UISpringTimingParameters(dampingRatio: \(ratio), initialVelocity: \(velocity.debugDescription)): \(error.message)"))
            timing = .spring(.dampingRatio(1, initialVelocity: 0))
        }
        super.init()
    }

    /// Core Animation's spring: mass > 0, stiffness > 0, damping ≥ 0 that settles (> 0).
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        let call = "UISpringTimingParameters(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(velocity.debugDescription))"
        timing = Self.physical(call: call, Result { () throws(GeometryError) -> Spring in
            try Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(velocity.dx))
        })
        super.init()
    }

    /// iOS 17's spring of perceptual `duration` and `bounce` (SwiftUI's `Spring(duration:bounce:)`).
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    /// iOS 17's spring of perceptual `duration` and `bounce`, starting at `velocity.dx`.
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        let call = "UISpringTimingParameters(duration: \(duration), bounce: \(bounce), initialVelocity: \(velocity.debugDescription))"
        timing = Self.physical(call: call, Result { () throws(GeometryError) -> Spring in
            try Spring(duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity.dx))
        })
        super.init()
    }

    /// A physical spring that settles; a problem is recorded with `call`, and a critically
    /// damped duration-based spring is used instead.
    private static func physical(call: String, _ made: Result<Spring, GeometryError>) -> Timing {
        let problem: String
        switch made {
        case .success(let spring) where spring.settlingDuration.isFinite: return .spring(.physical(spring))
        case .success: problem = "expected a spring that settles (damping > 0), found damping 0, which never settles"
        case .failure(let error): problem = error.message
        }
        Misuse.record(SegueKitError("\(call): \(problem)"))
        return .spring(.dampingRatio(1, initialVelocity: 0))
    }

    /// `nil`: a spring has no cubic curve.
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    /// The parameters themselves.
    public var springTimingParameters: UISpringTimingParameters? { self }
}
