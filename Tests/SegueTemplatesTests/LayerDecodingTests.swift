import Testing
import SegueCore
@testable import SegueTemplates

struct LayerDecodingTests {
    @Test func decodesEveryKey() throws {
        let layer = try decodeLayer(#"""
            {"id": "a", "frame": [10, 20, 30, 40], "backgroundColor": "systemBlue", "cornerRadius": 4,
             "borderWidth": 2, "borderColor": "black", "opacity": 0.5, "masksToBounds": true,
             "transform": {"scale": [2, 3], "rotation": 0.5, "translation": [5, -6]},
             "mask": {"rect": [0, 0, 30, 40]},
             "sublayers": [{"id": "b", "frame": [1, 1, 2, 2]}]}
            """#)
        #expect(layer.id == "a" && layer.frame == Rect(10, 20, 30, 40))
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

    @Test func uniformScale() throws {
        let layer = try decodeLayer(#"{"id": "a", "frame": [0, 0, 1, 1], "transform": {"scale": 1.5}}"#)
        #expect(layer.transform == LayerTransform(scaleX: 1.5, scaleY: 1.5))
    }

    @Test func errorsNameTheLayersPath() {
        func layerError(_ layer: String) -> String? { errorLine(template(to: screen(layer))) }
        #expect(layerError(#"{"frame": [0, 0, 1, 1]}"#) == "t.json: to.layers[0].id: expected a layer id (a non-empty string), found nothing")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, -1, 1]}"#) == "t.json: to.layers[0].frame[2]: expected a number in 0...10000, found -1")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1]}"#) == "t.json: to.layers[0].frame: expected an array [x, y, width, height], found an array of 3")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1, 1], "opacity": 2}"#) == "t.json: to.layers[0].opacity: expected a number in 0...1, found 2")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1, 1], "masksToBounds": 1}"#) == "t.json: to.layers[0].masksToBounds: expected true or false, found 1")
        #expect(layerError(##"{"id": "a", "frame": [0, 0, 1, 1], "backgroundColor": "#12345"}"##)
                == "t.json: to.layers[0].backgroundColor: expected a colour (#RRGGBB, #RRGGBBAA, clear, white, black or a system colour such as systemBlue), found \"#12345\"")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1, 1], "text": {"string": "x"}, "shape": {"path": ""}}"#)
                == "t.json: to.layers[0].shape: expected at most one of shape, image, text, found both text and shape")
        #expect(layerError(#"{"id": "a", "frame": [0, 0, 1, 1], "transform": {"rotate": 1}}"#)
                == "t.json: to.layers[0].transform.rotate: expected a key among scale, rotation, translation, found unknown key \"rotate\"")
    }
}
