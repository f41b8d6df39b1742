import Testing
@testable import SegueCore
import SegueTestSupport

/// Shared elements: layers with one `match` id on both screens morph above the stage.
@Suite struct SceneMatchTests {
    typealias F = EvaluationFixtures

    static let red = Color(unchecked: 1, 0, 0), blue = Color(unchecked: 0, 0, 1)

    /// The from-screen: a thumb (40, 20, 80 × 40), radius 4, red, opacity 0.8, inside a group at
    /// (100, 200, 200 × 100) scaled 0.5 about its centre (150, 50 in its own points) at opacity 0.5.
    /// The group maps (x, y) to ((x − 100)·0.5 + 100 + 100, (y − 50)·0.5 + 50 + 200) = (0.5x + 150, 0.5y + 225),
    /// so the thumb's box on the canvas is (0.5·40 + 150, 0.5·20 + 225, 40, 20) = (170, 235, 40, 20).
    static let from = Screen(background: .white, layers: [
        Layer(id: "group", frame: Rect(100, 200, 200, 100), opacity: 0.5, transform: LayerTransform(scaleX: 0.5, scaleY: 0.5),
              sublayers: [thumb]),
    ])
    static var thumb: Layer {
        var layer = Layer(id: "thumb", frame: Rect(40, 20, 80, 40), backgroundColor: red, cornerRadius: 4, opacity: 0.8,
                          sublayers: [Layer(id: "dot", frame: Rect(0, 0, 10, 10))])
        layer.match = "hero"
        return layer
    }

    /// The to-screen: a photo (10, 20, 100 × 80), radius 20, blue, inside a header at
    /// (0, 100, 400 × 200) scaled 2 about its top-left (anchor point (0, 0)): (x, y) → (2x, 2y + 100),
    /// so the photo's box is (20, 140, 200, 160).
    static let to = Screen(background: .black, layers: [
        Layer(id: "header", frame: Rect(0, 100, 400, 200), anchorPoint: Point(0, 0),
              transform: LayerTransform(scaleX: 2, scaleY: 2), sublayers: [photo]),
        Layer(id: "other", frame: Rect(0, 0, 10, 10)),
    ])
    static var photo: Layer {
        var layer = Layer(id: "photo", frame: Rect(10, 20, 100, 80), backgroundColor: blue, cornerRadius: 20)
        layer.match = "hero"
        return layer
    }

    static func scene(_ effect: any TransitionEffect = MatchEffect(), _ operation: TransitionOperation = .push,
                      timing: Timing = .easeInEaseOut, match: Bool = false, dimming: Double = 0,
                      from: Screen = from, to: Screen = to) -> Scene {
        var transition = Transition(effect: effect, operation: operation, duration: 1, timing: timing, dimming: dimming)
        transition.match = match
        return Scene(name: "test", canvas: F.canvas, from: from, to: to, transition: transition)
    }

