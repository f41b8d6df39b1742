import Testing
import SegueCore
@testable import SegueTemplates

struct AnimationDecodingTests {
    static let toScreen = screen(#"""
        {"id": "box", "frame": [0, 0, 10, 10]},
        {"id": "line", "frame": [0, 0, 10, 10], "shape": {"path": "M 0 0 L 10 10"}}
        """#)

    func animations(_ json: String) throws -> [PropertyAnimation] {
        let scene = try decodeScene(template(to: AnimationDecodingTests.toScreen,
                                             transition: #"{"type": "custom", "operation": "push", "duration": 1, "animations": [\#(json)]}"#))
        return try #require(scene.transition.effect as? CustomEffect).animations
    }

    func animationError(_ json: String) -> String? {
        errorLine(template(to: AnimationDecodingTests.toScreen,
                           transition: #"{"type": "custom", "operation": "push", "duration": 1, "animations": [\#(json)]}"#))
    }

    @Test func valuesAreShapedByTheKeyPath() throws {
        let decoded = try animations(#"""
            {"target": "to", "keyPath": "opacity", "from": 0, "to": 1},
            {"target": "to.box", "keyPath": "position", "from": [5, 5], "to": [50, 60], "timing": "linear", "range": [0.25, 0.75]},
            {"target": "to.box", "keyPath": "transform.translation", "from": [0, 0], "to": [10, -10]},
            {"target": "to.box", "keyPath": "bounds.size", "from": [10, 10], "to": [20, 30]},
            {"target": "to.box", "keyPath": "frame", "from": [0, 0, 10, 10], "to": [1, 2, 3, 4]},
            {"target": "from", "keyPath": "backgroundColor", "from": "white", "to": "#000000"},
            {"target": "to.line", "keyPath": "path", "from": "M 0 0 L 10 10", "to": "M 10 0 L 0 10"},
            {"target": "to.line", "keyPath": "strokeEnd", "from": 0, "to": 1}
            """#)
        #expect(decoded[0] == PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1)))
        // range [0.25, 0.75] of 1 s: beginTime 0.25 s, duration 0.5 s (exact in binary).
        #expect(decoded[1] == PropertyAnimation(target: .toLayer("box"), keyPath: .position, from: .point(Point(5, 5)), to: .point(Point(50, 60)),
                                                timing: .linear, beginTime: 0.25, duration: 0.5))
        #expect(decoded[2].to == .vector(Vector(10, -10)))
        #expect(decoded[3].to == .size(Size(unchecked: 20, 30)))
        #expect(decoded[4].to == .rect(Rect(1, 2, 3, 4)))
        #expect(decoded[5].target == .from && decoded[5].from == .color(.white) && decoded[5].to == .color(.black))
        #expect(decoded[6].to == .path(BezierPath(elements: [.move(to: Point(10, 0)), .line(to: Point(0, 10))])))
        // No times: from the start, for the rest of the transition, filling both ways.
        #expect(decoded[7].keyPath == .strokeEnd && decoded[7].beginTime == 0 && decoded[7].duration == nil
                && decoded[7].fillMode == .both && decoded[7].timing == nil)
    }

    @Test func aTemplateTakesExactlyTheTablesTemplateKeyPathsAndTheirAliases() throws {
        // Every spelling the key-path table gives templates decodes to its row's key path, with a
        // value of its kind; no other does.
        for property in AnimatableProperty.all {
            for name in property.names {
                let value: String
                switch property.kind {
                case .number: value = property.range == .unit ? "0.5" : "1"
                case .point, .vector, .size: value = "[1, 2]"
                case .rect: value = "[0, 0, 1, 2]"
                case .color: value = "\"white\""
                case .path: value = "\"M 0 0 L 1 1\""
                case .transform, .flag: value = "1"
                case .colors, .numbers: value = "[1]"
                }
                let target = property.requirement == .shapeContent ? "to.line" : "to.box"
                let json = #"{"target": "\#(target)", "keyPath": "\#(name)", "from": \#(value), "to": \#(value)}"#
                if property.doors.contains(.templates) {
                    if property.requirement == .blur { continue } // needs a layer with a blur (ShadowBlurAnimationTests)
                    #expect(try animations(json).first?.keyPath == property.keyPath, "\(name)")
                } else {
                    #expect(animationError(json)?.contains("found \"\(name)\"") == true, "\(name)")
                }
            }
        }
    }

    @Test func positionXAndBoundsWidthMoveOneComponent() throws {
        // A 10 × 10 box at the origin (position (5, 5)): position.x 50 puts its centre at x = 50,
        // so its frame at x = 45; bounds.size.width 30 widens it about its centre, x = 5 − 15 = −10.
        var layer = Layer(id: "box", frame: Rect(0, 0, 10, 10))
        layer.set(.positionX, to: .number(50))
        #expect(layer.frame == Rect(45, 0, 10, 10) && layer.value(for: .positionY) == .number(5))
        layer = Layer(id: "box", frame: Rect(0, 0, 10, 10))
        layer.set(.boundsSizeWidth, to: .number(30))
        #expect(layer.frame == Rect(-10, 0, 30, 10) && layer.value(for: .boundsSizeWidth) == .number(30))
        // transform.rotation.z is Core Animation's other name for transform.rotation.
        #expect(try animations(#"{"target": "to.box", "keyPath": "transform.rotation.z", "from": 0, "to": 1}"#).first?.keyPath == .transformRotation)
    }

    /// Errors the decoder finds where the value stands.
    @Test func animationErrors() {
        let at = "t.json: transition.animations[0]"
        #expect(animationError(#"{"target": "middle", "keyPath": "opacity", "from": 0, "to": 1}"#)
                == "\(at).target: expected a target \"from\", \"to\", \"from.<layer id>\", \"to.<layer id>\" or \"overlay.<layer id>\", found \"middle\"")
        #expect(animationError(#"{"target": "to.", "keyPath": "opacity", "from": 0, "to": 1}"#)
                == "\(at).target: expected a target \"from\", \"to\", \"from.<layer id>\", \"to.<layer id>\" or \"overlay.<layer id>\", found \"to.\"")
        #expect(animationError(#"{"target": "to", "keyPath": "opacity", "from": true, "to": 1}"#)
                == "\(at).from: expected a number in 0...1, found true")
        #expect(animationError(#"{"target": "to", "keyPath": "position", "from": 1, "to": [0, 0]}"#)
                == "\(at).from: expected an array [x, y], found 1")
        #expect(animationError(#"{"target": "to", "keyPath": "opacity", "from": 0, "to": 1, "range": [0.5, 0.2]}"#)
                == "\(at).range: expected an array [start, end] with 0 ≤ start < end ≤ 1, found [0.5, 0.2]")
        // An unknown key path names the nearest of the table's (`AnimatableProperty`).
        let expected = "expected an animatable key path (Core Animation's name: \"opacity\", \"position.x\", \"transform.rotation\", …), found "
        #expect(animationError(#"{"target": "to", "keyPath": "opacty", "from": 0, "to": 1}"#)
                == "\(at).keyPath: \(expected)\"opacty\"; did you mean \"opacity\"?")
        // SegueKit's own key paths are not the template's: hidden is a Bool, zPosition orders sublayers.
        #expect(animationError(#"{"target": "to", "keyPath": "hidden", "from": 0, "to": 1}"#)
                == "\(at).keyPath: \(expected)\"hidden\"")
        #expect(animationError(#"{"target": "to.box", "keyPath": "anchorPoint", "from": [0.5, 0.5], "to": 0}"#)
                == "\(at).to: expected an array [x, y], found 0")
        #expect(animationError(#"{"target": "to", "keyPath": "opacity", "from": 0, "to": 1, "fillMode": "none"}"#)
                == "\(at).fillMode: expected one of \"removed\", \"forwards\", \"backwards\", \"both\", found \"none\"")
    }

    /// Errors only the assembled scene can tell: `Scene.resolved()` finds them, at the
    /// template's JSON paths.
    @Test func resolutionErrorsNameTheAnimationsPath() {
        let at = "t.json: transition.animations[0]"
        #expect(animationError(#"{"target": "to.nope", "keyPath": "opacity", "from": 0, "to": 1}"#)
                == "\(at).target: expected the id of a layer of the to screen, found \"to.nope\"")
        // A misspelt id is offered the nearest ids of its screen, written as targets: "bxo" is
        // one swap from "box", and 3 edits from "line".
        #expect(animationError(#"{"target": "to.bxo", "keyPath": "opacity", "from": 0, "to": 1}"#)
                == "\(at).target: expected the id of a layer of the to screen, found \"to.bxo\"; did you mean \"to.box\"?")
        // box is on the to screen, not the from screen (an empty one here).
        #expect(animationError(#"{"target": "from.box", "keyPath": "opacity", "from": 0, "to": 1}"#)
                == "\(at).target: expected the id of a layer of the from screen, found \"from.box\"")
        #expect(animationError(#"{"target": "to.box", "keyPath": "strokeEnd", "from": 0, "to": 1}"#)
                == "\(at).target: expected a layer with shape content for strokeEnd, found \"to.box\" (it has no shape)")
        #expect(animationError(#"{"target": "to", "keyPath": "lineWidth", "from": 0, "to": 1}"#)
                == "\(at).target: expected a layer with shape content for lineWidth, found \"to\" (a whole screen)")
        // "M 0 0 L 1 1" is move, line; "M 0 0 Q 1 1 2 2" is move, quadCurve: element 1 differs.
        #expect(animationError(#"{"target": "to.line", "keyPath": "path", "from": "M 0 0 L 1 1", "to": "M 0 0 Q 1 1 2 2"}"#)
                == "\(at).to: expected a path with the same element structure as from, found quadCurve where from has line (element 1)")
        // A mask needs no shape layer, but its paths interpolate element by element too.
        #expect(animationError(#"{"target": "to.box", "keyPath": "mask", "from": "M 0 0 L 1 1 Z", "to": "M 0 0 L 1 1"}"#)
                == "\(at).to: expected a path with the same element structure as from, found the end of the path where from has close (element 2)")
        // The second animation is at fault: its index is in the path.
        let second = animationError(#"""
            {"target": "to", "keyPath": "opacity", "from": 0, "to": 1},
            {"target": "to.nope", "keyPath": "opacity", "from": 0, "to": 1}
            """#)
        #expect(second == "t.json: transition.animations[1].target: expected the id of a layer of the to screen, found \"to.nope\"")
    }
}
