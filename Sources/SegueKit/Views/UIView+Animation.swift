import Foundation
import SegueCore

extension UIView {
    /// UIKit's animation options: the timing curve (`curveEaseInOut`, the default), repetition,
    /// inheritance by nested blocks, and the built-in transitions of `transition(with:…)`.
    public struct AnimationOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// The options with bits `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The subviews of the views the block changes are laid out as it ends, inside it, so
        /// their layout animates with their parent, as UIKit lays them out at commit time.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Accepted and ignored: SegueKit does not hold back scripted touches from views that are animating.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Block animations are additive, so they always continue from what is shown: the
        /// behaviour this option asked for before iOS 8.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the block's animations forever; the completion does not run while they repeat.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs each animation forwards, then backwards (back and forth forever with `repeat`). The model keeps the new
        /// value, so the view jumps to it when the animation ends, as in UIKit.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// In a block nested inside another, uses this block's own duration and delay rather than the outer block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// In a block nested inside another, uses this block's own curve rather than the outer block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Not supported (content is not redrawn during an animation): recorded when used.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// For `transition(from:to:…)`: hides `fromView` and shows `toView` instead of taking `fromView` out of its superview.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Accepted, and changes nothing: in SegueKit a nested block inherits only the outer block's duration, delay and
        /// curve, never its other options (UIKit also passes on options such as `repeat`).
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// The ease-in-ease-out curve (Core Animation's `easeInEaseOut`): the default.
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// The ease-in curve (Core Animation's `easeIn`): slow at the start.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// The ease-out curve (Core Animation's `easeOut`): slow at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed (Core Animation's `linear`).
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// For `transition(with:…)`: half a turn about the vertical axis, the left edge coming toward the viewer first.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// For `transition(with:…)`: half a turn about the vertical axis, the right edge coming toward the viewer first.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// The page curl upward: not supported (recorded); the change takes effect at once.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// The page curl downward: not supported (recorded); the change takes effect at once.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// For `transition(with:…)`: a frozen copy of the old content fades out above the new content.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// For `transition(with:…)`: half a turn about the horizontal axis, the top edge coming toward the viewer first.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// For `transition(with:…)`: half a turn about the horizontal axis, the bottom edge coming toward the viewer first.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve bits as Core Animation's timing function (ease-in-out when none is set).
        var timingFunction: CAMediaTimingFunction {
            switch (rawValue >> 16) & 0xF {
            case 1: CAMediaTimingFunction(name: .easeIn)
            case 2: CAMediaTimingFunction(name: .easeOut)
            case 3: CAMediaTimingFunction(name: .linear)
            default: CAMediaTimingFunction(name: .easeInEaseOut)
            }
        }

