import ArgumentParser
import SegueCore
import SegueTemplates

/// `--variant` and `--matrix`, shared by `render` and `verify`: the variants each template
/// renders besides itself, each into `<name>-<folderSuffix>` (`Variant`). Given on the command
/// line, they replace every template's own `variants` list.
struct VariantOption: ParsableArguments {
    @Option(name: .customLong("variant"), help: ArgumentHelp(
        "Also render this variant of each template into OUT/<name>-<variant>: one or more of dark, light, landscape, portrait, "
            + "content-size=<category>, pseudo-accented, pseudo-long, rtl, cross-fade, reduce-motion joined by + (dark+rtl). "
            + "Repeatable; replaces the variants a template lists.",
        valueName: "variant"), transform: VariantOption.parse)
    var variants: [Variant] = []

    @Option(name: .long, help: ArgumentHelp(
        "Also render every combination of these values, one per axis at most (dark,rtl,content-size=xLarge: 7 variants); "
            + "replaces the variants a template lists, as --variant does.",
        valueName: "values"))
    var matrix: String?

    func validate() throws {
        var seen: Set<Variant> = []
        for variant in variants where !seen.insert(variant).inserted {
            throw ValidationError("--variant: expected each variant once, found \(variant) again")
        }
        if let matrix {
            do { _ = try VariantOption.product(matrix) } catch { throw ValidationError("--matrix: \(error.message)") }
        }
    }

    /// The variants asked for: `--variant`'s, then `--matrix`'s product, each once; `nil` when
    /// neither is given (the template's own list then applies).
    var chosen: [Variant]? {
        guard !variants.isEmpty || matrix != nil else { return nil }
        // `validate()` has read the matrix already: it does not fail here.
        let product = matrix.flatMap { try? VariantOption.product($0) } ?? []
        var seen: Set<Variant> = []
        return (variants + product).filter { seen.insert($0).inserted }
    }

    /// The scenes a template renders: the scene itself, then one for each variant (the
    /// command line's, else the template's `variants`), named `<name>-<folderSuffix>`. A variant
    /// that changes how the template is read (`Variant.changesReading`) renders the template as
    /// `reading` reads it for that variant.
    func scenes(of template: Template, reading: (Variant) throws -> Template) throws -> [ResolvedScene] {
        let base = template.scene
        var scenes = [base]
        for variant in chosen ?? base.scene.variants {
            var source = base
            if variant.changesReading {
                // What fails only in the variant's reading (a layer off a landscape canvas) names the variant.
                do { source = try reading(variant).scene } catch let error as TemplateError {
                    throw CommandError(description: "\(error.file): variant \(variant): "
                        + (error.path.isEmpty ? "" : error.path + ": ") + error.message)
                }
            }
            scenes.append(try VariantOption.scene(source, as: variant, file: template.file))
        }
        return scenes
    }

    /// `scene` rendered as `variant`; an error names the file and the variant:
    /// `t.json: variant rtl: transition.source: …`.
    static func scene(_ scene: ResolvedScene, as variant: Variant, file: String) throws(CommandError) -> ResolvedScene {
        do { return try scene.scene.variantScene(variant) } catch {
            throw CommandError(description: "\(file): variant \(variant): \(error.description)")
        }
    }
}

extension VariantOption {
    /// `--matrix`'s value, words separated by commas, as `Variant.matrix` combines them.
    static func product(_ matrix: String) throws(VariantError) -> [Variant] {
        try Variant.matrix(matrix.split(separator: ",", omittingEmptySubsequences: false).map(String.init))
    }

    /// `--variant`'s value (`Variant(parsing:)`); one that does not read says why.
    static func parse(_ text: String) throws -> Variant {
        do { return try Variant(parsing: text) } catch { throw ValidationError(error.message) }
    }
}
