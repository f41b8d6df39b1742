import SegueCore
@testable import SegueTemplates
import Testing

/// `"$schema"` at the top of a template or a screen file, as editors read it (VS Code, JetBrains):
/// accepted when it is a string, ignored, so the scene is the one without it.
@Suite struct SchemaKeyDecodingTests {
    @Test func aTemplateMayNameItsSchema() throws {
        let plain = template()
        let named = template(extra: #", "$schema": "schema/segue.schema.json""#)
        #expect(try decodeScene(named) == decodeScene(plain))
    }

    @Test func aScreenFileMayNameItsSchema() throws {
        let resources = InMemoryResources(texts: [
            "/t/screens/s.json": ##"{"$schema": "../schema/segue.schema.json", "background": "#FF0000"}"##,
        ])
        let loaded = try TemplateLoader(resources: resources).loadScreen(file: "/t/screens/s.json")
        #expect(loaded.screen.background == Color(unchecked: 1, 0, 0, 1))
        let json = template(from: #""screens/s.json""#)
        let scene = try TemplateLoader(resources: resources).decode(json: json, file: "/t/t.json", directory: "/t").scene.scene
        #expect(scene.from.background == Color(unchecked: 1, 0, 0, 1))
    }

    @Test func aSchemaThatIsNotAStringIsAnError() {
        #expect(errorLine(template(extra: #", "$schema": true"#))
            == "t.json: $schema: expected a JSON Schema URL or path (a string), found true")
        #expect(errorLine(template(to: #"{"$schema": 1}"#)) == "t.json: to.$schema: expected a JSON Schema URL or path (a string), found 1")
    }
}
