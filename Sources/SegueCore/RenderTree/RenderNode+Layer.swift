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
    public init(layer: Layer, id: String, idPrefix: String, parentTransform: AffineTransform,
                restingTransform: AffineTransform? = nil) {
        var place: [Int] = []
        self.init(layer: layer, id: id, idPrefix: idPrefix, place: &place,
                  transform: layer.transformToParent.concatenating(parentTransform), resting: restingTransform)
    }

    /// As the public initialiser, with this node's `transform` already composed and `place`
    /// being `layer`'s indices below the node named `idPrefix`: one buffer, pushed and popped
    /// down the tree, so naming costs no array per layer per frame.
    private init(layer: Layer, id: String, idPrefix: String, place: inout [Int],
                 transform: AffineTransform, resting: AffineTransform?) {
        var children: [RenderNode] = []
        children.reserveCapacity(layer.sublayers.count)
        for (index, sublayer) in layer.sublayers.enumerated() {
            place.append(index)
            let own = sublayer.transformToParent
            let childResting = resting.map { own.concatenating($0) }
            let childTransform = sublayer.fixed ? (childResting ?? own.concatenating(transform)) : own.concatenating(transform)
            children.append(RenderNode(layer: sublayer, id: "\(idPrefix).\(sublayer.displayName(at: place))",
                                       idPrefix: idPrefix, place: &place, transform: childTransform, resting: childResting))
            place.removeLast()
        }
        self.init(
            id: id, size: layer.boundsSize, transform: transform,
            opacity: min(1, max(0, layer.opacity)), anchorPoint: layer.anchorPoint,
            backgroundColor: layer.backgroundColor, cornerRadius: max(0, layer.cornerRadius),
            borderWidth: max(0, layer.borderWidth), borderColor: layer.borderColor,
            masksToBounds: layer.masksToBounds, mask: layer.mask, content: layer.content,
            children: children)
        shadow = layer.shadow.isVisible ? layer.shadow : nil
        blur = layer.blur
        maskedCorners = layer.maskedCorners
        cornerCurve = layer.cornerCurve
        if let maskLayer = layer.maskLayer {
            var maskPlace: [Int] = []
            maskNode = RenderNode(layer: maskLayer, id: id + ".mask", idPrefix: id + ".mask", place: &maskPlace,
                                  transform: maskLayer.transformToParent.concatenating(transform), resting: nil)
        }
        allowsGroupOpacity = layer.allowsGroupOpacity
    }
}
