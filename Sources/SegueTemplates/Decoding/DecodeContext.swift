import SegueCore

/// Where the JSON being decoded came from and where its references go: the file name for
/// errors, the directory relative references (screens, images) resolve against, the resources
/// every file is read through, the sandbox (if the load is sandboxed), and the images read so far.
struct DecodeContext {
    var file: String
    var directory: String
    var resources: any TemplateResources
    /// The template's folder that every reference must stay in, or nil when the load is not sandboxed.
    var sandbox: TemplateSandbox?
    /// Shared by every node of one load, so each file is read once; the images are handed to the render.
    var files: LoadedFiles
    /// What the screen (or transition) being decoded has used of the per-screen limits.
    var budget = DecodeBudget()
    /// The appearance system colours take: the template canvas's `appearance`, unless the
    /// loader overrides it (`--appearance`).
    var appearance: Appearance = .light
    /// The loader's override of every template's appearance, if any.
    var appearanceOverride: Appearance?
    /// The text size text styles take: the template canvas's `contentSize`, unless the loader
    /// overrides it (`--variant content-size=…`).
    var contentSize: ContentSizeCategory = .large
    /// The loader's override of every template's text size, if any.
    var contentSizeOverride: ContentSizeCategory?
    /// The loader's override of every template's orientation, if any (`--variant landscape`).
    var orientationOverride: Orientation?

    /// `relative` resolved against `directory` (absolute paths are kept).
    func resolve(_ relative: String) -> String {
        TemplatePaths.join(directory, relative)
    }

    /// Whether the sandbox, if any, lets `relative` (resolved to `resolved`) be read.
    func allows(_ relative: String, resolved: String) -> Bool {
        sandbox?.allows(relative, resolved: resolved) ?? true
    }

    /// The context of a file that this one references: its own name and folder, the same
    /// resources and images.
    func referenced(_ file: String) -> DecodeContext {
        DecodeContext(file: file, directory: TemplatePaths.directory(of: file), resources: resources, sandbox: sandbox,
                      files: files, budget: budget, appearance: appearance, appearanceOverride: appearanceOverride,
                      contentSize: contentSize, contentSizeOverride: contentSizeOverride, orientationOverride: orientationOverride)
    }
}

/// The files one load has read, by resolved path: screen files as text, images as bytes.
final class LoadedFiles {
    /// The image files' bytes, handed to the render with the template.
    var images: [String: [UInt8]] = [:]
    /// The screen files' text, so a screen named twice (from and to) is read once.
    var screens: [String: String] = [:]
    /// What the load found that is probably a mistake (`Node.warn`), in the order found.
    var warnings: [TemplateWarning] = []
}