    @Test func theMorphsFrameAtHalfIsHalfwayBetweenTheCanvasBoxes() throws {
        // easeInEaseOut(½) = ½ by symmetry: (170, 235, 40, 20) → (20, 140, 200, 160) halfway is
        // ((170 + 20)/2, (235 + 140)/2, (40 + 200)/2, (20 + 160)/2) = (95, 187.5, 120, 90).
        let resolved = try SceneMatchTests.scene().resolved()
        #expect(resolved.matchPairs == [MatchPair(id: "hero", fromFrame: Rect(170, 235, 40, 20), toFrame: Rect(20, 140, 200, 160),
                                                  nodeID: "match.hero")])
        let tree = resolved.renderTree(atFraction: 0.5)
        #expect(F.rootIDs(tree) == ["from", "to", "match.hero"])
        expectClose(F.layer("match.hero", in: tree)?.bounds, Rect(95, 187.5, 120, 90), tolerance: F.tolerance)
        expectClose(F.layer("match.hero", in: tree)?.maskBounds, Rect(95, 187.5, 120, 90), tolerance: F.tolerance)
    }

    @Test func aLayerInPerspectiveMorphsFromTheBoxItIsSeenIn() throws {
        // The thumb turned 60° about y under perspective 300, about its centre (80, 40) on the
        // canvas (no group): a point u from the centre along x lands at u·cos θ/(1 + u·sin θ/300).
        // The near left edge (u = −40): w = 1 − 40·0.866025/300 = 0.884530, x = 80 − 20/w =
        // 57.389, its height 40/w = 45.222 (from 40 − 22.611 = 17.389); the far right edge
        // (u = 40) at 80 + 20/1.115470 = 97.930. The morph starts from that box, unturned:
        // (57.389, 17.389, 40.541, 45.222), where it started flat before, from (40, 20, 80, 40).
        var thumb = SceneMatchTests.thumb
        thumb.transform = LayerTransform(rotationY: .pi / 3, m34: -1.0 / 300)
        let from = Screen(background: .white, layers: [thumb])
        let resolved = try SceneMatchTests.scene(timing: .linear, from: from).resolved()
        let start = try #require(F.layer("match.hero", in: resolved.renderTree(atFraction: 1e-9))?.bounds)
        expectClose(start, Rect(57.389_121, 17.389_121, 40.540_541, 45.221_759), tolerance: 1e-4)
    }

    @Test func radiusColourAndOpacityAtHalf() throws {
        // Radius (4 + 20)/2 = 12; colour red → blue halfway in sRGB = (0.5, 0, 0.5); effective
        // opacity from 0.5·0.8 = 0.4 (group · thumb) to 1 (header · photo): (0.4 + 1)/2 = 0.7.
        let node = try #require(try SceneMatchTests.scene().resolved().renderTree(atFraction: 0.5).nodes.last)
        expectClose(node.cornerRadius, 12, tolerance: F.tolerance)
        let color = try #require(node.backgroundColor)
        expectClose(color.red, 0.5, tolerance: F.tolerance)
        expectClose(color.green, 0, tolerance: F.tolerance)
        expectClose(color.blue, 0.5, tolerance: F.tolerance)
        expectClose(node.opacity, 0.7, tolerance: F.tolerance)
        #expect(node.masksToBounds)
    }

    @Test func aFixedSublayerOfAMatchedLayerFollowsTheMorph() throws {
        // The thumb's "dot" (0, 0, 10, 10) is fixed on its screen; inside the morph's copy it
        // must move with the copy: linear, f = ¼, the morph is at (132.5, 211.25) and the thumb's
        // bounds scale by 1 (see the next test), so the dot is at (132.5, 211.25, 10, 10).
        var from = SceneMatchTests.from
        from.layers[0].sublayers[0].sublayers[0].fixed = true
        let flat = try SceneMatchTests.scene(timing: .linear, from: from).resolved().renderTree(atFraction: 0.25).flattened()
        let dot = try #require(flat.first { $0.id == "match.hero.from.dot" })
        expectClose(dot.bounds.x, 132.5, tolerance: F.tolerance)
        expectClose(dot.bounds.y, 211.25, tolerance: F.tolerance)
    }

    @Test func translucentEndsCrossFadeFittedToTheFramesWidth() throws {
        // Linear, f = ¼: the thumb is translucent (0.4 effective), so the contents cross-fade as
        // Hero's do: the from-content at 1 − ¼ = 0.75, the to-content at 0.25, neither with its
        // own background (the morph draws the colour). (Opaque ends: `SceneMorphTests`.)
        // Frame at ¼: (170 − 150/4, 235 − 95/4, 40 + 160/4, 20 + 140/4) = (132.5, 211.25, 80, 55).
        // The thumb's 80 × 40 bounds scale by 80/80 = 1: (132.5, 211.25, 80, 40), top-aligned;
        // the photo's 100 × 80 by 80/100 = 0.8: (132.5, 211.25, 80, 64), overflowing the
        // 55-point frame below (the morph clips it).
        let tree = try SceneMatchTests.scene(timing: .linear).resolved().renderTree(atFraction: 0.25)
        let flat = tree.flattened()
        let fromContent = try #require(flat.first { $0.id == "match.hero.from" })
        let toContent = try #require(flat.first { $0.id == "match.hero.to" })
        // Effective opacities multiply the morph's: lerp(0.4, 1, ¼) = 0.55.
        expectClose(fromContent.opacity, 0.55 * 0.75, tolerance: F.tolerance)
        expectClose(toContent.opacity, 0.55 * 0.25, tolerance: F.tolerance)
        expectClose(fromContent.bounds, Rect(132.5, 211.25, 80, 40), tolerance: F.tolerance)
        expectClose(toContent.bounds, Rect(132.5, 211.25, 80, 64), tolerance: F.tolerance)
        // The thumb's sublayer rides along: dot (0, 0, 10 × 10) at scale 1.
        expectClose(flat.first { $0.id == "match.hero.from.dot" }?.bounds, Rect(132.5, 211.25, 10, 10), tolerance: F.tolerance)
        let morph = try #require(tree.nodes.last)
        #expect(morph.children.map(\.backgroundColor) == [nil, nil])
    }

    @Test func theOriginalsAreHiddenWhileTheMorphRuns() throws {
        for f in [0.25, 0.5, 0.75] {
            let flat = try SceneMatchTests.scene().resolved().renderTree(atFraction: f).flattened()
            #expect(flat.first { $0.id == "from.thumb" }?.opacity == 0)
            #expect(flat.first { $0.id == "to.photo" }?.opacity == 0)
            #expect(flat.contains { $0.id == "match.hero" })
            // An unmatched layer stays as visible as its screen (which fades in).
            #expect(flat.first { $0.id == "to.other" }?.opacity == flat.first { $0.id == "to" }?.opacity)
        }
    }

    @Test func theEndsShowTheEndScreensOwnLayerAndNoMorph() throws {
        // At f = 0 the from-screen is shown as it is (the to-screen is transparent), at f = 1
        // the to-screen: the matched layers at their own effective opacity (the thumb's 0.8 in
        // its group's 0.5 is 0.4; the photo's 1), no morph node.
        let resolved = try SceneMatchTests.scene().resolved()
        let start = resolved.renderTree(atFraction: 0).flattened(), end = resolved.renderTree(atFraction: 1).flattened()
        #expect(abs((start.first { $0.id == "from.thumb" }?.opacity ?? 0) - 0.4) < 1e-12)
        #expect(end.first { $0.id == "to.photo" }?.opacity == 1)
        // The counterpart that is not the end's own stays hidden: it has flown into the other.
        #expect(start.first { $0.id == "to.photo" }?.opacity == 0)
        #expect(end.first { $0.id == "from.thumb" }?.opacity == 0)
        #expect(!start.contains { $0.id.hasPrefix("match.") } && !end.contains { $0.id.hasPrefix("match.") })
    }

    @Test func theMatchTypeCrossFadesTheScreens() throws {
        // Linear, f = 0.3: forward, the to-screen fades in at 0.3 over the from-screen; backward,
        // the from-screen is on top and fades out at 1 − 0.3 = 0.7. The morph is above both.
        let push = try SceneMatchTests.scene(timing: .linear).resolved().renderTree(atFraction: 0.3)
        #expect(push.nodes.map(\.id) == ["from", "to", "match.hero"])
        expectClose(push.nodes[1].opacity, 0.3, tolerance: F.tolerance)
        expectClose(push.nodes[0].opacity, 1, tolerance: F.tolerance)
        let pop = try SceneMatchTests.scene(MatchEffect(), .pop, timing: .linear).resolved().renderTree(atFraction: 0.3)
        #expect(pop.nodes.map(\.id) == ["to", "from", "match.hero"])
        expectClose(pop.nodes[1].opacity, 0.7, tolerance: F.tolerance)
    }

    @Test func matchTrueAddsTheMorphAboveAnotherEffectAndTheDimming() throws {
        let tree = try SceneMatchTests.scene(SlideEffect(), match: true, dimming: 0.5).resolved().renderTree(atFraction: 0.5)
        #expect(F.rootIDs(tree) == ["from", "dimming", "to", "match.hero"])
        // Without match: true the slide has no morph and hides nothing.
        let plain = try SceneMatchTests.scene(SlideEffect()).resolved()
        #expect(plain.matchPairs.isEmpty)
        #expect(F.rootIDs(plain.renderTree(atFraction: 0.5)) == ["from", "to"])
    }

    @Test func anInteractiveMatchFollowsTheFingersFraction() throws {
        // Linear over 1 s, a pan from 0 to 240 points over 0.6 s divided by 400: at t = 0.3 the
        // percent is 120/400 = 0.3, so the morph's width is 40 + 160·0.3 = 88 and the to-content's
        // opacity 0.3 (of the morph's lerp(0.4, 1, 0.3) = 0.58).
        var scene = SceneMatchTests.scene(timing: .linear)
        scene.interaction = Interaction(
            gesture: .pan(translation: [.init(time: 0, value: 0), .init(time: 0.6, value: 240)], distance: 400),
            release: .init(threshold: 0.4))
        let snapshot = try scene.resolved().snapshot(at: 0.3)
        #expect(snapshot.phase == .interactive)
        // The linear timing goes through the cubic solver (f exact to ~1e-10 here, 6e-9 once
        // multiplied by 160 points), hence 1e-7 rather than the fixtures' 1e-9.
        expectClose(try #require(F.layer("match.hero", in: snapshot.tree)).bounds.width, 88, tolerance: 1e-7)
        expectClose(try #require(F.layer("match.hero.to", in: snapshot.tree)).opacity, 0.58 * 0.3, tolerance: 1e-7)
    }

    @Test func aSpringsOvershootClampsTheOpacities() throws {
        // At p = 1.2 the opacity lerp(0.4, 1, 1.2) = 1.12 is clamped to 1, the from-content's
        // 1 − 1.2 to 0 (the translucent thumb cross-fades); the frame extrapolates: width 40 + 160·1.2 = 232.
        let match = try #require(try SceneMatchTests.scene().resolved().matches.first)
        let node = try #require(match.morph(at: 1.2).last).renderNode(parentTransform: .identity)
        #expect(node.opacity == 1)
        #expect(node.children.map(\.opacity) == [0, 1])
        expectClose(node.size.width, 232, tolerance: F.tolerance)
    }

    @Test func aNestedMatchIsHiddenInsideItsParentsMorph() throws {
        // The thumb's dot also matches the to-screen's "other": the thumb's morph draws its
        // copy of the dot transparent, and the dot's own morph is drawn above.
        var from = SceneMatchTests.from
        from.layers[0].sublayers[0].sublayers[0].match = "dot"
        var to = SceneMatchTests.to
        to.layers[1].match = "dot"
        let tree = try SceneMatchTests.scene(from: from, to: to).resolved().renderTree(atFraction: 0.5)
        #expect(F.rootIDs(tree) == ["from", "to", "match.hero", "match.dot"])
        #expect(tree.flattened().first { $0.id == "match.hero.from.dot" }?.opacity == 0)
    }

    @Test func errors() {
        // A match id twice on one screen: the second one's path.
        var to = SceneMatchTests.to
        to.layers[1].match = "hero"
        #expect(F.resolutionError(SceneMatchTests.scene(to: to))
                == SceneError(path: "to.layers[1].match", message: #"expected a match id used once on its screen, found "hero" again"#))
        // An empty id.
        var from = SceneMatchTests.from
        from.layers[0].match = ""
        #expect(F.resolutionError(SceneMatchTests.scene(from: from))?.description
                == #"from.layers[0].match: expected a shared-element id (a non-empty string), found """#)
        // No pair: the ids each screen has, at the key that asked for matching.
        var lone = SceneMatchTests.to
        lone.layers[0].sublayers[0].match = "photo"
        #expect(F.resolutionError(SceneMatchTests.scene(SlideEffect(), match: true, to: lone))?.description
                == #"transition.match: expected a match id on both screens, found from: "hero"; to: "photo""#)
        #expect(F.resolutionError(SceneMatchTests.scene(to: Screen()))?.description
                == #"transition.type: expected a match id on both screens, found from: "hero"; to: none"#)
        // Without matching, unpaired ids are fine (a screen may serve other transitions).
        #expect(F.resolutionError(SceneMatchTests.scene(SlideEffect(), to: lone)) == nil)
    }
}
