extension RenderTree {
    /// Every node in paint order (back to front: a node, then its children), with effective
    /// opacity and canvas-space boxes. See `FlatLayer` for what each field means.
    public func flattened() -> [FlatLayer] {
        var result: [FlatLayer] = []
        for node in nodes { node.appendFlattened(to: &result, parentOpacity: 1, plane: nil) }
        return result
    }
}

extension RenderNode {
    /// `plane` maps the plane the node is drawn in to the canvas: `nil` for the canvas itself,
    /// a projected ancestor's map below one.
    fileprivate func appendFlattened(to result: inout [FlatLayer], parentOpacity: Double, plane: Homography?) {
        let effective = parentOpacity * opacity
        let local = Rect(origin: .zero, size: size)
        let anchor = Point(anchorPoint.x * size.width, anchorPoint.y * size.height)
        // A transform layer is reported where its bounds land, not by the plane its sublayers use.
        let own = transformLayerMap ?? projection
        let toCanvas = own.map { p in plane.map { p.concatenating($0) } ?? p } ?? plane.map { Homography(transform).concatenating($0) }
        var flat: FlatLayer
        if let toCanvas {
            // In perspective: the box of what is in front of the viewer, the anchor where it lands.
            let box = toCanvas.mappedBounds(of: local) ?? Rect(origin: .zero, size: .zero)
            flat = FlatLayer(id: id, bounds: box, opacity: effective, transform: toCanvas.affine ?? .identity, anchorPoint: anchorPoint,
                             position: toCanvas.apply(to: anchor) ?? box.center, maskBounds: clipBounds(box: box, toCanvas: toCanvas))
            if toCanvas.affine == nil {
                flat.projection = toCanvas
                flat.quad = toCanvas.visiblePart(of: local.corners).compactMap { toCanvas.apply(to: $0) }
            }
        } else {
            let box = transform.apply(to: local)
            flat = FlatLayer(id: id, bounds: box, opacity: effective, transform: transform, anchorPoint: anchorPoint,
                             position: transform.apply(to: anchor), maskBounds: clipBounds(box: box))
        }
        flat.shadow = shadow
        flat.blur = blur
        result.append(flat)
        let childPlane = projection == nil ? plane : toCanvas
        for child in children { child.appendFlattened(to: &result, parentOpacity: effective, plane: childPlane) }
    }

    /// `clipBounds(box:)` for a node drawn in perspective: the mask's box mapped through `toCanvas`.
    private func clipBounds(box: Rect, toCanvas: Homography) -> Rect? {
        guard let mask else { return masksToBounds ? box : nil }
        let maskBox = toCanvas.mappedBounds(of: mask.bounds) ?? Rect(origin: box.origin, size: .zero)
        guard masksToBounds else { return maskBox }
        return maskBox.intersection(box) ?? Rect(origin: maskBox.origin, size: .zero)
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
