import Testing
import SegueCore
@testable import SegueTemplates

/// Every count limit of `TemplateLimits` (the "Limits" table of docs/templates.md): a template exactly at
/// the limit decodes, one item more fails with one line at the JSON path of the item that
/// passed it.
struct TemplateLimitsTests {
    /// `n` plain layers, `"frame": [0, 0, 1, 1]` each, as JSON text.
    private func layers(_ n: Int) -> String {
        Array(repeating: #"{"frame": [0, 0, 1, 1]}"#, count: n).joined(separator: ",")
    }

    @Test func aScreenHoldsAtMostMaxLayersSublayersIncluded() throws {
        let max = TemplateLimits.maxLayersPerScreen
        #expect(try decodeScene(template(to: screen(layers(max)))).to.layers.count == max)
        // One top layer with the rest as its sublayers: the count includes every depth.
        let nested = #"{"frame": [0, 0, 1, 1], "sublayers": [\#(layers(max))]}"#
        #expect(errorLine(template(to: screen(nested)))
                == "t.json: to.layers[0].sublayers[\(max - 1)]: expected at most \(max) layers in a screen (sublayers included), found more")
        // Each screen has the limit to itself.
        #expect(errorLine(template(from: screen(layers(max)), to: screen(layers(max)))) == nil)
    }

    @Test func sublayersNestAtMostMaxLayerDepthDeep() throws {
        func chain(_ depth: Int) -> String {
            (1..<depth).reduce(#"{"frame": [0, 0, 1, 1]}"#) { inner, _ in #"{"frame": [0, 0, 1, 1], "sublayers": [\#(inner)]}"# }
        }
        let max = TemplateLimits.maxLayerDepth
        #expect(errorLine(template(to: screen(chain(max)))) == nil)
        // The layer one level too deep is the 17th on the chain: layers[0] and 16 sublayers[0].
        let path = "to.layers[0]" + String(repeating: ".sublayers[0]", count: max)
        #expect(errorLine(template(to: screen(chain(max + 1))))
                == "t.json: \(path): expected sublayers nested at most \(max) deep, found deeper")
    }

    /// A shape layer whose path is `path` (JSON text).
    private func shape(_ path: String) -> String {
        #"{"frame": [0, 0, 10, 10], "shape": {"path": \#(path)}}"#
    }

