import Foundation
import SegueCore
@testable import SegueTemplates
import SegueTestSupport
import Testing

/// The schema judged by an independent validator (Debian's python3-jsonschema,
/// `Draft202012Validator` after `check_schema`, in Tests/Checks/validate_schema.py): it accepts
/// every shipped template and screen, and it agrees with the decoder on `InvalidTemplate.all`
/// (both reject each) and on shipped templates with small valid edits (both accept each).
@Suite struct SchemaAgreementTests {
    /// A fresh folder holding the schema as `segue schema` prints it.
    static func workspace() throws -> (folder: String, schema: String) {
        let folder = NSTemporaryDirectory() + "segue-schema-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let schema = folder + "/segue.schema.json"
        try TemplateSchema.text.write(toFile: schema, atomically: true, encoding: .utf8)
        return (folder, schema)
    }

    /// What the validator said of each file: valid or not, and its errors.
    static func validate(_ schema: String, _ files: [String]) throws -> [String: (valid: Bool, errors: [String])] {
        let output = try #require(try PythonCheck.json("validate_schema", [schema] + files) as? [String: Any])
        let results = try #require(output["files"] as? [[String: Any]])
        var byFile: [String: (Bool, [String])] = [:]
        for result in results {
            byFile[result["file"] as? String ?? ""] = (result["valid"] as? Bool ?? false, result["errors"] as? [String] ?? [])
        }
        #expect(byFile.count == files.count)
        return byFile
    }

    /// "from.layers[0]" of the check's "$.from.layers[0]: message" ("" for the root).
    static func jsonPath(ofError error: String) -> String {
        let path = String(error.prefix { $0 != ":" })
        return path == "$" ? "" : String(path.dropFirst(2))
    }

    /// Whether the JSON path `outer` is `inner` or one of its ancestors ("" is the root; a
    /// parser position "line 1, column 9" lies in the root).
    func encloses(_ outer: String, _ inner: String) -> Bool {
        outer.isEmpty || inner == outer || inner.hasPrefix(outer + ".") || inner.hasPrefix(outer + "[")
    }

    /// The .json files directly in `folder` (the repository's `Templates/…`).
    static func jsonFiles(in folder: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
    }

    @Test func everyShippedTemplateAndScreenIsValid() throws {
        let (folder, schema) = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let folders = ["", "/screens", "/bench", "/bench/screens", "/bench/memory"].map { templatesDirectory + $0 }
        let files = try folders.flatMap(Self.jsonFiles)
        // 50-odd templates and 30-odd screens today; a wrong folder name would give none.
        #expect(files.count > 80)
        for (file, result) in try Self.validate(schema, files) {
            #expect(result.valid, "\(file): \(result.errors.prefix(3).joined(separator: "; "))")
        }
    }

    @Test func invalidTemplatesAreRejectedByTheSchemaAndTheDecoder() throws {
        let (folder, schema) = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        var files: [String] = []
        for invalid in [InvalidTemplate(name: "base", json: InvalidTemplate.base(), path: "")] + InvalidTemplate.all {
            let file = folder + "/" + invalid.name + ".json"
            try invalid.json.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        let results = try Self.validate(schema, files)
        // The base is valid for both, so each case is rejected for what it changes.
        #expect(results[folder + "/base.json"]?.valid == true, "\(results[folder + "/base.json"]?.errors ?? [])")
        #expect(throws: Never.self) { try TemplateLoader().decode(json: InvalidTemplate.base(), file: "base.json", directory: folder) }
        for invalid in InvalidTemplate.all {
            let result = try #require(results[folder + "/" + invalid.name + ".json"])
            #expect(!result.valid, "\(invalid.name): the schema accepts it")
            do {
                _ = try TemplateLoader().decode(json: invalid.json, file: invalid.name + ".json", directory: folder)
                Issue.record("\(invalid.name): the decoder accepts it")
            } catch {
                #expect(error.path == invalid.path, "\(invalid.name): \(error.description)")
                // Both reject it at the same place: a schema error's path is the decoder's or encloses it
                // (an unknown key is reported at its object; a parse error, at the root "$").
                let places = result.errors.map { Self.jsonPath(ofError: $0) }
                #expect(places.contains { encloses($0, error.path) }, "\(invalid.name): \(error.path) vs \(result.errors)")
            }
        }
    }

    /// Shipped templates with edits the decoder accepts: the schema must accept them too (it is
    /// not stricter than the decoder where the two check the same thing).
    @Test func shippedTemplatesWithValidEditsStayValid() throws {
        let (folder, schema) = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let edits: [(template: String, edit: (inout [String: Any]) -> Void)] = [
            ("slide-push", { t in
                t["$schema"] = "schema/segue.schema.json"
                t["canvas"] = ["size": [320, 568], "scale": 0.25, "fps": 1]
                t["transition"] = ["type": "slide", "operation": "pop", "duration": 60, "direction": "up", "parallax": 0, "timing": "linear"]
            }),
            // A flip's sides top and bottom, a cube's way up.
            ("flip-present", { t in t["transition"] = ["type": "flip", "operation": "present", "duration": 0.5, "direction": "top"] }),
            ("cube-push", { t in t["transition"] = ["type": "cube", "operation": "push", "duration": 0.5, "direction": "up"] }),
            // Device names compare without case, spaces or punctuation; a scale beside one applies.
            ("device-iphone-16", { t in t["canvas"] = ["device": "iphone-16", "scale": 1, "appearance": "dark"] }),
            ("device-ipad-air-11", { t in t["canvas"] = ["device": "iPad Air (M2)"] }),
            // A physical spring gives the duration; custom detents in both spellings.
            ("sheet-medium-present", { t in
                t["transition"] = ["type": "sheet", "operation": "present", "detents": ["medium", 300, ["height": 250.5]],
                                   "detent": 300, "grabber": false, "cornerRadius": 0,
                                   "timing": ["spring": ["response": 0.4, "dampingFraction": 1, "initialVelocity": -2]]]
            }),
            ("fade-present", { t in
                t["transition"] = ["type": "fade", "operation": "present", "timing": ["spring": ["mass": 1, "stiffness": 300]],
                                   "dimming": 1, "match": false]
                t["variants"] = ["rtl", "cross-fade", "reduce-motion"]
                t["overlay"] = [["id": "dot", "frame": [0, 0, 8, 8], "backgroundColor": "#11223344", "cornerRadius": 4,
                                 "transform": ["scale": [1, -1], "rotation": 3.14], "blur": ["style": "systemThinMaterial"]]]
            }),
        ]
        var files: [String] = []
        for (name, edit) in edits {
            let data = try Data(contentsOf: URL(fileURLWithPath: templatesDirectory + "/" + name + ".json"))
            var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            edit(&object)
            let text = String(decoding: try JSONSerialization.data(withJSONObject: object, options: [.sortedKeys]), as: UTF8.self)
            // Decoded as if beside the shipped one, so its screen references resolve.
            #expect(throws: Never.self, "\(name)") {
                try TemplateLoader().decode(json: text, file: name + ".json", directory: templatesDirectory)
            }
            let file = folder + "/" + name + ".json"
            try text.write(toFile: file, atomically: true, encoding: .utf8)
            files.append(file)
        }
        for (file, result) in try Self.validate(schema, files) {
            #expect(result.valid, "\(file): \(result.errors.joined(separator: "; "))")
        }
    }
}
