extension Layer {
    /// Sets the property `keyPath` names to `value`, as Core Animation's presentation layer
    /// shows an animated value.
    ///
    /// As in CALayer: `position` moves the layer so its anchor point is at the point;
    /// `bounds.size` resizes it about its anchor point; `anchorPoint` keeps `position` where it
    /// is, so the layer moves; `frame` sets the untransformed box; `transform.*` set the
    /// decomposed transform's components; `mask` replaces the mask path; the `shadow*` key paths
    /// set the shadow's properties. Shape key paths change shape content only and `blur.radius`
    /// a layer with a blur only (others are unchanged), and a value of the wrong kind is
    /// ignored: `Scene.resolved()` rejects all three.
    public mutating func set(_ keyPath: AnimatableKeyPath, to value: AnimationValue) {
        switch (keyPath, value) {
        case (.opacity, .number(let v)): opacity = v
        case (.position, .point(let p)): position = p
        case (.positionX, .number(let x)): position.x = x
        case (.positionY, .number(let y)): position.y = y
        case (.anchorPoint, .point(let p)):
            let kept = position
            anchorPoint = p
            position = kept
        case (.boundsSize, .size(let size)): resize(to: size)
        case (.boundsSizeWidth, .number(let w)): resize(to: Size(unchecked: w, boundsSize.height))
        case (.boundsSizeHeight, .number(let h)): resize(to: Size(unchecked: boundsSize.width, h))
        case (.frame, .rect(let r)): frame = r
        case (.zPosition, .number(let v)): zPosition = v
        case (.anchorPointZ, .number(let v)): anchorPointZ = v
        case (.cornerRadius, .number(let v)): cornerRadius = v
        case (.backgroundColor, .color(let c)): backgroundColor = c
        case (.borderWidth, .number(let v)): borderWidth = v
        case (.borderColor, .color(let c)): borderColor = c
        case (.mask, .path(let p)): mask = p
        case (.shadowColor, .color(let c)): shadow.color = c
        case (.shadowOpacity, .number(let v)): shadow.opacity = v
        case (.shadowRadius, .number(let v)): shadow.radius = v
        case (.shadowOffset, .vector(let v)): shadow.offset = v
        case (.shadowPath, .path(let p)): shadow.path = p
        case (.blurRadius, .number(let v)): blur?.radius = v
        default:
            if !setTransform(keyPath, to: value) { setShape(keyPath, to: value) }
        }
    }

    /// The current value of the property `keyPath` names: the getter matching `set(_:to:)`, as
    /// `CALayer.value(forKeyPath:)` reads the model. `nil` where the layer has no such value: a
    /// shape key path on a layer without shape content, a colour that is not set (`nil`
    /// background, border, fill or stroke), `mask` or `shadowPath` on a layer without one, or
    /// `blur.radius` on a layer without a blur.
    public func value(for keyPath: AnimatableKeyPath) -> AnimationValue? {
        switch keyPath {
        case .opacity: return .number(opacity)
        case .position: return .point(position)
        case .positionX: return .number(position.x)
        case .positionY: return .number(position.y)
        case .anchorPoint: return .point(anchorPoint)
        case .boundsSize: return .size(boundsSize)
        case .boundsSizeWidth: return .number(boundsSize.width)
        case .boundsSizeHeight: return .number(boundsSize.height)
        case .frame: return .rect(frame)
        case .transformScale, .transformScaleX, .transformScaleY, .transformRotation, .transformTranslation, .transformTranslationX,
             .transformTranslationY, .transformRotationX, .transformRotationY, .transformTranslationZ:
            return Layer.part(keyPath, of: transform)
        case .sublayerTransformScale, .sublayerTransformScaleX, .sublayerTransformScaleY, .sublayerTransformRotation,
             .sublayerTransformTranslation, .sublayerTransformTranslationX, .sublayerTransformTranslationY,
             .sublayerTransformRotationX, .sublayerTransformRotationY, .sublayerTransformTranslationZ:
            return Layer.part(keyPath, of: sublayerTransform)
        case .zPosition: return .number(zPosition)
        case .anchorPointZ: return .number(anchorPointZ)
        case .cornerRadius: return .number(cornerRadius)
        case .backgroundColor: return backgroundColor.map(AnimationValue.color)
        case .borderWidth: return .number(borderWidth)
        case .borderColor: return borderColor.map(AnimationValue.color)
        case .mask: return mask.map(AnimationValue.path)
        case .shadowColor: return .color(shadow.color)
        case .shadowOpacity: return .number(shadow.opacity)
        case .shadowRadius: return .number(shadow.radius)
        case .shadowOffset: return .vector(shadow.offset)
        case .shadowPath: return shadow.path.map(AnimationValue.path)
        case .blurRadius: return blur.map { .number($0.radius) }
        case .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd:
            guard case .shape(let shape) = content else { return nil }
            return Layer.shapeValue(keyPath, of: shape)
        }
    }

