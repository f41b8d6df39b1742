/// One subpath of a flattened path: straight segments through `points`, in drawing order.
///
/// `points[0]` is where the subpath starts. When `isClosed` is true a closing segment from
/// the last point back to `points[0]` is implied and not repeated in `points` (the last point
/// may still equal the first, as in an oval whose last curve ends where it began).
public struct Polyline: Hashable, Sendable {
    /// The subpath's vertices in drawing order, in the path's coordinates (the closing point is not repeated).
    public var points: [Point]
    /// Whether a segment from the last point back to `points[0]` is implied (the subpath ended with `close`).
    public var isClosed: Bool

    public init(points: [Point], isClosed: Bool) {
        self.points = points
        self.isClosed = isClosed
    }
}
