extension RenderNode {
    /// The node that draws `layer` and, recursively, its sublayers.
    ///
    /// `id` names this node; sublayers are named `<idPrefix>.<display name>`: their id
    /// (`to.button`), flat rather than by path because layer ids are unique within a screen, or
    /// for a layer without an id its place below `layer` as a screen's JSON writes it
    /// (`to.layers[2].sublayers[0]`, see `Layer.displayName(at:)`). `parentTransform` maps the
    /// parent's local coordinates to canvas points; this node's transform is
    /// `layer.transformToParent` followed by it. Opacity is clamped to 0...1 (a spring may
    /// overshoot it); a zero-size or transparent layer still gets a node that draws nothing.
    ///
    /// `restingTransform` is this node's transform were its screen at rest (identity for a
    /// screen's root, which then lies on the canvas at the origin): a `fixed` sublayer at any
    /// depth takes the transform it has below that (its own and its ancestors' within the
    /// screen, none of the screen's or an effect's container) instead of following its screen,
    /// and its sublayers follow it. `nil` (the default, and what a subtree without fixed layers
    /// should get: it costs one more matrix product per layer) treats `fixed` layers as any other.
    ///
    /// In 3-D, as Core Animation composites (see `RenderNode.projection`): a layer whose
    /// transform, or its parent's `sublayerTransform`, does more than a 2-D transform to its
    /// plane is flattened into its parent's plane through its 4 × 4 matrix; one that lands
    /// there under perspective becomes a projected node, its subtree placed in its own plane.
    /// Siblings are drawn in order of `zPosition`, ties in their order; a transform layer's
    /// sublayers keep their 3-D places in its parent's space and are drawn back to front by the
    /// depth of their centres. A layer that is not double-sided and shows its back is drawn
    /// with opacity 0. Layers whose transforms are 2-D take exactly the 2-D arithmetic of before.
    public init(layer: Layer, id: String, idPrefix: String, parentTransform: AffineTransform,
                restingTransform: AffineTransform? = nil) {
        var place: [Int] = []
        let space = ParentSpace(toPlane: parentTransform, into3D: nil, planeToCanvas: .identity)
        self.init(layer: layer, id: id, idPrefix: idPrefix, place: &place, placement: space.place(layer), space: space,
                  resting: restingTransform)
    }

    /// As the public initialiser, with this node's placement already found in `space` (its
    /// parent's) and `place` being `layer`'s indices below the node named `idPrefix`: one
    /// buffer, pushed and popped down the tree, so naming costs no array per layer per frame.
    private init(layer: Layer, id: String, idPrefix: String, place: inout [Int], placement: Placement,
                 space: ParentSpace, resting: AffineTransform?) {
        let transform = placement.transform
        let inner = space.inner(for: layer, placement: placement)
        var children: [RenderNode] = []
        var depths: [Double] = []
        children.reserveCapacity(layer.sublayers.count)
        for index in Self.drawingOrder(of: layer) {
            let sublayer = layer.sublayers[index]
            place.append(index)
            let childPlacement: Placement
            var childResting: AffineTransform? = nil
            if inner.into3D == nil, sublayer.transform.is2D, sublayer.anchorPointZ == 0, !sublayer.isTransformLayer {
                let own = sublayer.transformToParent
                childResting = resting.map { own.concatenating($0) }
                let childTransform = sublayer.fixed ? (childResting ?? own.concatenating(transform)) : own.concatenating(transform)
                childPlacement = Placement(transform: childTransform, projection: nil, into3D: nil)
            } else {
                childPlacement = inner.place(sublayer)
            }
            if layer.isTransformLayer { depths.append(childPlacement.depth(of: sublayer)) }
            children.append(RenderNode(layer: sublayer, id: "\(idPrefix).\(sublayer.displayName(at: place))", idPrefix: idPrefix,
                                       place: &place, placement: childPlacement, space: inner, resting: childResting))
            place.removeLast()
        }
        if layer.isTransformLayer, depths.count > 1 {
            // Back to front by depth; equal depths keep their order (a stable sort by index).
            children = children.indices.sorted { (depths[$0], $0) < (depths[$1], $1) }.map { children[$0] }
        }
        self.init(
            id: id, size: layer.boundsSize, transform: transform,
            opacity: min(1, max(0, layer.opacity)), anchorPoint: layer.anchorPoint,
            backgroundColor: layer.backgroundColor, cornerRadius: max(0, layer.cornerRadius),
            borderWidth: max(0, layer.borderWidth), borderColor: layer.borderColor,
            masksToBounds: layer.masksToBounds, mask: layer.mask, content: layer.content,
            children: children)
        projection = placement.projection
        shadow = layer.shadow.isVisible ? layer.shadow : nil
        blur = layer.blur
        maskedCorners = layer.maskedCorners
        cornerCurve = layer.cornerCurve
        if let maskLayer = layer.maskLayer {
            var maskPlace: [Int] = []
            let maskSpace = ParentSpace(toPlane: transform, into3D: nil, planeToCanvas: inner.planeToCanvas)
            maskNode = RenderNode(layer: maskLayer, id: id + ".mask", idPrefix: id + ".mask", place: &maskPlace,
                                  placement: maskSpace.place(maskLayer), space: maskSpace, resting: nil)
        }
        allowsGroupOpacity = layer.allowsGroupOpacity
        allowsEdgeAntialiasing = layer.allowsEdgeAntialiasing
        if layer.isTransformLayer {
            transformLayerMap = (placement.into3D ?? layer.transformToParent3D).flattened.concatenating(space.toPlane)
            // CATransformLayer draws only its sublayers, each with the opacity on its own.
            (backgroundColor, borderWidth, content, shadow, blur, mask, masksToBounds) = (nil, 0, nil, nil, nil, nil, false)
            maskNode = nil
            allowsGroupOpacity = false
        } else if !layer.isDoubleSided, space.showsBack(layer) {
            opacity = 0
        }
    }

