import Testing
import SegueCore
@testable import SegueKit

/// UIView block animations on the virtual clock: values derived from the curves by hand.
@MainActor
struct UIViewAnimationTests {
    /// The presented value of `keyPath` now.
    private func shown(_ view: UIView, _ keyPath: String, _ clock: KitClock) -> AnimatedValue {
        view.layer.presentedState(at: clock.runtime.now).value(at: KeyPathEntry.named(keyPath)!)
    }

    private func number(_ value: AnimatedValue) -> Double {
        guard case .number(let v) = value else { return .nan }
        return v
    }

    @Test func anAlphaBlockFollowsEaseInEaseOutAtEachFrame() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            view.alpha = 0
            UIView.animate(withDuration: 0.5) { view.alpha = 1 }
            // The model is the new value at once; the presentation starts at the old one.
            #expect(view.alpha == 1)
            #expect(abs(number(shown(view, "opacity", clock))) < 1e-12)
            // Frame k at 60 fps: alpha = easeInEaseOut(k/60 / 0.5), 0 → 1.
            let curve = CubicBezierTiming.easeInEaseOut
            for k in [6, 15, 24] {
                clock.advance(to: Double(k) / 60)
                let expected = curve.progress(at: Double(k) / 60 / 0.5)
                #expect(abs(number(shown(view, "opacity", clock)) - expected) < 1e-9, "frame \(k)")
            }
            clock.advance(to: 0.5)
            #expect(number(shown(view, "opacity", clock)) == 1)
            #expect(view.layer.animationKeys() == nil)
        }
    }

    @Test func aSecondBlockOnAPropertyInFlightContinuesWithoutAJump() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 105 })
            clock.advance(to: 0.5)
            // Halfway along the first: x = 5 + 100·0.5 = 55.
            let before = shown(view, "position", clock)
            #expect(before == .point(CGPoint(x: 55, y: 5)))
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 5 })
            // Retargeted at the same instant: the presentation has not moved.
            #expect(shown(view, "position", clock) == before)
            // Additive: the model (5) plus each block's offset, running linearly to 0: the first's
            // (5 − 105)·(1 − 0.75) = −25, the second's (105 − 5)·(1 − 0.25) = 75.
            clock.advance(to: 0.75)
            guard case .point(let p) = shown(view, "position", clock) else { Issue.record("not a point"); return }
            #expect(abs(p.x - (5 - 25 + 75)) < 1e-9 && p.y == 5)
            clock.advance(to: 1.5)
            #expect(shown(view, "position", clock) == .point(CGPoint(x: 5, y: 5)))
        }
    }

    @Test func aSpringBlockIsUIKitsDurationBasedSpring() throws {
        try KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0,
                           options: [], animations: { view.center.y = 305 })
            let spring = try Spring.uikit(dampingRatio: 0.6, duration: 0.5)
            for t in [0.1, 0.2, 0.3] {
                clock.advance(to: t)
                // y = 5 + 300·x(t), x the spring's displacement toward 1.
                let expected = 5 + 300 * spring.value(at: t)
                guard case .point(let p) = shown(view, "position", clock) else { Issue.record("not a point"); return }
                #expect(abs(Double(p.y) - expected) < 1e-9, "t = \(t)")
            }
        }
    }

    @Test func completionsRunAtTheVirtualEndOfTheirAnimations() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            var log: [String] = []
            UIView.animate(withDuration: 0.4, animations: {
                view.alpha = 0.5
                UIView.animate(withDuration: 0.2, delay: 0, options: .overrideInheritedDuration, animations: {
                    view.center.x = 50
                }, completion: { finished in log.append("inner \(finished) at \(clock.time)") })
            }, completion: { finished in log.append("outer \(finished) at \(clock.time)") })
            UIView.animate(withDuration: 0.3, animations: {}, completion: { finished in log.append("empty \(finished) at \(clock.time)") })
            clock.advance(to: 1)
            // An empty block completes at once; the others when their animations end.
            #expect(log == ["empty true at 0.0", "inner true at 0.2", "outer true at 0.4"])
        }
    }

    @Test func aNestedBlockInheritsTheOuterDurationAndCurve() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            var log: [String] = []
            UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: {
                UIView.animate(withDuration: 2, animations: { view.alpha = 0 }, completion: { _ in log.append("inner at \(clock.time)") })
            })
            clock.advance(to: 0.1)
            // Linear over 0.4 s, not ease-in-out over 2 s: 1 − 0.25.
            #expect(abs(number(shown(view, "opacity", clock)) - 0.75) < 1e-12)
            clock.advance(to: 3)
            #expect(log == ["inner at 0.4"])
        }
    }

    @Test func removingABlocksAnimationCompletesItUnfinished() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            var result: Bool?
            UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { result = $0 })
            clock.advance(to: 0.25)
            view.layer.removeAllAnimations()
            clock.advance(to: 0.25)
            #expect(result == false)
            #expect(number(shown(view, "opacity", clock)) == 0)
        }
    }

    @Test func withoutAnimationChangesTakeEffectAtOnce() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            UIView.animate(withDuration: 1) {
                UIView.performWithoutAnimation { view.alpha = 0.2 }
            }
            #expect(view.layer.animationKeys() == nil)
            #expect(abs(number(shown(view, "opacity", clock)) - 0.2) < 1e-7)
        }
    }

    /// The x of `view`'s presented position now.
    private func shownX(_ view: UIView, _ clock: KitClock) -> Double {
        guard case .point(let p) = shown(view, "position", clock) else { return .nan }
        return Double(p.x)
    }

    @Test func keyframesTakeTheirShareOfTheWholesEaseInOutProgress() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 55 }
            })
            // No curve in the options: UIKit eases the whole animation in and out, and the
            // keyframes' 0…0.5 and 0.5…1 are of that eased progress e(t), (0.42, 0, 0.58, 1):
            // e(0.25) = 0.129162, so x = 5 + 100·(e / 0.5) = 30.832; e(0.5) = 0.5 ends the first
            // keyframe at 105; e(0.75) = 0.870838, so x = 105 − 50·(e − 0.5)/0.5 = 67.916.
            let expected: [(Double, Double)] = [(0.25, 30.832_386), (0.5, 105), (0.75, 67.916_193), (1, 55)]
            for (t, x) in expected {
                clock.advance(to: t)
                #expect(abs(shownX(view, clock) - x) < 1e-4, "t = \(t): \(shownX(view, clock))")
            }
        }
    }

    @Test func keyframesTakeTheCurveInTheOptionsBitsAsUIKitDoes() {
        // The idiom app code uses to choose the whole's curve: AnimationOptions' curve bits
        // passed as KeyframeAnimationOptions.
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [linear, .calculationModeLinear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 55 }
            })
            // Linear: 5 → 105 over 0…0.5 s, then 105 → 55 over 0.5…1 s.
            for (t, x) in [(0.25, 55.0), (0.5, 105), (0.75, 80), (1, 55)] {
                clock.advance(to: t)
                #expect(abs(shownX(view, clock) - x) < 1e-4, "t = \(t)")
            }
        }
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            let easeIn = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveEaseIn.rawValue)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: easeIn, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.center.x = 305 }
            })
            // One keyframe over all of it: ease-in (0.42, 0, 1, 1) at 0.3 is 0.129577, so 5 + 300·0.129577.
            clock.advance(to: 0.3)
            #expect(abs(shownX(view, clock) - 43.873_028) < 1e-4, "\(shownX(view, clock))")
        }
    }

    @Test func aKeyframeOfNoLengthJumpsWhenTheWholesProgressReachesIt() {
        KitClock.run { clock in
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            clock.window.addSubview(view)
            UIView.animateKeyframes(withDuration: 1, delay: 0, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.25, relativeDuration: 0) { view.alpha = 0 }
            })
            // Ease-in-out reaches progress 0.25 at t = 0.3462 (e(0.3462) = 0.25): opaque before, clear after.
            clock.advance(to: 0.34)
            #expect(number(shown(view, "opacity", clock)) == 1)
            clock.advance(to: 0.35)
            #expect(number(shown(view, "opacity", clock)) == 0)
        }
    }
}

/// A keyframe animation that repeats or reverses is recorded as not supported: SegueKit would
/// repeat each keyframe alone, where UIKit repeats the whole.
@MainActor @Test func repeatingKeyframesAreRecordedAsNotSupported() {
    KitClock.run { _ in
        let view = UIView()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.repeat], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0 }
        })
        #expect(Misuse.take().map(\.message)
                == ["not supported in SegueKit: UIView.animateKeyframes(withDuration: 1.0) with .repeat or .autoreverse (SegueKit repeats each keyframe alone, not the whole)"])
    }
}
