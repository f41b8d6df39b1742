import SegueCore
import SegueTemplates

/// What a golden test renders: a template file or a scene built in code, with the canvas
/// overrides that keep goldens small (a 1× scale) and the name of its golden folder.
public struct GoldenSubject: Sendable {
    /// Where the scene comes from.
    public enum Source: Sendable {
        /// A JSON template, loaded and validated by `TemplateLoader`.
        case template(file: String)
        /// A scene built in code, rendered as given (not passed through `Scene.validate()`).
        case scene(Scene)
    }

    /// The template or scene to render.
    public var source: Source
    /// The golden folder's name; `nil`: the scene's name (a template's `name`, or its file name).
    public var name: String?
    /// Pixels per point, overriding the canvas's; `nil` keeps it. 1 keeps golden files small.
    public var scale: Double?
    /// Frames per second, overriding the canvas's; `nil` keeps it.
    public var fps: Int?
    /// The font family of text layers; fix it so goldens do not depend on a default.
    public var fontFamily: String

    /// A subject with optional canvas overrides; the font defaults to DejaVu Sans, the family the
    /// shipped goldens are drawn with.
    public init(source: Source, name: String? = nil, scale: Double? = nil, fps: Int? = nil,
                fontFamily: String = "DejaVu Sans") {
        self.source = source
        self.name = name
        self.scale = scale
        self.fps = fps
        self.fontFamily = fontFamily
    }

    /// The template at `file` (relative paths resolve against the working directory, which is
    /// the package root under `swift test`).
    public static func template(_ file: String, name: String? = nil, scale: Double? = nil, fps: Int? = nil) -> GoldenSubject {
        GoldenSubject(source: .template(file: file), name: name, scale: scale, fps: fps)
    }

    /// A scene built in code.
    public static func scene(_ scene: Scene, name: String? = nil, scale: Double? = nil, fps: Int? = nil) -> GoldenSubject {
        GoldenSubject(source: .scene(scene), name: name, scale: scale, fps: fps)
    }

    /// The scene to render, overrides applied; a template error becomes a `GoldenError`.
    public func scene() throws(GoldenError) -> Scene {
        var scene: Scene
        switch source {
        case .scene(let s): scene = s
        case .template(let file):
            do { scene = try TemplateLoader().load(file: file) } catch { throw GoldenError(error.description) }
        }
        if let name { scene.name = name }
        if let scale { scene.canvas.scale = scale }
        if let fps { scene.canvas.fps = fps }
        return scene
    }
}
