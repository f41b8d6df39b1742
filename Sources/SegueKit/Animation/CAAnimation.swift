import Foundation
import SegueCore

/// Receives an animation's start and stop: `animationDidStop(_:finished:)` with `finished`
/// true when the animation ran its active duration, false when it was removed before
/// (`removeAnimation(forKey:)`, replaced under the same key, or its layer's animations removed).
/// Both methods are optional, as in Core Animation; the protocol is class-bound and main-actor
/// isolated, as iOS 18's SDK declares it.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: AnyObject {
    func animationDidStart(_ anim: CAAnimation)
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    /// Does nothing by default (the method is optional, as in Core Animation).
    public func animationDidStart(_ anim: CAAnimation) {}
    /// Does nothing by default (the method is optional, as in Core Animation).
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// Core Animation's abstract animation: timing (`CAMediaTiming`), a timing function, a delegate,
/// and whether it is removed from its layer when it completes.
///
/// A layer copies an animation when it is added (`CALayer.add(_:forKey:)`), as Core Animation
/// does, so changing the original afterwards changes nothing on screen; a `beginTime` of 0 becomes
/// the layer's current time, and a `duration` of 0 becomes 0.25 s (CA's default).
open class CAAnimation: NSObject, NSCopying, CAMediaTiming {
    /// When the animation starts, in its layer's time (in a group, seconds after the group starts). For a delay, use
    /// `layer.convertTime(CACurrentMediaTime(), from: nil) + delay`; 0, the default, becomes the layer's current time when added.
    open var beginTime: CFTimeInterval = 0
    /// The length of one cycle, in seconds. 0, the default, becomes the transaction's `animationDuration()` (0.25 s unless
    /// set) when the animation is added to a layer, and the group's duration in a group.
    open var duration: CFTimeInterval = 0
    /// How fast the animation's local time runs against its layer's: 2 plays it in half the time, and 0 holds it at
    /// `timeOffset` (it then never ends).
    open var speed: Float = 1
    /// Seconds added to the animation's local time: it starts that far into its active duration and so ends that much
    /// sooner. SegueKit does not wrap the offset round to the animation's start.
    open var timeOffset: CFTimeInterval = 0
    /// How many cycles to play, fractions allowed: 0, the default, plays one, and `.infinity` repeats for ever. Ignored
    /// when `repeatDuration` is set.
    open var repeatCount: Float = 0
    /// How long to repeat the animation, in seconds of its local time. When it is not 0 it wins over `repeatCount`
    /// (Core Animation leaves setting both undefined).
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each cycle plays forwards and then backwards, which doubles its length.
    open var autoreverses = false
    /// What the animation shows outside its active duration; `.removed`, the default, leaves the model value. A forwards
    /// fill shows only while the animation stays on its layer (`isRemovedOnCompletion` false).
    open var fillMode: CAMediaTimingFillMode = .removed
    /// The pacing of each cycle; `nil` is linear.
    open var timingFunction: CAMediaTimingFunction?
    /// Told when the animation starts and stops; held strongly, as Core Animation holds it.
    open var delegate: (any CAAnimationDelegate)?
    /// Whether the layer drops the animation when its active duration ends (default true); with
    /// false and a `fillMode` of forwards the end value stays on screen.
    open var isRemovedOnCompletion = true

    /// An animation with Core Animation's defaults: duration 0 (0.25 s when added), speed 1, one cycle, fill `.removed`,
    /// removed on completion.
    public required override init() { super.init() }

    /// An animation, as `init()`; Core Animation's convenience constructor.
    public class func animation() -> Self { Self() }

    /// A new animation of the same class with every property copied by `copyProperties(from:)`; the delegate is shared.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.copyProperties(from: self)
        return copy
    }

    /// Copies every property of `other` (subclasses add theirs and call super).
    open func copyProperties(from other: CAAnimation) {
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        timingFunction = other.timingFunction
        delegate = other.delegate
        isRemovedOnCompletion = other.isRemovedOnCompletion
    }

    /// CA's default duration for an animation whose `duration` is 0.
    static let defaultDuration: CFTimeInterval = 0.25

    // MARK: Evaluation

    /// The duration one cycle uses (0 becomes CA's 0.25 s).
    var simpleDuration: Double { duration > 0 ? duration : CAAnimation.defaultDuration }

    /// One pass there (and back when autoreversing).
    var cycleDuration: Double { simpleDuration * (autoreverses ? 2 : 1) }

    /// How long the animation is active in its local time: `repeatDuration` when set, else
    /// `repeatCount` cycles (0 counts as 1; `.infinity` never ends).
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return count.isInfinite ? .infinity : cycleDuration * count
    }

    /// The animation's time line in its layer's time.
    var timeline: MediaTimeline { MediaTimeline(beginTime: beginTime, speed: Double(speed), timeOffset: timeOffset) }

    /// The time within the simple duration (0…simpleDuration) at the layer's time `layerTime`,
    /// after repeating and autoreversing, or `nil` when the animation has no effect there
    /// (before it without a backwards fill, after it without a forwards fill).
    func simpleTime(atLayerTime layerTime: Double) -> Double? {
        simpleTime(atLocal: timeline.local(layerTime))
    }

    /// Set by a group that is filling forwards at its end (`CAAnimationGroup`): this child,
    /// when its active duration ends at that same instant, shows its end value there even
    /// without a fill of its own, as the group's frozen time holds it.
    var heldAtEnd = false

    /// As `simpleTime(atLayerTime:)`, from the animation's own local time.
    func simpleTime(atLocal local: Double) -> Double? {
        let d = simpleDuration
        let active = activeDuration
        var t = local
        if t < 0 {
            guard fillMode.fillsBackwards else { return nil }
            t = 0
        } else if t >= active {
            let endsHere = heldAtEnd && active.isFinite && t - active <= 1e-9 * max(1, active)
            guard endsHere || (fillMode.fillsForwards && active.isFinite) else { return nil }
            t = active
        }
        let cycle = cycleDuration
        var inCycle = t.truncatingRemainder(dividingBy: cycle)
        if t > 0 && inCycle == 0 { inCycle = cycle }   // the end of a cycle, not the start of the next
        if autoreverses && inCycle > d { inCycle = 2 * d - inCycle }
        return inCycle
    }

    /// The fraction 0…1 of the simple duration at simple time `t`, before any pacing.
    func linearFraction(atSimpleTime t: Double) -> Double {
        simpleDuration > 0 ? min(1, max(0, t / simpleDuration)) : 1
    }

    /// The paced fraction (timing function applied) at a simple time.
    func fraction(atSimpleTime t: Double) -> Double {
        let f = linearFraction(atSimpleTime: t)
        return timingFunction?.progress(at: f) ?? f
    }

    /// Applies the animation to `state` at the layer's time (subclasses do the work).
    func apply(to state: inout LayerState, layerTime: Double) {}

    /// Resolves and checks what the animation animates for a layer (key paths and values);
    /// returns the first problem as a message, or `nil` when it can run. `call` names the
    /// animation in messages.
    func prepare(for layer: CALayer, call: String) -> String? { nil }

    /// How iOS code would write this animation in a message.
    var callDescription: String { String(describing: type(of: self)) + "()" }
}

