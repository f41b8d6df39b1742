import ArgumentParser
import SegueTemplates

/// `segue schema`: prints the JSON Schema of templates and screens (`TemplateSchema`), the
/// same bytes as the shipped `Templates/schema/segue.schema.json`.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema (draft 2020-12) of template and screen files.",
        discussion: """
            Editors use it to complete and check templates: save it (segue schema > segue.schema.json) and map \
            it to your templates, or add "$schema": "<path to it>" at the top of a template or screen. \
            The repository ships it at \(TemplateSchema.shippedPath).
            """
    )

    func run() throws {
        print(TemplateSchema.text, terminator: "")
    }
}
