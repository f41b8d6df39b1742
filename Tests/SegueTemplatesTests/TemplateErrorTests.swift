import Testing
import SegueCore
@testable import SegueTemplates

struct TemplateErrorTests {
    @Test func aShortPathIsShownWhole() {
        let error = TemplateError(file: "t.json", path: "transition.duration", message: "expected a positive number, found -1")
        #expect(error.description == "t.json: transition.duration: expected a positive number, found -1")
    }

    @Test func aLongPathKeepsItsStartAndEndAroundAnEllipsis() {
        let path = "to.layers[0]" + String(repeating: ".sublayers[0]", count: 100) + ".opacity"
        let shown = TemplateError(file: "t.json", path: path, message: "m").shownPath
        #expect(shown.count <= TemplateError.maxShownPathLength + 2)
        #expect(shown.hasPrefix("to.layers[0].sublayers[0].sublayers[0]."))
        #expect(shown.contains(".….sublayers[0]."))
        #expect(shown.hasSuffix(".sublayers[0].opacity"))
    }

    // Found while fuzzing: a mistake at the bottom of 120 nested sublayers gave a 1 656-character
    // line. Whatever is refused there (the opacity, or the depth where layers' depth is capped),
    // the line stays short and says where it starts.
    @Test func aMistakeDeepInNestedSublayersIsOneShortLine() throws {
        var layer = #"{"frame": [0, 0, 1, 1], "opacity": 2}"#
        for _ in 0..<120 { layer = #"{"frame": [0, 0, 1, 1], "sublayers": [\#(layer)]}"# }
        let line = try #require(errorLine(template(from: screen(layer))))
        #expect(line.hasPrefix("t.json: from.layers[0].sublayers[0].sublayers[0]."))
        #expect(line.count < 800)
    }
}
