import SegueCore

/// Reads a JSON template into a `Scene`, checking everything a render relies on, so that a bad
/// template fails with one `TemplateError` line and never reaches the renderer.
///
/// Relative file references (screens, images) resolve against the template's directory; a
/// screen file's own references resolve against the screen file's directory. Resolved paths
/// are stored in the scene.
public struct TemplateLoader: Sendable {
    /// A loader; it keeps no state, so one value can load any number of templates.
    public init() {}

    /// Reads, decodes and validates the template at `file` (errors quote `file` as given).
    public func load(file: String) throws(TemplateError) -> Scene {
        switch FilePaths.read(file) {
        case .success(let text): return try decode(json: text, file: file, directory: FilePaths.directory(of: file))
        case .failure(let failure): throw TemplateError(file: file, path: "", message: "expected a readable template file, found \(failure.reason)")
        }
    }

    /// Decodes template text; `file` names it in errors (and gives the default name),
    /// `directory` is where relative references resolve.
    public func decode(json: String, file: String, directory: String) throws(TemplateError) -> Scene {
        let root = try TemplateLoader.parse(json: json, file: file)
        let node = Node(value: root, jsonPath: "", context: DecodeContext(file: file, directory: directory))
        let scene = try node.scene(defaultName: FilePaths.baseName(of: file))
        // The decoder checks each value where it stands, with its exact JSON path. The scene's
        // own validation (which scenes built in code rely on) mostly repeats those checks and
        // cannot fire for a decoded template; it is run for what only the assembled scene can
        // tell: whether the interaction gives a timeline.
        do {
            try scene.validate()
        } catch {
            throw TemplateError(file: file, path: error.path, message: error.message)
        }
        try TimelineLimit.check(scene, file: file)
        return scene
    }

    /// Parses JSON text, turning a syntax error into `file: line L, column C: <what>`.
    static func parse(json: String, file: String) throws(TemplateError) -> JSONValue {
        do {
            return try JSONParser.parse(json)
        } catch {
            throw TemplateError(file: file, path: "line \(error.line), column \(error.column)", message: error.message)
        }
    }
}
