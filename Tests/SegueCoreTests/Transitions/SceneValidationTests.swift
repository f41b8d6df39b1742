import Testing
@testable import SegueCore

/// `Scene.resolved()` rejects what evaluation could not do, with the place in the scene and a
/// message saying what was expected and found.
@Suite struct SceneResolutionTests {
    typealias F = EvaluationFixtures

    @Test func validScenesResolve() throws {
        #expect(F.resolutionError(F.scene(ZoomEffect(source: .layer("cell")))) == nil)
        #expect(F.resolutionError(F.scene(CircleRevealEffect(origin: .layer("button")), .pop)) == nil)
    }

    @Test func missingZoomSourceLayer() throws {
        // On push the list screen is the from-screen, which has no "thumbnail".
        let error = F.resolutionError(F.scene(ZoomEffect(source: .layer("thumbnail"))))
        #expect(error?.description == "transition.source: expected the id of a layer of the from screen (the list screen of a push), found \"thumbnail\"")
    }

    @Test func missingRevealOriginOnPopLooksInTheToScreen() throws {
        // On pop the list screen is the to-screen; "card" lives only in the detail (from) screen.
        let error = F.resolutionError(F.scene(CircleRevealEffect(origin: .layer("card")), .pop))
        #expect(error?.description == "transition.origin: expected the id of a layer of the to screen (the list screen of a pop), found \"card\"")
    }

