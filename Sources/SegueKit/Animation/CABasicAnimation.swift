import Foundation
import SegueCore

/// An animation of one key path from one value to another, as Core Animation's: which of
/// `fromValue`, `toValue` and `byValue` are set decides the interpolation (Apple's
/// CABasicAnimation reference): from → to; from → from + by; to − by → to; from → the current
/// value; the current value → to; the current value → current + by. "The current value" is
/// the layer's value under this animation at each instant: the model's, with the animations
/// added before this one applied.
///
/// Values are what iOS code passes as `Any?`: numbers, `CGPoint`, `CGSize`, `CGRect`,
/// `CATransform3D`, `CGColor` and `CGPath`; one of the wrong type for the key path is an error
/// naming both (recorded when the animation is added, which then does not run).
open class CABasicAnimation: CAPropertyAnimation {
    /// The value to start from; `nil` starts from `toValue` − `byValue` or the current value (see the type's table).
    open var fromValue: Any?
    /// The value to end at; `nil` ends at `fromValue` + `byValue` or the current value (see the type's table).
    open var toValue: Any?
    /// A difference, used when `fromValue` or `toValue` is `nil` (see the type's table). Only numbers, points, sizes, rects
    /// and affine transforms have one: for other key paths (colours, paths, 3-D transforms) it is recorded as an error.
    open var byValue: Any?

    /// The checked values, found by `prepare`.
    var values: (from: AnimatedValue?, to: AnimatedValue?, by: AnimatedValue?) = (nil, nil, nil)

    /// Copies the from, to and by values too.
    open override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
        values = other.values
    }

    override func prepare(for layer: CALayer, call: String) -> String? {
        if let problem = super.prepare(for: layer, call: call) { return problem }
        do {
            values = (try checked(fromValue, "fromValue", call: call).get(), try checked(toValue, "toValue", call: call).get(),
                      try checked(byValue, "byValue", call: call).get())
        } catch { return error.message }
        if let valueFunction {
            // The inputs are numbers, so both ends must be given: the layer's current value is
            // a matrix, not the function's numbers.
            func sum(_ a: AnimatedValue?, _ b: AnimatedValue?, _ sign: Double) -> AnimatedValue? {
                guard case .numbers(let x?)? = a, case .numbers(let y?)? = b else { return nil }
                return .numbers(zip(x, y).map { $0 + sign * $1 })
            }
            switch values {
            case let (from?, to?, _): values = (from, to, nil)   // both ends win over byValue, as in Apple's table
            case let (from?, nil, by?): values = (from, sum(from, by, 1), nil)
            case let (nil, to?, by?): values = (sum(to, by, -1), to, nil)
            default:
                return "\(call): with valueFunction .\(valueFunction.name.rawValue), expected fromValue and toValue "
                    + "(or one of them and byValue): the current value is a transform, not the function's numbers"
            }
        }
        if case .path(let a?)? = values.from, case .path(let b?)? = values.to, !a.hasSameStructure(as: b) {
            return "\(call): fromValue and toValue are paths with different elements (\(a.elements.count) and \(b.elements.count)); "
                + "Core Animation's interpolation is undefined then: expected paths built the same way"
        }
        if let by = values.by, by.offset(from: by) == nil {
            return "\(call).byValue: \(keyPath ?? "") cannot be animated by a difference (expected fromValue and toValue)"
        }
        return nil
    }

    /// The progress (0 at the from value, 1 at the to value) at simple time `t`; springs override.
    func progress(atSimpleTime t: Double) -> Double { fraction(atSimpleTime: t) }

    override func apply(to state: inout LayerState, layerTime: Double) {
        guard let entry, let t = simpleTime(atLayerTime: layerTime) else { return }
        let current = isAdditive ? state.value(at: entry).zero : state.value(at: entry)
        let (from, to) = endpoints(current: current)
        write(from.interpolated(to: to, progress(atSimpleTime: t)), into: &state)
    }

    /// The from and to values, filling in what is not set from `current` (Apple's table).
    func endpoints(current: AnimatedValue) -> (AnimatedValue, AnimatedValue) {
        switch values {
        case let (from?, to?, _): (from, to)
        case let (from?, nil, by?): (from, from.adding(by))
        case let (nil, to?, by?): (AnimatedValue.subtract(to, by), to)
        case let (from?, nil, nil): (from, current)
        case let (nil, to?, nil): (current, to)
        case let (nil, nil, by?): (current, current.adding(by))
        case (nil, nil, nil): (current, current)
        }
    }
}

