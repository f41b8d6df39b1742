/// A scene prepared for evaluation frame after frame: its interaction timeline and frame clock
/// are resolved once (an interactive scene's timeline solves springs), so a loop over frames
/// pays only for each snapshot. Build one per render and evaluate every frame through it.
public struct SceneTimeline: Sendable {
    public let scene: Scene
    /// The scene's interaction timeline, or `nil` when it plays straight through.
    public let interaction: InteractionTimeline?
    /// The timeline's length in seconds: the transition's duration, or for an interactive scene
    /// the gesture followed by its completion.
    public let duration: Double
    /// Frames over the whole timeline at the canvas's frame rate.
    public let frameClock: FrameClock

    public init(_ scene: Scene) {
        self.scene = scene
        interaction = scene.interactionTimeline
        duration = interaction?.duration ?? scene.transition.duration
        frameClock = FrameClock(duration: duration, fps: scene.canvas.fps)
    }

    /// The time of frame `index` of `frameClock`.
    public func time(ofFrame index: Int) -> Double { frameClock.time(ofFrame: index) }

    /// The scene at `time` seconds. Played straight through, f = time / duration (clamped to
    /// 0...1) in phase `animating`; an interactive scene takes f and the phase from its
    /// interaction timeline (scrubbing, then finishing or cancelling).
    public func snapshot(at time: Double) -> Snapshot {
        if let interaction {
            let state = interaction.state(at: time)
            return Snapshot(time: time, progress: state.fraction, phase: Phase(state.phase),
                            tree: scene.renderTree(atFraction: state.fraction))
        }
        let d = scene.transition.duration
        let f = d > 0 ? min(1, max(0, time / d)) : 1
        return Snapshot(time: time, progress: f, phase: .animating, tree: scene.renderTree(atFraction: f))
    }

    /// The snapshot of frame `index` of `frameClock`.
    public func snapshot(ofFrame index: Int) -> Snapshot { snapshot(at: time(ofFrame: index)) }
}
