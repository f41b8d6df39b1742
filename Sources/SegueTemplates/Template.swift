import SegueCore

/// A template loaded and checked: its scene, resolved and ready to evaluate, and the bytes of
/// every image file it draws, read once through the loader's resources.
public struct Template: Sendable {
    /// The template file as the user gave it (errors and messages name it).
    public var file: String
    /// The scene, resolved: every render and sample evaluates through it.
    public var scene: ResolvedScene
    /// The encoded bytes (PNG) of every image file the scene draws (screen images and image
    /// layers), keyed by the path the scene names it by (`ImageContent.file`, `Screen.image`).
    public var images: [String: [UInt8]]
    /// What the template says that is probably not what was meant (`TemplateWarning`), in the
    /// order of the file: the decoder's, then the resolved scene's (`ResolvedScene.warnings`).
    public var warnings: [TemplateWarning]

    public init(file: String, scene: ResolvedScene, images: [String: [UInt8]] = [:], warnings: [TemplateWarning] = []) {
        self.file = file
        self.scene = scene
        self.images = images
        self.warnings = warnings
    }
}
