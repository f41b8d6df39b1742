import SegueCore
import SegueRender
import SegueTemplates

/// What a golden test renders: a template file, a scene built in code or any other frame source
/// (an animation recorded frame by frame), with the canvas overrides that keep goldens small (a
/// 1× scale) and the name of its golden folder.
public struct GoldenSubject: Sendable {
    /// Where the frames come from.
    public enum Source: Sendable {
        /// A JSON template, loaded and resolved by `TemplateLoader`.
        case template(file: String)
        /// A scene built in code, resolved by `Scene.resolved()` (its errors fail the run); its
        /// image files are read from disk.
        case scene(Scene)
        /// A scene already resolved (by a template loaded with options of one's own), with the
        /// encoded bytes of its images.
        case resolved(ResolvedScene, images: [String: [UInt8]])
        /// Frames from anywhere (a `SnapshotSequence`, a recording), with the encoded bytes of
        /// the images they draw. The frames are fixed: only a scene can be sampled at another fps.
        case frames(any FrameSource, images: [String: [UInt8]])
    }

    /// The template, scene or frames to render.
    public var source: Source
    /// The golden folder's name; `nil`: the source's name (a template's `name`, or its file name).
    public var name: String?
    /// Pixels per point, overriding the canvas's; `nil` keeps it. 1 keeps golden files small.
    public var scale: Double?
    /// Frames per second, overriding a scene's canvas's; `nil` keeps it. Frames of another
    /// source cannot be resampled: an fps other than theirs is an error of `load()`.
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

    /// Frames from any source (a recording), drawing the encoded `images`.
    public static func frames(_ source: any FrameSource, images: [String: [UInt8]] = [:], name: String? = nil,
                              scale: Double? = nil) -> GoldenSubject {
        GoldenSubject(source: .frames(source, images: images), name: name, scale: scale)
    }

    /// The frames to render, overrides applied and checked by the one canvas rule
    /// (`Canvas.validate()`: a scale of 0.25 to 4, 1 to 16384 px per side, 25 MP at most), and the decoded
    /// images they draw. A template, scene or image error becomes a `GoldenError` naming it.
    public func load() throws(GoldenError) -> (source: any FrameSource, images: ImageStore) {
        let source: any FrameSource
        let images: ImageStore
        do {
            switch self.source {
            case .template(let file):
                let template = try TemplateLoader().load(file: file)
                source = template.scene
                images = try ImageStore(encoded: template.images)
            case .scene(let s):
                source = try s.resolved()
                images = try ImageStore(files: s.referencedImageFiles)
            case .resolved(let s, let encoded):
                source = s
                images = try ImageStore(encoded: encoded)
            case .frames(let s, let encoded):
                source = s
                images = try ImageStore(encoded: encoded)
            }
        } catch let error as any UserFacingError {
            throw GoldenError(error.description)
        } catch {
            throw GoldenError("\(error)")
        }
        return (try overridden(source), images)
    }

    /// `source` under the subject's name and canvas overrides: a scene through
    /// `ResolvedScene.withCanvas`, other frames under a new name and scale (their trees are in
    /// points, so a scale changes only the pixel size).
    private func overridden(_ source: any FrameSource) throws(GoldenError) -> any FrameSource {
        let named = name ?? source.name
        func failure(_ error: SceneError) -> GoldenError {
            GoldenError("\(named): \(error.description) (with the subject's overrides: scale \(scale.map { "\($0)" } ?? "-"), fps \(fps.map { "\($0)" } ?? "-"))")
        }
        if var scene = source as? ResolvedScene {
            scene.name = named
            do { return try scene.withCanvas(scale: scale, fps: fps) } catch { throw failure(error) }
        }
        if let fps, fps != source.canvas.fps {
            throw GoldenError("\(named): fps \(fps) would resample frames taken at \(source.canvas.fps) fps, which only a scene "
                + "can do; leave the subject's fps nil")
        }
        var canvas = source.canvas
        if let scale { canvas.scale = scale }
        do { try canvas.validate() } catch { throw failure(error) }
        return RenamedFrames(base: source, name: named, canvas: canvas)
    }
}

/// Another source's frames under a golden subject's name, on a canvas of another pixel scale.
private struct RenamedFrames: FrameSource {
    let base: any FrameSource
    let name: String
    let canvas: Canvas

    var frameCount: Int { base.frameCount }
    var duration: Double { base.duration }
    var groupDepth: Int { base.groupDepth }
    var interactionRelease: InteractionRelease? { base.interactionRelease }
    func time(ofFrame index: Int) -> Double { base.time(ofFrame: index) }
    func snapshot(ofFrame index: Int) -> Snapshot { base.snapshot(ofFrame: index) }
}
