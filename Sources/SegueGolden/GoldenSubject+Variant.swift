import SegueCore
import SegueTemplates

extension GoldenSubject {
    /// The template at `file` as `variant` renders it: read with its appearance and text size,
    /// named `<name>-<folderSuffix>`, so its goldens are in `<golden>/<name>-dark-rtl/`
    /// (`Scene.variantScene`). A template that does not load, or whose variant does not
    /// resolve, is an error naming the file.
    public static func template(_ file: String, variant: Variant, scale: Double? = nil,
                                fps: Int? = nil) throws(GoldenError) -> GoldenSubject {
        do {
            let template = try TemplateLoader(appearance: variant.appearance, contentSize: variant.contentSize,
                                              orientation: variant.orientation).load(file: file)
            let scene = try template.scene.scene.variantScene(variant)
            return GoldenSubject(source: .resolved(scene, images: template.images), scale: scale, fps: fps)
        } catch let error as TemplateError {
            throw GoldenError("\(error.file): variant \(variant): " + (error.path.isEmpty ? "" : error.path + ": ") + error.message)
        } catch {
            throw GoldenError("\(file): variant \(variant): \(error)")
        }
    }

    /// The variants the template at `file` lists (`variants`); none when it does not load.
    public static func listedVariants(ofTemplate file: String) -> [Variant] {
        (try? TemplateLoader().load(file: file))?.scene.scene.variants ?? []
    }
}
