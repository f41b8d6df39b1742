/// What a resolved scene composes around its effect, made once: the screens' stage layers
/// (whether they hold `fixed` layers found once, not per frame), the overlay's, and the
/// `animations` that run beside a built-in effect.
struct SceneComposition: Sendable {
    /// The from-screen's root as a stage layer.
    let from: StageLayer
    /// The to-screen's root as a stage layer.
    let to: StageLayer
    /// The overlay's root (`Scene.overlayRootLayer()`); `nil` when the scene has no overlay,
    /// so that its render trees are those of a scene without the key.
    let overlay: StageLayer?
    /// `Transition.animations`, resolved (`StageAnimations.none` for a custom effect, whose
    /// animations are its own).
    let animations: StageAnimations

    init(scene: Scene, roots: (from: Layer, to: Layer), animations: StageAnimations) {
        from = StageLayer(roots.from)
        to = StageLayer(roots.to)
        overlay = scene.overlay.isEmpty ? nil : StageLayer(scene.overlayRootLayer())
        self.animations = animations
    }

    /// The stage before the effect: the two screens in `toOnTop` order and the overlay.
    func stage(toOnTop: Bool) -> TransitionStage {
        TransitionStage(from: from, to: to, toOnTop: toOnTop, overlay: overlay)
    }
}
