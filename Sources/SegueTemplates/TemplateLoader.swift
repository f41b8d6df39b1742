import SegueCore

/// Reads a JSON template into a resolved scene, checking everything a render relies on, so that
/// a bad template fails with one `TemplateError` line and never reaches the renderer.
///
/// Every file (the template, the screen files it names, the images its layers draw) is read
/// through `resources`, once. Relative references resolve against the directory of the file
/// that names them; resolved paths are stored in the scene.
public struct TemplateLoader: Sendable {
    /// Where files come from: the file system by default.
    public let resources: any TemplateResources

    /// Whether screens and images must lie inside the template's folder (`TemplateSandbox`):
    /// on for templates that are not trusted, such as a pull request's in CI.
    public let sandboxed: Bool

    /// The appearance every template is read in, overriding its canvas's `appearance`
    /// (`segue render --appearance dark`); `nil` keeps each template's own.
    public let appearance: Appearance?

    /// The text size every template is read at, overriding its canvas's `contentSize`
    /// (`--variant content-size=…`); `nil` keeps each template's own.
    public let contentSize: ContentSizeCategory?

    /// The orientation every template is read in, overriding its canvas's `orientation`
    /// (`--variant landscape`); `nil` keeps each template's own.
    public let orientation: Orientation?

    /// A loader reading through `resources`, sandboxed or not, in `appearance`, at `contentSize`
    /// and in `orientation` when given; it keeps no state, so one value can load any number of templates.
    public init(resources: any TemplateResources = FileResources(), sandboxed: Bool = false, appearance: Appearance? = nil,
                contentSize: ContentSizeCategory? = nil, orientation: Orientation? = nil) {
        self.resources = resources
        self.sandboxed = sandboxed
        self.appearance = appearance
        self.contentSize = contentSize
        self.orientation = orientation
    }

    /// Reads, decodes and resolves the template at `file` (errors quote `file` as given).
    public func load(file: String) throws(TemplateError) -> Template {
        let text: String
        switch resources.read(file, as: .template).flatMap(TemplateLoader.utf8) {
        case .success(let t): text = t
        case .failure(let failure):
            throw TemplateError(file: file, path: "", message: "expected a readable template file, found \(failure.reason)")
        }
        return try decode(json: text, file: file, directory: TemplatePaths.directory(of: file))
    }

    /// Decodes template text; `file` names it in errors (and gives the default name),
    /// `directory` is where relative references resolve.
    ///
    /// The decoder checks each value where it stands, with its exact JSON path (and each screen
    /// with `Screen.validate()`); `Scene.resolved()` then checks what only the assembled scene
    /// can tell (the layers an effect or an animation names, times against the transition's
    /// duration, timings that resolve, the interaction's timeline), and its errors' scene paths
    /// are the template's JSON paths. Last, the whole timeline must fit `TemplateLimits.maxDuration`.
    public func decode(json: String, file: String, directory: String) throws(TemplateError) -> Template {
        let root = try TemplateLoader.parse(json: json, file: file)
        let context = DecodeContext(file: file, directory: directory, resources: resources,
                                    sandbox: sandboxed ? TemplateSandbox(folder: directory) : nil, files: LoadedFiles(),
                                    appearanceOverride: appearance, contentSizeOverride: contentSize, orientationOverride: orientation)
        let scene = try Node(value: root, jsonPath: "", context: context).scene(defaultName: TemplatePaths.baseName(of: file))
        let resolved: ResolvedScene
        do { resolved = try scene.resolved() } catch {
            throw TemplateError(file: file, path: error.path, message: error.message)
        }
        try TimelineLimit.check(resolved, file: file)
        // A screen file named as both from and to is decoded twice; its warnings count once.
        var seen: Set<String> = []
        let warnings = (context.files.warnings + resolved.warnings.map { TemplateWarning(file: file, path: $0.path, message: $0.message) })
            .filter { seen.insert($0.description).inserted }
        return Template(file: file, scene: resolved, images: context.files.images, warnings: warnings)
    }

    /// Reads and decodes a screen file (`{"background", "image", "layers"}`, as templates name
    /// by path), checked as a template's screens are, with the images it draws read as bytes
    /// keyed by their resolved paths. SegueKit's `ScreenViewController` shows one, so templates
    /// and UIKit animator code share screens. System colours take the loader's appearance (light
    /// when it has none).
    public func loadScreen(file: String) throws(TemplateError) -> (screen: Screen, images: [String: [UInt8]]) {
        let text: String
        switch resources.read(file, as: .screen).flatMap(TemplateLoader.utf8) {
        case .success(let t): text = t
        case .failure(let failure):
            throw TemplateError(file: file, path: "", message: "expected a readable screen file, found \(failure.reason)")
        }
        let root = try TemplateLoader.parse(json: text, file: file)
        let directory = TemplatePaths.directory(of: file)
        let context = DecodeContext(file: file, directory: directory, resources: resources,
                                    sandbox: sandboxed ? TemplateSandbox(folder: directory) : nil, files: LoadedFiles(),
                                    appearance: appearance ?? .light, contentSize: contentSize ?? .large)
        let screen = try Node(value: root, jsonPath: "", context: context).screen()
        return (screen, context.files.images)
    }

    /// Parses JSON text, turning a syntax error into `file: line L, column C: <what>`.
    static func parse(json: String, file: String) throws(TemplateError) -> JSONValue {
        do {
            return try JSONParser.parse(json)
        } catch {
            // A value at fault (a number beyond Double's range) is named by its JSON path, as the
            // decoder names the values it refuses; the text's own faults by line and column.
            let place = error.jsonPath.map { $0.isEmpty ? "$" : $0 } ?? "line \(error.line), column \(error.column)"
            throw TemplateError(file: file, path: place, message: error.message)
        }
    }

    /// The bytes as UTF-8 text, or a failure saying they are not.
    static func utf8(_ bytes: [UInt8]) -> Result<String, ResourceFailure> {
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(ResourceFailure(reason: "bytes that are not UTF-8 text"))
        }
        return .success(text)
    }
}
