/// Which layer a custom animation drives: a whole screen, or a layer of one by id.
public enum AnimationTarget: Hashable, Sendable, CustomStringConvertible {
    case from
    case to
    case fromLayer(String)
    case toLayer(String)

    /// `from`, `to`, `from.<layerId>` or `to.<layerId>`, as templates and `segue sample` write it.
    public var description: String {
        switch self {
        case .from: "from"
        case .to: "to"
        case .fromLayer(let id): "from.\(id)"
        case .toLayer(let id): "to.\(id)"
        }
    }
}

/// The layer properties a custom animation can drive, named by Core Animation's key paths.
public enum AnimatableKeyPath: String, Hashable, Sendable, CaseIterable {
    case opacity, position, boundsSize = "bounds.size", frame
    case transformScale = "transform.scale", transformScaleX = "transform.scale.x", transformScaleY = "transform.scale.y"
    case transformRotation = "transform.rotation"
    case transformTranslation = "transform.translation"
    case transformTranslationX = "transform.translation.x", transformTranslationY = "transform.translation.y"
    case cornerRadius, backgroundColor, borderWidth, borderColor
    case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, mask

    /// The kind of value the key path takes.
    public var valueKind: AnimationValue.Kind {
        switch self {
        case .opacity, .transformScale, .transformScaleX, .transformScaleY, .transformRotation,
             .transformTranslationX, .transformTranslationY, .cornerRadius, .borderWidth,
             .lineWidth, .strokeStart, .strokeEnd: .number
        case .position: .point
        case .transformTranslation: .vector
        case .boundsSize: .size
        case .frame: .rect
        case .backgroundColor, .borderColor, .fillColor, .strokeColor: .color
        case .path, .mask: .path
        }
    }
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

    public enum Kind: String, Hashable, Sendable { case number, point, vector, size, rect, color, path }

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

/// One animation of a custom transition, in the manner of CABasicAnimation and of the
/// Transition library's AnimationLayer: a key path of a target driven from one value to
/// another over a range of the transition's time fraction, with its own timing.
public struct PropertyAnimation: Hashable, Sendable {
    public var target: AnimationTarget
    public var keyPath: AnimatableKeyPath
    public var from: AnimationValue
    public var to: AnimationValue
    /// The animation's own timing; `nil` uses the transition's.
    public var timing: Timing?
    /// The part of the transition's time fraction it runs in; before it the from-value holds, after it the to-value.
    public var range: AnimationRange

    public init(target: AnimationTarget, keyPath: AnimatableKeyPath, from: AnimationValue, to: AnimationValue,
                timing: Timing? = nil, range: AnimationRange = .full) {
        self.target = target
        self.keyPath = keyPath
        self.from = from
        self.to = to
        self.timing = timing
        self.range = range
    }
}