    /// The indices of `layer`'s sublayers in the order they are drawn: by `zPosition`, ties in
    /// their order, as CALayer documents (a transform layer sorts by depth afterwards).
    private static func drawingOrder(of layer: Layer) -> [Int] {
        let sublayers = layer.sublayers
        guard sublayers.contains(where: { $0.zPosition != 0 }) else { return Array(sublayers.indices) }
        return sublayers.indices.sorted { (sublayers[$0].zPosition, $0) < (sublayers[$1].zPosition, $1) }
    }
}

/// Where a node lands: its 2-D transform to the plane it is drawn in, or for a projected node
/// the identity and its `projection`; and, for a layer inside a transform layer, its 4 × 4
/// matrix into the space it keeps its depth in.
private struct Placement {
    var transform: AffineTransform
    var projection: Homography?
    /// Local 3-D coordinates to the space of the nearest ancestor that flattens (`nil`: not needed).
    var into3D: Transform3D?

    /// The depth (z/w) of the layer's centre in that space; 0 without one.
    func depth(of layer: Layer) -> Double {
        guard let into3D else { return 0 }
        let size = layer.boundsSize
        let p = into3D.apply(x: size.width / 2, y: size.height / 2, z: 0)
        return p.w > 0 ? p.z / p.w : -.infinity
    }
}

/// What a parent gives its sublayers' placement: its coordinates' map to the drawing plane and,
/// when 3-D is involved, the 4 × 4 matrix from its own 3-D space into the space of the nearest
/// ancestor that flattens (its `sublayerTransform` included; the ancestor's transform layers in
/// between too), plus the drawing plane's map to the canvas (for telling front from back).
private struct ParentSpace {
    /// Coordinates of the flattening ancestor (the parent itself unless it is a transform layer)
    /// to the plane its nodes are drawn in: the canvas, or a projected ancestor's own plane.
    var toPlane: AffineTransform
    /// The parent's 3-D space into the flattening ancestor's; `nil` for the identity.
    var into3D: Transform3D?
    /// The drawing plane to the canvas.
    var planeToCanvas: Homography

