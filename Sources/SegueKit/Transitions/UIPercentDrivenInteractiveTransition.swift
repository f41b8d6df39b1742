import Foundation
import SegueCore

/// UIKit's percent-driven interaction controller: the transition's animations run paused and
/// follow `update(_:)`, then `finish()` or `cancel()` plays the rest, forward or back.
///
/// The model is the well-known mechanism behind it (Apple documents the behaviour, not the
/// implementation): the container view's layer is paused (`speed` 0) when the transition
/// starts, and its `timeOffset` is percent × duration, so every animation the animator added in
/// the container shows that moment of its time line, linearly (Apple: "during the interactive
/// portion, the timing curve is linear"). `finish()` moves the time offset from there to the
/// duration over (1 − percent) · duration / `completionSpeed` seconds along `completionCurve`,
/// then lets the layer run again, so the animations end and their completion blocks run;
/// `cancel()` moves it back to 0 over percent · duration / `completionSpeed`, and there ends the
/// animations as run back to their start: they are removed and their completion blocks run with
/// `finished` true (the views keep the model values the animator set, as on iOS, where a
/// cancelled transition's animator must restore them).
///
/// `timingCurve` (iOS 10), when set, replaces `completionCurve`.
///
/// When the animator implements `interruptibleAnimator(using:)` (iOS 10), the controller drives
/// that property animator instead, as Apple documents: paused at the start, `fractionComplete`
/// follows `update(_:)`, and `finish()` / `cancel()` continue it forward / reversed with
/// `timingCurve` (else `completionCurve`) and a duration factor of 1 / `completionSpeed`, so
/// the rest takes (1 − percent)·duration / completionSpeed forward, percent·duration /
/// completionSpeed back; its completions (which call `completeTransition`) run at the end.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The fraction of the transition done, 0…1, as last updated (or driven while finishing);
    /// with an interruptible animator, its `fractionComplete`.
    open var percentComplete: CGFloat {
        get { interruptible?.fractionComplete ?? storedPercent }
        set { storedPercent = newValue }
    }
    private var storedPercent: CGFloat = 0
    /// How much faster than the transition's own pace `finish()` and `cancel()` play the rest.
    open var completionSpeed: CGFloat = 1
    /// The curve of the part `finish()` or `cancel()` plays.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// iOS 10's timing of the part `finish()` or `cancel()` plays when the transition is driven
    /// through an interruptible animator; `nil` uses `completionCurve`.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts paused for the gesture (true) or animating until `pause()`.
    open var wantsInteractiveStart = true

    /// When and at what percent `finish()` or `cancel()` let go, for the recording's manifest.
    var release: InteractionRelease?

    /// The transition's animator (UIKit hands it over privately; the recorder does here).
    var animator: (any UIViewControllerAnimatedTransitioning)?
    private weak var context: TransitionContext?
    private var driver: CompletionDriver?
    /// The container layer's local time where the transition's time line starts: 0 for an
    /// interactive start (the layer is paused at 0), the layer's time then for a transition that
    /// started animating (`wantsInteractiveStart` false), whose animations began there.
    private var origin: CFTimeInterval = 0
    /// The animator's interruptible animator, when it has one.
    private var interruptible: (any UIViewImplicitlyAnimating)?

    /// A controller with UIKit's defaults: `completionSpeed` 1, `completionCurve` `.easeInOut`, an interactive start.
    public override init() { super.init() }

    /// The transition's duration, the animator's `transitionDuration(using:)`.
    open var duration: CGFloat {
        CGFloat(animator?.transitionDuration(using: context) ?? 0)
    }

    /// Starts the transition: pauses the container at its start (unless `wantsInteractiveStart`
    /// is false) and asks the animator to animate.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? TransitionContext, let animator else {
            Misuse.record(SegueKitError("UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:): expected to be started by TransitionRecorder"))
            return
        }
        self.context = context
        let interruptible = animator.interruptibleAnimator(using: context)
        if !NoInterruptibleAnimator.isNone(interruptible) {
            self.interruptible = interruptible
            animator.animateTransition(using: context)
            if wantsInteractiveStart {
                interruptible.pauseAnimation()
                context.pauseInteractiveTransition()
            }
            return
        }
        let layer = context.containerView.layer
        if wantsInteractiveStart {
            layer.speed = 0
            layer.timeOffset = 0
            origin = 0
            context.pauseInteractiveTransition()
        } else {
            origin = layer.localTime(at: Runtime.withCurrent { $0.now })
        }
        animator.animateTransition(using: context)
    }

    /// Moves the paused transition to `percentComplete` (clamped to 0…1).
    open func update(_ percentComplete: CGFloat) {
        guard let context, context.completion == nil else {
            Misuse.record(SegueKitError("UIPercentDrivenInteractiveTransition.update(\(percentComplete)): expected a transition in progress"))
            return
        }
        let p = percentComplete.isNaN ? 0 : min(1, max(0, percentComplete))
        self.percentComplete = p
        if let interruptible {
            interruptible.fractionComplete = p
            context.updateInteractiveTransition(p)
            return
        }
        let layer = context.containerView.layer
        if layer.speed == 0 && driver == nil { layer.timeOffset = origin + Double(p * duration) }
        context.updateInteractiveTransition(p)
    }

    /// Plays the rest of the transition forward.
    open func finish() { complete(finishing: true, call: "finish()") }

    /// Plays the transition back to its start; the context reports `transitionWasCancelled`.
    open func cancel() { complete(finishing: false, call: "cancel()") }

    /// Stops a finishing or cancelling transition where it is and makes it interactive again
    /// (iOS 10); a transition that started animating (`wantsInteractiveStart` false) pauses.
    open func pause() {
        guard let context, context.completion == nil else {
            Misuse.record(SegueKitError("UIPercentDrivenInteractiveTransition.pause(): expected a transition in progress"))
            return
        }
        if let interruptible {
            interruptible.pauseAnimation()
            context.pauseInteractiveTransition()
            return
        }
        let layer = context.containerView.layer
        let now = Runtime.withCurrent { $0.now }
        let local = layer.localTime(at: now)
        driver?.stop()
        driver = nil
        layer.speed = 0
        layer.timeOffset = local
        let d = duration
        percentComplete = d > 0 ? min(1, max(0, CGFloat(local - origin) / d)) : 0
        context.pauseInteractiveTransition()
    }

    private func complete(finishing: Bool, call: String) {
        guard let context else {
            Misuse.record(SegueKitError("UIPercentDrivenInteractiveTransition.\(call): expected a transition in progress"))
            return
        }
        // A gesture handler that calls finish() or cancel() again while the transition already
        // plays to its end is ignored, as UIKit ignores it.
        guard context.completion == nil, context.isInteractive || (driver == nil && interruptible == nil) else { return }
        var speed = Double(completionSpeed)
        if !(speed.isFinite && speed > 0) {
            Misuse.record(SegueKitError("UIPercentDrivenInteractiveTransition.completionSpeed: expected a finite positive number, found \(completionSpeed)"))
            speed = 1
        }
        if finishing { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        let layer = context.containerView.layer
        let d = Double(duration)
        let now = Runtime.withCurrent { $0.now }
        release = InteractionRelease(outcome: finishing ? .finish : .cancel, time: now - Runtime.epoch, percent: Double(percentComplete))
        if let interruptible {
            interruptible.isReversed = !finishing
            interruptible.continueAnimation(withTimingParameters: timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve),
                                            durationFactor: CGFloat(1 / speed))
            return
        }
        let start = layer.speed == 0 ? layer.timeOffset : layer.localTime(at: now)
        let end = origin + (finishing ? d : 0)
        let driver = CompletionDriver(layer: layer, owner: self, start: now, from: start, to: end, cancels: !finishing,
                                      seconds: abs(end - start) / speed, curve: completionTiming())
        self.driver = driver
        Runtime.withCurrent { $0.add(driver) }
        _ = driver.update(at: now)
    }

    /// The curve of the rest: `timingCurve`'s cubic when set (a spring there is recorded as not
    /// supported without an interruptible animator, and the cubic fallback used), else
    /// `completionCurve`.
    private func completionTiming() -> CubicBezierTiming {
        guard let timingCurve else { return completionCurve.timing }
        if let cubic = timingCurve.cubicTimingParameters { return cubic.curve }
        Misuse.record(.unsupported("UIPercentDrivenInteractiveTransition.timingCurve with spring parameters without an interruptibleAnimator (use a cubic curve, or return a UIViewPropertyAnimator)"))
        return completionCurve.timing
    }

    /// Called by the driver as it moves the time offset.
    fileprivate func driven(to offset: Double) {
        let d = Double(duration)
        percentComplete = d > 0 ? CGFloat(min(1, max(0, (offset - origin) / d))) : 0
    }

    fileprivate func driverEnded() { driver = nil }
}

