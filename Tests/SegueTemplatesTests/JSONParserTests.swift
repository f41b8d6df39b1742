import Testing
@testable import SegueTemplates

struct JSONParserTests {
    @Test func parsesValuesKeepingKeyOrderAndNumberText() throws {
        let value = try JSONParser.parse("{\"b\": [1, -2.5e1, true, null],\n  \"a\": \"x\\u00e9\\n\"}")
        guard case .object(let members) = value.kind else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a"]) // written order, not sorted
        guard case .array(let items) = members[0].value.kind, case .number(let n, let text) = items[1].kind else {
            Issue.record("not an array"); return
        }
        #expect(n == -25 && text == "-2.5e1") // -2.5·10¹
        guard case .string(let s) = members[1].value.kind else { Issue.record("not a string"); return }
        #expect(s == "xé\n")
        // Values keep no line or column: decoding errors name JSON paths, and only syntax
        // errors give positions (malformedJSONNamesLineAndColumn).
    }

    @Test func decodesSurrogatePairs() throws {
        let value = try JSONParser.parse(#""\ud83d\ude00""#)
        guard case .string(let s) = value.kind else { Issue.record("not a string"); return }
        #expect(s == "😀") // U+1F600 = 0x10000 + (0x3D << 10) + 0x200
    }

    @Test func escapesAndRawCharactersMixInOneString() throws {
        // "é" raw (2 bytes), then \u00e9, \n, \t, \/ and a surrogate pair, 10 000 times over.
        let unit = #"é\u00e9\n\t\/\ud83d\ude00"#
        let value = try JSONParser.parse("\"" + String(repeating: unit, count: 10_000) + "\"")
        guard case .string(let s) = value.kind else { Issue.record("not a string"); return }
        #expect(s == String(repeating: "éé\n\t/😀", count: 10_000))
    }

    @Test func malformedJSONNamesLineAndColumn() {
        // Line 2 is `  "to": }`: the value should start at column 9, where '}' is.
        #expect(errorLine("{\"from\": {},\n  \"to\": }") == "t.json: line 2, column 9: expected a value, found '}'")
        #expect(errorLine("{\"a\": 1,}") == "t.json: line 1, column 9: expected a key in double quotes, found '}'")
        #expect(errorLine("{\"a\": 01}") == "t.json: line 1, column 8: expected ',' or '}' in an object, found '1'")
        #expect(errorLine("{\"a\": 1") == "t.json: line 1, column 8: expected ',' or '}' in an object, found the end of the document")
        #expect(errorLine("{} x") == "t.json: line 1, column 4: expected the end of the document, found 'x'")
        #expect(errorLine("{\"a\": 1, \"a\": 2}") == "t.json: line 1, column 10: expected a key not used before in this object, found a second \"a\"")
    }

    @Test func aNumberBeyondDoublesRangeIsNamedByItsJSONPath() {
        // Well-formed text with a value no Double holds: the value's fault, named as the decoder
        // names the values it refuses (1e-999 rounds to 0 and is a number like any other).
        #expect(errorLine(#"{"from": {"layers": [{"transform": {"perspective": 1e999}}]}}"#)
                == "t.json: from.layers[0].transform.perspective: expected a number within Double's range, found 1e999")
        #expect(errorLine("[1, -1e999]") == "t.json: [1]: expected a number within Double's range, found -1e999")
        #expect(errorLine("1e999") == "t.json: $: expected a number within Double's range, found 1e999")
    }

    @Test func nanAndInfinityAreNamedByTheirJSONPath() {
        // What JavaScript's and Python's writers emit for numbers JSON cannot hold: the value at
        // that path is at fault, and saying so beats "found 'N'".
        #expect(errorLine(#"{"from": {"layers": [{"transform": {"rotationY": NaN}}]}}"#)
                == "t.json: from.layers[0].transform.rotationY: expected a number, found NaN (JSON has no NaN or Infinity)")
        #expect(errorLine(#"{"a": [0, -Infinity]}"#) == "t.json: a[1]: expected a number, found -Infinity (JSON has no NaN or Infinity)")
        #expect(errorLine("Infinity") == "t.json: $: expected a number, found Infinity (JSON has no NaN or Infinity)")
        // A word that only starts like one is still a stray character.
        #expect(errorLine(#"{"a": Nope}"#) == "t.json: line 1, column 7: expected a value, found 'N'")
    }

    @Test func columnsCountCharactersNotBytes() {
        // "é" is two UTF-8 bytes but one column: `{"é": ?` puts '?' at column 7.
        #expect(errorLine("{\"é\": ?}") == "t.json: line 1, column 7: expected a value, found '?'")
    }
}
