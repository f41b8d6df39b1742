import Foundation
import Testing
import SegueCore
@testable import SegueKit

/// CAValueFunction: numbers interpolated as numbers, then made into the transform.
@MainActor
struct ValueFunctionTests {
    private func transform(_ layer: CALayer, _ clock: KitClock) -> CATransform3D {
        guard case .transform(let t) = layer.presentedState(at: clock.runtime.now).value(at: KeyPathEntry.named("transform")!) else {
            return CATransform3DIdentity
        }
        return t
    }

    @Test func aWholeTurnAboutZPassesThroughHalfATurn() {
        KitClock.run { clock in
            // 0 → 2π cannot be said by two matrices (both are the identity); as numbers it is a
            // turn: at a quarter of the time π/2 (cos 0, sin 1), at half π (cos −1).
            let layer = CALayer()
            let spin = CABasicAnimation(keyPath: "transform")
            spin.valueFunction = CAValueFunction(name: .rotateZ)
            spin.fromValue = 0
            spin.toValue = 2 * CGFloat.pi
            spin.duration = 1
            layer.add(spin, forKey: "spin")
            #expect(Misuse.take().isEmpty)
            clock.advance(to: 0.25)
            var t = transform(layer, clock)
            #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 1) < 1e-9)
            clock.advance(to: 0.5)
            t = transform(layer, clock)
            #expect(abs(t.m11 + 1) < 1e-9 && abs(t.m22 + 1) < 1e-9)
        }
    }

    @Test func scaleTakesThreeNumbersAndTranslateXOneWithAByValue() {
        KitClock.run { clock in
            // Apple's CAAnimationGroup example: scale [1, 1, 1] → [3, 3, 3]; at half time 2.
            let layer = CALayer()
            let grow = CABasicAnimation(keyPath: "transform")
            grow.valueFunction = CAValueFunction(name: .scale)
            grow.fromValue = [1, 1, 1]
            grow.toValue = [3, 3, 3]
            grow.duration = 2
            layer.add(grow, forKey: "grow")
            clock.advance(to: 1)
            var t = transform(layer, clock)
            #expect(t.m11 == 2 && t.m22 == 2 && t.m33 == 2)
            // translateX from 10 by 30: 10 → 40, a quarter of the way at 0.25 of 1 s: 17.5.
            let slide = CABasicAnimation(keyPath: "transform")
            slide.valueFunction = CAValueFunction(name: .translateX)
            slide.fromValue = 10
            slide.byValue = 30
            slide.duration = 1
            layer.add(slide, forKey: "grow")
            clock.advance(to: 1.25)
            t = transform(layer, clock)
            #expect(t.m41 == 17.5 && t.m11 == 1)
            // From, to and by together: the ends win (Apple's table), by is not an error.
            let both = CABasicAnimation(keyPath: "transform")
            both.valueFunction = CAValueFunction(name: .translateY)
            both.fromValue = 0
            both.toValue = 8
            both.byValue = 100
            both.duration = 1
            layer.add(both, forKey: "grow")
            #expect(Misuse.take().isEmpty)
            clock.advance(to: 1.75)   // added at 1.25: halfway from 0 to 8
            t = transform(layer, clock)
            #expect(t.m42 == 4)
        }
    }

    @Test func aKeyframeAnimationTurnsAboutYThroughItsValues() {
        KitClock.run { clock in
            let layer = CALayer()
            let turn = CAKeyframeAnimation(keyPath: "transform")
            turn.valueFunction = CAValueFunction(name: .rotateY)
            turn.values = [0, CGFloat.pi / 2, CGFloat.pi]
            turn.duration = 2
            layer.add(turn, forKey: "turn")
            clock.advance(to: 0.5)
            // Halfway through the first segment: π/4 about y, m11 = cos, m13 = −sin.
            let t = transform(layer, clock)
            #expect(abs(t.m11 - cos(Double.pi / 4)) < 1e-9 && abs(t.m13 + sin(Double.pi / 4)) < 1e-9)
        }
    }

    @Test func misusesAreRecordedNamingTheCall() {
        KitClock.run { clock in
            #expect(CAValueFunction(name: CAValueFunctionName(rawValue: "shear")) == nil)
            let layer = CALayer()
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.valueFunction = CAValueFunction(name: .rotateZ)
            fade.toValue = 1
            layer.add(fade, forKey: "a")
            let scale = CABasicAnimation(keyPath: "transform")
            scale.valueFunction = CAValueFunction(name: .scale)
            scale.fromValue = 1
            scale.toValue = [2, 2, 2]
            layer.add(scale, forKey: "b")
            let spin = CABasicAnimation(keyPath: "transform")
            spin.valueFunction = CAValueFunction(name: .rotateZ)
            spin.toValue = CGFloat.pi
            layer.add(spin, forKey: "c")
            let messages = Misuse.take().map(\.message)
            #expect(messages.count == 3)
            #expect(messages.first?.hasSuffix(".valueFunction: .rotateZ makes a transform, and opacity is not one (expected \"transform\" or \"sublayerTransform\")") == true)
            #expect(messages.dropFirst().first?.hasSuffix(".fromValue: expected an array of three numbers (x, y, z) for valueFunction .scale, found Int") == true)
            #expect(messages.last?.contains("with valueFunction .rotateZ, expected fromValue and toValue") == true)
        }
    }
}
