import SegueCore
import SegueRender
import SegueTemplates

extension RenderSettings {
    /// Loads the template at `file` and applies the command line's overrides, then checks what
    /// the overrides can break: with `--scale`, each side of the canvas must still have 1 to
    /// `TemplateLimits.maxPixelSide` pixels. Errors name the template and the option.
    func scene(from file: String) throws -> Scene {
        let scene = apply(to: try TemplateLoader().load(file: file))
        if let scale { try RenderSettings.checkPixelSize(of: scene.canvas, scale: scale, file: file) }
        return scene
    }

    /// `tiny.json: --scale 0.25 gives a 0×0 px canvas; expected 1 to 16384 px per side`.
    static func checkPixelSize(of canvas: Canvas, scale: Double, file: String) throws(UserFacingError) {
        let width = canvas.pixelWidth, height = canvas.pixelHeight
        let limit = Int(TemplateLimits.maxPixelSide)
        guard min(width, height) < 1 || max(width, height) > limit else { return }
        throw UserFacingError(description: "\(file): --scale \(optionText(scale)) gives a \(width)×\(height) px canvas; expected 1 to \(limit) px per side")
    }

    /// A number as the user would have typed it: `4`, not `4.0`.
    static func optionText(_ value: Double) -> String {
        value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    /// The decoded images of `scene`; a bad image file is an error of the template that uses it,
    /// `<template>: <image file>: <what is wrong>`.
    static func images(of scene: Scene, file: String) throws(UserFacingError) -> ImageStore {
        do {
            return try ImageStore(files: scene.referencedImageFiles)
        } catch {
            throw UserFacingError(description: "\(file): \(error.description)")
        }
    }
}