        var transitionKind: UInt { (rawValue >> 20) & 0xF }
    }

    /// Where an animation stops: UIKit's `UIViewAnimatingPosition` under its nested name.
    public typealias AnimatingPosition = UIViewAnimatingPosition

    // MARK: Block animations

    /// Animates the changes `animations` makes over `duration` seconds with the default curve
    /// (ease-in-out), then calls `completion` with `finished` (see the full form).
    public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes `animations` makes, after `delay`, over `duration`, along the curve
    /// in `options`, as UIKit does since iOS 8: each changed property takes its new model value
    /// at once and gets an additive animation from (old − new) to zero with fill mode both, so a
    /// second block that changes a property in flight blends with the first instead of jumping.
    /// Colours (which do not add) animate from the value on screen to the new one. `completion`
    /// runs when every animation of the block has ended, with `finished` false if any was removed
    /// before its end; when the block changed nothing animatable it runs at once (the next turn
    /// of the run loop) with true, as UIKit calls it.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let block = AnimationBlock(duration: duration, delay: delay, options: options,
                                   curve: .function(options.timingFunction), call: "UIView.animate(withDuration: \(duration))")
        block.run(animations, completion: completion)
    }

    /// A block whose changes follow UIKit's duration-based spring: `dampingRatio` (1 is critically
    /// damped) and an initial velocity in units of the whole change per second, lasting exactly
    /// `duration` (Segue's `Spring.uikit`, whose model and sources its documentation gives).
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
                              initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
                              animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil) {
        let call = "UIView.animate(withDuration: \(duration), delay: \(delay), usingSpringWithDamping: \(dampingRatio), initialSpringVelocity: \(velocity))"
        let curve: AnimationBlock.Curve
        do {
            let spring = try Spring.uikit(dampingRatio: Double(dampingRatio), duration: duration, initialVelocity: Double(velocity))
            curve = .timing(SpringTiming(spring: spring, duration: duration))
        } catch {
            Misuse.record(SegueKitError("\(call): \(error.message)"))
            curve = .function(options.timingFunction)
        }
        AnimationBlock(duration: duration, delay: delay, options: options, curve: curve, call: call).run(animations, completion: completion)
    }

    /// iOS 17's spring block: SwiftUI's spring of perceptual `duration` and `bounce`
    /// (`Spring(duration:bounce:)`), running until it settles within 0.1 % (its `settlingDuration`),
    /// after which `completion` runs.
    public class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
                              delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let call = "UIView.animate(springDuration: \(duration), bounce: \(bounce))"
        do {
            let spring = try Spring(duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity))
            let settling = spring.settlingDuration
            AnimationBlock(duration: settling, delay: delay, options: options,
                           curve: .timing(SpringTiming(spring: spring, duration: settling)), call: call).run(animations, completion: completion)
        } catch {
            Misuse.record(SegueKitError("\(call): \(error.message)"))
            performWithoutAnimation(animations)
            completion?(true)
        }
    }

    /// Runs `actionsWithoutAnimation` with animation blocks suspended: its changes take effect at once.
    public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        Runtime.withCurrent { $0.animationBlocks.append(nil) }
        actionsWithoutAnimation()
        Runtime.withCurrent { _ = $0.animationBlocks.popLast() }
    }

    /// Whether animation blocks animate (default true); when false their changes take effect at once.
    public class func setAnimationsEnabled(_ enabled: Bool) { Runtime.withCurrent { $0.animationsEnabled = enabled } }
    /// Whether animation blocks animate (default true; see `setAnimationsEnabled(_:)`).
    public class var areAnimationsEnabled: Bool { Runtime.withCurrent { $0.animationsEnabled } }

    /// The duration of the animation block being run, 0 outside one.
    public class var inheritedAnimationDuration: TimeInterval {
        Runtime.withCurrent { $0.animationBlocks.last??.duration } ?? 0
    }

    // MARK: Keyframes

    /// Options of `animateKeyframes`: UIView's animation options in the low bits, and the
    /// calculation mode (only `calculationModeLinear`, the default, is supported).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        /// The options' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// The options with bits `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// As `AnimationOptions.layoutSubviews`: each keyframe lays out the subviews of the views it changes.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// As `AnimationOptions.allowUserInteraction`: accepted; it changes nothing drawn.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// As `AnimationOptions.beginFromCurrentState`: animations always continue from what is shown.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats forever; the completion does not run. SegueKit repeats each `addKeyframe` animation over its own part,
        /// back to back, not the whole keyframe animation as UIKit does, and records the call as not supported.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Runs each animation forwards, then backwards, doubling its length; SegueKit applies it to each `addKeyframe`
        /// animation on its own, not to the keyframe animation as a whole as UIKit does, and records the call as not supported.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Accepted, and changes nothing: in SegueKit `animateKeyframes` never inherits an enclosing block's duration or
        /// curve, as if this were always set.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Accepted, and changes nothing: blocks do not inherit options in SegueKit.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Each keyframe animates linearly over its part of the duration: the default, and the only mode SegueKit draws.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Values jump from keyframe to keyframe: not supported (recorded), animated as `calculationModeLinear`.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace across the keyframes: not supported (recorded), animated as `calculationModeLinear`.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth spline through the keyframes: not supported (recorded), animated as `calculationModeLinear`.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth, evenly paced spline: not supported (recorded), animated as `calculationModeLinear`.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// A keyframe animation of `duration`: changes made in `addKeyframe` blocks animate within
    /// their part of it, linearly (the linear calculation mode); changes made directly in
    /// `animations` span the whole duration. `completion` runs when all have ended.
    ///
    /// As in UIKit, the timing curve in the options' curve bits (`AnimationOptions`' curves,
    /// passed as `KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)`;
    /// ease-in-out when none is set) eases the keyframe animation as a whole: the keyframes' start
    /// times and durations are fractions of its eased progress, not of the clock. UIKit makes one
    /// `CAKeyframeAnimation` a property with that timing function over the whole duration; the
    /// default ease-in-out is what app developers observe and work around (Stack Overflow 68056506).
    /// SegueKit gives each keyframe its span of the whole curve (`KeyframeSpanTiming`): the same motion.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let call = "UIView.animateKeyframes(withDuration: \(duration))"
        if (options.rawValue >> 10) & 0x7 != 0 {
            Misuse.record(.unsupported("\(call) with a calculation mode other than calculationModeLinear"))
        }
        // UIKit repeats or reverses the keyframe animation as a whole; SegueKit would do it to each
        // keyframe alone, a different motion: say so in the recording rather than draw it silently.
        if !options.isDisjoint(with: [.repeat, .autoreverse]) {
            Misuse.record(.unsupported("\(call) with .repeat or .autoreverse (SegueKit repeats each keyframe alone, not the whole)"))
        }
        let whole = AnimationOptions(rawValue: options.rawValue).timingFunction
        let viewOptions = AnimationOptions(rawValue: options.rawValue & 0x3FF)
        let block = AnimationBlock(duration: duration, delay: delay, options: viewOptions, curve: .function(whole), call: call)
        block.isKeyframes = true
        block.run(animations, completion: completion)
        block.chainKeyframes()
    }

    /// Inside `animateKeyframes`: animates the changes `animations` makes from `frameStartTime`
    /// for `frameDuration`, both fractions of the keyframe animation's duration.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        guard let outer = Runtime.withCurrent({ $0.animationBlocks.last ?? nil }), outer.isKeyframes else {
            Misuse.record(SegueKitError("UIView.addKeyframe(withRelativeStartTime: \(frameStartTime), relativeDuration: \(frameDuration)): expected a call inside UIView.animateKeyframes"))
            performWithoutAnimation(animations)
            return
        }
        guard frameStartTime >= 0, frameDuration >= 0, frameStartTime + frameDuration <= 1 + 1e-9 else {
            Misuse.record(SegueKitError("UIView.addKeyframe(withRelativeStartTime: \(frameStartTime), relativeDuration: \(frameDuration)): expected a start and duration within 0...1"))
            performWithoutAnimation(animations)
            return
        }
        // The keyframe's span of the whole's eased progress, and when the whole reaches its ends.
        var whole = CubicBezierTiming.linear
        if case .function(let function) = outer.curve { whole = function.curve }
        let start = whole.fraction(reachingProgress: frameStartTime)
        let end = whole.fraction(reachingProgress: frameStartTime + frameDuration)
        let curve: AnimationBlock.Curve = frameDuration > 0 && end > start
            ? .timing(KeyframeSpanTiming(whole: whole, from: start, to: end, start: frameStartTime, length: frameDuration))
            : .function(CAMediaTimingFunction(name: .linear))
        let keyframe = AnimationBlock(duration: (end - start) * outer.duration, delay: outer.delay + start * outer.duration,
                                      options: outer.options.union([.overrideInheritedDuration, .overrideInheritedCurve]), curve: curve,
                                      call: outer.call)
        keyframe.tracker = outer.tracker
        keyframe.keyframeOwner = outer
        keyframe.runInside(animations)
    }

    // MARK: Transitions

    /// Runs `animations` (unanimated) and shows the change with a built-in transition of the
    /// view's content. SegueKit draws `.transitionCrossDissolve`: a frozen copy of the view's
    /// content before the change fades out above the new content over `duration`, along the
    /// curve in `options`; and the flips, `.transitionFlipFromLeft`, `…Right`, `…Top` and
    /// `…Bottom` (see `flip(_:direction:…)`). The page curls are not supported (recorded).
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        transition(with: view, duration: duration, options: options, animations: animations, completion: completion,
                   call: "UIView.transition(with:duration: \(duration), options:)")
    }

    /// `transition(with:…)` for `call`, the UIKit call that asked for it (named in what it records).
    private class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions,
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)?, call: String) {
        if let direction = flipDirection(options) {
            flip(view, direction: direction, duration: duration, options: options, animations: animations, completion: completion)
            return
        }
        guard options.transitionKind == 5 || options.transitionKind == 0 else {
            Misuse.record(.unsupported("\(call) with a page curl (.transitionCurlUp, .transitionCurlDown: the page bends, which needs a mesh); use .transitionCrossDissolve or a flip"))
            if let animations { performWithoutAnimation(animations) }
            Runtime.withCurrent { runtime in runtime.schedule(at: runtime.now) { completion?(true) } }
            return
        }
        let now = Runtime.withCurrent { $0.now }
        let before = FrozenLayer.freeze(view.layer, at: now)
        if let animations { performWithoutAnimation(animations) }
        guard options.transitionKind == 5 else {
            Runtime.withCurrent { runtime in runtime.schedule(at: runtime.now) { completion?(true) } }
            return
        }
        before.modelState.bounds.origin = view.layer.modelState.bounds.origin
        before.modelState.position = CGPoint(x: view.layer.modelState.bounds.midX, y: view.layer.modelState.bounds.midY)
        before.modelState.transform = CATransform3DIdentity
        before.modelState.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        before.modelState.opacity = 0
        view.layer.addSublayer(before)
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1.0
        fade.toValue = 0.0
        fade.duration = duration
        fade.timingFunction = options.timingFunction
        fade.fillMode = .both
        let attachment = before.attach(fade, forKey: "crossDissolve")
        let finish: (Bool) -> Void = { finished in
            before.removeFromSuperlayer()
            Runtime.withCurrent { runtime in runtime.schedule(at: runtime.now) { completion?(finished) } }
        }
        if let attachment { attachment.onStop.append(finish) } else { finish(true) }
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview with a built-in transition (see
    /// `transition(with:…)`) of the superview: the cross-dissolve fades `fromView` out over
    /// `toView`; a flip turns the superview over from `fromView` to `toView`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview else {
            Misuse.record(SegueKitError("UIView.transition(from:to:duration:options:): expected fromView to have a superview"))
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else {
                fromView.removeFromSuperview()
            }
        }, completion: completion, call: "UIView.transition(from:to:duration: \(duration), options:)")
    }

    // MARK: Capturing changes

    /// Called by the layer after a model change: inside an animation block, the change becomes
    /// the block's animation.
    func layerPropertyChanged(_ entry: KeyPathEntry, from old: LayerState) {
        guard let block = Runtime.withCurrent({ $0.animationsEnabled ? ($0.animationBlocks.last ?? nil) : nil }) else { return }
        block.capture(layer, entry, from: old)
        block.noteChanged(self)
    }
}