/// Moves a paused layer's `timeOffset` from one point of its time line to another along a
/// curve, then lets it run (finishing) or ends its animations at the start (cancelling).
@MainActor
private final class CompletionDriver: ClockDriver {
    let layer: CALayer
    weak var owner: UIPercentDrivenInteractiveTransition?
    let start: CFTimeInterval, from: Double, to: Double, seconds: Double
    /// Whether it plays the transition back to its start (a cancel), whose animations then end.
    let cancels: Bool
    let curve: CubicBezierTiming
    private var stopped = false

    init(layer: CALayer, owner: UIPercentDrivenInteractiveTransition, start: CFTimeInterval, from: Double, to: Double,
         cancels: Bool, seconds: Double, curve: CubicBezierTiming) {
        (self.layer, self.owner, self.start, self.from, self.to, self.seconds, self.curve) = (layer, owner, start, from, to, seconds, curve)
        self.cancels = cancels
    }

    func stop() { stopped = true }

    func update(at now: CFTimeInterval) -> Bool {
        guard !stopped else { return false }
        // At its end (within the runtime's tolerance: 1.0 + 0.275 is its own moment, but
        // (1.275 − 1.0) / 0.275 falls short of 1 in binary) the driver is done.
        let u = seconds > 0 && now < start + seconds - Runtime.tolerance ? min(1, max(0, (now - start) / seconds)) : 1
        let offset = u >= 1 ? to : from + (to - from) * curve.progress(at: u)
        layer.speed = 0
        layer.timeOffset = offset
        owner?.driven(to: offset)
        guard u >= 1 else { return true }
        // Run again from here: local time = (parent − now)·1 + offset.
        layer.beginTime = layer.superlayer?.localTime(at: now) ?? now
        layer.speed = 1
        if cancels { layer.endAnimationsInTree(finished: true) }
        owner?.driverEnded()
        stopped = true
        return false
    }

    func nextEvent(after now: CFTimeInterval) -> CFTimeInterval? {
        stopped ? nil : start + seconds
    }
}

extension UIView.AnimationCurve {
    /// The curve as Core Animation's timing function of the same name.
    var timing: CubicBezierTiming {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
