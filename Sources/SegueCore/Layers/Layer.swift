/// A layer as CALayer describes one: a frame in its parent's coordinates, a look, optional
/// content, and sublayers. A value: changing a copy never changes the original.
public struct Layer: Hashable, Sendable {
    /// A name unique within its screen, by which transitions and animations refer to the layer;
    /// optional, as CALayer's `name` is: a layer nothing refers to needs none, and is shown by
    /// its place in its screen instead (`displayName(at:)`).
    public var id: String?
    /// The frame in the parent's coordinates before `transform`: the untransformed box, so the
    /// layer's `position` (CALayer's) is frame.origin + anchorPoint·size.
    public var frame: Rect
    /// The point of the bounds, in unit coordinates ((0, 0) top-left, (1, 1) bottom-right), that
    /// sits at `position` and about which `transform` scales and rotates: CALayer's
    /// `anchorPoint`, default (0.5, 0.5), the centre. Values outside 0...1 are allowed, as in CA.
    public var anchorPoint: Point
    /// Fills the rounded bounds below the content; `nil` draws no background.
    public var backgroundColor: Color?
    /// The radius of the rounded corners of the background, border and `masksToBounds` clip.
    public var cornerRadius: Double
    /// A border drawn inside the bounds, above the content and sublayers (CALayer's order).
    public var borderWidth: Double
    /// The border's colour; `nil` (or a zero `borderWidth`) draws no border.
    public var borderColor: Color?
    /// Group opacity in 0...1: the subtree is composited first, then blended.
    public var opacity: Double
    /// Scale, rotation and translation applied about `anchorPoint`.
    public var transform: LayerTransform
    /// Clips the sublayers (and content) to the rounded bounds.
    public var masksToBounds: Bool
    /// A mask path in the layer's own coordinates: only what lies inside it is visible.
    public var mask: BezierPath?
    /// What the layer draws above its background and below its sublayers; `nil` for nothing.
    public var content: LayerContent?
    /// Child layers in paint order (back to front), their frames in this layer's coordinates.
    public var sublayers: [Layer]
    /// CALayer's shadow properties (`shadowColor`, `shadowOpacity`, `shadowRadius`,
    /// `shadowOffset`, `shadowPath`); the default, opacity 0, draws none.
    public var shadow: LayerShadow = .none
    /// A backdrop blur of what lies below the layer (UIVisualEffectView); `nil` for none.
    public var blur: LayerBlur? = nil
    /// The corners `cornerRadius` rounds (CALayer's `maskedCorners`); every corner by default.
    public var maskedCorners: CornerMask = .all
    /// How the corners curve (CALayer's `cornerCurve`): circular by default, or Apple's continuous curve.
    public var cornerCurve: CornerCurve = .circular
    /// A layer whose rendered alpha masks this one, as CALayer's `mask` does: everything the
    /// layer draws (its shadow too) shows where the mask layer, its content and sublayers and
    /// opacity included, is opaque, and partly where it is translucent. Its frame is in this
    /// layer's coordinates. `nil` (the default) for none; `mask` (a path) clips as well.
    public var maskLayer: Layer? {
        get { maskLayers.first }
        set { maskLayers = newValue.map { [$0] } ?? [] }
    }
    /// The storage of `maskLayer` (a value type cannot hold itself directly).
    private var maskLayers: [Layer] = []
    /// True (CALayer's default since iOS 7) composites a translucent layer's subtree first and
    /// blends the result once; false blends each part and sublayer with the opacity on its own,
    /// so overlapping sublayers show through each other (CALayer's `allowsGroupOpacity`).
    public var allowsGroupOpacity = true
    /// True keeps the layer where it is on its screen's canvas while the screen moves or
    /// scales during a transition (a navigation bar that does not slide); it still takes its
    /// screen's opacity and mask.
    public var fixed: Bool = false
    /// A transform applied to the sublayers (not to the layer's own drawing) about the layer's
    /// anchor point, after each sublayer's own: CALayer's `sublayerTransform`, where a container
    /// puts the perspective its sublayers share.
    public var sublayerTransform: LayerTransform = .identity
    /// The layer's place on the z axis in its parent, in points (CALayer's `zPosition`): siblings
    /// are drawn in order of it (ties keep their order), as CALayer documents, and under a
    /// perspective it moves the layer toward the viewer (positive) or away.
    public var zPosition: Double = 0
    /// The anchor point's place on the layer's own z axis, in points (CALayer's `anchorPointZ`,
    /// default 0): the transform acts about (anchorPoint·size, anchorPointZ), which lands on
    /// (position, zPosition). A cube's face whose anchor is half the cube's width behind it
    /// (anchorPointZ = −width/2) turns about the cube's centre. It shows when the layer turns
    /// about x or y, and under a perspective.
    public var anchorPointZ: Double = 0
    /// False hides the layer while its back faces the viewer (CALayer's `isDoubleSided`, true by
    /// default): its plane's orientation on screen is reversed (a turn past 90° about x or y).
    public var isDoubleSided = true
    /// True antialiases the layer's edges where they are axis-aligned on screen; false (the
    /// default, as CALayer's `allowsEdgeAntialiasing`) draws them on whole pixels, each pixel
    /// inside when its centre is, so two layers that abut at a fractional pixel share no pixel
    /// and leave no seam. Edges turned or projected off the pixel grid, rounded corners, shapes and
    /// text are antialiased either way (Core Animation draws turned edges jagged too until this is
    /// true; Segue keeps them smooth, a deliberate difference so a turned card is not aliased).
    public var allowsEdgeAntialiasing = false
    /// CATransformLayer's rule: the layer draws nothing of its own and does not flatten its
    /// sublayers into its plane; they keep their 3-D places in its parent's space and are drawn
    /// back to front by depth, so the faces of a cube hide each other as solid faces do.
    public var isTransformLayer = false
    /// A shared-element id (Hero's `heroID`): a layer with the same id on the other screen is
    /// its counterpart, and a matching transition morphs one into the other.
    public var match: String? = nil

    /// A layer with CALayer's defaults for what is not given: no background or border, opacity 1,
    /// anchor point at the centre, identity transform, no clip or mask, no content. Nothing is
    /// checked here (`Screen.validate()` checks ids; templates check values).
    public init(id: String? = nil, frame: Rect, backgroundColor: Color? = nil, cornerRadius: Double = 0,
                borderWidth: Double = 0, borderColor: Color? = nil, opacity: Double = 1,
                anchorPoint: Point = Layer.defaultAnchorPoint,
                transform: LayerTransform = .identity, masksToBounds: Bool = false,
                mask: BezierPath? = nil, content: LayerContent? = nil, sublayers: [Layer] = []) {
        self.id = id
        self.frame = frame
        self.anchorPoint = anchorPoint
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

    /// CALayer's default anchor point, the centre of the bounds.
    public static let defaultAnchorPoint = Point(0.5, 0.5)
}