/// An animation of one key path of a layer's properties.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property, by Core Animation's key path (`opacity`, `position`,
    /// `transform.scale`, `path`, …).
    open var keyPath: String?
    /// Whether the animation's value is added to the value below it (the model's, and earlier
    /// animations'), instead of replacing it.
    open var isAdditive = false
    /// Whether each repetition builds on the previous one's end; not supported in SegueKit.
    open var isCumulative = false
    /// For a `transform` or `sublayerTransform` animation: its values are numbers the function
    /// makes into the transform after they are interpolated (`CAValueFunction`).
    open var valueFunction: CAValueFunction?

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// Copies the key path and the additive and cumulative flags too.
    open override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
        valueFunction = other.valueFunction
        entry = other.entry
    }

    /// The key path's entry, found by `prepare`.
    var entry: KeyPathEntry?

    override var callDescription: String { "\(type(of: self))(keyPath: \"\(keyPath ?? "nil")\")" }

    override func prepare(for layer: CALayer, call: String) -> String? {
        guard let keyPath else { return "\(call): expected a keyPath, found nil" }
        guard let entry = KeyPathEntry.named(keyPath) else {
            if keyPath == "frame" { return "\(call): frame is not animatable in Core Animation; animate position and bounds" }
            let near = Suggestions.nearest(to: keyPath, among: AnimatableProperty.names(door: .kit))
            let suggestion = near.isEmpty ? "" : "; did you mean " + near.map { "\"\($0)\"" }.joined(separator: " or ") + "?"
            return "not supported in SegueKit: animating \"\(keyPath)\" (\(call))\(suggestion)"
        }
        if let requirement = AnimatableProperty.named(keyPath, door: .kit)?.requirement, let owner = requirement.layerClass,
           !requirement.admits(layer) {
            return "\(call): \(keyPath) is a \(owner) property, and the layer is a \(type(of: layer))"
        }
        if isCumulative { return "not supported in SegueKit: isCumulative (\(call))" }
        if isAdditive && (entry.kind == .path || entry.kind == .bool) {
            return "\(call): \(keyPath) cannot be animated additively (expected isAdditive false)"
        }
        if let valueFunction, entry.kind != .transform {
            return "\(call).valueFunction: .\(valueFunction.name.rawValue) makes a transform, and \(keyPath) is not one "
                + "(expected \"transform\" or \"sublayerTransform\")"
        }
        self.entry = entry
        return nil
    }

    /// Checks `value` against the key path's kind: the value, or the message naming both.
    func checked(_ value: Any?, _ name: String, call: String) -> Result<AnimatedValue?, SegueKitError> {
        guard let value, let entry else { return .success(nil) }
        if let valueFunction {
            guard let inputs = valueFunction.inputs(value) else {
                return .failure(SegueKitError("\(call).\(name): expected \(valueFunction.expected) for valueFunction "
                                              + ".\(valueFunction.name.rawValue), found \(AnimatedValue.describe(value))"))
            }
            return .success(.numbers(inputs))
        }
        guard let checked = AnimatedValue(value, as: entry.kind) else {
            return .failure(SegueKitError("\(call).\(name): expected \(entry.kind.rawValue) for \(entry.name), found \(AnimatedValue.describe(value))"))
        }
        return .success(checked)
    }

    /// Writes `value` into `state`: added to what is there when additive, else replacing it.
    func write(_ value: AnimatedValue, into state: inout LayerState) {
        guard let entry else { return }
        var value = value
        if let valueFunction, case .numbers(let inputs?) = value { value = .transform(valueFunction.transform(inputs)) }
        state.set(isAdditive ? state.value(at: entry).adding(value) : value, at: entry)
    }
}