/// A timing that holds progress 0 for the first `held` fraction of the time, then runs `then`
/// over the rest: a keyframe's animation begun where the keyframe before it ended (`AnimationBlock.hold`).
struct HeldTiming: TimingCurve {
    let held: Double
    let then: any TimingCurve

    func progress(at fraction: Double) -> Double {
        fraction <= held ? 0 : then.progress(at: (fraction - held) / (1 - held))
    }
}

/// A keyframe's timing inside a keyframe animation eased as a whole: over the keyframe's own
/// time, which runs from the whole's time fraction `from` to `to` (where the whole's progress
/// reaches `start` and `start + length`), its progress through that span of the whole's:
/// (whole(from + u·(to − from)) − start) / length. With a linear whole it is linear.
struct KeyframeSpanTiming: TimingCurve {
    let whole: CubicBezierTiming
    let from: Double, to: Double
    let start: Double, length: Double

    func progress(at fraction: Double) -> Double {
        let u = min(1, max(0, fraction))
        return (whole.progress(at: from + u * (to - from)) - start) / length
    }
}

/// One animation block while it runs (`UIView.animate`, a keyframe, a property animator's
/// animations): its timing, and the completion that waits for its animations.
@MainActor
class AnimationBlock {
    /// A block's pacing: a CA timing function, or a curve of Segue's (springs).
    enum Curve {
        case function(CAMediaTimingFunction)
        case timing(any TimingCurve)
    }

