import Foundation
import SegueCore

/// UIKit's property animator: the changes its animation blocks make to views, animated on a
/// time line that can be started, paused, scrubbed (`fractionComplete`), reversed, re-timed
/// (`continueAnimation`) and stopped, on SegueKit's virtual clock.
///
/// The model, with its sources (Apple's UIViewPropertyAnimator, UIViewAnimating and
/// UIViewImplicitlyAnimating references; WWDC 2016 session 216, WWDC 2017 session 230):
/// - The animator has a time fraction f, `fractionComplete`: 0 at the start, 1 at the end. While
///   running it moves at 1/(duration · durationFactor) per second, toward 1, or toward 0 when
///   `isReversed`; so the rest of a run takes (1 − f)·duration forwards (Apple's `duration`
///   reference: "(1.0 − fractionComplete) * duration") and f·duration reversed.
/// - Each animation shows a progress that is a function of f: the timing curve of f over its
///   window (`addAnimations(_:delayFactor:)` starts a window later; all end at 1). Reversing
///   runs f back, so the animation retraces the same curve backwards in time.
/// - `scrubsLinearly` (default true): setting `fractionComplete` while paused shows progress f
///   itself, linearly, in each window (Apple: "a linear timing function during scrubbing").
///   The first such scrub of a view half-way along an ease-in-out run therefore moves it from
///   curve(f) to f, as UIKit's does. When the animator then runs again (`startAnimation`,
///   `continueAnimation`), each animation continues from where it shows (progress P at f = s)
///   along the timing curve over the remaining time: P + (1 − P)·curve((f − s)/(1 − s))
///   forwards, P·curve(f/s) backwards, so nothing jumps and the curve applies while running.
///   Apple documents only that scrubbing is linear and that the timing curve applies otherwise;
///   how UIKit blends back to the curve is not public, and this is SegueKit's continuous model
///   of it (the same as a percent-driven transition's completion: the remaining distance along
///   the completion curve over the remaining time).
/// - `continueAnimation(withTimingParameters:durationFactor:)` makes the duration
///   durationFactor × the original (Apple: "multiplied by the original duration value to obtain
///   the new duration"), so the remaining time scales by the factor (0, the "carry on" apps pass,
///   keeps the original pace, as UIKit plays on rather than snapping); new parameters replace the
///   curve from the current progress, as after a scrub. A duration-based spring is solved for
///   the time each animation has left.
///
/// Changes made in the animation blocks are captured as `UIView.animate` captures them (the
/// model takes the new value at once; an additive animation from old − new to zero shows the
/// way), and the animator sets their progress as the clock moves. Blocks given before the
/// animator starts run when it first becomes active, as UIKit runs them. Stopping sets the
/// model to what is shown; finishing sets it to the start, end or current values.
///
/// Misuse is recorded with the call and does nothing: what Apple calls a programmer error
/// (`finishAnimation(at:)` except after `stopAnimation(false)`, pausing a stopped animator),
/// what UIKit's header says raises (setting `isInterruptible` or `isUserInteractionEnabled` on
/// an active animator), setting `fractionComplete` except while paused or inactive (Apple: "only
/// while the animator is paused"), and starting, scrubbing, reversing or adding animations to a
/// stopped animator, which has no time line left to run them on.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The timing given (nil for `runningPropertyAnimator`'s curve option, UIKit gives none either).
    open private(set) var timingParameters: (any UITimingCurveProvider)?

    /// The length of the main animations in seconds: the duration given, or for a physical
    /// spring (see `UISpringTimingParameters`) the time it takes to settle.
    public let duration: TimeInterval

    /// The delay of `startAnimation(afterDelay:)` (default 0).
    open private(set) var delay: TimeInterval = 0

    /// Whether the animator can be paused and scrubbed (default true). Setting it on an active
    /// animator is misuse, as UIKit raises there.
    open var isInterruptible = true {
        didSet { if state != .inactive { refuseSetting("isInterruptible", oldValue); isInterruptible = oldValue } }
    }

    /// Whether views take touches while animating (default true). SegueKit renders frames and
    /// takes no touches, so this only holds the value; setting it on an active animator is misuse.
    open var isUserInteractionEnabled = true {
        didSet { if state != .inactive { refuseSetting("isUserInteractionEnabled", oldValue); isUserInteractionEnabled = oldValue } }
    }

    /// Whether hit-testing is left to the app (default false); held only, as SegueKit takes no touches.
    open var isManualHitTestingEnabled = false

    /// Whether scrubbing a paused animator shows progress linearly (default true; see the type's doc).
    open var scrubsLinearly = true

    /// Whether the animator stays active and paused at its end instead of completing (default
    /// false), so it can be reversed; completions do not run.
    open var pausesOnCompletion = false

    /// Where the animator is in its life (see `UIViewAnimatingState`): `inactive` until it is started, paused or
    /// scrubbed and again once it completes, `active` while running or paused, `stopped` after `stopAnimation(false)`.
    open internal(set) var state = UIViewAnimatingState.inactive

    // MARK: State behind the API (see UIViewPropertyAnimator+Driving.swift)

    /// The timing in force; `continueAnimation` may replace it.
    var timing: Timing
    let call: String
    /// The time fraction at `anchor`, and whether it moves from there.
    var anchorFraction = 0.0
    var anchor: CFTimeInterval = 0
    var running = false
    var reversed = false
    /// `continueAnimation`'s factor on the duration.
    var durationFactor = 1.0
    /// True after a linear scrub: progress shows f until the animator runs again.
    var showsLinearScrub = false
    var pending: [(animations: () -> Void, delayFactor: Double)] = []
    var driven: [DrivenAnimation] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// After `stopAnimation(false)`: what `finishAnimation(at:)` does to each stopped animation.
    var settlements: [(UIViewAnimatingPosition) -> Void] = []
    lazy var driver = AnimatorDriver(self)

    // MARK: Creating

    /// An animator of `duration` seconds with `parameters`' timing.
    public required init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        let call = "UIViewPropertyAnimator(duration: \(duration))"
        self.call = call
        timingParameters = parameters
        timing = parameters.timing(call: call)
        var length = duration.isFinite && duration >= 0 ? duration : 0
        if !(duration.isFinite && duration >= 0) {
            Misuse.record(SegueKitError("\(call): expected a finite, non-negative duration"))
        }
        if let settling = timing.naturalDuration { length = settling }
        self.duration = length
        super.init()
    }

    /// An animator of no duration along UIKit's default curve (ease-in-ease-out): the
    /// placeholder app code stores before it makes the real one (`var animator =
    /// UIViewPropertyAnimator()`), as NSObject's `init()` makes it on iOS.
    public convenience override init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    /// An animator along one of the standard curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along the cubic bézier through `point1` and `point2`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator along UIKit's duration-based spring of `ratio`, lasting exactly `duration`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator that starts at once (after `delay`) along the curve in `options`; options
    /// about repeating, reversing and transitions are ignored, as UIKit documents.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.animationCurve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding

    /// Adds animations that run with the others: over the whole duration when the animator is
    /// inactive, over the remaining time when it is active.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that start `delayFactor` (0…1) × the remaining time from now and end
    /// with the others.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let name = "UIViewPropertyAnimator.addAnimations(_:delayFactor: \(delayFactor))"
        guard state != .stopped else { return refuse(name, "an animator that is not stopped") }
        var factor = Double(delayFactor)
        if !(factor.isFinite && factor >= 0 && factor <= 1) {
            Misuse.record(SegueKitError("\(name): expected a delay factor in 0...1"))
            factor = factor.isNaN ? 0 : min(1, max(0, factor))
        }
        if state == .inactive {
            pending.append((animation, factor))
        } else {
            let f = currentFraction
            capture(animation, windowStart: f + factor * (1 - f))
        }
    }

    /// Adds a block to run when the animations end, with where they ended; blocks run in the
    /// order added.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    /// Whether the animations are moving: active and not paused. True from `startAnimation(afterDelay:)` on, through
    /// its delay.
    open var isRunning: Bool { state == .active && running }

    /// Whether the animations run back toward their start values (they complete at `.start`). It can change while
    /// running or paused: the animations retrace their curve from where they are. Setting it on a stopped animator is
    /// misuse; it is reset to false when the animator completes.
    open var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            guard state != .stopped else { return refuse("UIViewPropertyAnimator.isReversed", "an animator that is not stopped") }
            rebaseAnchor()
            reversed = newValue
            driver.reschedule()
        }
    }

    /// The time fraction f (see the type's doc). Setting it is allowed while paused; on an
    /// inactive animator it makes the animator active and paused there.
    open var fractionComplete: CGFloat {
        get { CGFloat(currentFraction) }
        set {
            let name = "UIViewPropertyAnimator.fractionComplete = \(newValue)"
            guard state != .stopped else { return refuse(name, "an animator that is not stopped") }
            guard !isRunning else { return refuse(name, "a paused animator (it is running; pause it first)") }
            guard isInterruptible else { return refuse(name, "an interruptible animator") }
            let value = Double(newValue)
            guard value.isFinite else { return refuse(name, "a finite fraction") }
            activate()
            anchorFraction = min(1, max(0, value))
            showsLinearScrub = scrubsLinearly
            refresh()
        }
    }

    /// Starts the animations, or resumes a paused animator, from the current fraction; an inactive animator first runs
    /// the blocks added so far. Ignored while running; misuse on a stopped animator. After a linear scrub the
    /// animations continue along the timing curve from what they show (see the type's doc).
    open func startAnimation() { start(after: 0, call: "UIViewPropertyAnimator.startAnimation()") }

    /// `startAnimation()` after `delay` seconds of the recording's clock, kept in `delay`; a negative or non-finite
    /// delay is misuse and the call does nothing.
    open func startAnimation(afterDelay delay: TimeInterval) {
        let name = "UIViewPropertyAnimator.startAnimation(afterDelay: \(delay))"
        guard delay.isFinite, delay >= 0 else { return refuse(name, "a finite, non-negative delay") }
        if state != .stopped { self.delay = delay }
        start(after: delay, call: name)
    }

    /// Pauses the animations where they are, so that `fractionComplete` can be scrubbed; an inactive animator becomes
    /// active and paused at its start (its blocks run), as in UIKit. Misuse on a stopped or non-interruptible animator.
    open func pauseAnimation() {
        let name = "UIViewPropertyAnimator.pauseAnimation()"
        guard state != .stopped else { return refuse(name, "an animator that is not stopped") }
        guard isInterruptible else { return refuse(name, "an interruptible animator") }
        activate()
        guard running else { return }
        rebaseAnchor()
        running = false
        driver.reschedule()
    }

    /// Stops where the animations are: the views keep the values shown (the model takes them).
    /// With `withoutFinishing` true the animator becomes inactive and no completion runs; with
    /// false it waits in `stopped` for `finishAnimation(at:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        rebaseAnchor()
        running = false
        settlements = settleAtCurrentValues()
        driver.reschedule()
        if withoutFinishing {
            settlements = []
            reset()
        } else {
            state = .stopped
        }
    }

    /// After `stopAnimation(false)`: sets the views to the start, end or current values and
    /// runs the completions with that position.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            return refuse("UIViewPropertyAnimator.finishAnimation(at: .\(finalPosition))", "a stopped animator (call stopAnimation(false) first)")
        }
        for settle in settlements { settle(finalPosition) }
        settlements = []
        complete(at: finalPosition)
    }

    /// Runs a paused animator again with new timing (`nil` keeps the curve) over
    /// `durationFactor` × the original duration (see the type's doc).
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        let name = "UIViewPropertyAnimator.continueAnimation(withTimingParameters:durationFactor: \(durationFactor))"
        guard state == .active else { return refuse(name, "an active animator") }
        var factor = Double(durationFactor)
        guard factor.isFinite, factor >= 0 else { return refuse(name, "a finite, non-negative duration factor") }
        // 0, which apps commonly pass to mean "carry on" when a pan ends, keeps the original
        // pace: the animation plays out rather than snapping to its end.
        if factor == 0 { factor = 1 }
        rebaseAnchor()
        if let parameters {
            timingParameters = parameters
            timing = parameters.timing(call: name)
        }
        self.durationFactor = factor
        if parameters != nil || showsLinearScrub { continueFromShownProgress() }
        running = false
        start(after: 0, call: name)
    }

    // MARK: Misuse

    /// Records that `call` expected `expectation`; the call does nothing.
    func refuse(_ call: String, _ expectation: String) {
        Misuse.record(SegueKitError("\(call): expected \(expectation)"))
    }

    private func refuseSetting(_ name: String, _ oldValue: Bool) {
        refuse("UIViewPropertyAnimator.\(name) = \(!oldValue)", "an inactive animator (UIKit raises when it is active)")
    }
}

extension UIView.AnimationOptions {
    /// The curve bits as a standard curve (ease-in-out when none is set).
    var animationCurve: UIView.AnimationCurve {
        UIView.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
}
