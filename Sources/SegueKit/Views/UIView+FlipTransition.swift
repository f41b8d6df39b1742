import Foundation
import SegueCore

extension UIView {
    /// `.transitionFlipFromLeft`, `…Right`, `…Top` or `…Bottom` in `options`, as Core's
    /// `FlipDirection`; `nil` for any other transition.
    static func flipDirection(_ options: AnimationOptions) -> FlipDirection? {
        switch options.transitionKind {
        case 1: .left
        case 2: .right
        case 6: .top
        case 7: .bottom
        default: nil
        }
    }

    /// UIKit's flip of `view`: a frozen copy of the view before `animations` turns away, then
    /// the view itself, changed, turns in from the other side, half a turn over `duration` along
    /// the curve in `options`, as Core's flip effect turns two screens (`FlipEffect`: its
    /// perspective, dolly and sources). The copy is drawn just above the view in its superlayer,
    /// on the view's layer's clock (so a paused, scrubbed container turns both sides together);
    /// each side is hidden while its back faces the viewer.
    static func flip(_ view: UIView, direction: FlipDirection, duration: TimeInterval, options: AnimationOptions,
                     animations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        let now = Runtime.withCurrent { $0.now }
        let before = FrozenLayer.freeze(view.layer, at: now)
        if let animations { performWithoutAnimation(animations) }
        guard let superlayer = view.layer.superlayer else {
            Misuse.record(SegueKitError("UIView.transition(with:duration:options:) with a flip: expected the view to be in a view hierarchy"))
            Runtime.withCurrent { runtime in runtime.schedule(at: runtime.now) { completion?(true) } }
            return
        }
        superlayer.insertSublayer(before, above: view.layer)
        before.timeSource = view.layer
        func turn(_ side: FlipDirection.Side) -> FlipTurnAnimation {
            let animation = FlipTurnAnimation()
            animation.direction = direction
            animation.side = side
            animation.duration = duration
            animation.timingFunction = options.timingFunction
            animation.fillMode = .both
            return animation
        }
        _ = before.attach(turn(.front), forKey: "flip")
        let attachment = view.layer.attach(turn(.back), forKey: "flip")
        let finish: (Bool) -> Void = { finished in
            before.removeFromSuperlayer()
            Runtime.withCurrent { runtime in runtime.schedule(at: runtime.now) { completion?(finished) } }
        }
        if let attachment { attachment.onStop.append(finish) } else { finish(true) }
    }
}

/// One side of UIKit's flip as an animation of a layer's `transform`: at paced fraction p the
/// side's turn (`FlipDirection.transform(of:progress:extent:)`, about the layer's anchor point,
/// before the layer's own transform), and the layer hidden while the side shows its back (the
/// front after half time, the back before it), as a single-sided layer is.
final class FlipTurnAnimation: CAPropertyAnimation {
    var direction = FlipDirection.left
    var side = FlipDirection.Side.front

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? FlipTurnAnimation else { return }
        (direction, side) = (other.direction, other.side)
    }

    override var callDescription: String { "UIView.transition(with:duration:options:) flip" }

    override func prepare(for layer: CALayer, call: String) -> String? {
        keyPath = "transform"
        return super.prepare(for: layer, call: call)
    }

    override func apply(to state: inout LayerState, layerTime: Double) {
        guard let t = simpleTime(atLayerTime: layerTime) else { return }
        let p = fraction(atSimpleTime: t)
        let extent = direction.extent(of: Size(unchecked: max(0, Double(state.bounds.width)), max(0, Double(state.bounds.height))))
        let turn = CATransform3D(direction.transform(of: side, progress: p, extent: extent).matrix3D)
        state.transform = CATransform3DConcat(turn, state.transform)
        if side == .front ? p > 0.5 : p < 0.5 { state.isHidden = true }
    }
}
