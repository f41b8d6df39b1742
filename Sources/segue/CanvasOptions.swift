import ArgumentParser
import SegueCore
import SegueRender
import SegueTemplates

/// The options that change how a template's frames are drawn, shared by `render` and `verify`:
/// the canvas's scale and frame rate, and the font of text layers.
struct CanvasOptions: ParsableArguments {
    @Option(name: .long, help: "Pixels per point, overriding the template's canvas scale (0.25 to 4).")
    var scale: Double?

    @Option(name: .long, help: "Frames per second, overriding the template's (1 to 240).")
    var fps: Int?

    @Option(name: .long, help: "The font family for text layers (any family fontconfig knows).")
    var font = "DejaVu Sans"

    func validate() throws {
        if let scale, !(scale.isFinite && scale >= 0.25 && scale <= 4) {
            throw ValidationError("--scale: expected a number from 0.25 to 4, found \(scale)")
        }
        try CanvasOptions.validate(fps: fps)
    }

    /// `--fps` within the templates' own limits (`TemplateLimits.fps`).
    static func validate(fps: Int?) throws {
        let range = TemplateLimits.fps
        if let fps, !range.contains(fps) {
            throw ValidationError("--fps: expected \(range.lowerBound) to \(range.upperBound), found \(fps)")
        }
    }

    /// Loads the template at `file` and applies the overrides, then checks what they can break:
    /// with `--scale`, each side of the canvas must still have 1 to `TemplateLimits.maxPixelSide`
    /// pixels (`tiny.json: --scale 0.25 gives a 0×0 px canvas; expected 1 to 16384 px per side`).
    func scene(from file: String) throws -> Scene {
        var scene = try TemplateLoader().load(file: file)
        if let fps { scene.canvas.fps = fps }
        guard let scale else { return scene }
        scene.canvas.scale = scale
        let width = scene.canvas.pixelWidth, height = scene.canvas.pixelHeight
        let limit = Int(TemplateLimits.maxPixelSide)
        guard min(width, height) < 1 || max(width, height) > limit else { return scene }
        throw UserFacingError(description: "\(file): --scale \(JSONText.format(scale)) gives a \(width)×\(height) px canvas; "
            + "expected 1 to \(limit) px per side")
    }
}
