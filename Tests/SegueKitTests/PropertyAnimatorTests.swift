import Testing
import SegueCore
@testable import SegueKit

/// UIViewPropertyAnimator on the virtual clock: every value derived by hand from the curve and
/// the model in `UIViewPropertyAnimator`'s documentation.
@MainActor
struct PropertyAnimatorTests {
    let ease = CubicBezierTiming.easeInEaseOut

    /// A 10 × 10 view centred at (0, 0) in the clock's window.
    private func view(_ clock: KitClock) -> UIView {
        let view = UIView(frame: CGRect(x: -5, y: -5, width: 10, height: 10))
        clock.window.addSubview(view)
        return view
    }

    /// The presented value of `keyPath` now.
    private func shown(_ view: UIView, _ keyPath: String, _ clock: KitClock) -> AnimatedValue {
        view.layer.presentedState(at: clock.runtime.now).value(at: KeyPathEntry.named(keyPath)!)
    }

    /// The presented centre x now.
    private func x(_ view: UIView, _ clock: KitClock) -> Double {
        guard case .point(let p) = shown(view, "position", clock) else { return .nan }
        return Double(p.x)
    }

    private func opacity(_ view: UIView, _ clock: KitClock) -> Double {
        guard case .number(let v) = shown(view, "opacity", clock) else { return .nan }
        return v
    }

