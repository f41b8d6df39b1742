extension PropertyAnimation {
    /// The animation as it plays on the right-to-left layout (`Layer.mirrored`): values that
    /// say where or which way along x are reflected, the others kept, as the key path's row of
    /// the table says (`AnimatableProperty.Mirroring`):
    /// - `position` (and `position.x`) x → parentWidth − x, `frame` x → parentWidth − x − width, `anchorPoint` x → 1 − x;
    /// - `transform.rotation` and the x of `transform.translation(.x)` and `shadowOffset` negated;
    /// - `path`, `mask` and `shadowPath` reflected within the target's bounds at rest (a
    ///   `bounds.size` animation beside them does not move the mirror line).
    ///
    /// `parentWidth` is the width of the target's parent (the canvas for a screen or an overlay
    /// layer at the top), `width` the target's own width.
    public func mirrored(parentWidth: Double, width: Double) -> PropertyAnimation {
        var animation = self
        animation.from = keyPath.mirrored(from, parentWidth: parentWidth, width: width)
        animation.to = keyPath.mirrored(to, parentWidth: parentWidth, width: width)
        return animation
    }

    /// The animation mirrored for the place its target has in `context`'s screens and overlay;
    /// a target that is not there is left as it is (resolution reports it at its path).
    public func mirrored(in context: EffectContext) -> PropertyAnimation {
        let canvas = context.canvas.size.width
        let widths: (parent: Double, own: Double)?
        switch target {
        case .from, .to: widths = (canvas, canvas)
        case .fromLayer(let id): widths = context.from.layers.widths(of: id, parentWidth: canvas)
        case .toLayer(let id): widths = context.to.layers.widths(of: id, parentWidth: canvas)
        case .overlayLayer(let id): widths = context.overlay.layers.widths(of: id, parentWidth: canvas)
        }
        guard let widths else { return self }
        return mirrored(parentWidth: widths.parent, width: widths.own)
    }
}

extension AnimatableKeyPath {
    /// `value` of this key path reflected as its row's `mirroring` says.
    func mirrored(_ value: AnimationValue, parentWidth: Double, width: Double) -> AnimationValue {
        switch (property.mirroring, value) {
        case (.pointInParent, .point(let p)): .point(p.mirrored(width: parentWidth))
        case (.xInParent, .number(let x)): .number(parentWidth - x)
        case (.unitPoint, .point(let p)): .point(p.mirrored(width: 1))
        case (.rectInParent, .rect(let r)): .rect(r.mirrored(width: parentWidth))
        case (.negated, .number(let v)): .number(-v)
        case (.negatedX, .vector(let v)): .vector(Vector(-v.dx, v.dy))
        case (.pathInBounds, .path(let p)): .path(p.mirrored(width: width))
        default: value
        }
    }
}

extension Array where Element == Layer {
    /// The width of the parent of the first layer `id` (depth first, as `Screen.findLayer`)
    /// and its own width, these layers being in a parent `parentWidth` wide.
    func widths(of id: String, parentWidth: Double) -> (parent: Double, own: Double)? {
        for layer in self {
            if layer.id == id { return (parentWidth, layer.frame.width) }
            if let found = layer.sublayers.widths(of: id, parentWidth: layer.frame.width) { return found }
        }
        return nil
    }
}
