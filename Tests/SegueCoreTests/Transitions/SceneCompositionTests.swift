import Testing
@testable import SegueCore
import SegueTestSupport

/// Issue 14's composition: `animations` beside a built-in effect, `fixed` layers and the overlay.
/// Canvas 400×800, linear timing unless said, so every value below is arithmetic on the
/// fixture's frames (`EvaluationFixtures`).
@Suite struct SceneCompositionTests {
    typealias F = EvaluationFixtures

    func scene(_ effect: any TransitionEffect, _ operation: TransitionOperation = .push, dimming: Double = 0,
               animations: [PropertyAnimation] = [], overlay: [Layer] = [], to: Screen? = nil) -> Scene {
        var scene = F.scene(effect, operation, dimming: dimming)
        if let to { scene.to = to }
        scene.transition.animations = animations
        scene.overlay = overlay
        return scene
    }

    /// A navigation screen: a fixed bar (0, 0, 400, 96) holding a back button (8, 50, 40, 30),
    /// and a title over it at the same frame that is not fixed.
    static let navigation = Screen(background: .white, layers: [
        { var bar = Layer(id: "bar", frame: Rect(0, 0, 400, 96), backgroundColor: .white,
                          sublayers: [Layer(id: "back", frame: Rect(8, 50, 40, 30))])
          bar.fixed = true
          return bar }(),
        Layer(id: "title", frame: Rect(0, 0, 400, 96)),
    ])

    static let overlay = [
        Layer(id: "status", frame: Rect(0, 0, 400, 44)),
        Layer(id: "indicator", frame: Rect(130, 780, 140, 5), backgroundColor: .black, cornerRadius: 2.5),
    ]

    // MARK: animations beside an effect

