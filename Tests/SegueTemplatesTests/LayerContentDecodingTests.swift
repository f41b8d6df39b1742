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
        let full = try decodeLayer(#"""
            {"id": "t", "frame": [0, 0, 1, 1], "text": {"string": "Hi\nthere", "size": 34, "weight": "heavy",
             "font": "DejaVu Serif", "color": "white", "alignment": "center", "numberOfLines": 0,
             "lineBreakMode": "truncatingMiddle"}}
            """#)
        #expect(full.content == .text(TextContent(string: "Hi\nthere", size: 34, weight: .heavy, font: "DejaVu Serif",
                                                  color: .white, alignment: .center, numberOfLines: 0,
                                                  lineBreakMode: .byTruncatingMiddle)))
        // UILabel's defaults: 17 pt, regular, the renderer's family, black, left, one line, tail truncation.
        let plain = try decodeLayer(#"{"id": "t", "frame": [0, 0, 1, 1], "text": {"string": "Hi"}}"#)
        #expect(plain.content == .text(TextContent(string: "Hi", size: 17, weight: .regular, font: nil, color: .black,
                                                   alignment: .left, numberOfLines: 1, lineBreakMode: .byTruncatingTail)))
    }

    @Test func textErrorsNameTheKeyAndTheAllowedValues() {
        func textError(_ keys: String) -> String? {
            errorLine(template(to: screen(#"{"id": "t", "frame": [0, 0, 1, 1], "text": {"string": "Hi", "# + keys + "}}")))
        }
        #expect(textError(#""numberOfLines": -1"#)
                == "t.json: to.layers[0].text.numberOfLines: expected an integer in 0...1000, found -1")
        #expect(textError(#""numberOfLines": 1.5"#)
                == "t.json: to.layers[0].text.numberOfLines: expected an integer in 0...1000, found 1.5")
        #expect(textError(#""lineBreakMode": "byTruncatingTail""#)
                == "t.json: to.layers[0].text.lineBreakMode: expected one of \"wordWrapping\", \"charWrapping\", "
                + "\"clipping\", \"truncatingHead\", \"truncatingTail\", \"truncatingMiddle\", found \"byTruncatingTail\"")
        #expect(textError(#""weight": "extraBold""#)
                == "t.json: to.layers[0].text.weight: expected one of \"ultraLight\", \"thin\", \"light\", \"regular\", "
                + "\"medium\", \"semibold\", \"bold\", \"heavy\", \"black\", found \"extraBold\"")
        #expect(textError(#""font": " ""#)
                == "t.json: to.layers[0].text.font: expected a font family name (a non-empty string), found \" \"")
        #expect(textError(#""font": 12"#)
                == "t.json: to.layers[0].text.font: expected a font family name (a non-empty string), found 12")
        #expect(textError(#""lines": 2"#)
                == "t.json: to.layers[0].text.lines: expected a key among string, size, textStyle, weight, font, color, alignment, "
                + "numberOfLines, lineBreakMode, found unknown key \"lines\"")
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
