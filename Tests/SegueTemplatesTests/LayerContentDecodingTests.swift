import Testing
import SegueCore
@testable import SegueTemplates

struct LayerContentDecodingTests {
    @Test func shapeDecodesEveryKey() throws {
        let layer = try decodeLayer(#"""
            {"id": "s", "frame": [0, 0, 10, 10], "shape": {"path": "M 0 0 L 10 0", "fillColor": "clear",
             "strokeColor": "systemRed", "lineWidth": 5, "lineCap": "round", "lineJoin": "bevel",
             "fillRule": "evenOdd", "strokeStart": 0.25, "strokeEnd": 0.75}}
            """#)
        let path = BezierPath(elements: [.move(to: Point(0, 0)), .line(to: Point(10, 0))])
        #expect(layer.content == .shape(ShapeContent(path: path, fillColor: .clear, strokeColor: try Color(hex: "#FF3B30"),
                                                     lineWidth: 5, lineCap: .round, lineJoin: .bevel, fillRule: .evenOdd,
                                                     strokeStart: 0.25, strokeEnd: 0.75)))
    }

    @Test func shapeDefaultsAreCAShapeLayers() throws {
        let layer = try decodeLayer(#"{"id": "s", "frame": [0, 0, 1, 1], "shape": {"path": ""}}"#)
        #expect(layer.content == .shape(ShapeContent(path: BezierPath()))) // black fill, no stroke, width 1
    }

    @Test func imageResolvesAgainstTheTemplateAndItsBytesComeWithIt() throws {
        // Any readable file will do: the loader does not decode images.
        let loaded = try decode(template(to: screen(#"{"id": "i", "frame": [0, 0, 1, 1], "image": {"file": "screens/detail.json", "contentMode": "scaleAspectFill"}}"#)))
        let file = templatesDirectory + "/screens/detail.json"
        #expect(loaded.scene.scene.to.layers[0].content == .image(ImageContent(file: file, contentMode: .scaleAspectFill)))
        #expect(loaded.images == [file: try FileResources().read(file).get()])
    }

    @Test func textDecodesEveryKeyAndDefaults() throws {
        let full = try decodeLayer(#"{"id": "t", "frame": [0, 0, 1, 1], "text": {"string": "Hi", "size": 34, "weight": "bold", "color": "white", "alignment": "center"}}"#)
        #expect(full.content == .text(TextContent(string: "Hi", size: 34, weight: .bold, color: .white, alignment: .center)))
        let plain = try decodeLayer(#"{"id": "t", "frame": [0, 0, 1, 1], "text": {"string": "Hi"}}"#)
        #expect(plain.content == .text(TextContent(string: "Hi", size: 17, weight: .regular, color: .black, alignment: .left)))
    }

    @Test func contentErrors() {
        func layerError(_ layer: String) -> String? { errorLine(template(to: screen(layer))) }
        #expect(layerError(#"{"id": "s", "frame": [0, 0, 1, 1], "shape": {"path": "", "lineCap": "flat"}}"#)
                == "t.json: to.layers[0].shape.lineCap: expected one of \"butt\", \"round\", \"square\", found \"flat\"")
        #expect(layerError(#"{"id": "i", "frame": [0, 0, 1, 1], "image": {"file": "none.png"}}"#)
                == "t.json: to.layers[0].image.file: expected an existing file, found \"none.png\" (no file at \(templatesDirectory)/none.png)")
        #expect(layerError(#"{"id": "t", "frame": [0, 0, 1, 1], "text": {"size": 12}}"#)
                == "t.json: to.layers[0].text.string: expected a string, found nothing")
    }
}