    @Test func anAnimationOfTheToScreensOpacityOverridesTheFade() throws {
        // Fade push: the effect sets to.opacity = p = 0.5 at f = ½; the animation, applied after
        // the effect, sets 0.2 + (0.6 − 0.2)·½ = 0.4. At f = 0 it holds its from-value 0.2 (fill
        // both), not the fade's 0.
        let fade = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0.2), to: .number(0.6))
        let resolved = try scene(FadeEffect(), animations: [fade]).resolved()
        expectClose(F.layer("to", in: resolved.renderTree(atFraction: 0.5))!.opacity, 0.4, tolerance: F.tolerance)
        expectClose(F.layer("to", in: resolved.renderTree(atFraction: 0))!.opacity, 0.2, tolerance: F.tolerance)
    }

    @Test func anAnimatedLayerMovesWithItsSlidingScreen() throws {
        // Slide push, f = ¼: the covered from-screen has moved −0.3·400·¼ = −30. The cell's
        // position goes (120, 150) → (320, 150), at ¼ (170, 150): frame origin (70, 100) in its
        // screen, so (−30 + 70, 100) = (40, 100) on the canvas, size 200×100 unchanged.
        let move = PropertyAnimation(target: .fromLayer("cell"), keyPath: .position,
                                     from: .point(Point(120, 150)), to: .point(Point(320, 150)))
        let tree = try scene(SlideEffect(), animations: [move]).resolved().renderTree(atFraction: 0.25)
        expectClose(F.layer("from", in: tree)!.bounds.x, -30, tolerance: F.tolerance)
        expectClose(F.layer("from.cell", in: tree)!.bounds, Rect(40, 100, 200, 100), tolerance: F.tolerance)
    }

    @Test func animationsRunOnTheInteractionsFraction() throws {
        // A fade present of D = 0.5 s scrubbed by a pan of 0 → 180 points over 0.6 s, divided
        // by 400: at t = 0.3 s the percent is 90/400 = 0.225, so the elapsed time is 0.225·0.5 s
        // and the to-screen's opacity animation 0.2 → 0.6 over D gives 0.2 + 0.4·0.225 = 0.29
        // (read at t = 0.3 s of the timeline, it would be 0.2 + 0.4·0.6 = 0.44).
        let fade = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0.2), to: .number(0.6))
        var scene = F.scene(FadeEffect(), .present, duration: 0.5)
        scene.transition.animations = [fade]
        scene.interaction = Interaction(
            gesture: .pan(translation: [.init(time: 0, value: 0), .init(time: 0.6, value: 180)], distance: 400),
            release: .init(threshold: 0.4), completionCurve: .easeInEaseOut)
        let tree = try scene.resolved().snapshot(at: 0.3).tree
        expectClose(F.layer("to", in: tree)!.opacity, 0.29, tolerance: F.tolerance)
    }

    // MARK: fixed layers

    @Test func aFixedLayerStaysPutWhileItsScreenSlides() throws {
        // Slide push: the to-screen is at x = 400·(1 − f). The unfixed title moves with it; the
        // fixed bar's canvas box is its frame in the screen, (0, 0, 400, 96), at every f, and its
        // back button follows the bar: (8, 50, 40, 30).
        let resolved = try scene(SlideEffect(), to: Self.navigation).resolved()
        for f in [0, 0.25, 0.5, 1] {
            let tree = resolved.renderTree(atFraction: f)
            expectClose(F.layer("to.bar", in: tree)!.bounds, Rect(0, 0, 400, 96), tolerance: F.tolerance)
            expectClose(F.layer("to.back", in: tree)!.bounds, Rect(8, 50, 40, 30), tolerance: F.tolerance)
            expectClose(F.layer("to.title", in: tree)!.bounds, Rect(400 * (1 - f), 0, 400, 96), tolerance: F.tolerance)
        }
    }

    @Test func aFixedLayerIgnoresTheZoomContainerButTakesTheScreensOpacity() throws {
        // Zoom push from the cell (20, 100, 200, 100), f = ½: the to-screen is scaled inside the
        // "zoom" container, but the fixed bar is drawn at (0, 0, 400, 96) all the same, and keeps
        // its place in paint order (after "to", before "to.title").
        let zoomed = try scene(ZoomEffect(source: .layer("cell")), to: Self.navigation).resolved().renderTree(atFraction: 0.5)
        expectClose(F.layer("to.bar", in: zoomed)!.bounds, Rect(0, 0, 400, 96), tolerance: F.tolerance)
        #expect(zoomed.flattened().map(\.id).filter { $0.hasPrefix("to") } == ["to", "to.bar", "to.back", "to.title"])
        // Fade push, f = ½: the to-screen's opacity 0.5 is the bar's too (group opacity).
        let faded = try scene(FadeEffect(), to: Self.navigation).resolved().renderTree(atFraction: 0.5)
        expectClose(F.layer("to.bar", in: faded)!.opacity, 0.5, tolerance: F.tolerance)
    }

    @Test func aFixedLayerTakesItsOwnAnimations() throws {
        // Slide push, f = ½: the bar's position (200, 48) → (200, 148) is (200, 98) at ½, so its
        // box is (0, 50, 400, 96) while the screen is at x = 200.
        let drop = PropertyAnimation(target: .toLayer("bar"), keyPath: .position,
                                     from: .point(Point(200, 48)), to: .point(Point(200, 148)))
        let tree = try scene(SlideEffect(), animations: [drop], to: Self.navigation).resolved().renderTree(atFraction: 0.5)
        expectClose(F.layer("to.bar", in: tree)!.bounds, Rect(0, 50, 400, 96), tolerance: F.tolerance)
        expectClose(F.layer("to", in: tree)!.bounds.x, 200, tolerance: F.tolerance)
    }

    // MARK: overlay

    @Test func theOverlayIsDrawnAboveTheDimmingAndNeverMoves() throws {
        // Slide push with dimming 0.4, f = ½: from, dimming, to, then the overlay last; the
        // screens move but overlay.indicator stays at its canvas frame (130, 780, 140, 5).
        let tree = try scene(SlideEffect(), dimming: 0.4, overlay: Self.overlay).resolved().renderTree(atFraction: 0.5)
        #expect(F.rootIDs(tree) == ["from", "dimming", "to", "overlay"])
        expectClose(F.layer("overlay", in: tree)!.bounds, Rect(0, 0, 400, 800), tolerance: F.tolerance)
        expectClose(F.layer("overlay.status", in: tree)!.bounds, Rect(0, 0, 400, 44), tolerance: F.tolerance)
        expectClose(F.layer("overlay.indicator", in: tree)!.bounds, Rect(130, 780, 140, 5), tolerance: F.tolerance)
        // Without an overlay, no overlay node at all.
        #expect(F.rootIDs(try scene(SlideEffect()).resolved().renderTree(atFraction: 0.5)) == ["from", "to"])
    }

    @Test func overlayLayersAreAnimatable() throws {
        // overlay.indicator's opacity 1 → 0 is 0.5 at f = ½, in a fade and in a custom effect.
        let hide = PropertyAnimation(target: .overlayLayer("indicator"), keyPath: .opacity, from: .number(1), to: .number(0))
        let beside = try scene(FadeEffect(), animations: [hide], overlay: Self.overlay).resolved().renderTree(atFraction: 0.5)
        expectClose(F.layer("overlay.indicator", in: beside)!.opacity, 0.5, tolerance: F.tolerance)
        let custom = try scene(CustomEffect(animations: [hide]), overlay: Self.overlay).resolved().renderTree(atFraction: 0.5)
        expectClose(F.layer("overlay.indicator", in: custom)!.opacity, 0.5, tolerance: F.tolerance)
    }

    @Test func theOverlaysNestingCountsInTheGroupDepth() throws {
        // 2 for the stage, plus the deepest of list (2: group > badge), detail (1) and an overlay
        // nesting three levels: 2 + 3 = 5.
        let deep = [Layer(frame: Rect(0, 0, 1, 1), sublayers: [Layer(frame: Rect(0, 0, 1, 1), sublayers: [Layer(frame: Rect(0, 0, 1, 1))])])]
        #expect(try scene(FadeEffect()).resolved().groupDepth == 4)
        #expect(try scene(FadeEffect(), overlay: deep).resolved().groupDepth == 5)
    }

    // MARK: errors

    @Test func badTargetsAndOverlayIDsAreErrorsAtTheirPaths() throws {
        let ghost = PropertyAnimation(target: .toLayer("crd"), keyPath: .opacity, from: .number(0), to: .number(1))
        #expect(F.resolutionError(scene(SlideEffect(), animations: [ghost]))?.description
                == "transition.animations[0].target: expected the id of a layer of the to screen, found \"to.crd\"; did you mean \"to.card\"?")
        let typo = PropertyAnimation(target: .overlayLayer("statu"), keyPath: .opacity, from: .number(0), to: .number(1))
        #expect(F.resolutionError(scene(FadeEffect(), animations: [typo], overlay: Self.overlay))?.description
                == "transition.animations[0].target: expected the id of a layer of the overlay, found \"overlay.statu\"; did you mean \"overlay.status\"?")
        let twice = Self.overlay + [Layer(id: "status", frame: Rect(0, 0, 1, 1))]
        #expect(F.resolutionError(scene(FadeEffect(), overlay: twice))?.description
                == "overlay[2].id: expected a layer id unique within the overlay, found \"status\" again")
    }
}
