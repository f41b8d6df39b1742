import Testing
@testable import SegueCore

@Suite struct SceneValidationTests {
    typealias F = EvaluationFixtures

    @Test func validScenesPass() {
        #expect(F.validationError(F.scene(.zoom(source: .layer("cell")))) == nil)
        #expect(F.validationError(F.scene(.circleReveal(origin: .layer("button")), .pop)) == nil)
    }

    @Test func missingZoomSourceLayer() {
        // On push the list screen is the from-screen, which has no "thumbnail".
        let error = F.validationError(F.scene(.zoom(source: .layer("thumbnail"))))
        #expect(error?.path == "transition.source")
        #expect(error?.description == "transition.source: no layer \"thumbnail\" in the from screen (the list screen of a push)")
    }

    @Test func missingRevealOriginOnPopLooksInTheToScreen() {
        // On pop the list screen is the to-screen; "card" lives only in the detail (from) screen.
        #expect(F.validationError(F.scene(.circleReveal(origin: .layer("card")), .pop))?.path == "transition.origin")
    }

    @Test func badAnimationTarget() {
        let ghost = PropertyAnimation(target: .toLayer("ghost"), keyPath: .opacity, from: .number(0), to: .number(1))
        let ok = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1))
        let error = F.validationError(F.scene(.custom(animations: [ok, ghost], toOnTop: true)))
        #expect(error?.path == "transition.animations[1].target")
    }

    @Test func valueKindMismatch() {
        // position takes a point; a number is the wrong kind.
        let bad = PropertyAnimation(target: .toLayer("card"), keyPath: .position, from: .number(0), to: .point(.zero))
        let error = F.validationError(F.scene(.custom(animations: [bad], toOnTop: true)))
        #expect(error?.path == "transition.animations[0].from")
        #expect(error?.message == "expected a point for position, found a number")
    }

    @Test func shapeKeyPathNeedsAShapeLayer() {
        let bad = PropertyAnimation(target: .toLayer("card"), keyPath: .strokeEnd, from: .number(0), to: .number(1))
        #expect(F.validationError(F.scene(.custom(animations: [bad], toOnTop: true)))?.path == "transition.animations[0].keyPath")
    }

    @Test func duplicateLayerIDs() {
        var scene = F.scene(.fade)
        scene.to.layers.append(Layer(id: "card", frame: .zero))
        #expect(F.validationError(scene)?.path == "to.layers[2].id")
    }

    @Test func nonPositiveDurationAndOutOfRangeDimming() {
        #expect(F.validationError(F.scene(.fade, duration: 0))?.path == "transition.duration")
        #expect(F.validationError(F.scene(.fade, dimming: 1.5))?.path == "transition.dimming")
        #expect(F.validationError(F.scene(.slide(direction: nil, parallax: -0.1)))?.path == "transition.parallax")
    }
}
