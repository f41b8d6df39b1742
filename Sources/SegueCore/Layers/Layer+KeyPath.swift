extension Layer {
    /// Sets the property `keyPath` names to `value`, as Core Animation's presentation layer
    /// shows an animated value.
    ///
    /// `position` moves the frame so its centre is the point; `bounds.size` resizes it about
    /// its centre; `transform.*` set the decomposed transform's components; `mask` replaces the
    /// mask path. Shape key paths change shape content only (a layer without it is unchanged),
    /// and a value of the wrong kind is ignored: `Scene.validate()` reports both as errors.
    public mutating func set(_ keyPath: AnimatableKeyPath, to value: AnimationValue) {
        switch (keyPath, value) {
        case (.opacity, .number(let v)): opacity = v
        case (.position, .point(let p)):
            let s = frame.standardized
            frame = Rect(x: p.x - s.width / 2, y: p.y - s.height / 2, width: s.width, height: s.height)
        case (.boundsSize, .size(let size)):
            let c = position
            frame = Rect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height)
        case (.frame, .rect(let r)): frame = r
        case (.cornerRadius, .number(let v)): cornerRadius = v
        case (.backgroundColor, .color(let c)): backgroundColor = c
        case (.borderWidth, .number(let v)): borderWidth = v
        case (.borderColor, .color(let c)): borderColor = c
        case (.mask, .path(let p)): mask = p
        default:
            if !setTransform(keyPath, to: value) { setShape(keyPath, to: value) }
        }
    }

    /// The `transform.*` key paths; returns whether `keyPath` was one of them with a matching value.
    private mutating func setTransform(_ keyPath: AnimatableKeyPath, to value: AnimationValue) -> Bool {
        switch (keyPath, value) {
        case (.transformScale, .number(let v)): transform.scaleX = v; transform.scaleY = v
        case (.transformScaleX, .number(let v)): transform.scaleX = v
        case (.transformScaleY, .number(let v)): transform.scaleY = v
        case (.transformRotation, .number(let v)): transform.rotation = v
        case (.transformTranslation, .vector(let v)): transform.translation = v
        case (.transformTranslationX, .number(let v)): transform.translation.dx = v
        case (.transformTranslationY, .number(let v)): transform.translation.dy = v
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
