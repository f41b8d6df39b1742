extension Scene {
    /// The scene as it renders under its `variant`: its pseudolocales rewrite every text (the
    /// app's chrome included, `Layer.pseudolocalized`; not the status bar's clock, which is the
    /// system's), then its transition variants in order (the
    /// direction, then motion), each as below. Done once (`variantApplied`), so resolving
    /// a resolved scene's `scene` again changes nothing; called by `resolved()` after the
    /// chrome is laid out (`withChrome()`), so the chrome's layers are mirrored with the rest.
    /// - `rtl`: every screen and overlay layer mirrored within the canvas (`Layer.mirrored`:
    ///   frames, transforms, shapes, masks, shadow paths, text alignment; images kept), and the
    ///   animations beside the effect mirrored (`PropertyAnimation.mirrored`). An interaction's
    ///   pan is kept: its translation is measured along the gesture (percent = translation /
    ///   distance), and the gesture mirrors with the layout (an edge-swipe pop starts at the
    ///   right edge and moves left by the same distance).
    /// - `reduce-motion`: the transition's timing, the completion curve of an interaction and
    ///   the animations beside the effect lose their bounce (`Timing.withoutBounce`).
    /// - `cross-fade`: nothing beyond the effect's own adaptation.
    ///
    /// Then the effect's `adapted(to:in:)`, given the scene as changed above (what each
    /// built-in becomes: `TransitionVariant`).
    public func withVariantApplied() throws(SceneError) -> Scene {
        guard let variant, !variantApplied else { return self }
        var scene = self
        scene.variantApplied = true
        // The chrome's layers were laid out from pseudolocalized descriptions (`withChrome()`), so
        // its labels fit as UIKit would fit them; the rest of the text is rewritten here.
        let chrome = Scene.chromeLayerIDs
        for pseudolocale in variant.pseudolocales {
            scene.from.layers = scene.from.layers.map { chrome.contains($0.id ?? "") ? $0 : $0.pseudolocalized(pseudolocale) }
            scene.to.layers = scene.to.layers.map { chrome.contains($0.id ?? "") ? $0 : $0.pseudolocalized(pseudolocale) }
            scene.overlay = scene.overlay.map { chrome.contains($0.id ?? "") ? $0 : $0.pseudolocalized(pseudolocale) }
        }
        for applied in variant.transitionVariants { scene = scene.applying(applied) }
        return scene
    }

    /// The scene under one transition variant, then the effect's adaptation to it.
    private func applying(_ variant: TransitionVariant) -> Scene {
        var scene = self
        switch variant {
        case .rtl:
            let width = canvas.size.width
            scene.from.layers = from.layers.map { $0.mirrored(inParentWidth: width) }
            scene.to.layers = to.layers.map { $0.mirrored(inParentWidth: width) }
            scene.overlay = overlay.map { $0.mirrored(inParentWidth: width) }
            let context = scene.effectContext
            scene.transition.animations = transition.animations.map { $0.mirrored(in: context) }
        case .reduceMotion:
            scene.transition.timing = transition.timing.withoutBounce
            scene.transition.animations = transition.animations.map(\.withoutBounce)
            if let curve = interaction?.completionCurve { scene.interaction?.completionCurve = curve.withoutBounce }
        case .crossFade:
            break
        }
        scene.transition.effect = scene.transition.effect.adapted(to: variant, in: scene.effectContext)
        return scene
    }

    /// The scene's render under `variant`: named `<name>-<folderSuffix>` (its own output folder,
    /// `output/<name>-dark-rtl/`), with its pseudolocales, direction and motion applied and checked
    /// as `resolved()` does. A variant that changes how the template is read (appearance,
    /// orientation, text size) must be given a scene read so; one read otherwise is an error at
    /// `canvas`. The scene must not have a variant of its own (a variant of a variant means nothing).
    public func variantScene(_ variant: Variant) throws(SceneError) -> ResolvedScene {
        precondition(self.variant == nil, "a variant of a scene rendered as a variant")
        // The reading axes are the reader's: a scene read otherwise would render under a name it does not show.
        func refuse(_ axis: String, _ read: String) -> SceneError {
            SceneError(path: "canvas", message: "expected a scene read \(axis) for the variant \(variant), found one read \(read) "
                + "(read the template as the variant says: TemplateLoader's appearance, orientation and contentSize)")
        }
        if let appearance = variant.appearance, appearance != canvas.appearance { throw refuse(appearance.rawValue, canvas.appearance.rawValue) }
        if let orientation = variant.orientation, orientation != canvas.orientation { throw refuse("in " + orientation.rawValue, "in " + canvas.orientation.rawValue) }
        if let size = variant.contentSize, size != canvas.contentSize { throw refuse("at " + size.rawValue, "at " + canvas.contentSize.rawValue) }
        // Pseudolocales change the chrome's words, and with them how its labels fit: lay it out again.
        var scene = variant.pseudolocales.isEmpty ? self : withoutChrome()
        scene.variant = variant
        scene.name = Scene.variantName(name, variant)
        return try scene.resolved()
    }

    /// The scene's render under one transition variant (`variantScene(Variant(variant))`).
    public func variantScene(_ variant: TransitionVariant) throws(SceneError) -> ResolvedScene {
        try variantScene(Variant(variant))
    }

    /// `<name>-<folderSuffix>`: the folder a variant renders into (`slide-push-rtl`, `slide-push-dark-rtl`).
    public static func variantName(_ name: String, _ variant: Variant) -> String {
        name + "-" + variant.folderSuffix
    }

    /// What the effect may consult while it adapts or resolves: the scene as it stands.
    var effectContext: EffectContext {
        EffectContext(canvas: canvas, from: from, to: to, overlay: overlayScreen, operation: transition.operation,
                      duration: transition.duration, timing: transition.timing)
    }
}
