extension Scene {
    /// The scene as it renders under its `variant`: each effect's `adapted(to:in:)`. Done once
    /// (`variantApplied`), so resolving a resolved scene's `scene` again changes nothing.
    public func withVariantApplied() throws(SceneError) -> Scene {
        guard let variant, !variantApplied else { return self }
        var scene = self
        scene.variantApplied = true
        let context = EffectContext(canvas: canvas, from: from, to: to, overlay: overlayScreen, operation: transition.operation,
                                    duration: transition.duration, timing: transition.timing)
        scene.transition.effect = transition.effect.adapted(to: variant, in: context)
        return scene
    }
}
