import Foundation
import Testing

@Suite struct SchemaCommandTests {
    /// The regeneration command a stale shipped schema's failure tells the reader to run.
    static let regenerate = "swift build && .build/debug/segue schema > Templates/schema/segue.schema.json"

    @Test func printsTheShippedSchemaByteForByte() throws {
        let result = try CLI.run(["schema"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        let shipped = try String(contentsOfFile: CLI.packageRoot + "/Templates/schema/segue.schema.json", encoding: .utf8)
        #expect(result.stdout == shipped, "Templates/schema/segue.schema.json is not what `segue schema` prints; regenerate it: \(Self.regenerate)")
    }

    @Test func aFailedWriteIsOneLineAndStatusOne() throws {
        // /dev/full takes nothing: a redirect onto a full disk must not look like success.
        let result = try CLI.run(["schema"], launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" > /dev/full"])
        #expect(result.status == 1)
        #expect(result.stderr == "segue: cannot write to standard output (No space left on device)\n")
    }

    @Test func anyCommandWhoseOutputCannotBeWrittenFailsInOneLine() throws {
        // `list`, `sample` and a render's summary line write their output at once, unbuffered,
        // so a failed write is seen: one line and status 1.
        for command in [["list", "Templates"], ["sample", "Templates/circle-reveal-push.json", "--time", "0.5"]] {
            let result = try CLI.run(command, launcher: ["/bin/sh", "-c", "exec \"$0\" \"$@\" > /dev/full"])
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr == "segue: cannot write to standard output (No space left on device)\n", "\(command)")
        }
    }

    @Test func declaresDraft2020_12() throws {
        let result = try CLI.run(["schema"])
        let schema = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        #expect(schema?["$schema"] as? String == "https://json-schema.org/draft/2020-12/schema")
        #expect((schema?["$defs"] as? [String: Any])?["template"] != nil)
    }

    /// A folder argument stands for the .json files directly inside it (`expandTemplatePaths`),
    /// so a `schema/` subfolder beside the templates is not taken for one: the listing has the
    /// one template, and a render of the folder writes only its frames.
    @Test func aSchemaSubfolderIsNotATemplate() throws {
        let folder = try CLI.temporaryFolder("schema-folder")
        _ = try Fixtures.write(Fixtures.reveal, in: folder)
        try FileManager.default.createDirectory(atPath: folder + "/schema", withIntermediateDirectories: true)
        try CLI.run(["schema"]).stdout.write(toFile: folder + "/schema/segue.schema.json", atomically: true, encoding: .utf8)
        let list = try CLI.run(["list", folder])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.split(separator: "\n").map { $0.split(separator: " ").first ?? "" } == ["name", "reveal"])
        let out = folder + "/out"
        let render = try CLI.run(["render", folder, "--out", out, "--quiet"])
        #expect(render.status == 0, "\(render.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: out).filter { !$0.hasPrefix(".") } == ["reveal"])
    }

    /// The shipped Templates/ folder lists one row per Templates/*.json file, the schema not among them.
    @Test func theShippedTemplatesFolderListsOnlyTemplates() throws {
        let templates = try FileManager.default.contentsOfDirectory(atPath: CLI.packageRoot + "/Templates").filter { $0.hasSuffix(".json") }
        let result = try CLI.run(["list", "Templates"])
        #expect(result.status == 0, "\(result.stderr)")
        // A header line and one line per template.
        #expect(result.stdout.split(separator: "\n").count == templates.count + 1)
        #expect(!result.stdout.contains("schema"))
    }
}
