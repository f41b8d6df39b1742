import Foundation
import SegueCore

/// How a keyframe animation goes from one value to the next.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name, as Core Animation's constants spell it ("linear", "discrete", …).
    public let rawValue: String
    /// A mode by name; only `linear` and `discrete` run in SegueKit.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between neighbouring values (the default).
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value held until the next key time, no interpolation.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Not supported in SegueKit.
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Not supported in SegueKit.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Not supported in SegueKit.
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// An animation through a list of values at key times (Core Animation's `CAKeyframeAnimation`).
///
/// `keyTimes` are fractions 0…1 of the duration, one per value, increasing, from 0 to 1; without
/// them the values are spaced evenly (n − 1 equal segments when linear, n when discrete, as
/// Apple documents). `timingFunctions` pace each segment (n − 1 of them); the animation's own
/// `timingFunction` paces the whole before that. In `discrete` mode, value i shows from key time
/// i until key time i + 1 (`keyTimes` may then have n or n + 1 entries).
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values to pass through, each of the key path's type (numbers, `CGPoint`, `CGColor`, `CGPath`, …). An empty or
    /// `nil` list, a `nil` element or a value of the wrong type is recorded when the animation is added, which then does not run.
    open var values: [Any]?
    /// When each value is reached, as increasing fractions 0…1 of the duration, one per value (n or n + 1 in `discrete`
    /// mode); `nil` spaces the values evenly, and another count or order is recorded as an error when the animation is added.
    /// Unlike Core Animation, SegueKit does not require the first to be 0 and the last 1: the first value shows before the
    /// first key time, the last after the last.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between neighbouring values: n − 1 functions for n values, or none (linear); another
    /// count is recorded as an error when the animation is added. Not used in `discrete` mode, which does not interpolate.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between key times are found: `.linear` (the default) or `.discrete`. The paced and cubic modes are
    /// recorded as unsupported when the animation is added, and it does not run.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for a point to follow; not supported in SegueKit.
    open var path: Any?

    /// The checked values and key times, found by `prepare`.
    var frames: (values: [AnimatedValue], times: [Double]) = ([], [])

    /// Copies the values, key times, timing functions, calculation mode and path too.
    open override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        path = other.path
        frames = other.frames
    }

    override func prepare(for layer: CALayer, call: String) -> String? {
        if let problem = super.prepare(for: layer, call: call) { return problem }
        guard path == nil else { return "not supported in SegueKit: CAKeyframeAnimation.path (\(call)); use values" }
        guard calculationMode == .linear || calculationMode == .discrete else {
            return "not supported in SegueKit: calculationMode .\(calculationMode.rawValue) (\(call)); use .linear or .discrete"
        }
        let raw = values ?? []
        guard !raw.isEmpty else { return "\(call).values: expected at least one value, found none" }
        var checkedValues: [AnimatedValue] = []
        for (i, value) in raw.enumerated() {
            switch checked(value, "values[\(i)]", call: call) {
            case .success(let v?): checkedValues.append(v)
            case .success(nil): return "\(call).values[\(i)]: expected a value, found nil"
            case .failure(let error): return error.message
            }
        }
        let n = checkedValues.count
        let discrete = calculationMode == .discrete
        var times: [Double]
        if let keyTimes {
            times = keyTimes.map(\.doubleValue)
            let allowed = discrete ? [n, n + 1] : [n]
            guard allowed.contains(times.count) else {
                return "\(call).keyTimes: expected \(allowed.map(String.init).joined(separator: " or ")) key times for \(n) values, found \(times.count)"
            }
            guard times.allSatisfy({ $0.isFinite && $0 >= 0 && $0 <= 1 }), zip(times, times.dropFirst()).allSatisfy({ $0 <= $1 }) else {
                return "\(call).keyTimes: expected increasing fractions in 0...1, found \(times)"
            }
        } else {
            let segments = discrete ? n : max(1, n - 1)
            times = (0..<n).map { Double($0) / Double(segments) }
        }
        if let timingFunctions, !timingFunctions.isEmpty, timingFunctions.count != max(1, n - 1) {
            return "\(call).timingFunctions: expected \(max(1, n - 1)) timing functions for \(n) values, found \(timingFunctions.count)"
        }
        frames = (checkedValues, times)
        return nil
    }

    /// The value at the paced fraction `f` of the duration.
    func value(at f: Double) -> AnimatedValue? {
        let (values, times) = frames
        guard let first = values.first else { return nil }
        if calculationMode == .discrete {
            let index = times.lastIndex { $0 <= f } ?? 0
            return values[min(index, values.count - 1)]
        }
        guard values.count > 1 else { return first }
        if f <= times[0] { return first }
        guard let segment = (0..<(values.count - 1)).first(where: { f < times[$0 + 1] }) else { return values[values.count - 1] }
        let span = times[segment + 1] - times[segment]
        var local = span > 0 ? (f - times[segment]) / span : 1
        if let functions = timingFunctions, !functions.isEmpty { local = functions[min(segment, functions.count - 1)].progress(at: local) }
        return values[segment].interpolated(to: values[segment + 1], local)
    }

    override func apply(to state: inout LayerState, layerTime: Double) {
        guard let t = simpleTime(atLayerTime: layerTime), let value = value(at: fraction(atSimpleTime: t)) else { return }
        write(value, into: &state)
    }
}

