/// Which layer a custom animation drives: a whole screen, a layer of one by id, or a layer of
/// the scene's overlay by id.
public enum AnimationTarget: Hashable, Sendable, CustomStringConvertible {
    /// The from-screen as a whole (its canvas-sized root layer).
    case from
    /// The to-screen as a whole (its canvas-sized root layer).
    case to
    /// The from-screen's layer with this id, at any depth.
    case fromLayer(String)
    /// The to-screen's layer with this id, at any depth.
    case toLayer(String)
    /// The overlay's layer with this id, at any depth (`Scene.overlay`).
    case overlayLayer(String)

    /// `from`, `to`, `from.<layerId>`, `to.<layerId>` or `overlay.<layerId>`, as templates and
    /// `segue sample` write it.
    public var description: String {
        switch self {
        case .from: "from"
        case .to: "to"
        case .fromLayer(let id): "from.\(id)"
        case .toLayer(let id): "to.\(id)"
        case .overlayLayer(let id): "overlay.\(id)"
        }
    }
}

/// The layer properties of Core's `Layer` an animation can drive, named by Core Animation's key
/// paths; each has its row of the key-path table (`property`: its kind, range, requirement,
/// mirroring and the doors that take it).
public enum AnimatableKeyPath: String, Hashable, Sendable, CaseIterable {
    /// Opacity (0...1), position (where the anchor point sits in the parent's points) and its
    /// components, the anchor point (unit coordinates of the bounds; changing it keeps the
    /// position, so the layer moves, as in CA), bounds size (resized about the anchor point) and
    /// its components, and frame (the untransformed box).
    case opacity, position, positionX = "position.x", positionY = "position.y", anchorPoint
    case boundsSize = "bounds.size", boundsSizeWidth = "bounds.size.width", boundsSizeHeight = "bounds.size.height", frame
    /// The decomposed transform's scale factors, about the layer's anchor point (1 is unscaled).
    case transformScale = "transform.scale", transformScaleX = "transform.scale.x", transformScaleY = "transform.scale.y"
    /// The decomposed transform's rotation in radians; positive turns clockwise on screen.
    case transformRotation = "transform.rotation"
    /// The decomposed transform's translation in points, applied after scale and rotation.
    case transformTranslation = "transform.translation"
    /// One component of the transform's translation, in points.
    case transformTranslationX = "transform.translation.x", transformTranslationY = "transform.translation.y"
    /// The decomposed transform's 3-D parts: rotations about x and y in radians (about the
    /// anchor point; positive about y brings the left edge toward the viewer) and the
    /// translation along z in points (positive toward the viewer), seen through its `m34`.
    case transformRotationX = "transform.rotation.x", transformRotationY = "transform.rotation.y"
    case transformTranslationZ = "transform.translation.z"
    /// The same parts of `sublayerTransform`, as Core Animation takes them on it: a container
    /// scaling, turning or moving all its sublayers at once, about its anchor point (a cube's
    /// faces turned together under the container's perspective).
    case sublayerTransformScale = "sublayerTransform.scale", sublayerTransformScaleX = "sublayerTransform.scale.x"
    case sublayerTransformScaleY = "sublayerTransform.scale.y", sublayerTransformRotation = "sublayerTransform.rotation"
    case sublayerTransformTranslation = "sublayerTransform.translation"
    case sublayerTransformTranslationX = "sublayerTransform.translation.x", sublayerTransformTranslationY = "sublayerTransform.translation.y"
    case sublayerTransformRotationX = "sublayerTransform.rotation.x", sublayerTransformRotationY = "sublayerTransform.rotation.y"
    case sublayerTransformTranslationZ = "sublayerTransform.translation.z"
    /// The place on the parent's z axis and the anchor point's on the layer's own (points):
    /// siblings reorder as `zPosition` passes another's, and under a perspective both show as depth.
    case zPosition, anchorPointZ
    /// CALayer's look: corner radius and border width in points, background and border colours.
    case cornerRadius, backgroundColor, borderWidth, borderColor
    /// CAShapeLayer's path, colours, line width (points) and stroke start and end (fractions
    /// 0...1 of the path's length), for shape layers only; `mask` replaces any layer's mask path.
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, mask
    /// CALayer's shadow: colour, opacity (0...1), blur radius (points), offset (a vector in
    /// points) and path (`LayerShadow`).
    case shadowColor, shadowOpacity, shadowRadius, shadowOffset, shadowPath
    /// The backdrop blur's radius in points, for layers with a `blur` only (`LayerBlur`).
    case blurRadius = "blur.radius"

