import Foundation
import SegueCore

/// How a property animator moves its animations: the time fraction on the clock, each
/// animation's progress as a function of it, and what stopping and finishing leave in the model.
extension UIViewPropertyAnimator {
    var now: CFTimeInterval { Runtime.withCurrent { $0.now } }

    /// Seconds per unit of time fraction: duration × durationFactor.
    var secondsPerFraction: Double { duration * durationFactor }

    /// Where a run is heading: 1, or 0 when reversed.
    var target: Double { reversed ? 0 : 1 }

    /// The time fraction at media time `time`.
    func fraction(at time: CFTimeInterval) -> Double {
        guard running else { return anchorFraction }
        let elapsed = max(0, time - anchor)
        guard elapsed > 0 else { return anchorFraction }
        let moved = secondsPerFraction > 0 ? elapsed / secondsPerFraction : .infinity
        return reversed ? max(0, anchorFraction - moved) : min(1, anchorFraction + moved)
    }

    var currentFraction: Double { fraction(at: now) }

    /// The media time a run reaches its target, if running.
    var endTime: CFTimeInterval? {
        guard running, state == .active else { return nil }
        return anchor + abs(target - anchorFraction) * secondsPerFraction
    }

    /// Re-anchors the time line at now (before changing its direction or speed).
    func rebaseAnchor() {
        let t = now
        anchorFraction = fraction(at: t)
        anchor = max(anchor, t)
    }

    /// Makes an inactive animator active and paused at f = 0, running its pending blocks.
    func activate() {
        guard state == .inactive else { return }
        state = .active
        running = false
        anchorFraction = 0
        anchor = now
        showsLinearScrub = false
        let blocks = pending
        pending = []
        for block in blocks { capture(block.animations, windowStart: block.delayFactor) }
    }

    /// Starts or resumes the run toward the target after `delay` seconds.
    func start(after delay: TimeInterval, call: String) {
        guard state != .stopped else { return refuse(call, "an animator that is not stopped") }
        activate()
        guard !running else { return }
        if showsLinearScrub { continueFromShownProgress() }
        anchorFraction = currentFraction
        anchor = now + delay
        running = true
        driver.reschedule()
    }

    /// Runs `animations` capturing their changes as animations this animator drives, in the
    /// window from `windowStart` to 1.
    func capture(_ animations: () -> Void, windowStart: Double) {
        let block = AnimatorBlock(animator: self, windowStart: windowStart)
        block.runInside(animations)
        refresh()
    }

    /// Takes an animation an `AnimatorBlock` attached.
    func adopt(_ attachment: CALayer.Attached, on layer: CALayer, key: String, windowStart: Double) {
        guard let animation = attachment.animation as? KitBasicAnimation, let box = animation.driven else { return }
        let record = DrivenAnimation(layer: layer, key: key, attachment: attachment, animation: animation, progress: box,
                                     windowStart: min(1, max(0, windowStart)))
        record.baseCurve = curve(lasting: (1 - record.windowStart) * duration)
        driven.append(record)
    }

    /// The timing in force as a curve over `seconds` (a duration-based spring is solved for it).
    func curve(lasting seconds: Double) -> any TimingCurve {
        guard seconds > 0, let curve = try? timing.curve(duration: seconds) else { return CubicBezierTiming.linear }
        if case .spring(.physical(let spring)) = timing { return SpringTiming(spring: spring, duration: seconds) }
        return curve
    }

    /// Every animation continues from the progress it shows now along the timing in force
    /// (after a linear scrub, or with new timing parameters).
    func continueFromShownProgress() {
        let f = currentFraction
        let seconds = secondsPerFraction
        for record in driven {
            let shown = record.progress(at: f, linear: showsLinearScrub)
            let ahead = max(f, record.windowStart)
            record.rebase = DrivenAnimation.Rebase(
                at: f, progress: shown,
                forward: curve(lasting: (1 - ahead) * seconds),
                backward: curve(lasting: (f - record.windowStart) * seconds))
        }
        showsLinearScrub = false
    }

    /// Sets every animation's progress for now.
    func refresh() {
        let f = currentFraction
        for record in driven { record.box.value = record.progress(at: f, linear: showsLinearScrub) }
    }

    /// The clock reached `time`: updates the animations, and at the end of a run completes
    /// (or pauses, with `pausesOnCompletion`). Returns whether the driver is still needed.
    func tick(at time: CFTimeInterval) -> Bool {
        guard running, state == .active else { return false }
        refresh()
        guard let end = endTime, time >= end - Runtime.tolerance else { return true }
        anchorFraction = target
        anchor = time
        running = false
        refresh()
        if pausesOnCompletion { return false }
        let position: UIViewAnimatingPosition = reversed ? .start : .end
        for settle in settleAtCurrentValues() { settle(position) }
        complete(at: position)
        return false
    }

    /// Removes the animations, setting the model to what they show now; returns, for each, what
    /// finishing at a position then does to the model.
    func settleAtCurrentValues() -> [(UIViewAnimatingPosition) -> Void] {
        let f = currentFraction
        let settlements = driven.map { $0.settle(at: $0.progress(at: f, linear: showsLinearScrub)) }
        driven = []
        return settlements
    }

    /// Ends the animator: inactive, and the completions run with `position`, in the order added.
    func complete(at position: UIViewAnimatingPosition) {
        let blocks = completions
        reset()
        for block in blocks { block(position) }
    }

    /// Back to inactive, at the start, with no animations or completions.
    func reset() {
        state = .inactive
        running = false
        reversed = false
        anchorFraction = 0
        durationFactor = 1
        showsLinearScrub = false
        driven = []
        completions = []
        driver.reschedule()
    }
}

