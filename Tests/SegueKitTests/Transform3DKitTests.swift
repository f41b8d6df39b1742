import Foundation
import SegueCore
import SeguePNG
import SegueRender
import Testing
@testable import SegueKit

/// CATransform3D's perspective, sublayerTransform, CATransformLayer and UIView's flips drawn
/// from UIKit code. The card is SegueCore's `LayerProjectionTests` case at half size: 50 × 50
/// centred on the 100 × 100 window, turned 60° about y with m34 = −1/250, so its near (left)
/// edge is at x = 50 − 12.5/(1 − 25·sin 60°/250) = 36.32 and 54.74 tall, its far edge at
/// 50 + 12.5/(1 + 25·sin 60°/250) = 61.50 and 46.01 tall.
@MainActor
struct Transform3DKitTests {
    private let red = RGBA8(r: 255, g: 0, b: 0)
    private let black = RGBA8(r: 0, g: 0, b: 0)

    private func card(_ clock: KitClock) -> CALayer {
        let layer = CALayer()
        layer.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        layer.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
        clock.window.layer.addSublayer(layer)
        return layer
    }

    /// The pixels every drawing of the turned card shows.
    private func expectTurnedCard(_ frame: FrameSurface, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(frame[50, 50] == red, sourceLocation: sourceLocation)
        #expect(frame[35, 50] == black && frame[63, 50] == black, sourceLocation: sourceLocation)
        #expect(frame[37, 50] == red && frame[60, 50] == red, sourceLocation: sourceLocation)
        // The near edge reaches y = 22.6 and 77.4, the far one only 27.0 and 73.0 (probes 1.5 px
        // inside the edges, clear of their antialiased pixel).
        #expect(frame[37, 24] == red && frame[38, 75] == red, sourceLocation: sourceLocation)
        #expect(frame[60, 25] == black && frame[60, 75] == black, sourceLocation: sourceLocation)
    }

