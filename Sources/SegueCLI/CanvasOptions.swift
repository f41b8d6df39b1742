import ArgumentParser
import SegueCore
import SegueRender
import SegueTemplates

/// The options that change how a template's frames are drawn, shared by `render` and `verify`:
/// the canvas's scale and frame rate, the appearance, the font of text layers, and `--sandbox` for the loads.
/// They follow the one canvas rule (`Canvas.validate()`): a scale of 0.25 to 4, 1 to 240 fps,
/// 1 to 16384 px per side, 25 MP at most. The font, and every family a template's text layers name, must be
/// installed: the renderer would silently draw another.
struct CanvasOptions: ParsableArguments {
    // `.unconditional`: a negative number is the option's value to refuse with its range, not an
    // option of its own (ArgumentParser's "Missing value for '--scale'").
    @Option(name: .long, parsing: .unconditional, help: "Pixels per point, overriding the template's canvas scale (0.25 to 4).")
    var scale: Double?

    @Option(name: .long, parsing: .unconditional, help: "Frames per second, overriding the template's (1 to 240).")
    var fps: Int?

    @Option(name: .customLong("font"), help: ArgumentHelp("The font family of text layers that name none (an installed family, as "
        + "`fc-list : family` lists them; default \(FrameRenderer.defaultFontFamily)).", valueName: "font"))
    var fontOption: String?

    /// The font family of text layers that name none: `--font`, else Inter.
    var font: String {
        get { fontOption ?? FrameRenderer.defaultFontFamily }
        set { fontOption = newValue }
    }

    @OptionGroup var appearance: AppearanceOption

    @OptionGroup var sandbox: SandboxOption

    @OptionGroup var strict: StrictOption

    func validate() throws {
        if let scale, let mismatch = Canvas.scaleMismatch(scale) { throw ValidationError("--scale: " + mismatch) }
        try CanvasOptions.validate(fps: fps)
        if let mismatch = CanvasOptions.fontMismatch(font) { throw ValidationError("--font: " + mismatch) }
    }

    /// The installed families, read once per run.
    static let installedFonts = InstalledFonts()

    /// What a font family given for a run (`--font`, golden.json's `font`) is told when it is not
    /// installed: `expected an installed font family (…), found "No Such Font"`; `nil` when it is.
    static func fontMismatch(_ family: String) -> String? {
        installedFonts.contains(family) ? nil
            : "expected an installed font family (`fc-list : family` lists them), found \(MessageText.quoted(family))"
    }

    /// A `--scale` (or a recorded scale) that takes a template's canvas outside the pixel rule:
    /// `t.json: --scale 4 gives a 1560×3376 px canvas; expected …`.
    struct CanvasSizeError: UserFacingError {
        let file: String, scale: Double, pixels: String
        var description: String { "\(file): --scale \(MessageText.number(scale)) gives a \(pixels) px canvas; expected \(Canvas.pixelSideRule)" }
    }

    /// `--fps` within the canvas rule (`Canvas.fpsRange`).
    static func validate(fps: Int?) throws {
        if let fps, let mismatch = Canvas.fpsMismatch(Double(fps)) { throw ValidationError("--fps: " + mismatch) }
    }

    /// Loads the template at `file` and applies the overrides, which must keep the canvas within
    /// the rule: `tiny.json: --scale 0.25 gives a 0×0 px canvas; expected 1 to 16384 px per side, 25 MP at most`.
    /// Every font its text layers name must be installed. Its warnings are printed, or with
    /// `--strict` are its error (`StrictOption.check`). With `variant`, the template is read as
    /// that variant reads it (its appearance, its text size: `Variant.changesReading`), its
    /// warnings left to the template's own reading.
    func template(from file: String, as variant: Variant? = nil) throws -> Template {
        let loader = sandbox.loader(appearance: variant?.appearance ?? appearance.appearance, contentSize: variant?.contentSize,
                                    orientation: variant?.orientation)
        var template = try loader.load(file: file)
        if variant == nil { try strict.check(template) }
        for font in template.scene.scene.textFonts {
            guard let mismatch = CanvasOptions.fontMismatch(font.family) else { continue }
            throw CommandError(description: "\(file): text layer \(MessageText.quoted(font.layer)) of the \(font.screen) screen: font: \(mismatch)")
        }
        do {
            template.scene = try template.scene.withCanvas(scale: scale, fps: fps)
        } catch {
            // Scale and fps were checked against their ranges (`validate()`, golden.json's
            // reader), so what fails is the pixel size they make together with the template's size.
            var canvas = template.scene.canvas
            if let scale { canvas.scale = scale }
            throw CanvasSizeError(file: file, scale: canvas.scale, pixels: "\(canvas.pixelWidth)×\(canvas.pixelHeight)")
        }
        return template
    }
}