    @Test func aPathHasAtMostMaxPathSegmentsElements() throws {
        let max = TemplateLimits.maxPathSegments
        // SVG data: a move and max − 1 implicit line-tos make max elements.
        let data = "M0 0" + String(repeating: " 1 1", count: max - 1)
        #expect(try decodePath("\"\(data)\"").elements.count == max)
        #expect(errorLine(template(to: screen(shape("\"\(data) 2 2\""))))
                == "t.json: to.layers[0].shape.path: expected a path of at most \(max) elements, found \(max + 1)")
        // Commands are counted before the path is built.
        let commands = "[" + Array(repeating: #"["line", 1, 1]"#, count: max + 1).joined(separator: ",") + "]"
        #expect(errorLine(template(to: screen(shape(#"{"commands": \#(commands)}"#))))
                == "t.json: to.layers[0].shape.path.commands: expected a path of at most \(max) elements, found \(max + 1) commands")
    }

    @Test func aScreenHasAtMostMaxPathSegmentsPerScreenElements() throws {
        let perPath = TemplateLimits.maxPathSegments
        let paths = TemplateLimits.maxPathSegmentsPerScreen / perPath
        let full = shape("\"M0 0" + String(repeating: " 1 1", count: perPath - 1) + "\"")
        let atLimit = Array(repeating: full, count: paths).joined(separator: ",")
        #expect(errorLine(template(to: screen(atLimit))) == nil)
        // A mask's path counts too: a rectangle is 5 elements (move, 3 lines, close).
        let mask = #"{"frame": [0, 0, 10, 10], "mask": {"rect": [0, 0, 1, 1]}}"#
        #expect(errorLine(template(to: screen(atLimit + "," + mask)))
                == "t.json: to.layers[\(paths)].mask: expected at most \(TemplateLimits.maxPathSegmentsPerScreen) path elements in a screen (or in a transition's animations), found more")
    }

    /// A text layer showing `string`.
    private func text(_ string: String) -> String {
        #"{"frame": [0, 0, 10, 10], "text": {"string": "\#(string)"}}"#
    }

    @Test func textIsLimitedPerLayerAndPerScreenInCharacters() throws {
        let max = TemplateLimits.maxTextCharacters
        // "é" is one character (and two bytes of UTF-8): the limit counts characters.
        #expect(errorLine(template(to: screen(text(String(repeating: "é", count: max))))) == nil)
        #expect(errorLine(template(to: screen(text(String(repeating: "é", count: max + 1)))))
                == "t.json: to.layers[0].text.string: expected a text of at most \(max) characters, found \(max + 1)")
        let layersAtLimit = TemplateLimits.maxTextCharactersPerScreen / max
        let full = Array(repeating: text(String(repeating: "a", count: max)), count: layersAtLimit)
        #expect(errorLine(template(to: screen(full.joined(separator: ",")))) == nil)
        #expect(errorLine(template(to: screen((full + [text("a")]).joined(separator: ","))))
                == "t.json: to.layers[\(layersAtLimit)].text.string: expected at most \(TemplateLimits.maxTextCharactersPerScreen) characters of text in a screen, found more")
    }

    @Test func aTransitionHasAtMostMaxAnimations() throws {
        let animation = #"{"target": "to", "keyPath": "opacity", "from": 0, "to": 1}"#
        func custom(_ n: Int) -> String {
            #"{"type": "custom", "operation": "push", "duration": 1, "animations": [\#(Array(repeating: animation, count: n).joined(separator: ","))]}"#
        }
        let max = TemplateLimits.maxAnimations
        #expect(try decodeScene(template(transition: custom(max))).transition.effect is CustomEffect)
        #expect(errorLine(template(transition: custom(max + 1)))
                == "t.json: transition.animations: expected at most \(max) animations, found \(max + 1)")
    }

    @Test func anInteractionHasAtMostMaxKeyframes() throws {
        let max = TemplateLimits.maxKeyframes
        func progress(_ n: Int) -> String {
            // n keyframes 1 ms apart, all within the gesture.
            let frames = (0..<n).map { "[\(Double($0) / 1000), 0.5]" }.joined(separator: ",")
            return #", "interaction": {"progress": [\#(frames)]}"#
        }
        #expect(errorLine(template(extra: progress(max))) == nil)
        #expect(errorLine(template(extra: progress(max + 1)))
                == "t.json: interaction.progress: expected at most \(max) keyframes, found \(max + 1)")
    }

    @Test func aJSONStringHasAtMostAMebibyte() throws {
        let long = String(repeating: "a", count: JSONParser.maxStringBytes + 1)
        // The parser stops at the byte past the limit: line 1, after `{"name": "` and 2^20 bytes.
        #expect(errorLine(#"{"name": "\#(long)"}"#)
                == "t.json: line 1, column \(11 + JSONParser.maxStringBytes): expected a string of at most \(JSONParser.maxStringBytes) bytes, found a longer one")
    }

    @Test func anObjectWithManyKeysFindsADuplicateAtItsLine() throws {
        // 100 000 distinct keys parse (a Set finds duplicates; a scan of the keys so far was quadratic)
        // and the one duplicate is reported where it is written.
        let keys = (0..<100_000).map { "\"k\($0)\": 0" }.joined(separator: ",\n")
        #expect(errorLine("{" + keys + ",\n\"k7\": 1}")
                == "t.json: line 100001, column 1: expected a key not used before in this object, found a second \"k7\"")
    }
}

@Test func aNumberOfAMillionDigitsIsCutInTheMessage() {
    // Valid JSON, within Double's range (0.111…), and wrong for fps: the message shows its first
    // 80 characters and "…", not a million-character line.
    let digits = String(repeating: "1", count: 1_000_000)
    let shown = "0." + String(repeating: "1", count: 78) + "…"
    #expect(errorLine(template(extra: #", "canvas": {"fps": 0.\#(digits)}"#))
            == "t.json: canvas.fps: expected an integer in 1...240, found \(shown)")
}