    @Test func aPerspectiveTurnAboutYIsDrawnInPerspective() throws {
        try KitClock.run { clock in
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 250
            card(clock).transform = CATransform3DRotate(t, .pi / 3, 0, 1, 0)
            expectTurnedCard(try clock.drawn())
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func aContainersSublayerTransformGivesItsSublayersPerspective() throws {
        try KitClock.run { clock in
            // The window's centre is the card's: the vanishing point is the same as its own m34's.
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 250
            clock.window.layer.sublayerTransform = perspective
            card(clock).transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            expectTurnedCard(try clock.drawn())
        }
    }

    @Test func aSingleSidedLayerHidesItsBack() throws {
        try KitClock.run { clock in
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 250
            let layer = card(clock)
            layer.transform = CATransform3DRotate(t, 2 * .pi / 3, 0, 1, 0)
            let shown = try clock.drawn()[50, 50]
            layer.isDoubleSided = false
            let hidden = try clock.drawn()[50, 50]
            #expect(shown == red && hidden == black)
        }
    }

    @Test func aTransformLayersSublayersKeepTheirDepth() throws {
        try KitClock.run { clock in
            // A 20 × 20 face 50 toward the viewer inside a transform layer, under the window's
            // perspective 250: W = 1 − 50/250 = 0.8, so it is drawn 25 × 25, centred at (50, 50):
            // 37.5…62.5. Flattened by an ordinary layer it would stay 20 wide: 40…60.
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 250
            clock.window.layer.sublayerTransform = perspective
            let holder = CATransformLayer()
            holder.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
            let face = CALayer()
            face.frame = holder.bounds
            face.zPosition = 50
            face.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1).cgColor
            holder.addSublayer(face)
            clock.window.layer.addSublayer(holder)
            let frame = try clock.drawn()
            #expect(frame[38, 50] == red && frame[61, 50] == red)
            #expect(frame[36, 50] == black && frame[63, 50] == black)
        }
    }

    /// A linear 1 s animation of `keyPath` from 0 to π/3, held at its end.
    private func turnToAThirdOfPi(_ keyPath: String) -> CABasicAnimation {
        let turn = CABasicAnimation(keyPath: keyPath)
        turn.fromValue = 0.0
        turn.toValue = Double.pi / 3
        turn.duration = 1
        turn.fillMode = .forwards
        turn.isRemovedOnCompletion = false
        return turn
    }

    @Test func theRotationKeyPathsTurnWithTheModelsPerspective() throws {
        try KitClock.run { clock in
            // The UIKit idiom: perspective in the model, the angle animated by key path. Linear,
            // 1 s, 0 → π/3: at 0.5 s the presentation is Ry(π/6)·P, and at the end the card of
            // the type's doc.
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 250
            let layer = card(clock)
            layer.transform = t
            layer.add(turnToAThirdOfPi("transform.rotation.y"), forKey: "turn")
            clock.advance(to: 0.5)
            let expected = CATransform3DRotate(t, .pi / 6, 0, 1, 0)
            let presented = try #require(layer.presentation()).transform
            for (a, b) in zip(presented.entries, expected.entries) { #expect(abs(a - b) < 1e-12) }
            clock.advance(to: 1)
            expectTurnedCard(try clock.drawn())
            let angle = try #require(layer.presentation()?.value(forKeyPath: "transform.rotation.y") as? CGFloat)
            #expect(abs(Double(angle) - .pi / 3) < 1e-12)
        }
    }

    @Test func theSublayerTransformsKeyPathsTurnEverySublayer() throws {
        try KitClock.run { clock in
            // The same turn on the window's sublayerTransform (whose anchor, the window's centre,
            // is the card's): the card is drawn as if it had turned itself, and at 0.5 s the
            // presented sublayerTransform is Ry(π/6)·P.
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 250
            clock.window.layer.sublayerTransform = t
            _ = card(clock)
            clock.window.layer.add(turnToAThirdOfPi("sublayerTransform.rotation.y"), forKey: "turn")
            clock.advance(to: 0.5)
            let expected = CATransform3DRotate(t, .pi / 6, 0, 1, 0)
            let presented = try #require(clock.window.layer.presentation()).sublayerTransform
            for (a, b) in zip(presented.entries, expected.entries) { #expect(abs(a - b) < 1e-12) }
            clock.advance(to: 1)
            expectTurnedCard(try clock.drawn())
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func aWholeTransformAnimatesAHalfTurnAboutY() throws {
        try KitClock.run { clock in
            // From the identity to Ry(π)·P (the card-flip animation apps write), linear over 1 s:
            // halfway the card is a quarter turn about y (m11 = cos 90° = 0, m22 = 1), not a
            // tumble about x and z.
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 500
            let layer = card(clock)
            let flip = CABasicAnimation(keyPath: "transform")
            flip.fromValue = CATransform3DIdentity
            flip.toValue = CATransform3DRotate(t, .pi, 0, 1, 0)
            flip.duration = 1
            layer.add(flip, forKey: "flip")
            clock.advance(to: 0.5)
            let presented = try #require(layer.presentation()).transform
            #expect(abs(presented.m11) < 1e-9 && abs(presented.m22 - 1) < 1e-9 && abs(abs(presented.m13) - 1) < 1e-9)
        }
    }

    @Test func aFlipTurnsTheOldContentAwayAndTheNewIn() throws {
        try KitClock.run { clock in
            // A 100 × 100 container, red, flipped from the left to blue over 1 s, linear: at 0.25 s
            // the red copy is turned 45° (its left edge nearer), at 0.75 s the blue view −45°, and
            // at 0.5 s neither faces the viewer.
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            container.backgroundColor = .red
            clock.window.addSubview(container)
            var finished: Bool?
            UIView.transition(with: container, duration: 1, options: [.transitionFlipFromLeft, .curveLinear],
                              animations: { container.backgroundColor = .blue }, completion: { finished = $0 })
            clock.advance(to: 0.25)
            var frame = try clock.drawn()
            #expect(frame[50, 50] == red)
            // θ = 45°, pushed back 50·sin 45° = 35.4: the left edge at x = 50 − 50·cos 45° = 14.6,
            // full height (W = 1); the right edge 70.7 behind, W = 1.0707, at 50 + 35.36/1.0707 = 83.0.
            #expect(frame[17, 3] == red && frame[13, 50] == black && frame[81, 50] == red && frame[85, 50] == black)
            clock.advance(to: 0.5)
            frame = try clock.drawn()
            #expect(frame[50, 50] == black)
            clock.advance(to: 0.75)
            frame = try clock.drawn()
            #expect(frame[50, 50] == RGBA8(r: 0, g: 0, b: 255))
            // The new side at −45°: its right edge is the near one now, full height.
            // The far left edge at 50 − 35.36/1.0707 = 17.0.
            #expect(frame[84, 1].b == 255 && frame[15, 50] == black && frame[19, 50].b == 255)
            clock.advance(to: 1.1)
            #expect(finished == true && container.layer.superlayer?.sublayers?.count == 1)
            let end = try clock.drawn()[50, 50]
            #expect(end == RGBA8(r: 0, g: 0, b: 255))
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func aFlipOfAPausedContainerTurnsBothSidesOnItsClock() throws {
        try KitClock.run { clock in
            // transition(from:to:) flips the container, whose layer an interactive transition
            // pauses and scrubs. At a time offset of 0.25 of a linear 1 s flip the old side is a
            // quarter turned (45°, still covering the centre) and the new side hidden; a second of
            // wall time later, still paused at 0.25, the picture must not have moved.
            let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let old = UIView(frame: container.bounds), new = UIView(frame: container.bounds)
            old.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            new.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
            container.addSubview(old)
            clock.window.addSubview(container)
            container.layer.speed = 0
            UIView.transition(from: old, to: new, duration: 1, options: [.transitionFlipFromLeft, .curveLinear])
            container.layer.timeOffset = 0.25
            let early = try clock.drawn()
            clock.advance(to: 1)
            let later = try clock.drawn()
            #expect(early[50, 50] == red && later[50, 50] == red)
            for x in Swift.stride(from: 2, to: 100, by: 7) {
                #expect(early[x, 50] == later[x, 50], "x \(x)")
            }
            // Turned 45°: it no longer reaches the window's left edge.
            #expect(early[2, 50] == black)
        }
    }

    @Test func anchorPointZSetsTheCardInFrontOfWhatItTurnsAbout() throws {
        try KitClock.run { clock in
            // The window's perspective 250, the card's anchor 25 behind it: the card stands 25
            // nearer, drawn 250/225 = 1.111× about the window's centre, 50 ± 27.8 points.
            var perspective = CATransform3DIdentity
            perspective.m34 = -1.0 / 250
            clock.window.layer.sublayerTransform = perspective
            let layer = card(clock)
            let flat = try clock.drawn()
            layer.anchorPointZ = -25
            // A standalone layer's change animates implicitly (0.25 s), as Core Animation's does.
            clock.advance(to: 0.5)
            let near = try clock.drawn()
            #expect(flat[23, 50] == black && near[23, 50] == red && near[21, 50] == black)
            #expect(near[50, 23] == red && near[50, 77] == red && near[50, 79] == black)
            #expect(Misuse.take().isEmpty)
        }
    }

    @Test func aNonFiniteTransformIsRecordedNotSilentlyDropped() throws {
        try KitClock.run { clock in
            var t = CATransform3DIdentity
            t.m34 = .nan
            card(clock).transform = t
            let frame = try clock.drawn()
            // Recorded once, naming the layer and the property, and drawn without it (flat).
            #expect(clock.runtime.refusals.count == 1)
            #expect(clock.runtime.refusals.first?.hasSuffix("CALayer.transform with a NaN or infinite entry cannot be drawn") == true)
            #expect(frame[50, 50] == red && frame[26, 26] == red)
            #expect(throws: SegueKitError.self) { try clock.runtime.throwFirstProblem() }
        }
    }

    @Test func invertUndoesATurnWithPerspectiveAndKeepsASingularTransform() {
        var t = CATransform3DIdentity
        t.m34 = -1.0 / 500
        t = CATransform3DTranslate(CATransform3DRotate(t, 0.7, 0.3, 1, 0.2), 12, -5, 30)
        let product = CATransform3DConcat(t, CATransform3DInvert(t)).core.entries
        for (k, (got, identity)) in zip(product, CATransform3DIdentity.core.entries).enumerated() {
            #expect(abs(got - identity) < 1e-12, "entry \(k)")
        }
        // A NaN anywhere, or a scale of 0 along z: no inverse, the matrix comes back unchanged.
        var broken = CATransform3DIdentity
        broken.m12 = .nan
        #expect(broken.core.inverted() == nil)
        #expect(CATransform3DInvert(CATransform3DMakeScale(1e-13, 1, 1)).m11 == 1e13)
        let flat = CATransform3DMakeScale(2, 3, 0)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
        #expect(!CATransform3DEqualToTransform(t, CATransform3DIdentity))
    }

    @Test func pageCurlsStayRecordedAsUnsupported() {
        KitClock.run { clock in
            let view = UIView(frame: .zero)
            UIView.transition(with: view, duration: 0.3, options: .transitionCurlUp, animations: nil)
            #expect(Misuse.take().map(\.message) == ["not supported in SegueKit: UIView.transition(with:duration: 0.3, options:) with a page curl (.transitionCurlUp, .transitionCurlDown: the page bends, which needs a mesh); use .transitionCrossDissolve or a flip"])
            // The line names the call the app made.
            let from = UIView(frame: .zero), to = UIView(frame: .zero)
            clock.window.addSubview(from)
            UIView.transition(from: from, to: to, duration: 0.3, options: .transitionCurlDown)
            #expect(Misuse.take().first?.message.hasPrefix("not supported in SegueKit: UIView.transition(from:to:duration: 0.3, options:) with a page curl") == true)
        }
    }

    /// The card's place as a view (its layer is a view's: UIView's blocks animate it).
    private func cardView(_ clock: KitClock) -> UIView {
        let view = UIView(frame: CGRect(x: 25, y: 25, width: 50, height: 50))
        clock.window.addSubview(view)
        return view
    }

    /// Keyframe options pacing the whole linearly (the curve in the options' bits, as apps pass it).
    private static let linear = UIView.KeyframeAnimationOptions(rawValue: UIView.AnimationOptions.curveLinear.rawValue)

    /// The angle about y of `layer`'s presented transform, as `transform.rotation.y` reads it.
    private func shownAngleY(_ layer: CALayer) -> Double {
        Double(layer.presentation()?.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? .nan)
    }

    @Test func keyframesOfATurnAboutYAreOneMotionThroughTheirValues() {
        KitClock.run { clock in
            // Linear keyframes of layer.transform, Ry(π/6) over 0…0.5 s and Ry(π/3) over 0.5…1 s,
            // as UIKit makes one keyframe animation of them: π/12 at 0.25 s, π/6 at 0.5 s, π/4 at
            // 0.75 s (not the identity for the first half, the second keyframe starting from it).
            let view = cardView(clock)
            let layer: CALayer = view.layer
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: [Transform3DKitTests.linear, .calculationModeLinear], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0) }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0) }
            })
            for (t, angle) in [(0.25, Double.pi / 12), (0.5, .pi / 6), (0.75, .pi / 4), (1, .pi / 3)] {
                clock.advance(to: t)
                #expect(abs(shownAngleY(layer) - angle) < 1e-9, "t = \(t): \(shownAngleY(layer))")
            }
        }
        KitClock.run { clock in
            // With a gap between them (0…0.2 s, then 0.6…1 s), the turn holds π/6 in between.
            let view = cardView(clock)
            let layer: CALayer = view.layer
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: Transform3DKitTests.linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0) }
                UIView.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.4) { layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0) }
            })
            for (t, angle) in [(0.1, Double.pi / 12), (0.4, .pi / 6), (0.8, .pi / 4)] {
                clock.advance(to: t)
                #expect(abs(shownAngleY(layer) - angle) < 1e-9, "t = \(t): \(shownAngleY(layer))")
            }
        }
    }

    @Test func keyframesAreChainedInTimeOrderWithinOneBlockOnly() {
        KitClock.run { clock in
            // Added out of time order (Ry(π/3) over 0.5…1 s first, Ry(π/6) over 0…0.5 s second):
            // the same motion as in order, π/6 at 0.5 s and π/4 at 0.75 s.
            let view = cardView(clock)
            UIView.animateKeyframes(withDuration: 1, delay: 0, options: Transform3DKitTests.linear, animations: {
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0) }
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0) }
            })
            let nearEnd: Double = Double.pi / 6 + 0.98 * Double.pi / 6
            let expected: [(Double, Double)] = [(0.25, Double.pi / 12), (0.5, Double.pi / 6), (0.75, Double.pi / 4), (0.99, nearEnd)]
            for (t, angle) in expected {
                clock.advance(to: t)
                #expect(abs(shownAngleY(view.layer) - angle) < 1e-9, "t = \(t): \(shownAngleY(view.layer))")
            }
        }
        // A keyframe in an animateKeyframes block of its own is not chained to another block's:
        // it moves as a UIView.animate with its delay and duration does after the same first block.
        func angles(secondAsKeyframes: Bool) -> [Double] {
            var shown: [Double] = []
            KitClock.run { clock in
                let view = cardView(clock)
                    UIView.animateKeyframes(withDuration: 1, delay: 0, options: Transform3DKitTests.linear, animations: {
                    UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.layer.transform = CATransform3DMakeRotation(.pi / 6, 0, 1, 0) }
                })
                if secondAsKeyframes {
                    UIView.animateKeyframes(withDuration: 1, delay: 0, options: Transform3DKitTests.linear, animations: {
                        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0) }
                    })
                } else {
                    UIView.animate(withDuration: 0.5, delay: 0.5, options: .curveLinear, animations: {
                        view.layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
                    })
                }
                for t in [0.25, 0.5, 0.75] {
                    clock.advance(to: t)
                    shown.append(shownAngleY(view.layer))
                }
            }
            return shown
        }
        let (keyframed, plain) = (angles(secondAsKeyframes: true), angles(secondAsKeyframes: false))
        for (a, b) in zip(keyframed, plain) { #expect(abs(a - b) < 1e-9, "\(keyframed) \(plain)") }
    }

    @Test func aTurnOfPiAboutYReadsAsThatForItsKeyPaths() throws {
        try KitClock.run { clock in
            // The model turned 180° about y (the card-flip idiom: the model set to where the
            // animation ends) reads rotation.y π, not turns of π about x and z; an animation of
            // transform.rotation.y from 0 to π over it starts face-on (the identity) and is a
            // quarter turn about y halfway, m11 = cos(π/2) = 0 and m22 = 1.
            let layer = card(clock)
            layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            #expect(abs(Double(layer.value(forKeyPath: "transform.rotation.y") as? CGFloat ?? 0) - .pi) < 1e-12)
            #expect(abs(Double(layer.value(forKeyPath: "transform.rotation.x") as? CGFloat ?? 1)) < 1e-12)
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            turn.fromValue = 0.0
            turn.toValue = Double.pi
            turn.duration = 1
            layer.add(turn, forKey: "flip")
            let start = try #require(layer.presentation()).transform
            for (a, b) in zip(start.entries, CATransform3DIdentity.entries) { #expect(abs(a - b) < 1e-12) }
            clock.advance(to: 0.5)
            let half = try #require(layer.presentation()).transform
            #expect(abs(half.m11) < 1e-12 && abs(half.m22 - 1) < 1e-12 && abs(half.m13 + 1) < 1e-12)
        }
    }

    @Test func aHalfTurnMadeAsExactlyPiAnimatesThePositiveWay() throws {
        try KitClock.run { clock in
            // UIView.animate from the identity to Ry(π): half a turn either way, taken the
            // positive way (as UIKit takes a rotation of exactly π): a quarter turn of +π/2
            // halfway, whose m13 is −sin(π/2) = −1 (−π/2 would give +1).
            let view = cardView(clock)
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
                view.layer.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
            })
            clock.advance(to: 0.5)
            let half = try #require(view.layer.presentation()).transform
            #expect(abs(half.m13 + 1) < 1e-12 && abs(half.m31 - 1) < 1e-12)
        }
    }

    @Test func aKeyPathTurnAtZeroOverATurnedModelIsFaceOn() throws {
        try KitClock.run { clock in
            // The model at 60° about y, an animation of transform.rotation.y from 0: at its start
            // the layer is face-on, the identity, none of the model's depth (m13, m31) left over.
            let layer = card(clock)
            layer.transform = CATransform3DMakeRotation(.pi / 3, 0, 1, 0)
            let turn = CABasicAnimation(keyPath: "transform.rotation.y")
            turn.fromValue = 0
            turn.toValue = Double.pi / 3
            turn.duration = 1
            layer.add(turn, forKey: "turn")
            let start = try #require(layer.presentation()).transform
            for (a, b) in zip(start.entries, CATransform3DIdentity.entries) { #expect(abs(a - b) < 1e-12) }
        }
    }

    @Test func aZPositionThatIsNotANumberIsRefusedByName() throws {
        try KitClock.run { clock in
            let layer = card(clock)
            layer.zPosition = .nan
            _ = try clock.drawn()
            #expect(clock.runtime.refusals.count == 1)
            #expect(clock.runtime.refusals.first?.hasSuffix("CALayer.zPosition of NaN or infinity cannot be drawn") == true)
        }
    }
}

