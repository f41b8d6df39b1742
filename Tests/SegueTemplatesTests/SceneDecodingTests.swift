import Testing
import SegueCore
@testable import SegueTemplates

struct SceneDecodingTests {
    func nameError(_ name: String) -> String? { errorLine(template(extra: #", "name": \#(name)"#)) }

    @Test func aNameIsOneVisiblePathComponent() throws {
        #expect(try decodeScene(template(extra: #", "name": "my-reveal v2""#)).name == "my-reveal v2")
        let expected = #"expected a name usable as a folder name (1 to 100 bytes, no "/", no control or bidi characters, not starting with ".")"#
        #expect(nameError(#""../escape""#) == #"t.json: name: \#(expected), found "../escape""#)
        #expect(nameError(#""a/b""#) == #"t.json: name: \#(expected), found "a/b""#)
        #expect(nameError(#"".""#) == #"t.json: name: \#(expected), found ".""#)
        #expect(nameError(#""..""#) == #"t.json: name: \#(expected), found "..""#)
        #expect(nameError(#"".hidden""#) == #"t.json: name: \#(expected), found ".hidden""#)
        #expect(nameError(#""""#) == #"t.json: name: \#(expected), found """#)
        #expect(nameError("3") == #"t.json: name: \#(expected), found 3"#)
    }

    @Test func aNameIsAtMost100BytesWithNoControlOrBidiCharacters() throws {
        let expected = #"expected a name usable as a folder name (1 to 100 bytes, no "/", no control or bidi characters, not starting with ".")"#
        // 100 bytes fit; 101 do not, nor 34 three-byte characters (102 bytes, 34 characters).
        let fits = String(repeating: "a", count: 100)
        #expect(try decodeScene(template(extra: #", "name": "\#(fits)""#)).name == fits)
        #expect(nameError(#""\#(fits)b""#) == #"t.json: name: \#(expected), found "\#(String(repeating: "a", count: 80))…""#)
        let wide = String(repeating: "日", count: 34)
        #expect(nameError(#""\#(wide)""#) == #"t.json: name: \#(expected), found "\#(wide)""#)
        // A newline, CR, ESC, a right-to-left override: each shown escaped, on one line.
        #expect(nameError(#""a\nb""#) == #"t.json: name: \#(expected), found "a\nb""#)
        #expect(nameError(#""a\rb""#) == #"t.json: name: \#(expected), found "a\rb""#)
        #expect(nameError(#""a\u001B[2Jb""#) == #"t.json: name: \#(expected), found "a\u{1B}[2Jb""#)
        #expect(nameError(#""a\u202Etxt""#) == #"t.json: name: \#(expected), found "a\u{202E}txt""#)
    }

    @Test func aFileNameThatGivesABadNameSaysSoEscaped() throws {
        let expected = #"expected a name usable as a folder name (1 to 100 bytes, no "/", no control or bidi characters, not starting with "."), found nothing (the file name gives "a\u{1B}]0;x"; add a name)"#
        #expect(throws: TemplateError(file: "a\u{1B}]0;x.json", path: "name", message: expected)) {
            try TemplateLoader().decode(json: template(), file: "a\u{1B}]0;x.json", directory: templatesDirectory)
        }
        // The file itself is escaped where the error names it.
        #expect(TemplateError(file: "a\u{1B}]0;x.json", path: "name", message: "m").description == #"a\u{1B}]0;x.json: name: m"#)
    }

    @Test func aFileNameThatGivesNoFolderNameNeedsAName() throws {
        // "...json" without its extension is "..": the parent folder, not a name.
        let expected = #"expected a name usable as a folder name (1 to 100 bytes, no "/", no control or bidi characters, not starting with "."), found nothing (the file name gives ".."; add a name)"#
        #expect(throws: TemplateError(file: "...json", path: "name", message: expected)) {
            try TemplateLoader().decode(json: template(), file: "...json", directory: templatesDirectory)
        }
        #expect(try TemplateLoader().decode(json: template(extra: #", "name": "ok""#), file: "...json", directory: templatesDirectory).scene.name == "ok")
    }
}

/// The composition keys of issue 14: `overlay`, `fixed`, and `animations` beside a built-in effect.
struct CompositionDecodingTests {
    let fadeWithAnimation = #"{"type": "fade", "operation": "push", "duration": 1, "animations": [{"target": "overlay.status", "keyPath": "opacity", "from": 1, "to": 0}]}"#

    @Test func overlayFixedAndAnimationsDecode() throws {
        let json = template(to: screen(#"{"id": "bar", "frame": [0, 0, 390, 96], "fixed": true}"#), transition: fadeWithAnimation,
                            extra: #", "overlay": [{"id": "status", "frame": [0, 0, 390, 44]}]"#)
        let scene = try decodeScene(json)
        #expect(scene.to.layers[0].fixed)
        #expect(scene.overlay.map(\.id) == ["status"])
        #expect(scene.transition.animations.map(\.target) == [.overlayLayer("status")])
    }

    @Test func badCompositionKeysAreErrorsAtTheirPaths() {
        #expect(errorLine(template(extra: #", "overlay": 3"#)) == "t.json: overlay: expected an array of layers, found 3")
        #expect(errorLine(template(to: screen(#"{"frame": [0, 0, 1, 1], "fixed": 1}"#)))
                == "t.json: to.layers[0].fixed: expected true or false, found 1")
        #expect(errorLine(template(extra: #", "overlay": [{"id": "a", "frame": [0, 0, 1, 1]}, {"id": "a", "frame": [0, 0, 1, 1]}]"#))
                == "t.json: overlay[1].id: expected a layer id unique within the overlay, found \"a\" again")
        // fixed and match mean nothing above the transition: errors, not silently ignored keys.
        #expect(errorLine(template(extra: #", "overlay": [{"id": "a", "frame": [0, 0, 1, 1], "fixed": true}]"#))
                == "t.json: overlay[0].fixed: expected no fixed key in an overlay layer (the overlay never moves), found true")
        #expect(errorLine(template(extra: #", "overlay": [{"frame": [0, 0, 1, 1], "sublayers": [{"frame": [0, 0, 1, 1], "match": "m"}]}]"#))
                == "t.json: overlay[0].sublayers[0].match: expected no match id in an overlay layer (only the two screens' layers pair up), found \"m\"")
        // A target on an overlay that has no such layer: the did-you-mean names the overlay's ids.
        #expect(errorLine(template(transition: fadeWithAnimation, extra: #", "overlay": [{"id": "stats", "frame": [0, 0, 1, 1]}]"#))
                == "t.json: transition.animations[0].target: expected the id of a layer of the overlay, found \"overlay.status\"; did you mean \"overlay.stats\"?")
    }
}
