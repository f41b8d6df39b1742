import Testing
@testable import SegueTemplates

/// Whatever a template holds, its error is one line with no raw control character: keys,
/// string values, ids, path data and JSON syntax are echoed as `MessageText` escapes them.
@Suite struct MessageEscapingTests {
    @Test func anUnknownKeyWithANewlineIsEscapedInThePathAndTheMessage() {
        // JSON "\n" in a key is a newline character in it.
        #expect(errorLine(template(to: #"{"lay\ners": []}"#))
                == #"t.json: to.lay\ners: expected a key among background, image, layers, statusBar, navigationBar, tabBar, homeIndicator, found unknown key "lay\ners""#)
    }

    @Test func anUnknownKeyWithAnEscapeSequenceIsEscaped() {
        // ESC ] 0 ; … BEL would set the terminal's title.
        #expect(errorLine(template(to: #"{"\u001B]0;pwned\u0007": []}"#))
                == #"t.json: to.\u{1B}]0;pwned\u{7}: expected a key among background, image, layers, statusBar, navigationBar, tabBar, homeIndicator, found unknown key "\u{1B}]0;pwned\u{7}""#)
    }

    @Test func aLongValueIsCutWithAnEllipsis() {
        let long = String(repeating: "x", count: 10_000)
        let shown = String(repeating: "x", count: 80) + "…"
        #expect(errorLine(template(to: #"{"background": "\#(long)"}"#))
                == #"t.json: to.background: expected a colour (#RRGGBB, #RRGGBBAA, clear, white, black or a system colour such as systemBlue), found "\#(shown)""#)
        // A long unknown key is cut in the path and in the message.
        #expect(errorLine(template(to: #"{"\#(long)": 1}"#))
                == #"t.json: to.\#(shown): expected a key among background, image, layers, statusBar, navigationBar, tabBar, homeIndicator, found unknown key "\#(shown)""#)
    }

    @Test func aLayerIdWithABidiOverrideIsEscaped() {
        let layer = #"{"id": "a[\u202E]", "frame": [0, 0, 1, 1]}"#
        #expect(errorLine(template(to: screen(layer)))
                == #"t.json: to.layers[0].id: expected a layer id without "[" (such names are the paths of layers without an id), found "a[\u{202E}]""#)
    }

    @Test func pathDataWithAControlCharacterIsEscaped() {
        let layer = #"{"id": "s", "frame": [0, 0, 1, 1], "shape": {"path": "M 0 0 \u001B[2J"}}"#
        #expect(errorLine(template(to: screen(layer)))
                == #"t.json: to.layers[0].shape.path: expected a path command (one of M L H V C S Q T A Z, either case) at character 7 of the path data, found '\u{1B}'"#)
    }

    @Test func jsonSyntaxErrorsShowTheCharacterEscaped() {
        // U+2028 (a line separator) outside a string.
        #expect(errorLine("{\"a\": \u{2028}}") == #"t.json: line 1, column 7: expected a value, found '\u{2028}'"#)
        // A raw control character in a string is named, not echoed.
        #expect(errorLine("{\"a\nb\" 1}") == #"t.json: line 1, column 4: expected a character or an escape in a string, found a control character"#)
        // A key with an escaped ESC, given twice.
        #expect(errorLine(#"{"a\u001B": 1, "a\u001B": 2}"#) == #"t.json: line 1, column 16: expected a key not used before in this object, found a second "a\u{1B}""#)
    }
}
