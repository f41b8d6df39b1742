extension RenderTree {
    /// Every node in paint order (back to front: a node, then its children), with effective
    /// opacity and canvas-space boxes. See `FlatLayer` for what each field means.
    public func flattened() -> [FlatLayer] {
        var result: [FlatLayer] = []
        for node in nodes { node.appendFlattened(to: &result, parentOpacity: 1) }
        return result
    }
}

extension RenderNode {
    fileprivate func appendFlattened(to result: inout [FlatLayer], parentOpacity: Double) {
        let effective = parentOpacity * opacity
        let box = transform.apply(to: Rect(origin: .zero, size: size))
        let anchor = Point(anchorPoint.x * size.width, anchorPoint.y * size.height)
        var flat = FlatLayer(id: id, bounds: box, opacity: effective, transform: transform, anchorPoint: anchorPoint,
                             position: transform.apply(to: anchor), maskBounds: clipBounds(box: box))
        flat.shadow = shadow
        flat.blur = blur
        result.append(flat)
        for child in children { child.appendFlattened(to: &result, parentOpacity: effective) }
    }

    /// The mask path's mapped bounds and/or the bounds box, per `FlatLayer.maskBounds`.
    /// Disjoint clips give an empty rectangle at the mask's origin: nothing is visible.
    private func clipBounds(box: Rect) -> Rect? {
        guard let mask else { return masksToBounds ? box : nil }
        let maskBox = mask.transformed(by: transform).bounds
        guard masksToBounds else { return maskBox }
        return maskBox.intersection(box) ?? Rect(origin: maskBox.origin, size: .zero)
    }
}
