import Testing
import SegueCore
@testable import SegueTemplates

/// Shared elements and the zoom's content modes in templates: keys, values and one-line errors.
struct MatchDecodingTests {
    static let matched = screen(#"{"frame": [0, 0, 10, 10], "match": "m"}"#)

    func zoom(_ keys: String) -> String {
        template(transition: #"{"type": "zoom", "operation": "push", "duration": 1, "source": [0, 0, 10, 10]\#(keys)}"#)
    }

    @Test func zoomContentIsOneOfThreeModesScaleByDefault() throws {
        func content(_ json: String) throws -> ZoomContent? { (try decodeScene(json).transition.effect as? ZoomEffect)?.content }
        #expect(try content(zoom("")) == .scale)
        #expect(try content(zoom(#", "content": "resize""#)) == .resize)
        #expect(try content(zoom(#", "content": "crossfade""#)) == .crossfade)
        #expect(errorLine(zoom(#", "content": "stretch""#))
                == #"t.json: transition.content: expected one of "scale", "resize", "crossfade", found "stretch""#)
    }

    @Test func theMatchTypeAndMatchTrueDecode() throws {
        let scene = try decodeScene(template(from: MatchDecodingTests.matched, to: MatchDecodingTests.matched,
                                             transition: #"{"type": "match", "operation": "present", "duration": 1}"#))
        #expect(scene.transition.effect is MatchEffect)
        #expect(scene.to.layers[0].match == "m")
        let slide = try decodeScene(template(from: MatchDecodingTests.matched, to: MatchDecodingTests.matched,
                                             transition: #"{"type": "slide", "operation": "push", "duration": 1, "match": true}"#))
        #expect(slide.transition.match)
        // The pair is resolved when the template loads: the morph's node id.
        let loaded = try decode(template(from: MatchDecodingTests.matched, to: MatchDecodingTests.matched,
                                         transition: #"{"type": "match", "operation": "present", "duration": 1}"#))
        #expect(loaded.scene.matchPairs.map(\.nodeID) == ["match.m"])
    }

    @Test func errorsNameTheFileAndPath() {
        #expect(errorLine(template(to: screen(#"{"frame": [0, 0, 10, 10], "match": 3}"#)))
                == "t.json: to.layers[0].match: expected a shared-element id (a non-empty string), found 3")
        let twice = screen(#"{"frame": [0, 0, 10, 10], "match": "m"}, {"frame": [0, 0, 10, 10], "sublayers": [{"frame": [0, 0, 5, 5], "match": "m"}]}"#)
        #expect(errorLine(template(from: twice))
                == #"t.json: from.layers[1].sublayers[0].match: expected a match id used once on its screen, found "m" again"#)
        #expect(errorLine(template(from: MatchDecodingTests.matched,
                                   transition: #"{"type": "fade", "operation": "push", "duration": 1, "match": true}"#))
                == #"t.json: transition.match: expected a match id on both screens, found from: "m"; to: none"#)
        #expect(errorLine(template(transition: #"{"type": "match", "operation": "push", "duration": 1}"#))
                == "t.json: transition.type: expected a match id on both screens, found from: none; to: none")
    }
}
