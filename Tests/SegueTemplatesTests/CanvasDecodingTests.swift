import Testing
import SegueCore
@testable import SegueTemplates

struct CanvasDecodingTests {
    @Test func defaultsAreAnIPhoneAtScale2And60fps() throws {
        let scene = try decode(template())
        #expect(scene.canvas == Canvas(size: Size(unchecked: 390, 844), scale: 2, fps: 60))
        #expect(scene.name == "t") // the file base name of t.json
    }

    @Test func decodesEveryKey() throws {
        let scene = try decode(template(extra: #", "name": "n", "canvas": {"size": [320, 568], "scale": 3, "fps": 30}"#))
        #expect(scene.canvas == Canvas(size: Size(unchecked: 320, 568), scale: 3, fps: 30))
        #expect(scene.name == "n")
    }

    @Test func rejectsAbsurdValues() {
        func canvasError(_ canvas: String) -> String? { errorLine(template(extra: #", "canvas": \#(canvas)"#)) }
        #expect(canvasError(#"{"size": [-390, 844]}"#) == "t.json: canvas.size[0]: expected a positive number at most 10000, found -390")
        #expect(canvasError(#"{"scale": 5}"#) == "t.json: canvas.scale: expected a number in 1...4, found 5")
        #expect(canvasError(#"{"fps": 30.5}"#) == "t.json: canvas.fps: expected an integer in 1...240, found 30.5")
        #expect(canvasError(#"{"fps": true}"#) == "t.json: canvas.fps: expected an integer in 1...240, found true")
        #expect(canvasError(#"{"fps": "60"}"#) == "t.json: canvas.fps: expected an integer in 1...240, found \"60\"")
        #expect(canvasError(#"{"size": [5000, 5000], "scale": 4}"#) == "t.json: canvas: expected a canvas at most 16384 pixels on a side, found 20000 pixels (size × scale)")
        // 0.3 pt at 1× rounds to 0 pixels: nothing to draw.
        #expect(canvasError(#"{"size": [0.3, 100], "scale": 1}"#) == "t.json: canvas: expected a canvas at least 1 pixel on a side, found 0×100 pixels (size × scale)")
        #expect(canvasError(#"{"sizes": [1, 1]}"#) == "t.json: canvas.sizes: expected a key among size, scale, fps, found unknown key \"sizes\"")
    }
}
