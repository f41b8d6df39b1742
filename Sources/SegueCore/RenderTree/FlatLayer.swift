/// One render-tree node as `segue sample` reports it: where it ends up on the canvas and how
/// opaque it is after everything above it has been applied.
public struct FlatLayer: Hashable, Sendable {
    /// The node's id (`from`, `to.button`, `to.layers[2].sublayers[0]`, `dimming`, …).
    public var id: String
    /// The axis-aligned box, in canvas points, of the node's bounds after every transform (in
    /// perspective, of the part in front of the viewer).
    public var bounds: Rect
    /// The effective opacity: the node's opacity times every ancestor's.
    public var opacity: Double
    /// Local coordinates to canvas points; the identity for a layer drawn in perspective,
    /// whose map is `projection`.
    public var transform: AffineTransform
    /// Local coordinates to canvas points for a layer drawn in perspective (a projective map,
    /// `RenderNode.projection` composed with its ancestors'); `nil` when `transform` says it.
    public var projection: Homography? = nil
    /// For a layer in perspective, the outline of its bounds' part in front of the viewer on the
    /// canvas, in points: its four projected corners clockwise from the top left (more where the
    /// viewer's plane cuts it). `bounds` is this outline's box; hit testing uses the outline.
    public var quad: [Point]? = nil
    /// The anchor point in unit coordinates of the bounds (CALayer's `anchorPoint`).
    public var anchorPoint: Point
    /// Where the anchor point is on the canvas, in points: CALayer's `position` carried through
    /// every ancestor's transform.
    public var position: Point
    /// The node's own clip in canvas points: its mask path's bounds mapped to the canvas
    /// (intersected with its bounds box when it also masks to bounds), its bounds box when it
    /// only masks to bounds, `nil` when it does not clip. Ancestors' clips are not included.
    public var maskBounds: Rect?
    /// The shadow the node casts (in its local coordinates, as CALayer's), `nil` when none.
    public var shadow: LayerShadow? = nil
    /// The node's backdrop blur, `nil` when none.
    public var blur: LayerBlur? = nil

    public init(id: String, bounds: Rect, opacity: Double, transform: AffineTransform,
                anchorPoint: Point = Layer.defaultAnchorPoint, position: Point? = nil, maskBounds: Rect?) {
        self.id = id
        self.bounds = bounds
        self.opacity = opacity
        self.transform = transform
        self.anchorPoint = anchorPoint
        self.position = position ?? bounds.center
        self.maskBounds = maskBounds
    }
}
