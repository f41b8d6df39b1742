import Testing
import SegueCore
@testable import SegueKit

/// CALayer and CAAnimation on the virtual clock: CAMediaTiming's arithmetic by hand.
@MainActor
struct CoreAnimationTests {
    private func shown(_ layer: CALayer, _ keyPath: String, _ clock: KitClock) -> AnimatedValue {
        layer.presentedState(at: clock.runtime.now).value(at: KeyPathEntry.named(keyPath)!)
    }

    private func number(_ layer: CALayer, _ keyPath: String, _ clock: KitClock) -> Double {
        guard case .number(let v) = shown(layer, keyPath, clock) else { return .nan }
        return v
    }

    /// A layer's width from 0 to 100, the child the group tests put in their groups (`duration`
    /// 0: not set).
    private func growth(duration: Double = 0) -> CABasicAnimation {
        let grow = CABasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 0
        grow.toValue = 100
        grow.duration = duration
        return grow
    }

    @Test func aBasicAnimationInterpolatesAndTheModelShowsAfterwards() {
        KitClock.run { clock in
            let layer = CALayer()
            layer.opacity = 0.5
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 2
            layer.add(fade, forKey: "fade")
            clock.advance(to: 0.5)
            #expect(number(layer, "opacity", clock) == 0.25) // linear without a timing function
            #expect(layer.opacity == 0.5)                      // the model is untouched
            #expect(abs(Double(layer.presentation()!.opacity) - 0.25) < 1e-7)
            clock.advance(to: 2)
            #expect(layer.animation(forKey: "fade") == nil)   // removed on completion
            #expect(number(layer, "opacity", clock) == 0.5)
        }
    }

