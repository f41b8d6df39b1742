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