    /// Where `layer`, a sublayer of this space's layer, lands.
    func place(_ layer: Layer) -> Placement {
        if into3D == nil, layer.transform.is2D, layer.anchorPointZ == 0, !layer.isTransformLayer {
            return Placement(transform: layer.transformToParent.concatenating(toPlane), projection: nil, into3D: nil)
        }
        let m = into3D.map { layer.transformToParent3D.concatenating($0) } ?? layer.transformToParent3D
        let h = m.flattened.concatenating(toPlane)
        if layer.isTransformLayer {
            // It has no plane: its sublayers are placed in its parent's, through `m`.
            return Placement(transform: toPlane, projection: nil, into3D: m)
        }
        if let affine = h.affine { return Placement(transform: affine, projection: nil, into3D: m) }
        return Placement(transform: .identity, projection: h, into3D: m)
    }

    /// The space `layer`, placed by `placement`, gives its own sublayers.
    func inner(for layer: Layer, placement: Placement) -> ParentSpace {
        let sublayer = layer.sublayerTransform == .identity ? nil : layer.sublayerTransformAboutAnchor
        if layer.isTransformLayer {
            let into = placement.into3D ?? .identity
            return ParentSpace(toPlane: toPlane, into3D: sublayer.map { $0.concatenating(into) } ?? into, planeToCanvas: planeToCanvas)
        }
        if let projection = placement.projection {
            return ParentSpace(toPlane: .identity, into3D: sublayer, planeToCanvas: projection.concatenating(planeToCanvas))
        }
        return ParentSpace(toPlane: placement.transform, into3D: sublayer, planeToCanvas: planeToCanvas)
    }

    /// True when `layer`, a sublayer of this space's layer, shows its back where Core Animation
    /// judges it: in the plane of the nearest ancestor that flattens (the parent, or the parent
    /// of a chain of transform layers), through the layer's own 3-D matrix into that plane
    /// (`Transform3D.showsBack`), before the plane itself is turned or mirrored. An ordinary layer
    /// flattens its sublayers into its plane, so the single-sided back of a card made of two
    /// plain CALayers is never drawn, whichever way the card turns, and the front shows mirrored;
    /// the card needs a CATransformLayer to show its back (Apple's CATransformLayer reference:
    /// transform layers make "true 3D layer hierarchies, rather than the flattened hierarchy
    /// rendering model used by other layer types").
    func showsBack(_ layer: Layer) -> Bool {
        (into3D.map { layer.transformToParent3D.concatenating($0) } ?? layer.transformToParent3D).showsBack
    }
}

/// Where a layer's own coordinates land on the canvas, as `RenderNode` draws it: an affine map
/// while every layer down to it is 2-D (the same arithmetic as before 3-D), else the projective
/// map through each ancestor's flattening (`ParentSpace`), sublayer transforms and transform
/// layers included.
public enum LayerCanvasMap: Sendable {
    case affine(AffineTransform)
    case projective(Homography)

    /// The map of the last layer of `chain`, each layer a sublayer of the one before, the first
    /// placed by `parent` (its parent's coordinates to the canvas). `nil` for an empty chain.
    public init?(_ chain: [Layer], parent: AffineTransform = .identity) {
        guard let last = chain.last else { return nil }
        var space = ParentSpace(toPlane: parent, into3D: nil, planeToCanvas: .identity)
        for layer in chain.dropLast() { space = space.inner(for: layer, placement: space.place(layer)) }
        var placement = space.place(last)
        if last.isTransformLayer {
            // It has no plane of its own (its sublayers are placed through its 3-D map); its
            // bounds are where its 3-D map, flattened, puts them.
            let h = (placement.into3D ?? last.transformToParent3D).flattened.concatenating(space.toPlane)
            placement = h.affine.map { Placement(transform: $0, projection: nil, into3D: nil) } ?? Placement(transform: .identity, projection: h, into3D: nil)
        }
        if placement.projection == nil, space.planeToCanvas == .identity {
            self = .affine(placement.transform)
        } else {
            self = .projective((placement.projection ?? Homography(placement.transform)).concatenating(space.planeToCanvas))
        }
    }

    /// The box `rect` (local) covers on the canvas: its corners mapped, the part behind the
    /// viewer cut off; `nil` when none of it is in front.
    public func bounds(of rect: Rect) -> Rect? {
        switch self {
        case .affine(let t): t.apply(to: rect)
        case .projective(let h): h.mappedBounds(of: rect)
        }
    }
}
