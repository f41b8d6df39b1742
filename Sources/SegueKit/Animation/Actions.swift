import Foundation
import SegueCore

/// What happens when a layer property changes: Core Animation's action search, reduced to the
/// two cases that matter for transitions. A layer that backs a view asks the view, which
/// animates only inside an animation block (`UIView.animate`, a property animator); a standalone
/// layer already on screen animates implicitly per the current `CATransaction`.
enum Actions {
    /// Called after `layer`'s model changed at `entry` from the state `old`.
    static func layer(_ layer: CALayer, changed entry: KeyPathEntry, from old: LayerState) {
        if let view = layer.owningView {
            MainActor.assumeIsolated { view.layerPropertyChanged(entry, from: old) }
            return
        }
        guard layer.hasBeenShown, layer.parentLayer != nil, !CATransaction.disableActions() else { return }
        let now = Runtime.withCurrent { $0.now }
        let shown = layer.presentedStateIgnoring(change: old, at: now)
        let animation = CABasicAnimation(keyPath: entry.name)
        animation.fromValue = shown.value(at: entry).anyValue
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        layer.add(animation, forKey: entry.name)
    }
}

extension CALayer {
    /// What was on screen before a model change: `old` with the running animations applied.
    func presentedStateIgnoring(change old: LayerState, at now: CFTimeInterval) -> LayerState {
        let current = modelState
        modelState = old
        defer { modelState = current }
        return presentedState(at: now)
    }
}