    /// The kind of value the key path takes (its row's, as Core's `AnimationValue` holds it).
    public var valueKind: AnimationValue.Kind { property.kind.animationValueKind! }
}

/// A from- or to-value of an animation.
public enum AnimationValue: Hashable, Sendable {
    case number(Double)
    case point(Point)
    case vector(Vector)
    case size(Size)
    case rect(Rect)
    case color(Color)
    case path(BezierPath)

    /// An `AnimationValue`'s kind without its payload: what a key path takes (`valueKind`); the
    /// raw value is the word error messages use ("expected a size for bounds.size").
    public enum Kind: String, Hashable, Sendable { case number, point, vector, size, rect, color, path }

    /// The value's kind, checked against the key path's `valueKind` by `Scene.resolved()`.
    public var kind: Kind {
        switch self {
        case .number: .number
        case .point: .point
        case .vector: .vector
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .path: .path
        }
    }
}

/// One animation of a layer property, in the manner of CABasicAnimation: a key path of a target
/// driven from one value to another, timed as CAMediaTiming times it, in seconds.
///
/// It starts `beginTime` seconds after the transition begins and lasts `duration` seconds; its
/// own time fraction goes linearly from 0 to 1 over that span and `timing` shapes it into
/// progress. `fillMode` says what shows outside the span: the from-value before it (backwards),
/// the to-value after it (forwards), or the layer's own value (removed). Templates' `range`s
/// (fractions of the transition, as the Transition library's AnimationLayer ranges) compile
/// into these seconds (`AnimationRange.beginTime(over:)`).
public struct PropertyAnimation: Hashable, Sendable {
    /// The screen or layer the animation drives.
    public var target: AnimationTarget
    /// The property it drives; `from` and `to` must be of its `valueKind`.
    public var keyPath: AnimatableKeyPath
    /// The value at `beginTime` (and before it, when the fill mode fills backwards).
    public var from: AnimationValue
    /// The value at the end (and after it, when the fill mode fills forwards).
    public var to: AnimationValue
    /// The animation's own timing; `nil` uses the transition's.
    public var timing: Timing?
    /// Seconds from the start of the transition to the animation's start (CAMediaTiming's
    /// `beginTime`, relative to the transition); finite and non-negative.
    public var beginTime: Double
    /// Seconds the animation lasts (CAMediaTiming's `duration`); `nil`: when its own `timing`
    /// is a mass/stiffness spring, that spring's settling duration (as UIViewPropertyAnimator
    /// runs such a spring), otherwise the rest of the transition after `beginTime`.
    public var duration: Double?
    /// What shows before `beginTime` and after the end; `.both` by default, as template ranges
    /// always behaved (Core Animation's own default is `.removed`).
    public var fillMode: FillMode

    /// An animation of `keyPath` on `target`; nothing is checked here (`Scene.resolved()` checks
    /// that the target exists, the values have the key path's kind, the times fit the
    /// transition and the timing resolves).
    public init(target: AnimationTarget, keyPath: AnimatableKeyPath, from: AnimationValue, to: AnimationValue,
                timing: Timing? = nil, beginTime: Double = 0, duration: Double? = nil, fillMode: FillMode = .both) {
        self.target = target
        self.keyPath = keyPath
        self.from = from
        self.to = to
        self.timing = timing
        self.beginTime = beginTime
        self.duration = duration
        self.fillMode = fillMode
    }

    /// An animation over `range` of a transition lasting `transitionDuration` seconds: beginTime
    /// start·D and duration (end − start)·D.
    public init(target: AnimationTarget, keyPath: AnimatableKeyPath, from: AnimationValue, to: AnimationValue,
                timing: Timing? = nil, range: AnimationRange, transitionDuration: Double) {
        self.init(target: target, keyPath: keyPath, from: from, to: to, timing: timing,
                  beginTime: range.beginTime(over: transitionDuration), duration: range.duration(over: transitionDuration))
    }
}
