extension ResolvedScene {
    /// The time of frame `index` of `frameClock`.
    public func time(ofFrame index: Int) -> Double { frameClock.time(ofFrame: index) }

    /// The snapshot of frame `index` of `frameClock`.
    public func snapshot(ofFrame index: Int) -> Snapshot { snapshot(at: time(ofFrame: index)) }

    /// The scene at `time` seconds. Played straight through, f = time / duration (clamped to
    /// 0...1) in phase `animating`; an interactive scene takes f and the phase from its
    /// interaction timeline (scrubbing, then finishing or cancelling).
    public func snapshot(at time: Double) -> Snapshot {
        if let interaction {
            let state = interaction.state(at: time)
            let pose = drag.flatMap { interaction.dragPose($0.drag, at: $0.address, time: time) }
            return Snapshot(time: time, progress: state.fraction, phase: state.phase,
                            tree: renderTree(atFraction: state.fraction, drag: pose, overdrag: state.overdrag))
        }
        let d = scene.transition.duration
        let f = d > 0 ? min(1, max(0, time / d)) : 1
        return Snapshot(time: time, progress: f, phase: .animating, tree: renderTree(atFraction: f))
    }

    /// What the screen shows at the transition's elapsed fraction `f` (clamped to 0...1, NaN as
    /// 0): the effect stages the screens at elapsed f·D seconds with progress p = timing(f), the
    /// transition's `animations` then set their values at f·D (over the effect's), and the
    /// covered screen darkens under black at alpha dimming·p (dimming·(1 − p) backward), as
    /// UIKit's presentation dimming view does. The overlay, if any, is drawn above all of it.
    public func renderTree(atFraction f: Double) -> RenderTree {
        renderTree(atFraction: f, drag: nil)
    }

    /// `renderTree(atFraction:)` with a dragged layer where `drag` puts it: its offset added to
    /// its translation and its scale multiplied in, after the effect and the animations, and a
    /// morph of it at `drag.morphProgress` rather than the transition's progress (it flies on
    /// from the finger's place; see `InteractionDrag`).
    func renderTree(atFraction f: Double, drag: DragPose?, overdrag: Double = 0) -> RenderTree {
        let f = f.isNaN ? 0 : min(1, max(0, f))
        let transition = scene.transition
        let p = timing.progress(at: f)
        let openness = transition.operation.isForward ? p : 1 - p
        var instant = EffectInstant(elapsed: f * transition.duration, fraction: f, progress: p, openness: openness)
        instant.overdrag = overdrag
        var stage = composition.stage(toOnTop: effect.toOnTop)
        effect.stage(&stage, at: instant)
        composition.animations.apply(to: &stage, at: instant.elapsed)
        let dimming = min(1, max(0, transition.dimming * openness))
        if dimming > 0 {
            let layer = Layer(id: ResolvedScene.dimmingID, frame: Rect(origin: .zero, size: scene.canvas.size),
                              backgroundColor: .black, opacity: dimming)
            stage.insert(StageLayer(layer), above: stage.coveredID)
        }
        if let drag {
            stage.update(drag.address.screen) { root in
                root.update(at: drag.address.path[...]) { layer in
                    layer.transform.translation = layer.transform.translation + drag.offset
                    layer.transform.scaleX *= drag.scale
                    layer.transform.scaleY *= drag.scale
                }
            }
        }
        stage.addMatches(matches, progress: p, fraction: f, drag: drag)
        return RenderTree(size: scene.canvas.size, nodes: stage.renderNodes())
    }

    /// The id of the layer that darkens the covered screen.
    public static let dimmingID = "dimming"
}