/// Several animations of one layer on one time line (Core Animation's `CAAnimationGroup`): the
/// children's times are relative to the group's local time, and the group's duration cuts
/// them off. The children's delegates and `isRemovedOnCompletion` are not used; the group's
/// are (Apple's CAAnimationGroup reference says so of both).
///
/// Two rules the reference leaves unsaid, taken from the code it and others publish:
/// - A child whose `duration` is 0 (not set) runs for the group's duration. Apple's own
///   example groups a fade of duration 1 with a scale whose duration is not set under a group
///   of duration 1, the two described as running together; Nick Lockwood's *iOS Core
///   Animation: Advanced Techniques* (listing 8.10) groups a path and a colour animation, neither
///   with a duration, under a group of 4 s that moves the layer along the path for 4 s.
/// - A group that fills forwards holds its children at its end: a child whose active duration
///   ends with the group's shows its end value afterwards without a fill mode of its own (the
///   common `group.fillMode = .forwards; group.isRemovedOnCompletion = false`), as in SMIL's
///   timing model that CAMediaTiming follows. A child that ended earlier shows nothing then
///   unless it fills forwards itself.
open class CAAnimationGroup: CAAnimation {
    /// The animations played together. Each is copied and checked when the group is added to a layer; a problem in any of
    /// them is recorded and the whole group does not run. A child's `beginTime` counts from the group's start, and a child
    /// `duration` of 0 becomes the group's duration.
    open var animations: [CAAnimation]?

    /// The children as copied and prepared for the layer.
    private var prepared: [CAAnimation] = []

    /// Copies the `animations` array too; the child animations themselves are shared, not copied.
    open override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAAnimationGroup else { return }
        animations = other.animations
        prepared = other.prepared
    }

    override func prepare(for layer: CALayer, call: String) -> String? {
        prepared = []
        for (i, child) in (animations ?? []).enumerated() {
            let copy = child.copy() as! CAAnimation
            if copy.duration == 0 { copy.duration = simpleDuration }
            if let problem = copy.prepare(for: layer, call: "\(call).animations[\(i)]") { return problem }
            prepared.append(copy)
        }
        return nil
    }

    override func apply(to state: inout LayerState, layerTime: Double) {
        guard let t = simpleTime(atLayerTime: layerTime) else { return }
        let local = fraction(atSimpleTime: t) * simpleDuration
        // Held at its end: past its active duration (a forwards fill), or at the end of a cycle
        // (a repeating or autoreversing group's turn), where a child spanning the cycle ends too.
        let frozen = heldAtEnd || timeline.local(layerTime) >= activeDuration || t >= simpleDuration
        for child in prepared {
            child.heldAtEnd = frozen
            child.apply(to: &state, layerTime: local)
        }
    }
}