    /// A 1 s animator of centre x 0 → 100 along `curve`, logging completions as "position at time".
    private func animator(_ view: UIView, _ clock: KitClock, curve: UIView.AnimationCurve = .easeInOut,
                          log: @escaping (String) -> Void) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 1, curve: curve) { view.center.x = 100 }
        animator.addCompletion { position in log("\(position) at \(clock.time)") }
        return animator
    }

    @Test func aRunFollowsItsCurveAndCompletesAtTheEnd() {
        KitClock.run { clock in
            let view = view(clock)
            var log: [String] = []
            let animator = animator(view, clock) { log.append($0) }
            // The blocks run when the animator starts, as UIKit's: nothing has changed yet.
            #expect(view.center.x == 0 && animator.state == .inactive)
            animator.startAnimation()
            #expect(animator.state == .active && animator.isRunning && view.center.x == 100)
            for t in [0.1, 0.3, 0.6] {
                clock.advance(to: t)
                #expect(abs(x(view, clock) - 100 * ease.progress(at: t)) < 1e-9, "t = \(t)")
                #expect(abs(Double(animator.fractionComplete) - t) < 1e-12)
            }
            clock.advance(to: 2)
            #expect(log == ["end at 1.0"])
            #expect(animator.state == .inactive && x(view, clock) == 100 && view.layer.animationKeys() == nil)
        }
    }

    @Test func scrubbingAnInactiveAnimatorIsLinearAndPaused() {
        KitClock.run { clock in
            let view = view(clock)
            let animator = animator(view, clock) { _ in }
            animator.fractionComplete = 0.3
            #expect(animator.state == .active && !animator.isRunning)
            #expect(abs(x(view, clock) - 30) < 1e-9)
            // With scrubsLinearly false the curve applies while scrubbing.
            animator.scrubsLinearly = false
            animator.fractionComplete = 0.4
            #expect(abs(x(view, clock) - 100 * ease.progress(at: 0.4)) < 1e-9)
            let other = self.view(clock)
            let curved = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { other.center.x = 100 }
            curved.scrubsLinearly = false
            curved.fractionComplete = 0.3
            #expect(abs(x(other, clock) - 100 * ease.progress(at: 0.3)) < 1e-9)
        }
    }

    @Test func aReversedRunAfterAScrubGoesBackOverTheElapsedTime() {
        KitClock.run { clock in
            let view = view(clock)
            var log: [String] = []
            let animator = animator(view, clock) { log.append($0) }
            animator.fractionComplete = 0.3
            animator.isReversed = true
            animator.startAnimation()
            // From 30 back to 0 over 0.3·1 s along the curve: x = 30·ease(f/0.3), f = 0.3 − t.
            clock.advance(to: 0.15)
            #expect(abs(x(view, clock) - 30 * ease.progress(at: 0.5)) < 1e-9)
            clock.advance(to: 0.2)
            #expect(abs(x(view, clock) - 30 * ease.progress(at: 0.1 / 0.3)) < 1e-9)
            clock.advance(to: 1)
            #expect(log == ["start at 0.3"])
            #expect(x(view, clock) == 0 && view.center.x == 0 && animator.state == .inactive)
        }
    }

    @Test func aForwardRunAfterAScrubTakesTheRemainingTime() {
        KitClock.run { clock in
            let view = view(clock)
            var log: [String] = []
            let animator = animator(view, clock) { log.append($0) }
            animator.fractionComplete = 0.3
            animator.startAnimation()
            // (1 − 0.3)·1 s left; from 30 along the curve: x = 30 + 70·ease(t/0.7).
            for t in [0.1, 0.35, 0.6] {
                clock.advance(to: t)
                #expect(abs(x(view, clock) - (30 + 70 * ease.progress(at: t / 0.7))) < 1e-9, "t = \(t)")
            }
            clock.advance(to: 1)
            #expect(log == ["end at 0.7"])
        }
    }

    @Test func pausingAndResumingKeepsTheCurve() {
        KitClock.run { clock in
            let view = view(clock)
            var log: [String] = []
            let animator = animator(view, clock) { log.append($0) }
            animator.startAnimation()
            clock.advance(to: 0.3)
            animator.pauseAnimation()
            let paused = x(view, clock)
            clock.advance(to: 1)
            #expect(x(view, clock) == paused && !animator.isRunning && animator.fractionComplete == 0.3)
            animator.startAnimation()
            // Not scrubbed: the time line simply goes on, f = 0.3 + (t − 1).
            clock.advance(to: 1.2)
            #expect(abs(x(view, clock) - 100 * ease.progress(at: 0.5)) < 1e-9)
            clock.advance(to: 3)
            #expect(log == ["end at 1.7"])
        }
    }

    @Test func reversingARunningAnimatorRetracesItsCurve() {
        KitClock.run { clock in
            let view = view(clock)
            var log: [String] = []
            let animator = animator(view, clock) { log.append($0) }
            animator.startAnimation()
            clock.advance(to: 0.4)
            animator.isReversed = true
            // f = 0.4 − (t − 0.4): at 0.6 it is 0.2 and x = 100·ease(0.2).
            clock.advance(to: 0.6)
            #expect(abs(x(view, clock) - 100 * ease.progress(at: 0.2)) < 1e-9)
            clock.advance(to: 2)
            #expect(log == ["start at 0.8"])
        }
    }

    @Test func continuingWithADurationFactorScalesTheRemainingTime() {
        KitClock.run { clock in
            let view = view(clock)
            var log: [String] = []
            let animator = animator(view, clock) { log.append($0) }
            animator.fractionComplete = 0.5
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 2)
            // (1 − 0.5)·(2·1 s) = 1 s left, from 50 along the curve: x = 50 + 50·ease(t).
            clock.advance(to: 0.25)
            #expect(abs(x(view, clock) - (50 + 50 * ease.progress(at: 0.25))) < 1e-9)
            clock.advance(to: 2)
            #expect(log == ["end at 1.0"])
        }
    }

    @Test func aDurationFactorOfZeroCarriesOnAtTheOriginalPace() {
        KitClock.run { clock in
            let view = view(clock)
            var log: [String] = []
            let animator = animator(view, clock, curve: .linear) { log.append($0) }
            animator.fractionComplete = 0.5
            // The "carry on" apps pass when a pan ends: the rest, (1 − 0.5)·1 s, at the original
            // pace, not a jump to the end.
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
            clock.advance(to: 0.25)
            #expect(abs(x(view, clock) - 75) < 1e-9)
            clock.advance(to: 1)
            #expect(log == ["end at 0.5"])
        }
    }

    @Test func continuingWithNewTimingStartsFromTheShownValue() {
        KitClock.run { clock in
            let view = view(clock)
            var log: [String] = []
            let animator = animator(view, clock) { log.append($0) }
            animator.startAnimation()
            clock.advance(to: 0.5)
            animator.pauseAnimation()
            // Shown: ease(0.5) = 0.5 by symmetry. Linear over the remaining 0.5 s: x = 50 + 50·(t − 0.5)/0.5.
            animator.continueAnimation(withTimingParameters: UICubicTimingParameters(animationCurve: .linear), durationFactor: 1)
            clock.advance(to: 0.75)
            #expect(abs(x(view, clock) - 75) < 1e-9)
            #expect(animator.timingParameters?.cubicTimingParameters?.animationCurve == .linear)
            clock.advance(to: 2)
            #expect(log == ["end at 1.0"])
        }
    }

    @Test func pausesOnCompletionStaysActiveAndCanBeReversed() {
        KitClock.run { clock in
            let view = view(clock)
            var log: [String] = []
            let animator = animator(view, clock, curve: .linear) { log.append($0) }
            animator.pausesOnCompletion = true
            animator.startAnimation()
            clock.advance(to: 1.5)
            #expect(log.isEmpty && animator.state == .active && !animator.isRunning)
            #expect(animator.fractionComplete == 1 && x(view, clock) == 100)
            animator.pausesOnCompletion = false
            animator.isReversed = true
            animator.startAnimation()
            clock.advance(to: 1.75)
            #expect(abs(x(view, clock) - 75) < 1e-9)
            clock.advance(to: 3)
            #expect(log == ["start at 2.5"] && view.center.x == 0)
        }
    }

    @Test func delayedAnimationsStartPartWayThroughTheRemainingTime() {
        KitClock.run { clock in
            let view = view(clock)
            let animator = animator(view, clock, curve: .linear) { _ in }
            // Inactive: the remaining time is the whole 1 s, so the fade starts at 0.5 s and ends at 1 s.
            animator.addAnimations({ view.alpha = 0 }, delayFactor: 0.5)
            animator.startAnimation()
            clock.advance(to: 0.25)
            #expect(opacity(view, clock) == 1)
            clock.advance(to: 0.75)
            #expect(abs(opacity(view, clock) - 0.5) < 1e-9)
            // Active at f = 0.8: 0.5 of the remaining 0.2 s later, 0.9 s, and it ends at 1 s.
            clock.advance(to: 0.8)
            animator.addAnimations({ view.center.y = 100 }, delayFactor: 0.5)
            clock.advance(to: 0.95)
            guard case .point(let p) = shown(view, "position", clock) else { Issue.record("not a point"); return }
            #expect(abs(Double(p.y) - 50) < 1e-9)
        }
    }

    @Test func aDampingRatioAnimatorIsUIKitsSpringOverItsDuration() throws {
        try KitClock.run { clock in
            let view = view(clock)
            let animator = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.6) { view.center.x = 300 }
            animator.startAnimation()
            let spring = try Spring.uikit(dampingRatio: 0.6, duration: 0.5)
            for t in [0.1, 0.2, 0.3] {
                clock.advance(to: t)
                #expect(abs(x(view, clock) - 300 * spring.value(at: t)) < 1e-9, "t = \(t)")
            }
            // With an initial velocity, dx is the spring's velocity in progress per second.
            let timing = UISpringTimingParameters(dampingRatio: 0.8, initialVelocity: CGVector(dx: 2, dy: 7))
            let moving = UIViewPropertyAnimator(duration: 0.5, timingParameters: timing)
            moving.addAnimations { view.alpha = 0 }
            moving.startAnimation()
            let launched = try Spring.uikit(dampingRatio: 0.8, duration: 0.5, initialVelocity: 2)
            clock.advance(to: 0.4)
            #expect(abs(opacity(view, clock) - (1 - launched.value(at: 0.1))) < 1e-9)
        }
    }

    @Test func aPhysicalSpringIgnoresTheDurationAndSettles() throws {
        try KitClock.run { clock in
            let view = view(clock)
            var log: [String] = []
            let timing = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: .zero)
            let animator = UIViewPropertyAnimator(duration: 0.1, timingParameters: timing)
            animator.addAnimations { view.center.x = 100 }
            animator.addCompletion { log.append("\($0) at \(clock.time)") }
            let spring = try Spring(mass: 1, stiffness: 100, damping: 10)
            #expect(animator.duration == spring.settlingDuration)
            animator.startAnimation()
            clock.advance(to: 0.2)
            #expect(abs(x(view, clock) - 100 * spring.value(at: 0.2)) < 1e-9)
            clock.advance(to: 5)
            #expect(log == ["end at \(spring.settlingDuration)"])
        }
    }

    @Test func completionsRunInTheOrderAdded() {
        KitClock.run { clock in
            let view = view(clock)
            var log: [String] = []
            let animator = UIViewPropertyAnimator(duration: 0.5, curve: .linear) { view.alpha = 0 }
            for name in ["a", "b", "c"] { animator.addCompletion { log.append("\(name) \($0)") } }
            animator.startAnimation(afterDelay: 0.25)
            #expect(animator.delay == 0.25)
            clock.advance(to: 0.5)
            #expect(abs(opacity(view, clock) - 0.5) < 1e-9)
            clock.advance(to: 1)
            #expect(log == ["a end", "b end", "c end"])
        }
    }

    @Test func runningPropertyAnimatorStartsAfterItsDelayAlongTheOptionsCurve() {
        KitClock.run { clock in
            let view = view(clock)
            var log: [String] = []
            let animator = UIViewPropertyAnimator.runningPropertyAnimator(
                withDuration: 1, delay: 0.5, options: .curveLinear, animations: { view.center.x = 100 },
                completion: { log.append("\($0) at \(clock.time)") })
            #expect(animator.isRunning)
            // One nobody keeps still runs to its end, as UIKit keeps a running animator.
            UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.25, delay: 0, animations: { view.alpha = 0 },
                                                           completion: { log.append("discarded \($0) at \(clock.time)") })
            clock.advance(to: 0.5)
            #expect(x(view, clock) == 0)
            clock.advance(to: 0.75)
            #expect(abs(x(view, clock) - 25) < 1e-9)
            clock.advance(to: 2)
            #expect(log == ["discarded end at 0.25", "end at 1.5"] && view.alpha == 0)
        }
    }

    @Test func stoppingLeavesTheViewsWhereTheyAre() {
        KitClock.run { clock in
            var log: [String] = []
            for position in [UIViewAnimatingPosition.start, .end, .current] {
                let view = view(clock)
                let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
                    view.center.x = 100
                    view.backgroundColor = .red
                }
                animator.addCompletion { log.append("\($0)") }
                animator.startAnimation()
                clock.advance(to: clock.time + 0.25)
                animator.stopAnimation(false)
                // The model takes the shown value; nothing animates.
                #expect(animator.state == .stopped && abs(Double(view.center.x) - 25) < 1e-9)
                #expect(view.layer.animationKeys() == nil && log.count < 3)
                animator.finishAnimation(at: position)
                let expected: CGFloat = position == .start ? 0 : position == .end ? 100 : 25
                #expect(abs(view.center.x - expected) < 1e-9, "\(position)")
                #expect(animator.state == .inactive)
            }
            #expect(log == ["start", "end", "current"])
            // Stopping without finishing: inactive at once, no completion.
            let view = view(clock)
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
            animator.addCompletion { _ in log.append("never") }
            animator.startAnimation()
            clock.advance(to: clock.time + 0.5)
            animator.stopAnimation(true)
            #expect(animator.state == .inactive && abs(view.center.x - 50) < 1e-9)
            clock.advance(to: clock.time + 2)
            #expect(log.count == 3)
        }
    }

    @Test func misuseIsRecordedWithTheCallAndChangesNothing() {
        KitClock.run { clock in
            let view = view(clock)
            _ = Misuse.take()
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { view.center.x = 100 }
            animator.finishAnimation(at: .end)
            animator.startAnimation()
            animator.fractionComplete = 0.5
            animator.isInterruptible = false
            animator.isUserInteractionEnabled = false
            #expect(animator.isInterruptible && animator.isUserInteractionEnabled)
            clock.advance(to: 0.5)
            animator.stopAnimation(false)
            animator.fractionComplete = 0.2
            animator.addAnimations { view.alpha = 0 }
            animator.pauseAnimation()
            animator.startAnimation()
            #expect(animator.state == .stopped && abs(view.center.x - 50) < 1e-9 && view.alpha == 1)
            #expect(Misuse.take().map(\.message) == [
                "UIViewPropertyAnimator.finishAnimation(at: .end): expected a stopped animator (call stopAnimation(false) first)",
                "UIViewPropertyAnimator.fractionComplete = 0.5: expected a paused animator (it is running; pause it first)",
                "UIViewPropertyAnimator.isInterruptible = false: expected an inactive animator (UIKit raises when it is active)",
                "UIViewPropertyAnimator.isUserInteractionEnabled = false: expected an inactive animator (UIKit raises when it is active)",
                "UIViewPropertyAnimator.fractionComplete = 0.2: expected an animator that is not stopped",
                "UIViewPropertyAnimator.addAnimations(_:delayFactor: 0.0): expected an animator that is not stopped",
                "UIViewPropertyAnimator.pauseAnimation(): expected an animator that is not stopped",
                "UIViewPropertyAnimator.startAnimation(): expected an animator that is not stopped",
            ])
        }
    }

    @Test func timingParametersReportTheirCurves() {
        KitClock.run { _ in
            _ = Misuse.take()
            let easeIn = UICubicTimingParameters(animationCurve: .easeIn)
            #expect(easeIn.controlPoint1 == CGPoint(x: 0.42, y: 0) && easeIn.controlPoint2 == CGPoint(x: 1, y: 1))
            #expect(easeIn.timingCurveType == .builtin && UICubicTimingParameters().animationCurve == .easeInOut)
            let custom = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.2, y: 0.9), controlPoint2: CGPoint(x: 0.3, y: 1))
            #expect(custom.timingCurveType == .cubic && custom.controlPoint1 == CGPoint(x: 0.2, y: 0.9))
            let clamped = UICubicTimingParameters(controlPoint1: CGPoint(x: 1.5, y: 0), controlPoint2: CGPoint(x: 0.5, y: 1))
            #expect(clamped.controlPoint1 == CGPoint(x: 1, y: 0))
            let spring = UISpringTimingParameters(dampingRatio: 0.5, initialVelocity: CGVector(dx: 1, dy: 0))
            #expect(spring.timingCurveType == .spring && spring.initialVelocity == CGVector(dx: 1, dy: 0))
            #expect(spring.timing == .spring(.dampingRatio(0.5, initialVelocity: 1)))
            #expect(UISpringTimingParameters().timing == .spring(.dampingRatio(4.56, initialVelocity: 0)))
            let bouncy = UISpringTimingParameters(duration: 0.5, bounce: 0.2)
            #expect(bouncy.timing == .spring(.physical(try! Spring(duration: 0.5, bounce: 0.2))))
            _ = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 0, initialVelocity: .zero)
            #expect(Misuse.take().map(\.message) == [
                "UICubicTimingParameters(controlPoint1: CGPoint(x: 1.5, y: 0.0), controlPoint2: CGPoint(x: 0.5, y: 1.0)): expected x values in 0...1 and finite y values",
                "UISpringTimingParameters(mass: 1.0, stiffness: 100.0, damping: 0.0, initialVelocity: CGVector(dx: 0.0, dy: 0.0)): expected a spring that settles (damping > 0), found damping 0, which never settles",
            ])
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear)
            animator.isManualHitTestingEnabled = true
            animator.isUserInteractionEnabled = false
            #expect(animator.isManualHitTestingEnabled && !animator.isUserInteractionEnabled && animator.isInterruptible)
            #expect(UIView.AnimatingPosition.current == UIViewAnimatingPosition.current)
        }
    }
}
