/// Right-to-left mirroring of the layout, as UIKit lays out a view hierarchy whose
/// `effectiveUserInterfaceLayoutDirection` is `.rightToLeft`: every box reflected about the
/// vertical centre line of its parent, x → parentWidth − x − width.
///
/// Mirroring a layer is conjugating its geometry by the reflection S: (x, y) → (w − x, y) of
/// its parent: the frame and the anchor point reflect, and S·T·S keeps a scale, negates a
/// rotation (a positive angle turns +x toward +y; reflected, it turns −x toward +y) and negates
/// a translation's x. So the layer's final box on screen is exactly the reflection of the
/// original's, transforms included.
///
/// Images are not flipped: UIKit flips an image in right-to-left layout only when it was made
/// with `imageFlippedForRightToLeftLayoutDirection()`, and text is not mirrored glyph by glyph,
/// only its alignment (left ↔ right, centre stays), as `NSTextAlignment.natural` resolves.
extension Layer {
    /// The layer reflected within a parent whose bounds are `parentWidth` points wide, its
    /// sublayers reflected within its own bounds; shapes, masks and shadow paths reflected
    /// within its bounds (so a back chevron `<` becomes `>`), a shadow's offset x negated.
    public func mirrored(inParentWidth parentWidth: Double) -> Layer {
        var layer = self
        let width = frame.width
        layer.frame.x = parentWidth - frame.x - width
        layer.anchorPoint.x = 1 - anchorPoint.x
        layer.transform = transform.mirrored
        layer.sublayerTransform = sublayerTransform.mirrored
        layer.mask = mask?.mirrored(width: width)
        layer.maskLayer = maskLayer?.mirrored(inParentWidth: width)
        layer.maskedCorners = maskedCorners.mirrored
        layer.shadow.offset.dx = -shadow.offset.dx
        layer.shadow.path = shadow.path?.mirrored(width: width)
        layer.content = content?.mirrored(width: width)
        layer.sublayers = sublayers.map { $0.mirrored(inParentWidth: width) }
        return layer
    }
}

extension LayerTransform {
    /// S·T·S for the reflection S of x: the scale kept, the skew, the rotation and the translation's x negated;
    /// in 3-D the rotation about y negated too (S·Ry(θ)·S = Ry(−θ)), and the rotation about x, the z
    /// translation and the perspective kept (S leaves y and z alone) but for its x part, negated.
    public var mirrored: LayerTransform {
        if let custom {
            var t = LayerTransform()
            let s = Transform3D.scale(-1, 1, 1)
            t.custom = s.concatenating(custom).concatenating(s)
            return t
        }
        var t = LayerTransform(scaleX: scaleX, scaleY: scaleY, skew: -skew, rotation: -rotation, translation: Vector(-translation.dx, translation.dy),
                               rotationX: rotationX, rotationY: -rotationY, translationZ: translationZ, m34: m34)
        // S·P·S negates the perspective's x part (the fourth column's first entry).
        (t.perspectiveX, t.perspectiveY, t.perspectiveW) = (-perspectiveX, perspectiveY, perspectiveW)
        return t
    }
}

extension LayerContent {
    /// A shape's path reflected within a box `width` wide; a text's alignment and a gradient's
    /// points mirrored; an image as it is (UIKit does not flip images unless asked, see `Layer.mirrored`).
    public func mirrored(width: Double) -> LayerContent {
        switch self {
        case .shape(var shape):
            shape.path = shape.path.mirrored(width: width)
            return .shape(shape)
        case .text(var text):
            text.alignment = text.alignment.mirrored
            return .text(text)
        case .gradient(var gradient):
            gradient.startPoint = Point(1 - gradient.startPoint.x, gradient.startPoint.y)
            gradient.endPoint = Point(1 - gradient.endPoint.x, gradient.endPoint.y)
            return .gradient(gradient)
        case .image:
            return self
        }
    }
}

extension TextAlignment {
    /// Left ↔ right; centre stays, as a `.natural` alignment resolves in right-to-left text.
    public var mirrored: TextAlignment {
        switch self {
        case .left: .right
        case .right: .left
        case .center: .center
        }
    }
}

extension BezierPath {
    /// Every point reflected about the vertical centre line of a box `width` wide:
    /// (x, y) → (width − x, y). The path's direction reverses, which a fill does not see.
    public func mirrored(width: Double) -> BezierPath {
        transformed(by: AffineTransform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0))
    }
}

extension Rect {
    /// The rect reflected within a box `width` wide: x → width − x − self.width.
    public func mirrored(width: Double) -> Rect {
        Rect(x: width - x - self.width, y: y, width: self.width, height: height)
    }
}

extension Point {
    /// The point reflected within a box `width` wide: x → width − x.
    public func mirrored(width: Double) -> Point { Point(width - x, y) }
}
