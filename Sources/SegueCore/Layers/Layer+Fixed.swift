extension Layer {
    /// True when this layer or one of its sublayers, at any depth, is `fixed`: only such a
    /// subtree needs the second, at-rest transform that fixed layers take (see
    /// `RenderNode(layer:id:idPrefix:parentTransform:restingTransform:)`).
    public var containsFixedLayer: Bool {
        fixed || sublayers.contains { $0.containsFixedLayer }
    }
}
