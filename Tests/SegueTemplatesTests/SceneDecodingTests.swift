import Testing
import SegueCore
@testable import SegueTemplates

struct SceneDecodingTests {
    func nameError(_ name: String) -> String? { errorLine(template(extra: #", "name": \#(name)"#)) }

    @Test func aNameIsOneVisiblePathComponent() throws {
        #expect(try decodeScene(template(extra: #", "name": "my-reveal v2""#)).name == "my-reveal v2")
        let expected = #"expected a name usable as a folder name (not empty, no "/", not starting with ".")"#
        #expect(nameError(#""../escape""#) == #"t.json: name: \#(expected), found "../escape""#)
        #expect(nameError(#""a/b""#) == #"t.json: name: \#(expected), found "a/b""#)
        #expect(nameError(#"".""#) == #"t.json: name: \#(expected), found ".""#)
        #expect(nameError(#""..""#) == #"t.json: name: \#(expected), found "..""#)
        #expect(nameError(#"".hidden""#) == #"t.json: name: \#(expected), found ".hidden""#)
        #expect(nameError(#""""#) == #"t.json: name: \#(expected), found """#)
        #expect(nameError("3") == #"t.json: name: \#(expected), found 3"#)
    }

    @Test func aFileNameThatGivesNoFolderNameNeedsAName() throws {
        // "...json" without its extension is "..": the parent folder, not a name.
        let expected = #"expected a name usable as a folder name (not empty, no "/", not starting with "."), found nothing (the file name gives ".."; add a name)"#
        #expect(throws: TemplateError(file: "...json", path: "name", message: expected)) {
            try TemplateLoader().decode(json: template(), file: "...json", directory: templatesDirectory)
        }
        #expect(try TemplateLoader().decode(json: template(extra: #", "name": "ok""#), file: "...json", directory: templatesDirectory).scene.name == "ok")
    }
}
