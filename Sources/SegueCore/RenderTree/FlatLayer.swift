/// One render-tree node as `segue sample` reports it: where it ends up on the canvas and how
/// opaque it is after everything above it has been applied.
public struct FlatLayer: Hashable, Sendable {
    /// The node's id (`from`, `to.button`, `dimming`, …).
    public var id: String
    /// The axis-aligned box, in canvas points, of the node's bounds after every transform.
    public var bounds: Rect
    /// The effective opacity: the node's opacity times every ancestor's.
    public var opacity: Double
    /// Local coordinates to canvas points.
    public var transform: AffineTransform
    /// The node's own clip in canvas points: its mask path's bounds mapped to the canvas
    /// (intersected with its bounds box when it also masks to bounds), its bounds box when it
    /// only masks to bounds, `nil` when it does not clip. Ancestors' clips are not included.
    public var maskBounds: Rect?

    public init(id: String, bounds: Rect, opacity: Double, transform: AffineTransform, maskBounds: Rect?) {
        self.id = id
        self.bounds = bounds
        self.opacity = opacity
        self.transform = transform
        self.maskBounds = maskBounds
    }
}
