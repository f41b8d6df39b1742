/// A layer as CALayer describes one: a frame in its parent's coordinates, a look, optional
/// content, and sublayers. A value: changing a copy never changes the original.
public struct Layer: Hashable, Sendable {
    /// A name unique within its screen; transitions and animations refer to layers by it.
    public var id: String
    /// The frame in the parent's coordinates (before `transform`).
    public var frame: Rect
    public var backgroundColor: Color?
    /// The radius of the rounded corners of the background, border and `masksToBounds` clip.
    public var cornerRadius: Double
    /// A border drawn inside the bounds, above the content and sublayers (CALayer's order).
    public var borderWidth: Double
    public var borderColor: Color?
    /// Group opacity in 0...1: the subtree is composited first, then blended.
    public var opacity: Double
    /// Scale, rotation and translation applied about the layer's centre (anchorPoint 0.5, 0.5).
    public var transform: LayerTransform
    /// Clips the sublayers (and content) to the rounded bounds.
    public var masksToBounds: Bool
    /// A mask path in the layer's own coordinates: only what lies inside it is visible.
    public var mask: BezierPath?
    public var content: LayerContent?
    public var sublayers: [Layer]

    public init(id: String, frame: Rect, backgroundColor: Color? = nil, cornerRadius: Double = 0,
                borderWidth: Double = 0, borderColor: Color? = nil, opacity: Double = 1,
                transform: LayerTransform = .identity, masksToBounds: Bool = false,
                mask: BezierPath? = nil, content: LayerContent? = nil, sublayers: [Layer] = []) {
        self.id = id
        self.frame = frame
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.opacity = opacity
        self.transform = transform
        self.masksToBounds = masksToBounds
        self.mask = mask
        self.content = content
        self.sublayers = sublayers
    }
}

/// A layer's transform in the decomposed form that Core Animation's `transform.*` key paths
/// animate. The matrix is scale, then rotation, then translation, about the layer's centre.
public struct LayerTransform: Hashable, Sendable {
    public var scaleX: Double
    public var scaleY: Double
    /// Radians; positive turns clockwise on screen.
    public var rotation: Double
    public var translation: Vector

    public init(scaleX: Double = 1, scaleY: Double = 1, rotation: Double = 0, translation: Vector = .zero) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.rotation = rotation
        self.translation = translation
    }

    public static let identity = LayerTransform()

    /// The matrix in coordinates whose origin is the layer's centre: scale, then rotate, then translate.
    public var matrix: AffineTransform {
        AffineTransform.scale(scaleX, scaleY)
            .concatenating(.rotation(rotation))
            .concatenating(.translation(translation))
    }
}