    var duration: TimeInterval
    var delay: TimeInterval
    var options: UIView.AnimationOptions
    var curve: Curve
    let call: String
    var isKeyframes = false
    /// For a keyframe (`addKeyframe`), its `animateKeyframes` block: the keyframes of one
    /// property in one such block are one motion through their values (`chainKeyframes`).
    var keyframeOwner: AnimationBlock?
    /// For an `animateKeyframes` block, the animations its keyframes attached that replace
    /// their property's value (not additive), in the order they were made.
    var keyframeAnimations: [(layer: CALayer, attachment: CALayer.Attached)] = []
    var tracker: CompletionTracker?

    init(duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions, curve: Curve, call: String) {
        self.duration = max(0, duration.isFinite ? duration : 0)
        self.delay = max(0, delay.isFinite ? delay : 0)
        self.options = options
        self.curve = curve
        self.call = call
        if !duration.isFinite || duration < 0 || !delay.isFinite || delay < 0 {
            Misuse.record(SegueKitError("\(call): expected a finite, non-negative duration and delay"))
        }
    }

    /// Runs `animations` inside this block, then `completion` when its animations end.
    func run(_ animations: () -> Void, completion: ((Bool) -> Void)?) {
        let tracker = CompletionTracker(completion: completion)
        self.tracker = tracker
        runInside(animations)
        tracker.seal()
    }

