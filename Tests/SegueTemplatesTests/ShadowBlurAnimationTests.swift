@testable import SegueTemplates
import SegueCore
import Testing

/// The shadow and blur key paths: decoded, checked, and interpolated by the scene.
struct ShadowBlurAnimationTests {
    static let toScreen = screen(#"""
        {"id": "box", "frame": [0, 0, 100, 100], "backgroundColor": "white", "shadowOpacity": 0.2},
        {"id": "glass", "frame": [0, 0, 100, 100], "blur": "systemThinMaterial"}
        """#)

    func loaded(_ animations: String) throws -> Template {
        try decode(template(to: ShadowBlurAnimationTests.toScreen,
                            transition: #"{"type": "custom", "operation": "push", "duration": 1, "timing": "linear", "animations": [\#(animations)]}"#))
    }

    func animationError(_ json: String) -> String? {
        errorLine(template(to: ShadowBlurAnimationTests.toScreen,
                           transition: #"{"type": "custom", "operation": "push", "duration": 1, "animations": [\#(json)]}"#))
    }

    /// The node named `id` anywhere in the tree at `time`.
    func node(_ id: String, in template: Template, at time: Double) throws -> RenderNode {
        func find(_ nodes: [RenderNode]) -> RenderNode? {
            for n in nodes { if n.id == id { return n }; if let c = find(n.children) { return c } }
            return nil
        }
        return try #require(find(template.scene.snapshot(at: time).tree.nodes))
    }

    @Test func shadowKeyPathsInterpolateLinearly() throws {
        let t = try loaded(#"""
            {"target": "to.box", "keyPath": "shadowRadius", "from": 3, "to": 20},
            {"target": "to.box", "keyPath": "shadowOpacity", "from": 0.1, "to": 0.5},
            {"target": "to.box", "keyPath": "shadowOffset", "from": [0, 0], "to": [10, -20]},
            {"target": "to.box", "keyPath": "shadowColor", "from": "black", "to": "white"}
            """#)
        // Linear timing at ½: 3 + ½·17 = 11.5; 0.1 + ½·0.4 = 0.3; (5, −10); red channel ½ of the way to 1.
        let shadow = try #require(try node("to.box", in: t, at: 0.5).shadow)
        #expect(abs(shadow.radius - 11.5) < 1e-9)
        #expect(abs(shadow.opacity - 0.3) < 1e-9)
        #expect(abs(shadow.offset.dx - 5) < 1e-9 && abs(shadow.offset.dy + 10) < 1e-9)
        #expect(abs(shadow.color.red - 0.5) < 1e-9)
        // At ¼: 3 + ¼·17 = 7.25.
        #expect(abs(try #require(try node("to.box", in: t, at: 0.25).shadow).radius - 7.25) < 1e-9)
    }

    @Test func blurRadiusAnimatesUnderBothSpellings() throws {
        for keyPath in ["blur.radius", "blurRadius"] {
            let t = try loaded(#"{"target": "to.glass", "keyPath": "\#(keyPath)", "from": 0, "to": 20}"#)
            // Linear at ¾: 15 points; the material (and its tint) stay.
            let blur = try #require(try node("to.glass", in: t, at: 0.75).blur)
            #expect(abs(blur.radius - 15) < 1e-9)
            #expect(blur.material == .systemThinMaterial)
        }
    }

    @Test func shadowAndBlurValueErrors() {
        let at = "t.json: transition.animations[0]"
        #expect(animationError(#"{"target": "to.box", "keyPath": "shadowOpacity", "from": 0, "to": 1.5}"#)
                == "\(at).to: expected a number in 0...1, found 1.5")
        let negative = animationError(#"{"target": "to.box", "keyPath": "shadowRadius", "from": -1, "to": 3}"#) ?? ""
        #expect(negative.hasPrefix("\(at).from: expected a number in 0...") && negative.hasSuffix(", found -1"), "\(negative)")
        #expect(animationError(#"{"target": "to.box", "keyPath": "shadowOffset", "from": 3, "to": [0, 1]}"#)?
                .hasPrefix("\(at).from: expected") == true)
        #expect(animationError(#"{"target": "to.box", "keyPath": "blur.radius", "from": 0, "to": 10}"#)
                == "\(at).target: expected a layer with a blur for blur.radius, found \"to.box\" (it has no blur)")
        #expect(animationError(#"{"target": "to", "keyPath": "blurRadius", "from": 0, "to": 10}"#)
                == "\(at).target: expected a layer with a blur for blur.radius, found \"to\" (a whole screen)")
    }

    @Test func layerShadowAndBlurKeysDecode() throws {
        let layer = try decodeLayer(##"{"id": "b", "frame": [0, 0, 10, 10], "shadowOpacity": 0.5, "shadowRadius": 8, "shadowOffset": [1, 2], "shadowColor": "#00FF00", "blur": {"style": "systemChromeMaterial", "radius": 12}}"##)
        #expect(layer.shadow == LayerShadow(color: Color(unchecked: 0, 1, 0), opacity: 0.5, radius: 8, offset: Vector(1, 2)))
        #expect(layer.blur == LayerBlur(material: .systemChromeMaterial, radius: 12))
        // The tint is the material's light one: #F2F2F2 at 0xF0/255 ≈ 0.94.
        #expect(layer.blur?.tint == BlurMaterial.systemChromeMaterial.tint(dark: false))
        #expect(errorLine(template(to: screen(#"{"id": "b", "frame": [0, 0, 10, 10], "shadowOpacity": 2}"#)))
                == "t.json: to.layers[0].shadowOpacity: expected a number in 0...1, found 2")
    }
}