extension AnimatedValue {
    /// a − b per component (for `toValue` − `byValue`).
    static func subtract(_ a: AnimatedValue, _ b: AnimatedValue) -> AnimatedValue {
        guard let negative = b.zero.offset(from: b) else { return a }
        return a.adding(negative)
    }
}

/// A basic animation whose progress follows a damped spring (Core Animation's
/// `CASpringAnimation`): m·x″ + c·x′ + k·(x − 1) = 0 from x(0) = 0, x′(0) = `initialVelocity`,
/// with CA's defaults mass 1, stiffness 100, damping 10, initial velocity 0. The spring runs for
/// `duration` (0: 0.25 s, as any animation), not for `settlingDuration`, which is only a
/// suggestion, as Apple documents; set `duration = settlingDuration` to see it settle.
/// The spring is Segue's closed-form `Spring`.
open class CASpringAnimation: CABasicAnimation {
    /// The mass m of the spring's equation (default 1); it must be finite and positive, or adding the animation is
    /// recorded as an error and it does not run.
    open var mass: CGFloat = 1
    /// The stiffness k of the spring's equation (default 100); finite and positive, as `mass`.
    open var stiffness: CGFloat = 100
    /// The damping c of the spring's equation (default 10); finite and not negative. 0 oscillates until the animation's
    /// `duration` ends.
    open var damping: CGFloat = 10
    /// In units of the whole from→to distance per second (1 covers it in one second).
    open var initialVelocity: CGFloat = 0
    /// Whether a spring may be over-damped (iOS 17); SegueKit's spring always may.
    open var allowsOverdamping = true

    /// iOS 17's spring with a perceptual duration and a bounce, SwiftUI's `Spring(duration:bounce:)`
    /// model: mass 1, stiffness (2π/duration)², damping ratio 1 − bounce (bounce ≥ 0); the
    /// animation's `duration` becomes the spring's `settlingDuration`.
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring: Spring
        do { spring = try Spring(duration: perceptualDuration, bounce: Double(bounce)) } catch {
            Misuse.record(SegueKitError("CASpringAnimation(perceptualDuration: \(perceptualDuration), bounce: \(bounce)): \(error.message)"))
            return
        }
        (mass, stiffness, damping) = (CGFloat(spring.mass), CGFloat(spring.stiffness), CGFloat(spring.damping))
        self.perceptualDuration = perceptualDuration
        self.bounce = bounce
        duration = settlingDuration
    }

    /// The perceptual duration given to `init(perceptualDuration:bounce:)`, else derived from the
    /// spring's natural period (2π·√(m/k)).
    open var perceptualDuration: CFTimeInterval {
        get { storedPerceptualDuration ?? 2 * Double.pi * (Double(mass) / Double(stiffness)).squareRoot() }
        set { storedPerceptualDuration = newValue }
    }
    private var storedPerceptualDuration: CFTimeInterval?

    /// The bounce given to `init(perceptualDuration:bounce:)`, else 1 − the damping ratio.
    open var bounce: CGFloat {
        get { storedBounce ?? 1 - damping / (2 * (stiffness * mass).squareRoot()) }
        set { storedBounce = newValue }
    }
    private var storedBounce: CGFloat?

    /// The time the spring takes to come to rest within 0.1 % of its distance (Segue's
    /// `Spring.settlingDuration`); Core Animation's own tolerance is not public.
    open var settlingDuration: CFTimeInterval {
        (try? spring())?.settlingDuration ?? .infinity
    }

    /// Copies the spring's mass, stiffness, damping, initial velocity, overdamping flag, perceptual duration and bounce too.
    open override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CASpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity) = (other.mass, other.stiffness, other.damping, other.initialVelocity)
        allowsOverdamping = other.allowsOverdamping
        (storedPerceptualDuration, storedBounce) = (other.storedPerceptualDuration, other.storedBounce)
        solved = other.solved
    }

    func spring() throws(GeometryError) -> Spring {
        try Spring(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
    }

    private var solved: Spring?

    override func prepare(for layer: CALayer, call: String) -> String? {
        if let problem = super.prepare(for: layer, call: call) { return problem }
        do { solved = try spring() } catch { return "\(call): \(error.message)" }
        return nil
    }

    /// The spring's position at `t` seconds (a timing function, if any, re-paces time first).
    override func progress(atSimpleTime t: Double) -> Double {
        guard let solved else { return 1 }
        let paced = fraction(atSimpleTime: t) * simpleDuration
        return solved.value(at: paced)
    }
}
