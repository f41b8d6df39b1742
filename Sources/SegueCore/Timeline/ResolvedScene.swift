/// A scene checked and prepared once, so that evaluating any instant cannot fail: the transition's
/// timing and every animation's solved into curves (springs included), the effect's references
/// found, the interaction laid out in time, the frame clock fixed.
///
/// Made by `Scene.resolved()` (and by `TemplateLoader`). Every render, sample and golden run
/// evaluates through one value; nothing is rebuilt per frame. There is no fallback anywhere:
/// what could not be evaluated was an error of `resolved()`.
public struct ResolvedScene: Sendable {
    /// The scene as described (its canvas follows `withCanvas(scale:fps:)`).
    public private(set) var scene: Scene
    /// The scene's interaction laid out in time, or `nil` when it plays straight through.
    public let interaction: InteractionTimeline?
    /// The timeline's length in seconds: the transition's duration, or for an interactive scene
    /// the gesture followed by its completion.
    public let duration: Double
    /// Frames over the whole timeline at the canvas's frame rate (derived, so a new canvas
    /// can never leave it stale).
    public var frameClock: FrameClock { FrameClock(duration: duration, fps: scene.canvas.fps) }

    /// The transition's timing over its duration.
    let timing: any TimingCurve
    /// The effect, resolved.
    let effect: any EffectStaging
    /// The screens as canvas-sized root layers, built once.
    let roots: (from: Layer, to: Layer)
    /// The stage layers, overlay and beside-the-effect animations, built once.
    let composition: SceneComposition
    /// The shared elements morphed above the stage; empty when the transition does not match.
    let matches: [ResolvedMatch]

    /// The layer the interaction's pan moves in points, and its place; nil when none does.
    let drag: ResolvedDrag?

    init(scene: Scene, interaction: InteractionTimeline?, timing: any TimingCurve, effect: any EffectStaging,
         animations: StageAnimations = .none, matches: [ResolvedMatch] = [],
         drag: ResolvedDrag? = nil) {
        self.scene = scene
        self.drag = drag
        self.matches = matches
        self.interaction = interaction
        self.timing = timing
        self.effect = effect
        duration = interaction?.duration ?? scene.transition.duration
        roots = (scene.from.rootLayer(id: Scene.fromID, canvas: scene.canvas.size),
                 scene.to.rootLayer(id: Scene.toID, canvas: scene.canvas.size))
        composition = SceneComposition(scene: scene, roots: roots, animations: animations)
    }

    /// The scene's name: its render and golden folders are named after it.
    public var name: String {
        get { scene.name }
        set { scene.name = newValue }
    }

    /// The drawing surface.
    public var canvas: Canvas { scene.canvas }

    /// The shared elements (ids on both screens) the transition morphs, in the from-screen's
    /// paint order; empty when it does not match.
    public var matchPairs: [MatchPair] { matches.map(\.pair) }

    /// The same scene drawn at another pixel scale and/or sampled at another frame rate, which
    /// change nothing in its evaluation (render trees are in points). The new canvas must pass
    /// `Canvas.validate()`; the error's path is `canvas…`.
    public func withCanvas(scale: Double? = nil, fps: Int? = nil) throws(SceneError) -> ResolvedScene {
        var copy = self
        if let scale { copy.scene.canvas.scale = scale }
        if let fps { copy.scene.canvas.fps = fps }
        try copy.scene.canvas.validate()
        return copy
    }
}
