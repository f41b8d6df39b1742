import Testing
import SegueCore
@testable import SegueTemplates

struct CanvasDecodingTests {
    @Test func defaultsAreAnIPhoneAtScale2And60fps() throws {
        let scene = try decodeScene(template())
        #expect(scene.canvas == Canvas(size: Size(unchecked: 390, 844), scale: 2, fps: 60))
        #expect(scene.name == "t") // the file base name of t.json
    }

    @Test func decodesEveryKey() throws {
        let scene = try decodeScene(template(extra: #", "name": "n", "canvas": {"size": [320, 568], "scale": 3, "fps": 30}"#))
        #expect(scene.canvas == Canvas(size: Size(unchecked: 320, 568), scale: 3, fps: 30))
        #expect(scene.name == "n")
    }

    @Test func scalesBelowOneGiveQuickPreviews() throws {
        // Templates once allowed only 1...4; Core's rule starts at 0.25: 390×844 pt at 0.25× is
        // 97.5 → 98 by 211 px, within the pixel rule.
        let scene = try decodeScene(template(extra: #", "canvas": {"scale": 0.25}"#))
        #expect(scene.canvas == Canvas(size: Size(unchecked: 390, 844), scale: 0.25, fps: 60))
        #expect(scene.canvas.pixelWidth == 98 && scene.canvas.pixelHeight == 211)
    }

    @Test func rejectsAbsurdValues() {
        func canvasError(_ canvas: String) -> String? { errorLine(template(extra: #", "canvas": \#(canvas)"#)) }
        #expect(canvasError(#"{"size": [-390, 844]}"#) == "t.json: canvas.size[0]: expected a positive number at most 10000, found -390")
        // Core's rule (`Canvas.validate()`): scale 0.25...4, fps 1...240, 1 to 16384 pixels a side, 25 MP at most.
        #expect(canvasError(#"{"scale": 5}"#) == "t.json: canvas.scale: expected a number in 0.25...4, found 5")
        #expect(canvasError(#"{"scale": 0.2}"#) == "t.json: canvas.scale: expected a number in 0.25...4, found 0.2")
        #expect(canvasError(#"{"fps": 30.5}"#) == "t.json: canvas.fps: expected an integer in 1...240, found 30.5")
        #expect(canvasError(#"{"fps": true}"#) == "t.json: canvas.fps: expected an integer in 1...240, found true")
        #expect(canvasError(#"{"fps": "60"}"#) == "t.json: canvas.fps: expected an integer in 1...240, found \"60\"")
        // 5000 pt at 4× is 20000 px a side.
        #expect(canvasError(#"{"size": [5000, 5000], "scale": 4}"#)
                == "t.json: canvas: expected a canvas of 1 to 16384 px per side, 25 MP at most (size × scale), found 20000×20000 px")
        // 0.3 pt at 1× rounds to 0 pixels: nothing to draw.
        #expect(canvasError(#"{"size": [0.3, 100], "scale": 1}"#)
                == "t.json: canvas: expected a canvas of 1 to 16384 px per side, 25 MP at most (size × scale), found 0×100 px")
        // 1 pt at 0.25× is 0.25 px, which rounds to 0.
        #expect(canvasError(#"{"size": [1, 100], "scale": 0.25}"#)
                == "t.json: canvas: expected a canvas of 1 to 16384 px per side, 25 MP at most (size × scale), found 0×25 px")
        #expect(canvasError(#"{"sizes": [1, 1]}"#) == "t.json: canvas.sizes: expected a key among size, scale, fps, appearance, contentSize, device, orientation, found unknown key \"sizes\"")
    }
}

@Test func aCanvasHasAtMost25Megapixels() throws {
    // 5000 × 5000 px is exactly 25 000 000; one more row of 5000 is over.
    #expect(try decodeScene(template(extra: #", "canvas": {"size": [5000, 5000], "scale": 1}"#)).canvas.pixelWidth == 5000)
    #expect(errorLine(template(extra: #", "canvas": {"size": [5000, 5001], "scale": 1}"#))
            == "t.json: canvas: expected a canvas of 1 to 16384 px per side, 25 MP at most (size × scale), found 5000×5001 px")
}