    /// Runs `animations` with this block innermost, inheriting an enclosing block's duration
    /// and curve unless the options override them (Apple: a nested block "inherits the
    /// remaining duration of the in-flight animation" without `overrideInheritedDuration`).
    func runInside(_ animations: () -> Void) {
        if let outer = Runtime.withCurrent({ $0.animationBlocks.last ?? nil }), !isKeyframes {
            if !options.contains(.overrideInheritedDuration) {
                duration = outer.duration
                delay = max(delay, outer.delay)
            }
            if !options.contains(.overrideInheritedCurve) { curve = outer.curve }
        }
        if options.contains(.allowAnimatedContent) {
            Misuse.record(.unsupported("\(call) with .allowAnimatedContent (content is not redrawn during an animation)"))
        }
        Runtime.withCurrent { $0.animationBlocks.append(self) }
        animations()
        if options.contains(.layoutSubviews) {
            // UIKit lays the changed views' subviews out as the block commits, so that they move
            // with their parent: laid out here, inside the block, their changes animate with it.
            var laidOut = 0
            while laidOut < changedViews.count {
                changedViews[laidOut].layoutIfNeeded()
                laidOut += 1
            }
        }
        Runtime.withCurrent { _ = $0.animationBlocks.popLast() }
    }

    /// With `.layoutSubviews`, the views whose properties the block changed, in order.
    private(set) var changedViews: [UIView] = []

    /// Notes that `view` changed in this block (for `.layoutSubviews`).
    func noteChanged(_ view: UIView) {
        guard options.contains(.layoutSubviews), !changedViews.contains(where: { $0 === view }) else { return }
        changedViews.append(view)
    }

    /// Turns a model change of `layer` at `entry` (from `old`) into this block's animation(s).
    func capture(_ layer: CALayer, _ entry: KeyPathEntry, from old: LayerState) {
        switch entry.name {
        case "hidden", "masksToBounds", "zPosition", "anchorPointZ": return
        case "bounds":
            for part in ["bounds.origin", "bounds.size"] {
                let sub = KeyPathEntry.named(part)!
                if old.value(at: sub) != layer.modelState.value(at: sub) { capture(layer, sub, from: old) }
            }
            return
        default: break
        }
        let oldValue = old.value(at: entry), newValue = layer.modelState.value(at: entry)
        let animation = KitBasicAnimation()
        animation.keyPath = entry.name
        if let offset = oldValue.offset(from: newValue), entry.kind != .color {
            animation.isAdditive = true
            animation.preset = (offset, offset.zero)
        } else {
            let now = Runtime.withCurrent { $0.now }
            animation.preset = (layer.presentedStateIgnoring(change: old, at: now).value(at: entry), newValue)
        }
        configure(animation, on: layer)
        let key = Self.freeKey(entry.name, on: layer)
        guard let attachment = layer.attach(animation, forKey: key) else { return }
        adopt(attachment, on: layer, key: key)
        if let keyframeOwner, !animation.isAdditive { keyframeOwner.keyframeAnimations.append((layer, attachment)) }
    }

    /// Makes the keyframes of each property one motion, as UIKit makes one keyframe animation of
    /// them (a CAKeyframeAnimation with each keyframe's value at its time): taken in time order,
    /// whatever order the code added them in, each keyframe after the first starts from the
    /// value the one before it set, holds it from that one's end to its own start, and is not
    /// shown before (fill forwards). Additive keyframes (numbers, points, 2-D transforms) add up
    /// to that motion already.
    func chainKeyframes() {
        // One chain per layer and key path, in the order the chains began (the layers are held
        // by `keyframeAnimations`, so their identifiers stand for them).
        struct Property: Hashable { let layer: ObjectIdentifier, keyPath: String? }
        var chains: [[CALayer.Attached]] = []
        var index: [Property: Int] = [:]
        for (layer, attachment) in keyframeAnimations {
            let property = Property(layer: ObjectIdentifier(layer), keyPath: (attachment.animation as? KitBasicAnimation)?.keyPath)
            if let k = index[property] { chains[k].append(attachment) } else { index[property] = chains.count; chains.append([attachment]) }
        }
        for chain in chains where chain.count > 1 {
            let animations = chain.compactMap { $0.animation as? KitBasicAnimation }.enumerated()
                .sorted { ($0.element.beginTime, $0.offset) < ($1.element.beginTime, $1.offset) }.map(\.element)
            for (previous, current) in zip(animations, animations.dropFirst()) {
                guard let before = previous.preset, let own = current.preset else { continue }
                current.preset = (before.to, own.to)
                current.values = (before.to, own.to, nil)
                Self.hold(current, from: min(previous.beginTime + previous.duration, current.beginTime))
                current.fillMode = .forwards
            }
        }
        keyframeAnimations = []
    }

