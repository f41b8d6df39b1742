import Testing
import SegueCore
@testable import SegueTemplates

/// The registry of transition types: every name decodes into its Core effect, an unknown name
/// lists them all, and one type's keys are unknown keys to the others.
struct EffectDecodersTests {
    /// For each registered type, the keys (JSON text) of a smallest valid transition of it
    /// besides the common ones. A new effect needs an entry (see the first test).
    static let minimalKeys: [String: String] = [
        "fade": "",
        "slide": "",
        "zoom": #", "source": [0, 0, 10, 10]"#,
        "circleReveal": #", "origin": [10, 20]"#,
        "match": "",
        "custom": #", "animations": []"#,
        "navigation": "",
        "sheet": "",
        "flip": "",
        "cube": "",
    ]

    /// The operation a type's minimal transition uses when not `push` (a type may take only some).
    static let operations: [String: String] = [
        "sheet": "present",
    ]

    /// A template of a transition of `type` with `keys`, between screens sharing a match id
    /// (which the `match` type needs).
    func transition(type: String, _ keys: String) -> String {
        let matched = screen(#"{"frame": [0, 0, 10, 10], "match": "m"}"#)
        return template(from: matched, to: matched, transition: #"{"type": "\#(type)", "operation": "\#(Self.operations[type] ?? "push")", "duration": 1\#(keys)}"#)
    }

    @Test func theRegistryListsTheBuiltInEffectsInOrder() {
        // The order is the one error messages list them in.
        #expect(EffectDecoders.all.map(\.typeName) == ["fade", "slide", "zoom", "circleReveal", "match", "custom", "navigation", "sheet",
                                                      "flip", "cube"])
        #expect(EffectDecoders.all.map(\.typeName)
                == [FadeEffect.typeName, SlideEffect.typeName, ZoomEffect.typeName, CircleRevealEffect.typeName, MatchEffect.typeName, CustomEffect.typeName,
                   NavigationEffect.typeName, SheetEffect.typeName, FlipEffect.typeName, CubeEffect.typeName])
        #expect(EffectDecoders.named("circleReveal")?.keys == ["origin"])
        #expect(EffectDecoders.named("Fade") == nil) // names are case-sensitive
    }

    @Test func everyRegisteredTypeDecodesIntoItsEffect() throws {
        #expect(Set(EffectDecoders.all.map(\.typeName)) == Set(EffectDecodersTests.minimalKeys.keys))
        for decoder in EffectDecoders.all {
            let keys = try #require(EffectDecodersTests.minimalKeys[decoder.typeName])
            let effect = try decodeScene(transition(type: decoder.typeName, keys)).transition.effect
            #expect(effect.typeName == decoder.typeName)
        }
    }

    @Test func anUnknownTypeListsEveryName() {
        let names = #""fade", "slide", "zoom", "circleReveal", "match", "custom", "navigation", "sheet", "flip", "cube""#
        #expect(errorLine(transition(type: "curl", "")) == #"t.json: transition.type: expected one of \#(names), found "curl""#)
        #expect(errorLine(transition(type: "Fade", "")) == #"t.json: transition.type: expected one of \#(names), found "Fade""#)
        #expect(errorLine(template(transition: #"{"type": 3, "operation": "push", "duration": 1}"#))
                == #"t.json: transition.type: expected one of \#(names), found 3"#)
        #expect(errorLine(template(transition: #"{"operation": "push", "duration": 1}"#))
                == #"t.json: transition.type: expected one of \#(names), found nothing"#)
    }

    @Test func aKeyOfAnotherTypeIsAnErrorAtItsPath() throws {
        // Written out for two cases…
        #expect(errorLine(transition(type: "slide", #", "origin": [0, 0]"#))
                == #"t.json: transition.origin: expected a key among type, operation, duration, timing, dimming, animations, match, direction, parallax, found unknown key "origin""#)
        #expect(errorLine(transition(type: "custom", #", "animations": [], "source": "cell1""#))
                == #"t.json: transition.source: expected a key among type, operation, duration, timing, dimming, animations, match, toOnTop, found unknown key "source""#)
        // …and checked for every pair of types: each key of another type that this one does not take.
        for decoder in EffectDecoders.all {
            let minimal = try #require(EffectDecodersTests.minimalKeys[decoder.typeName])
            let allowed = (["type", "operation", "duration", "timing", "dimming", "animations", "match"] + decoder.keys).joined(separator: ", ")
            for key in Set(EffectDecoders.all.flatMap(\.keys)).subtracting(decoder.keys).sorted() {
                #expect(errorLine(transition(type: decoder.typeName, minimal + #", "\#(key)": 1"#))
                        == #"t.json: transition.\#(key): expected a key among \#(allowed), found unknown key "\#(key)""#)
            }
        }
    }
}
