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
        if let gradient = self as? CAGradientLayer { return gradient.gradientContent(state).map(LayerContent.gradient) }
        if let view = owningView, let content = view.content(for: state) { return content }
        if let image = contents as? any ImageFileProviding, !image.imageFile.isEmpty {
            return .image(ImageContent(file: image.imageFile, contentMode: contentsGravity.contentMode))
        }
        return nil
    }

    /// The node that draws this layer at media time `now` and, recursively, its sublayers, or
    /// `nil` when it is hidden: the layer tree made Core `Layer` values (`coreLayer(at:…)`) and
    /// drawn by Core's render-tree builder, as a template's layers are. `id` names the node;
    /// sublayers are named below it by their `name`, else their place (`window.container.card`,
    /// `window.layers[0]`). `parent` maps the parent's coordinates to canvas points.
    @MainActor
    func renderNode(at now: CFTimeInterval, id: String, parent: SegueCore.AffineTransform) -> RenderNode? {
        guard let layer = coreLayer(at: now, id: id, relativeID: nil, parentOrigin: .zero) else { return nil }
        return RenderNode(layer: layer, id: id, idPrefix: id, parentTransform: parent)
    }

    /// This layer at media time `now` as Core's `Layer` (`nil` when hidden), its sublayers too,
    /// in Core's terms: the frame is the untransformed box in the parent's drawing space (whose
    /// origin is the parent's bounds' top-left, so a parent's `bounds.origin` moves its
    /// sublayers and nothing of its own), the transform and `sublayerTransform` are decomposed
    /// into Core's `LayerTransform` (3-D ones too: Core draws them in perspective), sublayers are
    /// ordered by `zPosition` (ties keep their order), and paths (shape, mask, shadow) are moved
    /// from bounds coordinates into the layer's own. A layer's id is its place below the root
    /// (`container.card`), so Core's builder names the node `<root id>.<place>`; `id` is the
    /// full name for messages.
    ///
    /// `flippedIn` is the parent's bounds when the parent's `isGeometryFlipped` is on: the layer
    /// is placed reflected about their centre line, its transform followed by a turn-over.
    @MainActor
    func coreLayer(at now: CFTimeInterval, id: String, relativeID: String?, parentOrigin: CGPoint,
                   flippedIn parentBounds: CGRect? = nil) -> Layer? {
        var state = presentedState(at: now)
        if let parentBounds {
            state.position.y = 2 * parentBounds.midY - state.position.y
            state.transform = CATransform3DConcat(state.transform, CATransform3DMakeScale(1, -1, 1))
        }
        hasBeenShown = true
        guard !state.isHidden else { return nil }
        // A NaN or infinite matrix has no drawing in Core Animation either: recorded, and the
        // layer drawn without it.
        func requireFinite(_ matrix: inout CATransform3D, _ name: String) {
            guard !matrix.core.isFinite else { return }
            Runtime.withCurrent { $0.refuse("layer \(id): CALayer.\(name) with a NaN or infinite entry cannot be drawn") }
            matrix = CATransform3DIdentity
        }
        requireFinite(&state.transform, "transform")
        requireFinite(&state.sublayerTransform, "sublayerTransform")
        if !state.anchorPointZ.isFinite {
            Runtime.withCurrent { $0.refuse("layer \(id): CALayer.anchorPointZ of NaN or infinity cannot be drawn") }
            state.anchorPointZ = 0
        }
        if !state.zPosition.isFinite {
            Runtime.withCurrent { $0.refuse("layer \(id): CALayer.zPosition of NaN or infinity cannot be drawn") }
            state.zPosition = 0
        }
        func extent(_ v: CGFloat) -> Double { v.isFinite ? max(0, Double(v)) : 0 }
        let width = extent(state.bounds.size.width), height = extent(state.bounds.size.height)
        let anchor = Point(Double(state.anchorPoint.x), Double(state.anchorPoint.y))
        let origin = state.bounds.origin
        let frame = Rect(x: Double(state.position.x) - anchor.x * width - Double(parentOrigin.x),
                         y: Double(state.position.y) - anchor.y * height - Double(parentOrigin.y), width: width, height: height)
        var layer = Layer(id: relativeID, frame: frame, backgroundColor: state.backgroundColor, cornerRadius: state.cornerRadius,
                          borderWidth: state.borderWidth, borderColor: state.borderColor,
                          opacity: state.opacity.isNaN ? 0 : state.opacity, anchorPoint: anchor,
                          transform: state.transform.layerTransform, masksToBounds: state.masksToBounds,
                          content: drawnContent(state))
        applyMask(to: &layer, at: now, id: id, hostOrigin: origin)
        layer.sublayerTransform = state.sublayerTransform.layerTransform
        layer.zPosition = state.zPosition
        layer.anchorPointZ = state.anchorPointZ
        layer.isDoubleSided = isDoubleSided
        layer.maskedCorners = maskedCorners.core
        layer.cornerCurve = cornerCurve.core
        layer.allowsGroupOpacity = allowsGroupOpacity
        layer.allowsEdgeAntialiasing = allowsEdgeAntialiasing
        if let (material, appearance) = backdrop, state.effectStrength > 0, state.effectStrength.isFinite {
            // UIKit's effect animation: the radius and the tint's alpha grow together.
            let strength = min(1, state.effectStrength)
            var blur = LayerBlur(material: material, radius: material.defaultRadius * strength, appearance: appearance)
            blur.tint = blur.tint.withAlpha(blur.tint.alpha * strength)
            layer.blur = blur
        }
        let toLocal = SegueCore.AffineTransform.translation(-Double(origin.x), -Double(origin.y))
        layer.shadow = LayerShadow(color: state.shadowColor ?? .clear, opacity: state.shadowOpacity, radius: state.shadowRadius,
                                   offset: Vector(Double(state.shadowOffset.width), Double(state.shadowOffset.height)),
                                   path: state.shadowPath.map { path in
                                       let bounds = flipped(path, in: state)
                                       return origin == .zero ? bounds : bounds.transformed(by: toLocal)
                                   })
        if self is CATransformLayer {
            // Only the sublayers are rendered, each with the opacity on its own, in 3-D.
            layer.isTransformLayer = true
            layer.backgroundColor = nil
            layer.borderWidth = 0
            layer.content = nil
            layer.shadow = .none
            layer.allowsGroupOpacity = false
        }
        if let replicator = self as? CAReplicatorLayer {
            layer.sublayers = replicator.instances(at: now, id: id, relativeID: relativeID, state: state) { time, id, relativeID in
                self.coreSublayers(at: time, id: id, relativeID: relativeID, origin: origin, state: state)
            }
        } else {
            layer.sublayers = coreSublayers(at: now, id: id, relativeID: relativeID, origin: origin, state: state)
        }
        if let snapshot = self as? SnapshotLayer, snapshot.contentSize.width > 0, snapshot.contentSize.height > 0,
           width > 0, height > 0, (width, height) != (Double(snapshot.contentSize.width), Double(snapshot.contentSize.height)) {
            // The content laid out at `contentSize` fills the bounds: scaled by S about the
            // bounds' centre c (where a sublayer transform acts), after a move by c − S⁻¹c, is
            // scaled by S about the top left.
            let (sx, sy) = (width / Double(snapshot.contentSize.width), height / Double(snapshot.contentSize.height))
            let (dx, dy) = (width / 2 - width / 2 / sx, height / 2 - height / 2 / sy)
            for k in layer.sublayers.indices { layer.sublayers[k].frame = layer.sublayers[k].frame.offsetBy(Vector(dx, dy)) }
            layer.sublayerTransform = LayerTransform(scaleX: sx, scaleY: sy)
        }
        return layer
    }

    /// The sublayers at media time `now` as Core layers, ordered by `zPosition` (ties keep their
    /// order), named below `id` by their `name`, else their place.
    @MainActor
    private func coreSublayers(at now: CFTimeInterval, id: String, relativeID: String?, origin: CGPoint, state: LayerState) -> [Layer] {
        // A zPosition that is not finite orders as 0 (and is refused when drawn).
        func z(_ layer: CALayer) -> CGFloat { layer.zPosition.isFinite ? layer.zPosition : 0 }
        let sublayers = (self.sublayers ?? []).enumerated().sorted { (z($0.element), $0.offset) < (z($1.element), $1.offset) }
        var layers: [Layer] = []
        for (index, sublayer) in sublayers {
            let place = sublayer.name ?? "layers[\(index)]"
            let childRelative = relativeID.map { "\($0).\(place)" } ?? place
            if let child = sublayer.coreLayer(at: now, id: "\(id).\(place)", relativeID: childRelative, parentOrigin: origin,
                                              flippedIn: isGeometryFlipped ? state.bounds : nil) {
                layers.append(child)
            }
        }
        return layers
    }

    /// What the `mask` layer makes of this one at media time `now`, as CA composites a mask by
    /// its alpha: a hidden mask shows nothing (an empty clip); a mask that is one opaque shape
    /// (a `CAShapeLayer` filling its path opaquely by the non-zero rule, or a plain layer with an
    /// opaque background, each without sublayers, content, border, translucency, or a mask or
    /// bounds clip of its own) is that shape as a clip, in this layer's coordinates; any other
    /// is a Core mask layer whose drawn alpha masks this one.
    @MainActor
    private func applyMask(to layer: inout Layer, at now: CFTimeInterval, id: String, hostOrigin origin: CGPoint) {
        guard let mask else { return }
        let state = mask.presentedState(at: now)
        if state.isHidden {
            layer.mask = BezierPath()
        } else if let shape = mask.opaqueShape(state) {
            let toHost = LayerGeometry.toParent(state).concatenating(.translation(-Double(origin.x), -Double(origin.y)))
            layer.mask = shape.transformed(by: toHost)
        } else {
            layer.maskLayer = mask.coreLayer(at: now, id: id + ".mask", relativeID: nil, parentOrigin: origin)
        }
    }

    /// This layer, as a mask, as one opaque shape in its bounds coordinates (empty when it draws
    /// nothing); `nil` when its alpha is more than one shape (see `applyMask`).
    @MainActor
    private func opaqueShape(_ state: LayerState) -> BezierPath? {
        guard sublayers == nil, mask == nil, !state.masksToBounds, state.opacity == 1,
              state.borderWidth == 0 || (state.borderColor?.alpha ?? 0) == 0,
              state.shadowOpacity == 0, cornerCurve == .circular, maskedCorners.core == .all else { return nil }
        if let shapeLayer = self as? CAShapeLayer {
            guard shapeLayer.fillRule == .nonZero, (state.backgroundColor?.alpha ?? 0) == 0,
                  state.strokeColor == nil || state.lineWidth == 0 else { return nil }
            guard let fill = state.fillColor, fill.alpha > 0 else { return BezierPath() }
            return fill.alpha == 1 ? state.path.map { flipped($0, in: state) } ?? BezierPath() : nil
        }
        guard drawnContent(state) == nil else { return nil }
        let alpha = state.backgroundColor?.alpha ?? 0
        guard alpha == 0 || alpha == 1 else { return nil }
        if alpha == 0 { return BezierPath() }
        let box = Rect(x: Double(state.bounds.origin.x), y: Double(state.bounds.origin.y),
                       width: Double(state.bounds.size.width), height: Double(state.bounds.size.height))
        return state.cornerRadius > 0 ? .roundedRect(box, cornerRadius: state.cornerRadius) : .rect(box)
    }
}

extension CALayer {
    /// `path`, in the layer's bounds coordinates, as the layer draws it: turned over about the
    /// bounds' centre line when `isGeometryFlipped` (a shape layer's path, its shadow path and
    /// its mask are geometry; only `contents` images stay upright, as Apple's documentation
    /// says of the layer's content).
    func flipped(_ path: BezierPath, in state: LayerState) -> BezierPath {
        guard isGeometryFlipped else { return path }
        let midY = Double(state.bounds.midY)
        return path.transformed(by: SegueCore.AffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 2 * midY))
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