    @Test func anNSValueOfAPointAnimatesPosition() {
        KitClock.run { clock in
            let layer = CALayer()
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 0, y: 0))
            move.toValue = NSValue(cgPoint: CGPoint(x: 40, y: 20))
            move.duration = 1
            layer.add(move, forKey: nil)
            clock.advance(to: 0.25)
            #expect(shown(layer, "position", clock) == .point(CGPoint(x: 10, y: 5)))
            let wrong = CABasicAnimation(keyPath: "position")
            wrong.toValue = NSValue(cgSize: CGSize(width: 1, height: 1))
            layer.add(wrong, forKey: nil)
            #expect(Misuse.take().first?.message.hasSuffix("expected a CGPoint for position, found NSValue(CGSize)") == true)
        }
    }

    @Test func fromByAndToByResolveAsAppleDocuments() {
        KitClock.run { clock in
            let layer = CALayer()
            layer.position = CGPoint(x: 10, y: 10)
            let by = CABasicAnimation(keyPath: "position.x")
            by.byValue = 100
            by.duration = 1
            layer.add(by, forKey: nil)
            clock.advance(to: 0.5)
            // current (10) → current + by (110): halfway is 60.
            #expect(number(layer, "position.x", clock) == 60)
            let toBy = CABasicAnimation(keyPath: "cornerRadius")
            toBy.toValue = 20
            toBy.byValue = 8
            toBy.duration = 1
            layer.add(toBy, forKey: nil)
            clock.advance(to: 0.75)
            // (to − by) = 12 → 20, a quarter of the way (added at 0.5): 14.
            #expect(number(layer, "cornerRadius", clock) == 14)
        }
    }

    @Test func repeatingAutoreversingAndFillModesFollowCAMediaTiming() {
        KitClock.run { clock in
            let layer = CALayer()
            let pulse = CABasicAnimation(keyPath: "opacity")
            pulse.fromValue = 0
            pulse.toValue = 1
            pulse.duration = 1
            pulse.autoreverses = true
            pulse.repeatCount = 1.5
            pulse.beginTime = CACurrentMediaTime() + 1
            pulse.fillMode = .both
            pulse.isRemovedOnCompletion = false
            layer.add(pulse, forKey: "pulse")
            // Before its begin time the backwards fill shows the from value.
            clock.advance(to: 0.5)
            #expect(number(layer, "opacity", clock) == 0)
            // Local 1.25: there (1 s), then back: 1 − 0.25.
            clock.advance(to: 2.25)
            #expect(number(layer, "opacity", clock) == 0.75)
            // Active for 1.5 cycles of 2 s = 3 s; the forward fill holds the end: local 3 is 1 s
            // into the second cycle, at the turn: 1.
            clock.advance(to: 5)
            #expect(number(layer, "opacity", clock) == 1)
            #expect(layer.animation(forKey: "pulse") != nil)
        }
    }

    @Test func aPausedLayerShowsItsTimeOffset() {
        KitClock.run { clock in
            let parent = CALayer(), child = CALayer()
            parent.addSublayer(child)
            let move = CABasicAnimation(keyPath: "position.y")
            move.fromValue = 0
            move.toValue = 100
            move.duration = 1
            child.add(move, forKey: nil)
            parent.speed = 0
            parent.timeOffset = 0.3
            clock.advance(to: 5)
            #expect(abs(number(child, "position.y", clock) - 30) < 1e-9)
            // Local time = (parent − beginTime)·speed + timeOffset; converting media time 5 gives 0.3.
            #expect(parent.convertTime(5, from: nil) == 0.3)
            #expect(child.animation(forKey: "x") == nil)
        }
    }

    @Test func aSpringAnimationIsCAsOscillatorOverItsDuration() throws {
        try KitClock.run { clock in
            let layer = CALayer()
            let spring = CASpringAnimation(keyPath: "position.x")
            spring.fromValue = 0
            spring.toValue = 200
            spring.damping = 12
            spring.duration = spring.settlingDuration
            layer.add(spring, forKey: nil)
            let reference = try Spring(mass: 1, stiffness: 100, damping: 12)
            clock.advance(to: 0.3)
            #expect(abs(number(layer, "position.x", clock) - 200 * reference.value(at: 0.3)) < 1e-9)
            #expect(abs(spring.settlingDuration - reference.settlingDuration) < 1e-12)
        }
    }

    @Test func keyframesInterpolateBetweenKeyTimesAndHoldWhenDiscrete() {
        KitClock.run { clock in
            let layer = CALayer()
            let linear = CAKeyframeAnimation(keyPath: "opacity")
            linear.values = [0, 1, 0.5]
            linear.keyTimes = [0, 0.25, 1]
            linear.duration = 2
            layer.add(linear, forKey: "k")
            clock.advance(to: 1.25)
            // f = 0.625: halfway from 0.25 to 1 → 1 + (0.5 − 1)·0.5.
            #expect(number(layer, "opacity", clock) == 0.75)
            let discrete = CAKeyframeAnimation(keyPath: "cornerRadius")
            discrete.values = [2, 4, 8]
            discrete.calculationMode = .discrete
            discrete.duration = 3
            layer.add(discrete, forKey: "d")
            clock.advance(to: 2.5)
            // Evenly spaced for discrete: n segments, so key times 0, 1/3, 2/3; local 1.25 → index 1.
            #expect(number(layer, "cornerRadius", clock) == 4)
        }
    }

    @Test func aGroupRunsItsChildrenOnItsTimeLine() {
        KitClock.run { clock in
            let layer = CALayer()
            let grow = growth(duration: 1)
            grow.beginTime = 0.5
            let group = CAAnimationGroup()
            group.animations = [grow]
            group.duration = 1.2
            layer.add(group, forKey: nil)
            clock.advance(to: 1)
            #expect(number(layer, "bounds.size.width", clock) == 50)
            clock.advance(to: 1.3)
            // The group ended at 1.2 s (its duration cuts the child off), removed: the model's 0.
            #expect(number(layer, "bounds.size.width", clock) == 0)
        }
    }

    @Test func aChildWithoutADurationRunsForItsGroupsDuration() {
        KitClock.run { clock in
            // Apple's CAAnimationGroup example and Lockwood's listing 8.10 leave a child's
            // duration unset under a group that sets one: the child spans the group.
            let layer = CALayer()
            let grow = growth()
            let group = CAAnimationGroup()
            group.animations = [grow]
            group.duration = 2
            layer.add(group, forKey: nil)
            clock.advance(to: 0.5)
            // A quarter of the group's 2 s: 25, where a 0.25-s child would have ended.
            #expect(number(layer, "bounds.size.width", clock) == 25)
            clock.advance(to: 1.5)
            #expect(number(layer, "bounds.size.width", clock) == 75)
        }
    }

    @Test func aRepeatingGroupShowsItsChildrenAtTheEndOfEachCycle() {
        KitClock.run { clock in
            // A pulse: a child of 0 → 100 spanning a 1-s group repeated twice. At 1 s the first
            // cycle ends: the child is at its end (100), not gone for that instant (the model's 0).
            let layer = CALayer()
            let grow = growth()
            let group = CAAnimationGroup()
            group.animations = [grow]
            group.duration = 1
            group.repeatCount = 2
            layer.add(group, forKey: nil)
            clock.advance(to: 0.5)
            #expect(number(layer, "bounds.size.width", clock) == 50)
            clock.advance(to: 1)
            #expect(number(layer, "bounds.size.width", clock) == 100)
            clock.advance(to: 1.5)
            #expect(number(layer, "bounds.size.width", clock) == 50)
        }
    }

    @Test func aGroupFillingForwardsHoldsTheChildrenThatEndWithIt() {
        KitClock.run { clock in
            let layer = CALayer()
            let grow = growth(duration: 1)
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0.2
            fade.duration = 0.5
            let group = CAAnimationGroup()
            group.animations = [grow, fade]
            group.duration = 1
            group.fillMode = .forwards
            group.isRemovedOnCompletion = false
            layer.add(group, forKey: nil)
            clock.advance(to: 1.5)
            // The group froze at 1 s: the width, which ends with it, stays at its end value with
            // no fill of its own; the fade ended at 0.5 s and has none, so the model's 1 shows.
            #expect(number(layer, "bounds.size.width", clock) == 100)
            #expect(number(layer, "opacity", clock) == 1)
        }
    }

    @Test func delegatesAndTransactionCompletionsRunAtTheEnd() {
        KitClock.run { clock in
            final class Listener: CAAnimationDelegate {
                var log: [String] = []
                let clock: KitClock
                init(clock: KitClock) { self.clock = clock }
                func animationDidStart(_ anim: CAAnimation) { log.append("start \(clock.time)") }
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { log.append("stop \(flag) \(clock.time)") }
            }
            let listener = Listener(clock: clock)
            let layer = CALayer()
            var completed: [Double] = []
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed.append(clock.time) }
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0
            a.duration = 0.5
            a.delegate = listener
            layer.add(a, forKey: "a")
            let b = CABasicAnimation(keyPath: "cornerRadius")
            b.toValue = 4
            b.duration = 0.75
            layer.add(b, forKey: "b")
            CATransaction.commit()
            clock.advance(to: 1)
            #expect(listener.log == ["start 0.0", "stop true 0.5"])
            #expect(completed == [0.75])
        }
    }

    @Test func aValueOfTheWrongTypeIsRecordedNamingTheKeyPath() {
        KitClock.run { clock in
            let layer = CALayer()
            layer.name = "card"
            let bad = CABasicAnimation(keyPath: "position")
            bad.toValue = 3.0
            layer.add(bad, forKey: "move")
            #expect(Misuse.take().map(\.message) == [
                "layer \"card\".add(CABasicAnimation(keyPath: \"position\"), forKey: \"move\").toValue: expected a CGPoint for position, found Double",
            ])
            #expect(layer.animationKeys() == nil)
            let path = CABasicAnimation(keyPath: "path")
            path.toValue = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: nil)
            layer.add(path, forKey: nil)
            #expect(Misuse.take().map(\.message) == [
                "layer \"card\".add(CABasicAnimation(keyPath: \"path\"), forKey: nil): path is a CAShapeLayer property, and the layer is a CALayer",
            ])
            let frame = CABasicAnimation(keyPath: "frame")
            layer.add(frame, forKey: nil)
            #expect(Misuse.take().first?.message.hasSuffix("frame is not animatable in Core Animation; animate position and bounds") == true)
        }
    }

    @Test func aStandaloneLayerOnScreenAnimatesImplicitlyUnlessActionsAreDisabled() {
        KitClock.run { clock in
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            clock.window.addSubview(host)
            let dot = CALayer()
            host.layer.addSublayer(dot)
            dot.opacity = 0.5 // not yet on screen: no animation
            #expect(dot.animationKeys() == nil)
            _ = clock.window.layer.renderNode(at: clock.runtime.now, id: "window", parent: .identity)
            dot.opacity = 1
            #expect(dot.animationKeys() == ["opacity"])
            clock.advance(to: 0.125)
            // 0.25 s with CA's default curve, from 0.5 to 1.
            let expected = 0.5 + 0.5 * CubicBezierTiming.default.progress(at: 0.5)
            #expect(abs(number(dot, "opacity", clock) - expected) < 1e-9)
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            dot.cornerRadius = 3
            CATransaction.commit()
            #expect(dot.animation(forKey: "cornerRadius") == nil)
            // A view's own layer never animates implicitly.
            host.layer.opacity = 0.3
            #expect(host.layer.animationKeys() == nil)
        }
    }

    @Test func aShapeLayerPathAnimatesPointByPoint() {
        KitClock.run { clock in
            let shape = CAShapeLayer()
            let small = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            let large = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
            shape.path = large.cgPath
            let grow = CABasicAnimation(keyPath: "path")
            grow.fromValue = small.cgPath
            grow.toValue = large.cgPath
            grow.duration = 1
            grow.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            shape.add(grow, forKey: nil)
            clock.advance(to: 0.25)
            guard case .path(let path?) = shown(shape, "path", clock) else { Issue.record("no path"); return }
            // The radius runs 10 → 30 along easeInEaseOut: the circle's first point is (50 + r, 50).
            let r = 10 + 20 * CubicBezierTiming.easeInEaseOut.progress(at: 0.25)
            guard case .move(let start)? = path.elements.first else { Issue.record("no move"); return }
            #expect(abs(start.x - (50 + r)) < 1e-9 && abs(start.y - 50) < 1e-9)
        }
    }
}