    /// Resizes the bounds to `size` about the anchor point (the position kept), as CA's
    /// `bounds.size` does.
    private mutating func resize(to size: Size) {
        let kept = position
        frame = Rect(x: frame.standardized.x, y: frame.standardized.y, width: size.width, height: size.height)
        position = kept
    }

    /// The CAShapeLayer key paths' values.
    private static func shapeValue(_ keyPath: AnimatableKeyPath, of shape: ShapeContent) -> AnimationValue? {
        switch keyPath {
        case .path: return .path(shape.path)
        case .fillColor: return shape.fillColor.map(AnimationValue.color)
        case .strokeColor: return shape.strokeColor.map(AnimationValue.color)
        case .lineWidth: return .number(shape.lineWidth)
        case .strokeStart: return .number(shape.strokeStart)
        case .strokeEnd: return .number(shape.strokeEnd)
        default: return nil
        }
    }

    /// The `transform.*` and `sublayerTransform.*` key paths; returns whether `keyPath` was one
    /// of them with a matching value.
    private mutating func setTransform(_ keyPath: AnimatableKeyPath, to value: AnimationValue) -> Bool {
        switch keyPath {
        case .sublayerTransformScale, .sublayerTransformScaleX, .sublayerTransformScaleY, .sublayerTransformRotation,
             .sublayerTransformTranslation, .sublayerTransformTranslationX, .sublayerTransformTranslationY,
             .sublayerTransformRotationX, .sublayerTransformRotationY, .sublayerTransformTranslationZ:
            Layer.setPart(keyPath, of: &sublayerTransform, to: value)
        default:
            Layer.setPart(keyPath, of: &transform, to: value)
        }
    }

    /// The part of `t` a `transform.*` or `sublayerTransform.*` key path names (both name the
    /// same parts: scale, rotation, translation and their components); `nil` for another key path.
    private static func part(_ keyPath: AnimatableKeyPath, of t: LayerTransform) -> AnimationValue? {
        switch keyPath {
        case .transformScale, .transformScaleX, .sublayerTransformScale, .sublayerTransformScaleX: .number(t.scaleX)
        case .transformScaleY, .sublayerTransformScaleY: .number(t.scaleY)
        case .transformRotation, .sublayerTransformRotation: .number(t.rotation)
        case .transformTranslation, .sublayerTransformTranslation: .vector(t.translation)
        case .transformTranslationX, .sublayerTransformTranslationX: .number(t.translation.dx)
        case .transformTranslationY, .sublayerTransformTranslationY: .number(t.translation.dy)
        case .transformRotationX, .sublayerTransformRotationX: .number(t.rotationX)
        case .transformRotationY, .sublayerTransformRotationY: .number(t.rotationY)
        case .transformTranslationZ, .sublayerTransformTranslationZ: .number(t.translationZ)
        default: nil
        }
    }

    /// Sets the part of `t` that `keyPath` names (see `part(_:of:)`); false when it names none,
    /// or `value` is not of its kind.
    private static func setPart(_ keyPath: AnimatableKeyPath, of t: inout LayerTransform, to value: AnimationValue) -> Bool {
        switch (keyPath, value) {
        case (.transformScale, .number(let v)), (.sublayerTransformScale, .number(let v)): t.scaleX = v; t.scaleY = v
        case (.transformScaleX, .number(let v)), (.sublayerTransformScaleX, .number(let v)): t.scaleX = v
        case (.transformScaleY, .number(let v)), (.sublayerTransformScaleY, .number(let v)): t.scaleY = v
        case (.transformRotation, .number(let v)), (.sublayerTransformRotation, .number(let v)): t.rotation = v
        case (.transformTranslation, .vector(let v)), (.sublayerTransformTranslation, .vector(let v)): t.translation = v
        case (.transformTranslationX, .number(let v)), (.sublayerTransformTranslationX, .number(let v)): t.translation.dx = v
        case (.transformTranslationY, .number(let v)), (.sublayerTransformTranslationY, .number(let v)): t.translation.dy = v
        case (.transformRotationX, .number(let v)), (.sublayerTransformRotationX, .number(let v)): t.rotationX = v
        case (.transformRotationY, .number(let v)), (.sublayerTransformRotationY, .number(let v)): t.rotationY = v
        case (.transformTranslationZ, .number(let v)), (.sublayerTransformTranslationZ, .number(let v)): t.translationZ = v
        default: return false
        }
        return true
    }

    /// The CAShapeLayer key paths, applied to shape content only.
    private mutating func setShape(_ keyPath: AnimatableKeyPath, to value: AnimationValue) {
        guard case .shape(var shape) = content else { return }
        switch (keyPath, value) {
        case (.path, .path(let p)): shape.path = p
        case (.fillColor, .color(let c)): shape.fillColor = c
        case (.strokeColor, .color(let c)): shape.strokeColor = c
        case (.lineWidth, .number(let v)): shape.lineWidth = v
        case (.strokeStart, .number(let v)): shape.strokeStart = v
        case (.strokeEnd, .number(let v)): shape.strokeEnd = v
        default: return
        }
        content = .shape(shape)
    }
}
