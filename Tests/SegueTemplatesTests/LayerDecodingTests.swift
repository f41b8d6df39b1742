import Testing
import SegueCore
@testable import SegueTemplates
import SegueTestSupport

struct LayerDecodingTests {
    @Test func decodesEveryKey() throws {
        let layer = try decodeLayer(#"""
            {"id": "a", "frame": [10, 20, 30, 40], "backgroundColor": "systemBlue", "cornerRadius": 4,
             "borderWidth": 2, "borderColor": "black", "opacity": 0.5, "masksToBounds": true, "anchorPoint": [0.25, 1],
             "transform": {"scale": [2, 3], "rotation": 0.5, "translation": [5, -6]},
             "mask": {"rect": [0, 0, 30, 40]},
             "sublayers": [{"id": "b", "frame": [1, 1, 2, 2]}]}
            """#)
        #expect(layer.id == "a" && layer.frame == Rect(10, 20, 30, 40) && layer.anchorPoint == Point(0.25, 1))
        #expect(layer.backgroundColor == (try Color(hex: "#007AFF")))
        #expect(layer.cornerRadius == 4 && layer.borderWidth == 2 && layer.borderColor == .black)
        #expect(layer.opacity == 0.5 && layer.masksToBounds)
        #expect(layer.transform == LayerTransform(scaleX: 2, scaleY: 3, rotation: 0.5, translation: Vector(5, -6)))
        #expect(layer.mask == BezierPath.rect(Rect(0, 0, 30, 40)))
        #expect(layer.sublayers.map(\.id) == ["b"])
        #expect(layer.content == nil)
    }

    @Test func defaultsAreCALayers() throws {
        let layer = try decodeLayer(#"{"id": "a", "frame": [0, 0, 1, 1]}"#)
        #expect(layer == Layer(id: "a", frame: Rect(0, 0, 1, 1)))
    }

    @Test func anchorPointIsInUnitCoordinatesOfTheBounds() throws {
        // Frame (10, 20, 30, 40): anchor (0, 1) is the bottom-left corner, so the position is
        // (10 + 0·30, 20 + 1·40) = (10, 60); the frame stays the untransformed box.
        let corner = try decodeLayer(#"{"id": "a", "frame": [10, 20, 30, 40], "anchorPoint": [0, 1]}"#)
        #expect(corner.anchorPoint == Point(0, 1) && corner.frame == Rect(10, 20, 30, 40))
        #expect(corner.position == Point(10, 60))
        // Default (0.5, 0.5), CALayer's: the centre (10 + 15, 20 + 20) = (25, 40).
        let centred = try decodeLayer(#"{"id": "a", "frame": [10, 20, 30, 40]}"#)
        #expect(centred.anchorPoint == Point(0.5, 0.5) && centred.position == Point(25, 40))
        // Values outside 0...1 are allowed, as in CA: (−1, 2) is (10 − 30, 20 + 80) = (−20, 100).
        let outside = try decodeLayer(#"{"id": "a", "frame": [10, 20, 30, 40], "anchorPoint": [-1, 2]}"#)
        #expect(outside.anchorPoint == Point(-1, 2) && outside.position == Point(-20, 100))
    }

    @Test func theTransformActsAboutTheAnchorPoint() throws {
        // Scale 2 of the box (10, 20, 30, 40): about its top-left anchor (0, 0) the box keeps its
        // origin and doubles, (10, 20, 60, 80); about the centre (25, 40) it grows both ways,
        // (25 − 30, 40 − 40, 60, 80) = (−5, 0, 60, 80).
        let layers = #"""
            {"id": "corner", "frame": [10, 20, 30, 40], "anchorPoint": [0, 0], "transform": {"scale": 2}},
            {"id": "centre", "frame": [10, 20, 30, 40], "transform": {"scale": 2}}
            """#
        let to = try decodeScene(template(to: screen(layers))).to
        #expect(to.findLayer("corner")?.frameInScreen == Rect(10, 20, 60, 80))
        #expect(to.findLayer("centre")?.frameInScreen == Rect(-5, 0, 60, 80))
    }

    @Test func anchorPointIsAnimatable() throws {
        // box (0, 0, 10, 10) has its position at the centre (5, 5). Animating the anchor point
        // keeps the position, so the layer moves: at 0.5 s (linear, 1 s) the anchor is
        // (0.25, 0.25) and the origin 5 − 0.25·10 = 2.5; at the end, anchor (0, 0), origin (5, 5).
        let json = template(to: screen(#"{"id": "box", "frame": [0, 0, 10, 10]}"#), transition: #"""
            {"type": "custom", "operation": "push", "duration": 1, "timing": "linear", "animations": [
             {"target": "to.box", "keyPath": "anchorPoint", "from": [0.5, 0.5], "to": [0, 0]}]}
            """#)
        let loaded = try decode(json)
        let animation = try #require((loaded.scene.scene.transition.effect as? CustomEffect)?.animations.first)
        #expect(animation.keyPath == .anchorPoint && animation.from == .point(Point(0.5, 0.5)) && animation.to == .point(.zero))
        func box(at time: Double) -> Rect? { loaded.scene.snapshot(at: time).tree.flattened().first { $0.id == "to.box" }?.bounds }
        let half = try #require(box(at: 0.5))
        expectClose(half.origin, Point(2.5, 2.5), tolerance: tolerance)
        #expect(half.width == 10 && half.height == 10)
        #expect(box(at: 1) == Rect(5, 5, 10, 10))
    }

    @Test func aLayerNothingRefersToNeedsNoId() throws {
        // The card's sublayer and the second layer have no id; the animation names the card only.
        // The snapshot names them by their JSON path in the to-screen (fade push: from, then to).
        let layers = #"""
            {"id": "card", "frame": [0, 0, 10, 10], "sublayers": [{"frame": [1, 1, 2, 2]}]},
            {"frame": [0, 0, 5, 5]}
            """#
        let json = template(to: screen(layers), transition: #"""
            {"type": "custom", "operation": "push", "duration": 1, "animations": [
             {"target": "to.card", "keyPath": "opacity", "from": 0, "to": 1}]}
            """#)
        let loaded = try decode(json)
        #expect(loaded.scene.scene.to.layers.map(\.id) == ["card", nil])
        #expect(loaded.scene.snapshot(at: 0).tree.flattened().map(\.id)
                == ["from", "to", "to.card", "to.layers[0].sublayers[0]", "to.layers[1]"])
    }

    @Test func aScreenFilesLayersAreNamedByTheirRoleInTheTemplate() throws {
        // The screen is in s.json, where the layer is at layers[0]; the template uses it as its
        // from-screen, so the layer is shown as from.layers[0] whatever file it came from.
        let files = InMemoryResources(texts: ["mem/t.json": template(from: #""s.json""#), "mem/s.json": screen(#"{"frame": [0, 0, 1, 1]}"#)])
        let loaded = try TemplateLoader(resources: files).load(file: "mem/t.json")
        #expect(loaded.scene.snapshot(at: 0).tree.flattened().map(\.id) == ["from", "from.layers[0]", "to"])
    }

    @Test func uniformScale() throws {
        let layer = try decodeLayer(#"{"id": "a", "frame": [0, 0, 1, 1], "transform": {"scale": 1.5}}"#)
        #expect(layer.transform == LayerTransform(scaleX: 1.5, scaleY: 1.5))
    }

    @Test func errorsNameTheLayersPath() {
        func layerError(_ layer: String) -> String? { errorLine(template(to: screen(layer))) }
        #expect(layerError(#"{"id": 7, "frame": [0, 0, 1, 1]}"#) == "t.json: to.layers[0].id: expected a layer id (a non-empty string), found 7")
        // An empty string is a string: the screen's check (`Screen.validate()`) rejects it.
        #expect(layerError(#"{"id": "", "frame": [0, 0, 1, 1]}"#) == "t.json: to.layers[0].id: expected a layer id (a non-empty string), found \"\"")
        #expect(layerError(#"{"id": "tab[0]", "frame": [0, 0, 1, 1]}"#)
                == "t.json: to.layers[0].id: expected a layer id without \"[\" (such names are the paths of layers without an id), found \"tab[0]\"")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1, 1], "anchorPoint": [0.5]}"#)
                == "t.json: to.layers[0].anchorPoint: expected an array [x, y], found an array of 1")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1, 1], "anchorPoint": 0.5}"#)
                == "t.json: to.layers[0].anchorPoint: expected an array [x, y], found 0.5")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1, 1], "anchorPoint": [0.5, "top"]}"#)
                == "t.json: to.layers[0].anchorPoint[1]: expected a number in -10000...10000, found \"top\"")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, -1, 1]}"#) == "t.json: to.layers[0].frame[2]: expected a number in 0...10000, found -1")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1]}"#) == "t.json: to.layers[0].frame: expected an array [x, y, width, height], found an array of 3")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1, 1], "opacity": 2}"#) == "t.json: to.layers[0].opacity: expected a number in 0...1, found 2")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1, 1], "masksToBounds": 1}"#) == "t.json: to.layers[0].masksToBounds: expected true or false, found 1")
        #expect(layerError(##"{"id": "a", "frame": [0, 0, 1, 1], "backgroundColor": "#12345"}"##)
                == "t.json: to.layers[0].backgroundColor: expected a colour (#RRGGBB, #RRGGBBAA, clear, white, black or a system colour such as systemBlue), found \"#12345\"")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1, 1], "text": {"string": "x"}, "shape": {"path": ""}}"#)
                == "t.json: to.layers[0].shape: expected at most one of shape, image, text, found both text and shape")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1, 1], "transform": {"rotate": 1}}"#)
                == "t.json: to.layers[0].transform.rotate: expected a key among scale, rotation, translation, rotationX, rotationY, translationZ, perspective, found unknown key \"rotate\"")
    }
}

@Suite struct TransformLayerDecodingTests {
    @Test func isTransformLayerMakesACATransformLayerWhoseSublayersKeepTheirDepth() throws {
        // As LayerProjectionTests' transform layer: a holder at (100, 100) with perspective 500 and
        // a face at zPosition 50 inside, not flattened: seen at W = 1 − 50/500 = 0.9 about the
        // holder's centre (150, 150), 111.1 wide. Flattened (the key false), the face's depth is
        // lost in the holder's plane and it is drawn at its own 100 × 100.
        func faceBox(_ isTransformLayer: Bool) throws -> Rect {
            let holder = try decodeLayer(##"{"frame": [100, 100, 100, 100], "isTransformLayer": \##(isTransformLayer), "transform": {"perspective": 500},"##
                                         + ##" "sublayers": [{"id": "face", "frame": [0, 0, 100, 100], "zPosition": 50}]}"##)
            #expect(holder.isTransformLayer == isTransformLayer)
            let drawn = RenderNode(layer: holder, id: "t", idPrefix: "t", parentTransform: .identity)
            return try #require(drawn.children.first).transform.apply(to: Rect(0, 0, 100, 100))
        }
        expectClose(try faceBox(true), Rect(150 - 50 / 0.9, 150 - 50 / 0.9, 100 / 0.9, 100 / 0.9), tolerance: 1e-9)
        expectClose(try faceBox(false), Rect(100, 100, 100, 100), tolerance: 1e-9)
        #expect(errorLine(template(to: screen(#"{"frame": [0, 0, 1, 1], "isTransformLayer": 1}"#)))
                == "t.json: to.layers[0].isTransformLayer: expected true or false, found 1")
    }

    @Test func anchorPointZSetsTheFaceBeforeTheTransformLayersAnchor() throws {
        // The same face with anchorPointZ −50 instead of zPosition 50: unturned, it stands 50
        // in front of the anchor, at the same W = 0.9, so the same 111.1-wide box.
        let holder = try decodeLayer(##"{"frame": [100, 100, 100, 100], "isTransformLayer": true, "transform": {"perspective": 500},"##
                                     + ##" "sublayers": [{"id": "face", "frame": [0, 0, 100, 100], "anchorPointZ": -50}]}"##)
        #expect(holder.sublayers.first?.anchorPointZ == -50)
        let drawn = RenderNode(layer: holder, id: "t", idPrefix: "t", parentTransform: .identity)
        expectClose(try #require(drawn.children.first).transform.apply(to: Rect(0, 0, 100, 100)),
                    Rect(150 - 50 / 0.9, 150 - 50 / 0.9, 100 / 0.9, 100 / 0.9), tolerance: 1e-9)
        #expect(errorLine(template(to: screen(#"{"frame": [0, 0, 1, 1], "anchorPointZ": "back"}"#)))?
                    .hasPrefix("t.json: to.layers[0].anchorPointZ: expected") == true)
    }
}

@Suite struct CornerKeysDecodingTests {
    @Test func cornerCurveAndMaskedCornersDecode() throws {
        let layer = try decodeLayer(#"{"frame": [0, 0, 10, 10], "cornerRadius": 4, "cornerCurve": "continuous", "maskedCorners": ["minXMinY", "maxXMinY"]}"#)
        #expect(layer.cornerCurve == .continuous && layer.maskedCorners == [.minXMinY, .maxXMinY])
        #expect(try decodeLayer(#"{"frame": [0, 0, 10, 10], "maskedCorners": []}"#).maskedCorners == [])
        #expect(try decodeLayer(#"{"frame": [0, 0, 10, 10]}"#).maskedCorners == .all)
        #expect(errorLine(template(to: screen(#"{"frame": [0, 0, 10, 10], "maskedCorners": ["top"]}"#)))
                == #"t.json: to.layers[0].maskedCorners[0]: expected an array of distinct corners among "minXMinY", "maxXMinY", "minXMaxY", "maxXMaxY", found "top""#)
    }
}