    @Test func badAnimationTarget() throws {
        let ghost = PropertyAnimation(target: .toLayer("ghost"), keyPath: .opacity, from: .number(0), to: .number(1))
        let ok = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1))
        let error = F.resolutionError(F.scene(CustomEffect(animations: [ok, ghost], toOnTop: true)))
        #expect(error?.description == "transition.animations[1].target: expected the id of a layer of the to screen, found \"to.ghost\"")
    }

    @Test func anUnknownIdIsOfferedTheScreensNearestIds() throws {
        // "buton" is 1 edit from "button" (5 letters allow 2); "badge", "cell", "group" are 4 or more.
        let reveal = F.resolutionError(F.scene(CircleRevealEffect(origin: .layer("buton"))))
        #expect(reveal?.description == "transition.origin: expected the id of a layer of the from screen (the list screen of a push), found \"buton\"; did you mean \"button\"?")
        // Targets are written with their screen, and so are the suggestions: "crd" is 1 from "card".
        let fade = PropertyAnimation(target: .toLayer("crd"), keyPath: .opacity, from: .number(0), to: .number(1))
        #expect(F.resolutionError(F.scene(CustomEffect(animations: [fade])))?.description
            == "transition.animations[0].target: expected the id of a layer of the to screen, found \"to.crd\"; did you mean \"to.card\"?")
    }

    @Test func valueKindMismatch() throws {
        // position takes a point; a number is the wrong kind.
        let bad = PropertyAnimation(target: .toLayer("card"), keyPath: .position, from: .number(0), to: .point(.zero))
        let error = F.resolutionError(F.scene(CustomEffect(animations: [bad], toOnTop: true)))
        #expect(error?.description == "transition.animations[0].from: expected a point for position, found a number")
    }

    @Test func shapeKeyPathNeedsAShapeLayer() throws {
        let bad = PropertyAnimation(target: .toLayer("card"), keyPath: .strokeEnd, from: .number(0), to: .number(1))
        let error = F.resolutionError(F.scene(CustomEffect(animations: [bad], toOnTop: true)))
        #expect(error?.description == "transition.animations[0].target: expected a layer with shape content for strokeEnd, found \"to.card\" (it has no shape)")
        let screen = PropertyAnimation(target: .to, keyPath: .path, from: .path(.rect(.zero)), to: .path(.rect(.zero)))
        #expect(F.resolutionError(F.scene(CustomEffect(animations: [screen])))?.description
            == "transition.animations[0].target: expected a layer with shape content for path, found \"to\" (a whole screen)")
    }

    @Test func pathsOfAnotherStructure() throws {
        // A rect is move, three lines, close; an oval is move and four curves: they differ at element 1.
        let morph = PropertyAnimation(target: .toLayer("figure"), keyPath: .path,
                                      from: .path(.rect(Rect(0, 0, 10, 10))), to: .path(.oval(in: Rect(0, 0, 10, 10))))
        #expect(F.resolutionError(F.scene(CustomEffect(animations: [morph])))?.description
            == "transition.animations[0].to: expected a path with the same element structure as from, found curve where from has line (element 1)")
    }

    @Test func duplicateAndEmptyLayerIDs() throws {
        var scene = F.scene(FadeEffect())
        scene.to.layers.append(Layer(id: "card", frame: .zero))
        #expect(F.resolutionError(scene)?.description == "to.layers[2].id: expected a layer id unique within its screen, found \"card\" again")
        scene = F.scene(FadeEffect())
        scene.from.layers[2].sublayers.append(Layer(id: "", frame: .zero))
        #expect(F.resolutionError(scene)?.description == "from.layers[2].sublayers[1].id: expected a layer id (a non-empty string), found \"\"")
    }

    @Test func nonPositiveDurationAndOutOfRangeDimmingAndParallax() throws {
        #expect(F.resolutionError(F.scene(FadeEffect(), duration: 0))?.description
            == "transition.duration: expected a positive number of seconds, found 0")
        #expect(F.resolutionError(F.scene(FadeEffect(), dimming: 1.5))?.description
            == "transition.dimming: expected a number in 0...1, found 1.5")
        #expect(F.resolutionError(F.scene(SlideEffect(direction: nil, parallax: -0.1)))?.description
            == "transition.parallax: expected a number in 0...1, found -0.1")
    }

    @Test func canvasOutsideTheOneRule() throws {
        var scene = F.scene(FadeEffect())
        scene.canvas.scale = 0.2
        #expect(F.resolutionError(scene)?.description == "canvas.scale: expected a number in 0.25...4, found 0.2")
        scene.canvas.scale = 4
        scene.canvas.size = Size(unchecked: 5000, 100)   // 20000 px wide
        #expect(F.resolutionError(scene)?.description
            == "canvas: expected a canvas of 1 to 16384 px per side, 25 MP at most (size × scale), found 20000×400 px")
    }

    @Test func anUndampedSpringCannotTimeAnAnimationWithoutADuration() throws {
        // Damping 0 never settles, so it gives no duration of its own.
        let undamped = Timing.spring(.physical(try Spring(mass: 1, stiffness: 100, damping: 0)))
        let spin = PropertyAnimation(target: .toLayer("card"), keyPath: .opacity, from: .number(0), to: .number(1), timing: undamped)
        #expect(F.resolutionError(F.scene(CustomEffect(animations: [spin])))?.description
            == "transition.animations[0].timing: expected a spring that settles (damping > 0) to time an animation without a duration, found one that never settles")
    }

    @Test func animationTimesMustFitTheTransition() throws {
        // 1 s transition: beginTime 0.8 + duration 0.5 ends at 1.3 s.
        let late = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1), beginTime: 0.8, duration: 0.5)
        #expect(F.resolutionError(F.scene(CustomEffect(animations: [late])))?.description
            == "transition.animations[0].duration: expected the animation to end by the transition's end at 1 s, found its end at 1.3 s")
        let negative = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1), beginTime: -0.1)
        #expect(F.resolutionError(F.scene(CustomEffect(animations: [negative])))?.description
            == "transition.animations[0].beginTime: expected seconds in 0 ≤ beginTime < 1 (the transition's duration), found -0.1")
    }

    @Test func anInteractionErrorNamesItsField() throws {
        var scene = F.scene(FadeEffect())
        scene.interaction = Interaction(gesture: .progress([.init(time: 0, value: 0.5)]), completionSpeed: 0)
        #expect(F.resolutionError(scene)?.description == "interaction.completionSpeed: expected a finite positive number, found 0")
        scene.interaction = Interaction(gesture: .progress([.init(time: 0, value: 0.5)]),
                                        completionCurve: .spring(.physical(try Spring(mass: 1, stiffness: 100, damping: 0))))
        #expect(F.resolutionError(scene)?.description
            == "interaction.completionCurve: expected a spring that settles (damping > 0), found damping 0, which never settles")
    }

    @Test func anInheritedSpringRunsToTheTransitionsEnd() throws {
        // The transition's own mass/stiffness spring (settling in about 1.41 s) over a 1 s
        // transition: an animation without timing or duration inherits the curve but not the
        // settling time, so it lasts the transition's remaining 1 s and resolves.
        let spring = Timing.spring(.physical(try Spring(mass: 1, stiffness: 100, damping: 10)))
        let fade = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1))
        let resolved = try F.scene(CustomEffect(animations: [fade]), timing: spring).resolved()
        // At f = 1 the animation has ended at its to-value.
        #expect(F.layer("to", in: resolved.renderTree(atFraction: 1))?.opacity == 1)
    }
}
