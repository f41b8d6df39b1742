import ArgumentParser
import SegueCore
import SegueTemplates

/// `--variant rtl|cross-fade|reduce-motion`, repeatable, shared by `render` and `verify`: the
/// variants each template renders besides itself, each into `<name>-<variant>`. Given on the
/// command line, they replace every template's own `variants` list.
struct VariantOption: ParsableArguments {
    @Option(name: .customLong("variant"), help: ArgumentHelp(
        "Also render this variant of each template into OUT/<name>-<variant>: rtl (right-to-left layout), cross-fade "
            + "(Prefer Cross-Fade Transitions) or reduce-motion (Reduce Motion). Repeatable; replaces the variants a template lists.",
        valueName: "variant"))
    var variants: [TransitionVariant] = []

    func validate() throws {
        var seen: Set<TransitionVariant> = []
        for variant in variants where !seen.insert(variant).inserted {
            throw ValidationError("--variant: expected each variant once, found \(variant.rawValue) again")
        }
    }

    /// The scenes a template renders: the scene itself, then one for each variant (the
    /// command line's, else the template's `variants`), named `<name>-<variant>`.
    func scenes(of template: Template) throws -> [ResolvedScene] {
        let base = template.scene
        let chosen = variants.isEmpty ? base.scene.variants : variants
        var scenes = [base]
        for variant in chosen { scenes.append(try VariantOption.scene(base, as: variant, file: template.file)) }
        return scenes
    }

    /// `scene` rendered as `variant`; an error names the file and the variant:
    /// `t.json: variant rtl: transition.source: …`.
    static func scene(_ scene: ResolvedScene, as variant: TransitionVariant, file: String) throws(CommandError) -> ResolvedScene {
        do { return try scene.scene.variantScene(variant) } catch {
            throw CommandError(description: "\(file): variant \(variant.rawValue): \(error.description)")
        }
    }
}

extension TransitionVariant: ExpressibleByArgument {}
