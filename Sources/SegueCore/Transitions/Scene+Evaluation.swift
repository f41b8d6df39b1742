extension Scene {
    /// The id of the from-screen's node; its layers are `from.<layerId>`.
    public static let fromID = "from"
    /// The id of the to-screen's node; its layers are `to.<layerId>`.
    public static let toID = "to"

    /// The timeline's length in seconds (`SceneTimeline.duration`).
    public var duration: Double { SceneTimeline(self).duration }

    /// The scene at `time` seconds (`SceneTimeline.snapshot(at:)`). For one instant; a loop over
    /// frames builds one `SceneTimeline` and asks it, so the interaction is resolved once.
    public func snapshot(at time: Double) -> Snapshot { SceneTimeline(self).snapshot(at: time) }

    /// What the screen shows at the elapsed fraction `f` (clamped to 0...1); the transition's
    /// timing is applied inside. Call `validate()` first: references it would reject (a missing
    /// source layer, an animation of an unknown layer) are skipped here rather than fatal.
    public func renderTree(atFraction f: Double) -> RenderTree {
        let f = f.isNaN ? 0 : min(1, max(0, f))
        let p = transition.timing.progress(at: f, duration: transition.duration)
        var stage: TransitionStage
        switch transition.kind {
        case .custom(let animations, let toOnTop):
            stage = customStage(animations: animations, toOnTop: toOnTop, fraction: f)
        default:
            stage = builtInStage(progress: p)
        }
        // Every type darkens the covered screen by dimming·p (dimming·(1 − p) backward).
        stage.dimmingAlpha = min(1, max(0, transition.dimming * openness(progress: p)))
        return RenderTree(size: canvas.size, nodes: stage.nodes(canvas: canvas.size))
    }

    /// The from-screen and to-screen as canvas-sized root layers.
    var rootLayers: (from: Layer, to: Layer) {
        (from.rootLayer(id: Scene.fromID, canvas: canvas.size), to.rootLayer(id: Scene.toID, canvas: canvas.size))
    }

    /// How far the built-in effect is "open" at progress p: p for forward operations, 1 − p for
    /// backward ones, which play the same effect in reverse with the from-screen on top.
    func openness(progress p: Double) -> Double {
        transition.operation.isForward ? p : 1 - p
    }

    /// The screen a zoom source or reveal origin names a layer of: the list screen, which is the
    /// from-screen on push/present and the to-screen on pop/dismiss.
    var listScreen: Screen { transition.operation.isForward ? from : to }
}