/// One animation a property animator drives: attached with its progress set from outside.
@MainActor
final class DrivenAnimation {
    /// Where the animation continues from after a linear scrub or a change of timing.
    struct Rebase {
        let at: Double, progress: Double
        let forward: any TimingCurve, backward: any TimingCurve
    }

    let layer: CALayer
    let key: String
    let attachment: CALayer.Attached
    let animation: KitBasicAnimation
    let box: DrivenProgress
    /// The time fraction its window starts at (it ends at 1).
    let windowStart: Double
    var baseCurve: any TimingCurve = CubicBezierTiming.linear
    var rebase: Rebase?

    init(layer: CALayer, key: String, attachment: CALayer.Attached, animation: KitBasicAnimation, progress: DrivenProgress,
         windowStart: Double) {
        (self.layer, self.key, self.attachment, self.animation, self.box) = (layer, key, attachment, animation, progress)
        self.windowStart = windowStart
    }

    /// f's place in [lo, hi] as 0…1.
    private static func window(_ f: Double, _ lo: Double, _ hi: Double) -> Double {
        hi > lo ? min(1, max(0, (f - lo) / (hi - lo))) : (f >= hi ? 1 : 0)
    }

    /// The progress at time fraction `f` (see `UIViewPropertyAnimator`'s doc).
    func progress(at f: Double, linear: Bool) -> Double {
        if linear { return Self.window(f, windowStart, 1) }
        guard let rebase else { return baseCurve.progress(at: Self.window(f, windowStart, 1)) }
        if f >= rebase.at {
            let u = Self.window(f, max(rebase.at, windowStart), 1)
            return rebase.progress + (1 - rebase.progress) * rebase.forward.progress(at: u)
        }
        return rebase.progress * rebase.backward.progress(at: Self.window(f, windowStart, rebase.at))
    }

    /// Removes the animation, setting the model to what it shows at `progress`; returns what
    /// finishing at a position does then: the start values (progress 0), the end values (1),
    /// or nothing (current).
    func settle(at progress: Double) -> (UIViewAnimatingPosition) -> Void {
        if layer.attached.contains(where: { $0 === attachment }) { layer.removeAnimation(forKey: key) }
        guard let entry = animation.entry, let (from, to) = animation.preset else { return { _ in } }
        let layer = self.layer
        let shown = from.interpolated(to: to, progress)
        if animation.isAdditive {
            // The model plus the offset shown; finishing adds the difference to the end's offset.
            layer.modelState.set(layer.modelState.value(at: entry).adding(shown), at: entry)
            let toStart = AnimatedValue.subtract(from, shown), toEnd = AnimatedValue.subtract(to, shown)
            return { position in
                guard position != .current else { return }
                let delta = position == .start ? toStart : toEnd
                layer.modelState.set(layer.modelState.value(at: entry).adding(delta), at: entry)
            }
        }
        layer.modelState.set(shown, at: entry)
        return { position in
            guard position != .current else { return }
            layer.modelState.set(position == .start ? from : to, at: entry)
        }
    }
}

/// A property animator's animation block: captures changes as `UIView.animate` does, attaching
/// each animation paused (speed 0) with its progress driven by the animator.
@MainActor
final class AnimatorBlock: AnimationBlock {
    private weak var animator: UIViewPropertyAnimator?
    private let windowStart: Double

    init(animator: UIViewPropertyAnimator, windowStart: Double) {
        self.animator = animator
        self.windowStart = windowStart
        let seconds = (1 - windowStart) * animator.duration
        super.init(duration: animator.duration, delay: 0, options: [.overrideInheritedDuration, .overrideInheritedCurve],
                   curve: .timing(animator.curve(lasting: seconds)), call: animator.call)
    }

    override func configure(_ animation: KitBasicAnimation, on layer: CALayer) {
        let now = Runtime.withCurrent { $0.now }
        animation.duration = 1
        animation.beginTime = layer.localTime(at: now)
        animation.speed = 0
        animation.fillMode = .both
        animation.driven = DrivenProgress()
    }

    override func adopt(_ attachment: CALayer.Attached, on layer: CALayer, key: String) {
        animator?.adopt(attachment, on: layer, key: key, windowStart: windowStart)
    }
}

/// Moves a property animator's animations as the clock moves; its next event is the end of the
/// run, so completions run at that exact moment. While the animator runs, the driver (held by
/// the runtime) holds it, as UIKit keeps a running animator alive: a discarded
/// `runningPropertyAnimator(…)` still completes.
final class AnimatorDriver: ClockDriver {
    private weak var animator: UIViewPropertyAnimator?
    /// The animator while the runtime holds this driver.
    private var running: UIViewPropertyAnimator?
    /// Whether the runtime holds this driver.
    private var registered = false
    /// The end of the current run, set on the main actor whenever the run changes.
    private var end: CFTimeInterval?

    init(_ animator: UIViewPropertyAnimator) { self.animator = animator }

    /// Takes note of a change in the animator's run: registers while it runs.
    @MainActor
    func reschedule() {
        guard let animator else { return }
        end = animator.endTime
        animator.refresh()
        running = animator.isRunning ? animator : nil
        if animator.isRunning && !registered {
            registered = true
            Runtime.withCurrent { $0.add(self) }
        }
    }

    @MainActor
    func update(at now: CFTimeInterval) -> Bool {
        let keep = animator?.tick(at: now) ?? false
        end = keep ? animator?.endTime : nil
        if !keep { (registered, running) = (false, nil) }
        return keep
    }

    func nextEvent(after now: CFTimeInterval) -> CFTimeInterval? {
        guard let end, end > now else { return nil }
        return end
    }
}
