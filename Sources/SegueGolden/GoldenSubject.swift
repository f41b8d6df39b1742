import SegueCore
import SegueRender
import SegueTemplates

/// What a golden test renders: a template file or a scene built in code, with the canvas
/// overrides that keep goldens small (a 1× scale) and the name of its golden folder.
public struct GoldenSubject: Sendable {
    /// Where the scene comes from.
    public enum Source: Sendable {
        /// A JSON template, loaded and resolved by `TemplateLoader`.
        case template(file: String)
        /// A scene built in code, resolved by `Scene.resolved()` (its errors fail the run); its
        /// image files are read from disk.
        case scene(Scene)
        /// A scene already resolved (by a template loaded with options of one's own), with the
        /// encoded bytes of its images.
        case resolved(ResolvedScene, images: [String: [UInt8]])
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

    /// A subject with optional canvas overrides; the font defaults to Inter
    /// (`FrameRenderer.defaultFontFamily`), the family the shipped goldens are drawn with.
    public init(source: Source, name: String? = nil, scale: Double? = nil, fps: Int? = nil,
                fontFamily: String = FrameRenderer.defaultFontFamily) {
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

    /// The scene to render, overrides applied and checked by the one canvas rule
    /// (`Canvas.validate()`: a scale of 0.25 to 4, 1 to 16384 px per side, 25 MP at most), and the decoded
    /// images it draws. A template, scene or image error becomes a `GoldenError` naming it.
    public func load() throws(GoldenError) -> (scene: ResolvedScene, images: ImageStore) {
        var scene: ResolvedScene
        let images: ImageStore
        do {
            switch source {
            case .template(let file):
                let template = try TemplateLoader().load(file: file)
                scene = template.scene
                images = try ImageStore(encoded: template.images)
            case .scene(let s):
                scene = try s.resolved()
                images = try ImageStore(files: s.referencedImageFiles)
            case .resolved(let s, let encoded):
                scene = s
                images = try ImageStore(encoded: encoded)
            }
        } catch let error as any UserFacingError {
            throw GoldenError(error.description)
        } catch {
            throw GoldenError("\(error)")
        }
        if let name { scene.name = name }
        do { scene = try scene.withCanvas(scale: scale, fps: fps) } catch {
            throw GoldenError("\(scene.name): \(error.description) (with the subject's overrides: scale \(scale.map { "\($0)" } ?? "-"), fps \(fps.map { "\($0)" } ?? "-"))")
        }
        return (scene, images)
    }
}
