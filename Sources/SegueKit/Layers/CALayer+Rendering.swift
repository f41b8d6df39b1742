import Foundation
import SegueCore

extension CALayer {
    /// What the layer draws in its bounds for the presented `state`: a shape layer's path, a
    /// frozen snapshot's content, its view's content (an image view's image, a label's text), or
    /// `contents` holding an image.
    @MainActor
    func drawnContent(_ state: LayerState) -> LayerContent? {
        if let frozen = self as? FrozenLayer { return frozen.frozenContent }
        if let shape = self as? CAShapeLayer { return shape.shapeContent(state).map(LayerContent.shape) }
        if let view = owningView, let content = view.content(for: state) { return content }
        if let image = contents as? any ImageFileProviding {
            return .image(ImageContent(file: image.imageFile, contentMode: contentsGravity.contentMode))
        }
        return nil
    }

    /// The node that draws this layer at media time `now` and, recursively, its sublayers, or
    /// `nil` when it is hidden. `parent` maps the parent's bounds coordinates to canvas points;
    /// `id` names the node (the layer's `name`, else its place below its parent). A transform
    /// that is not a 2-D affine one is recorded as an error naming the layer and drawn without
    /// its 3-D part.
    @MainActor
    func renderNode(at now: CFTimeInterval, id: String, parent: SegueCore.AffineTransform) -> RenderNode? {
        let state = presentedState(at: now)
        hasBeenShown = true
        guard !state.isHidden else { return nil }
        if !LayerGeometry.isDrawable(state.transform) {
            Runtime.withCurrent { runtime in
                runtime.refuse("layer \(id): a 3-D transform (perspective or rotation about x or y) cannot be drawn; SegueKit draws transforms whose x-y part is 2-D (no m34 perspective, no x or y rotation)")
            }
        }
        let toCanvas = LayerGeometry.toParent(state).concatenating(parent)
        let origin = state.bounds.origin
        let childSpace = SegueCore.AffineTransform.translation(-Double(origin.x), -Double(origin.y)).concatenating(toCanvas)
        var children: [RenderNode] = []
        let sublayers = (self.sublayers ?? []).enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
        for (index, sublayer) in sublayers {
            let childID = sublayer.name.map { "\(id).\($0)" } ?? "\(id).layers[\(index)]"
            if let node = sublayer.renderNode(at: now, id: childID, parent: childSpace) { children.append(node) }
        }
        func extent(_ v: CGFloat) -> Double { v.isFinite ? max(0, Double(v)) : 0 }
        let size = Size(unchecked: extent(state.bounds.size.width), extent(state.bounds.size.height))
        return RenderNode(
            id: id, size: size, transform: SegueCore.AffineTransform.translation(Double(origin.x), Double(origin.y)).concatenating(childSpace),
            opacity: min(1, max(0, state.opacity.isNaN ? 0 : state.opacity)),
            anchorPoint: Point(Double(state.anchorPoint.x), Double(state.anchorPoint.y)),
            backgroundColor: state.backgroundColor, cornerRadius: max(0, state.cornerRadius),
            borderWidth: max(0, state.borderWidth), borderColor: state.borderColor, masksToBounds: state.masksToBounds,
            mask: maskPath(at: now, id: id, hostOrigin: origin), content: drawnContent(state), children: children)
    }

    /// The mask layer's shape in this layer's bounds coordinates (origin at the bounds' top-left):
    /// a shape layer's path, or a plain layer's rounded bounds, through the mask's own geometry.
    /// A mask's opacity, content and sublayers do not mask in SegueKit (recorded when present).
    @MainActor
    private func maskPath(at now: CFTimeInterval, id: String, hostOrigin origin: CGPoint) -> BezierPath? {
        guard let mask else { return nil }
        let state = mask.presentedState(at: now)
        if state.isHidden { return BezierPath() }
        if mask.sublayers != nil {
            Runtime.withCurrent { $0.refuse("layer \(id): a mask layer with sublayers cannot be drawn; SegueKit masks by one shape layer or one layer's bounds") }
        }
        let toHost = LayerGeometry.toParent(state).concatenating(.translation(-Double(origin.x), -Double(origin.y)))
        let shape: BezierPath
        if state.opacity < 1 {
            Runtime.withCurrent { $0.refuse("layer \(id): a mask with opacity \(state.opacity) cannot be drawn; SegueKit masks by shape (opacity 1 or hidden)") }
        }
        if let shapeLayer = mask as? CAShapeLayer {
            shape = state.path ?? BezierPath()
            if shapeLayer.fillRule == .evenOdd {
                Runtime.withCurrent { $0.refuse("layer \(id): a mask with fillRule .evenOdd cannot be drawn; SegueKit clips by the non-zero rule") }
            }
            if let fill = state.fillColor, fill.alpha < 1 {
                Runtime.withCurrent { $0.refuse("layer \(id): a mask filled with a translucent colour (alpha \(fill.alpha)) cannot be drawn; SegueKit masks by shape") }
            }
            if state.fillColor == nil { return BezierPath() }
        } else {
            let box = Rect(x: Double(state.bounds.origin.x), y: Double(state.bounds.origin.y),
                           width: Double(state.bounds.size.width), height: Double(state.bounds.size.height))
            shape = state.cornerRadius > 0 ? .roundedRect(box, cornerRadius: state.cornerRadius) : .rect(box)
        }
        return shape.transformed(by: toHost)
    }
}

extension CALayerContentsGravity {
    /// The content mode Segue draws for this gravity (unknown ones stretch, as `resize`).
    var contentMode: ContentMode {
        switch self {
        case .resizeAspect: .scaleAspectFit
        case .resizeAspectFill: .scaleAspectFill
        case .center: .center
        default: .scaleToFill
        }
    }
}

/// Something drawn from a PNG file (`UIImage`, its `cgImage`).
protocol ImageFileProviding {
    var imageFile: String { get }
}
