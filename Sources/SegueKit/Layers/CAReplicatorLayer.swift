import Foundation
import SegueCore

/// Core Animation's replicator layer: draws its sublayers `instanceCount` times, each copy
/// transformed, delayed and coloured from the previous one (QuartzCore's header comments).
///
/// Copy k (k = 0 for the sublayers themselves) is drawn through `instanceTransform` applied k
/// times, about the replicator's centre; its animations run `k · instanceDelay` seconds later;
/// its colours are multiplied by `instanceColor` plus k times the red, green, blue and alpha
/// offsets, clamped to 0...1 (images cannot be tinted: a tint other than white over an image is
/// recorded as not supported). The instance transform must reduce to 2-D, as other transforms.
@preconcurrency @MainActor
open class CAReplicatorLayer: CALayer {
    /// How many copies are drawn, the sublayers themselves included (default 1).
    open var instanceCount = 1
    /// Seconds by which each copy's animations run later than the previous copy's.
    open var instanceDelay: CFTimeInterval = 0
    /// The transform taking copy k − 1 to copy k, about the replicator's centre.
    open var instanceTransform = CATransform3DIdentity
    /// The colour the first copy is multiplied by (default opaque white: unchanged).
    open var instanceColor: CGColor? = UIColor.white.cgColor
    /// Added to `instanceColor`'s red once per copy (copy k gets k times it), clamped to 0...1; default 0.
    open var instanceRedOffset: Float = 0
    /// Added to `instanceColor`'s green once per copy, as `instanceRedOffset`; default 0.
    open var instanceGreenOffset: Float = 0
    /// Added to `instanceColor`'s blue once per copy, as `instanceRedOffset`; default 0.
    open var instanceBlueOffset: Float = 0
    /// Added to `instanceColor`'s alpha once per copy, as `instanceRedOffset` (a negative value fades
    /// each copy more than the last); default 0.
    open var instanceAlphaOffset: Float = 0
    /// Whether copies keep their depth (3-D); accepted.
    open var preservesDepth = false

    /// The copies of the sublayers at media time `now`, in Core's terms: copy k is a layer
    /// filling the replicator's bounds, turned by the instance transform k times about its
    /// centre, holding the sublayers drawn `k · instanceDelay` earlier and tinted.
    func instances(at now: CFTimeInterval, id: String, relativeID: String?, state: LayerState,
                   sublayers: (CFTimeInterval, String, String?) -> [Layer]) -> [Layer] {
        let width = max(0, Double(state.bounds.width)), height = max(0, Double(state.bounds.height))
        var copies: [Layer] = []
        var transform = CATransform3DIdentity
        let base = (instanceColor?.color ?? .white)
        for k in 0..<max(0, instanceCount) {
            let place = "instance\(k)"
            let tint = Color(unchecked: clamp(base.red + Double(k) * Double(instanceRedOffset)),
                             clamp(base.green + Double(k) * Double(instanceGreenOffset)),
                             clamp(base.blue + Double(k) * Double(instanceBlueOffset)),
                             clamp(base.alpha + Double(k) * Double(instanceAlphaOffset)))
            var copy = Layer(id: relativeID.map { "\($0).\(place)" } ?? place, frame: Rect(x: 0, y: 0, width: width, height: height),
                             transform: transform.layerTransform)
            copy.sublayers = sublayers(now - Double(k) * instanceDelay, "\(id).\(place)", copy.id)
            if tint != .white {
                for index in copy.sublayers.indices { tinted(&copy.sublayers[index], by: tint, id: id) }
            }
            copies.append(copy)
            transform = CATransform3DConcat(transform, instanceTransform)
        }
        return copies
    }

    private func clamp(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }

    /// `layer` and its sublayers with every colour they draw multiplied by `tint`.
    private func tinted(_ layer: inout Layer, by tint: Color, id: String) {
        func times(_ c: Color) -> Color {
            Color(unchecked: c.red * tint.red, c.green * tint.green, c.blue * tint.blue, c.alpha * tint.alpha)
        }
        layer.backgroundColor = layer.backgroundColor.map(times)
        layer.borderColor = layer.borderColor.map(times)
        layer.shadow.color = times(layer.shadow.color)
        switch layer.content {
        case .shape(var shape)?:
            shape.fillColor = shape.fillColor.map(times)
            shape.strokeColor = shape.strokeColor.map(times)
            layer.content = .shape(shape)
        case .text(var text)?:
            text.color = times(text.color)
            layer.content = .text(text)
        case .gradient(var gradient)?:
            gradient.colors = gradient.colors.map(times)
            layer.content = .gradient(gradient)
        case .image?:
            Runtime.withCurrent { $0.refuse("layer \(id): CAReplicatorLayer.instanceColor over an image (images are not tinted)") }
        case nil: break
        }
        for index in layer.sublayers.indices { tinted(&layer.sublayers[index], by: tint, id: id) }
    }
}
