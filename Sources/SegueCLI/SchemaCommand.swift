import ArgumentParser
import Foundation
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

    /// Writes the schema to stdout; a write that fails (a full disk, a closed pipe) is one line
    /// and exit status 1, so a redirect to the shipped file never leaves a truncated schema
    /// behind a success.
    func run() throws {
        try reportingErrors { try printOutput(TemplateSchema.text, terminator: "") }
    }
}
