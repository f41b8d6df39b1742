extension RenderNode {
    /// The node that draws `layer` and, recursively, its sublayers.
    ///
    /// `id` names this node; sublayers are named `<idPrefix>.<layer id>` (e.g. `to.button`),
    /// flat rather than by path because layer ids are unique within a screen. `parentTransform`
    /// maps the parent's local coordinates to canvas points; this node's transform is
    /// `layer.transformToParent` followed by it. Opacity is clamped to 0...1 (a spring may
    /// overshoot it); a zero-size or transparent layer still gets a node that draws nothing.
    public init(layer: Layer, id: String, idPrefix: String, parentTransform: AffineTransform) {
        let transform = layer.transformToParent.concatenating(parentTransform)
        self.init(
            id: id, size: layer.boundsSize, transform: transform,
            opacity: min(1, max(0, layer.opacity)), anchorPoint: layer.anchorPoint,
            backgroundColor: layer.backgroundColor, cornerRadius: max(0, layer.cornerRadius),
            borderWidth: max(0, layer.borderWidth), borderColor: layer.borderColor,
            masksToBounds: layer.masksToBounds, mask: layer.mask, content: layer.content,
            children: layer.sublayers.map {
                RenderNode(layer: $0, id: "\(idPrefix).\($0.id)", idPrefix: idPrefix, parentTransform: transform)
            })
    }
}
