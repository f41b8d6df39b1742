extension Scene {
    /// The custom transition at fraction f: every animation stack sets its property on a copy of
    /// its target (in the order the stacks first appear), then `toOnTop` orders the screens.
    func customStage(animations: [PropertyAnimation], toOnTop: Bool, fraction f: Double) -> TransitionStage {
        var (fromLayer, toLayer) = rootLayers
        for stack in AnimationStack.grouping(animations) {
            let value = stack.value(atFraction: f, transitionTiming: transition.timing,
                                    transitionDuration: transition.duration)
            let set: (inout Layer) -> Void = { $0.set(stack.keyPath, to: value) }
            switch stack.target {
            case .from: set(&fromLayer)
            case .to: set(&toLayer)
            case .fromLayer(let id): fromLayer.updateSublayer(id, set)
            case .toLayer(let id): toLayer.updateSublayer(id, set)
            }
        }
        return TransitionStage(from: fromLayer, to: toLayer, toOnTop: toOnTop)
    }
}