    /// Takes charge of an animation this block attached under `key`: a block's completion waits
    /// for it; a property animator drives it instead.
    func adopt(_ attachment: CALayer.Attached, on layer: CALayer, key: String) {
        tracker?.add(attachment)
    }

    /// Sets the block's timing on an animation it made.
    func configure(_ animation: KitBasicAnimation, on layer: CALayer) {
        let now = Runtime.withCurrent { $0.now }
        animation.duration = max(duration, 1e-9)
        animation.beginTime = layer.localTime(at: now) + delay
        animation.fillMode = .both
        switch curve {
        case .function(let function): animation.timingFunction = function
        case .timing(let timing): animation.curve = timing
        }
        if options.contains(.repeat) { animation.repeatCount = .infinity }
        if options.contains(.autoreverse) { animation.autoreverses = true }
    }

    /// Moves `animation`'s begin back to `start`, holding its from value until its own begin,
    /// then running as it did: one animation from the keyframe before it to its end.
    static func hold(_ animation: KitBasicAnimation, from start: CFTimeInterval) {
        let gap = animation.beginTime - start
        guard gap > 1e-9 else { return }
        let inner: any TimingCurve = animation.curve ?? (animation.timingFunction?.curve ?? CubicBezierTiming.linear)
        let total = animation.duration + gap
        animation.curve = HeldTiming(held: gap / total, then: inner)
        animation.beginTime = start
        animation.duration = total
    }

    /// `name`, or `name-2`, `name-3`… when the layer already has an animation under it: UIKit's
    /// additive animations of one property run side by side.
    static func freeKey(_ name: String, on layer: CALayer) -> String {
        let keys = Set(layer.animationKeys() ?? [])
        guard keys.contains(name) else { return name }
        var n = 2
        while keys.contains("\(name)-\(n)") { n += 1 }
        return "\(name)-\(n)"
    }
}

/// Waits for a block's animations to end, then runs its completion once with `finished` true
/// when all of them ran to their end.
@MainActor
final class CompletionTracker {
    private var completion: ((Bool) -> Void)?
    private var remaining = 0
    private var finished = true
    private var sealed = false

    init(completion: ((Bool) -> Void)?) { self.completion = completion }

    func add(_ attachment: CALayer.Attached) {
        remaining += 1
        attachment.onStop.append { [self] finished in
            MainActor.assumeIsolated { stopped(finished) }
        }
    }

    /// No more animations will be added; with none, completion runs at once.
    func seal() {
        sealed = true
        fireIfDone()
    }

    private func stopped(_ finished: Bool) {
        remaining -= 1
        self.finished = self.finished && finished
        fireIfDone()
    }

    private func fireIfDone() {
        guard sealed, remaining == 0, let completion else { return }
        self.completion = nil
        let finished = self.finished
        Runtime.withCurrent { runtime in runtime.schedule(at: runtime.now) { completion(finished) } }
    }
}

/// The basic animation UIKit's blocks make: values already checked, and an optional curve of
/// Segue's (a UIKit spring) in place of a timing function, or a progress set from outside (a
/// property animator's, which may overshoot 1 for a spring).
final class KitBasicAnimation: CABasicAnimation {
    var preset: (from: AnimatedValue, to: AnimatedValue)?
    var curve: (any TimingCurve)?
    /// When set, the progress at every time, shared with the copy a layer holds.
    var driven: DrivenProgress?

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? KitBasicAnimation else { return }
        preset = other.preset
        curve = other.curve
        driven = other.driven
    }

    override func prepare(for layer: CALayer, call: String) -> String? {
        guard let keyPath, let entry = KeyPathEntry.named(keyPath) else { return "\(call): no key path" }
        self.entry = entry
        if let preset { values = (preset.from, preset.to, nil) }
        return nil
    }

    override func progress(atSimpleTime t: Double) -> Double {
        if let driven { return driven.value }
        guard let curve else { return super.progress(atSimpleTime: t) }
        return curve.progress(at: linearFraction(atSimpleTime: t))
    }
}

/// A progress (0 at an animation's from value, 1 at its to value) that its owner moves.
final class DrivenProgress {
    var value = 0.0
}
