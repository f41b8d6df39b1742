import Testing
import SegueCore
@testable import SegueTemplates

struct ScreenDecodingTests {
    @Test func decodesBackgroundImageAndLayers() throws {
        let scene = try decodeScene(template(to: ##"{"background": "#1C1C1E", "image": "screens/list.json", "layers": [{"id": "a", "frame": [1, 2, 3, 4]}]}"##))
        #expect(scene.to.background == (try Color(hex: "#1C1C1E")))
        #expect(scene.to.image == templatesDirectory + "/screens/list.json") // resolved against the template's folder
        #expect(scene.to.layers.map(\.id) == ["a"])
        #expect(scene.from == Screen()) // defaults: white, no image, no layers
    }

    @Test func readsAScreenFileRelativeToTheTemplate() throws {
        let scene = try decodeScene(template(from: #""screens/list.json""#))
        #expect(scene.from.background == (try Color(hex: "#F2F2F7")))
        #expect(scene.from.findLayer("button")?.frameInScreen == Rect(302, 696, 56, 56)) // centre (390−60, 844−120), radius 28
    }

    @Test func missingFilesAreNamedWithTheirJSONPath() {
        #expect(errorLine(template(to: #"{"image": "nope.png"}"#))
                == "t.json: to.image: expected an existing file, found \"nope.png\" (no file at \(templatesDirectory)/nope.png)")
        #expect(errorLine(template(from: #""screens/nope.json""#))
                == "t.json: from: expected a readable screen file, found \"screens/nope.json\" (\(templatesDirectory)/screens/nope.json: no such file)")
    }

    // Found by fuzzing: the resolved path in parentheses echoed the template's string raw, so a
    // DEL or newline in a reference reached the message (and a 10 000-character one made it 10 KB).
    @Test func aMissingReferenceIsEchoedEscapedAndCut() throws {
        #expect(errorLine(template(from: #""screens/a\u007Fb\njson""#))
                == "t.json: from: expected a readable screen file, found \"screens/a\\u{7F}b\\njson\" (\(templatesDirectory)/screens/a\\u{7F}b\\njson: no such file)")
        #expect(errorLine(template(to: #"{"image": "x\ny.png"}"#))
                == "t.json: to.image: expected an existing file, found \"x\\ny.png\" (no file at \(templatesDirectory)/x\\ny.png)")
        let long = String(repeating: "a", count: 10_000)
        let line = try #require(errorLine(template(to: #"{"image": "\#(long)"}"#)))
        #expect(line.count < templatesDirectory.count + 300) // the sentence and two echoes of at most 80 characters
        #expect(line.contains(String(repeating: "a", count: 10) + "…"))
    }

    @Test func aSandboxRefusalEchoesTheReferenceEscaped() {
        let files = InMemoryResources(texts: ["mem/t.json": template(from: #""../\u001B]0;x""#)])
        #expect(throws: TemplateError(file: "mem/t.json", path: "from",
                                      message: #"expected a relative path inside the template's folder (sandboxed), found "../\u{1B}]0;x""#)) {
            _ = try TemplateLoader(resources: files, sandboxed: true).load(file: "mem/t.json")
        }
    }

    @Test func aDirectoryIsNamedAsOneNotAsMissing() {
        // Templates/screens exists, as a folder.
        #expect(errorLine(template(to: #"{"image": "screens"}"#))
                == "t.json: to.image: expected an existing file, found \"screens\" (\(templatesDirectory)/screens: a directory, not a regular file)")
        #expect(errorLine(template(from: #""screens""#))
                == "t.json: from: expected a readable screen file, found \"screens\" (\(templatesDirectory)/screens: a directory, not a regular file)")
    }

    @Test func duplicateIdsAnywhereInAScreenAreErrors() {
        let layers = #"{"id": "a", "frame": [0, 0, 1, 1], "sublayers": [{"id": "b", "frame": [0, 0, 1, 1]}]}, {"id": "b", "frame": [0, 0, 1, 1]}"#
        #expect(errorLine(template(to: screen(layers))) == "t.json: to.layers[1].id: expected a layer id unique within its screen, found \"b\" again")
        // In a screen file, the path is from that file's root and the error names the file.
        let files = InMemoryResources(texts: ["mem/t.json": template(from: #""s.json""#), "mem/s.json": screen(layers)])
        #expect(throws: TemplateError(file: "mem/s.json", path: "layers[1].id", message: "expected a layer id unique within its screen, found \"b\" again",
                                      namedBy: TemplateError.Reference(file: "mem/t.json", path: "from"))) {
            try TemplateLoader(resources: files).load(file: "mem/t.json")
        }
        // The same id on the two screens is fine: ids are unique per screen.
        let a = screen(#"{"id": "a", "frame": [0, 0, 1, 1]}"#)
        #expect(throws: Never.self) { try decode(template(from: a, to: a)) }
    }

    @Test func unknownKeysAndWrongTypesAreErrors() {
        #expect(errorLine(template(to: #"{"backgrund": "white"}"#)) == "t.json: to.backgrund: expected a key among background, image, layers, statusBar, navigationBar, tabBar, homeIndicator, found unknown key \"backgrund\"")
        #expect(errorLine(template(to: #"{"layers": {}}"#)) == "t.json: to.layers: expected an array of layers, found an object")
        #expect(errorLine(template(to: "5")) == "t.json: to: expected an object, found 5")
    }
}
