extension BezierPath {
    /// A corner's horizontal and vertical radius.
    public struct CornerRadii: Hashable, Sendable {
        /// The radius along x.
        public var x: Double
        /// The radius along y.
        public var y: Double
        /// A corner `x` wide and `y` high.
        public init(x: Double, y: Double) { (self.x, self.y) = (x, y) }
        /// A square corner.
        public static let zero = CornerRadii(x: 0, y: 0)
    }

    /// (4/3)·tan(π/8): a quarter circle's control length over its radius.
    private static let cornerKappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// A rectangle whose corners are quarter ellipses, each its own size, in order top-left,
    /// top-right, bottom-right, bottom-left (y-down), each clamped to 0 … half the rectangle's
    /// side: what CGPath(roundedRect:cornerWidth:cornerHeight:) and UIBezierPath(roundedRect:
    /// byRoundingCorners:cornerRadii:) build, and a layer's `maskedCorners` draw.
    ///
    /// The elements are those of `roundedRect(_:cornerRadius:)` (a move to the end of the
    /// top-left corner, then line and corner curve four times clockwise on screen, and a close),
    /// so a square corner is a curve of zero size and every rounded rectangle has the same
    /// structure and interpolates with every other.
    public static func roundedRect(_ rect: Rect, topLeft: CornerRadii, topRight: CornerRadii, bottomRight: CornerRadii,
                                   bottomLeft: CornerRadii) -> BezierPath {
        let s = rect.standardized
        func clamp(_ r: CornerRadii) -> CornerRadii {
            CornerRadii(x: min(max(0, r.x), s.width / 2), y: min(max(0, r.y), s.height / 2))
        }
        let (tl, tr, br, bl) = (clamp(topLeft), clamp(topRight), clamp(bottomRight), clamp(bottomLeft))
        let (x0, y0, x1, y1) = (s.minX, s.minY, s.maxX, s.maxY)
        let k = cornerKappa
        return BezierPath(elements: [
            .move(to: Point(x0 + tl.x, y0)),
            .line(to: Point(x1 - tr.x, y0)),
            .curve(to: Point(x1, y0 + tr.y), control1: Point(x1 - tr.x + k * tr.x, y0), control2: Point(x1, y0 + tr.y - k * tr.y)),
            .line(to: Point(x1, y1 - br.y)),
            .curve(to: Point(x1 - br.x, y1), control1: Point(x1, y1 - br.y + k * br.y), control2: Point(x1 - br.x + k * br.x, y1)),
            .line(to: Point(x0 + bl.x, y1)),
            .curve(to: Point(x0, y1 - bl.y), control1: Point(x0 + bl.x - k * bl.x, y1), control2: Point(x0, y1 - bl.y + k * bl.y)),
            .line(to: Point(x0, y0 + tl.y)),
            .curve(to: Point(x0 + tl.x, y0), control1: Point(x0, y0 + tl.y - k * tl.y), control2: Point(x0 + tl.x - k * tl.x, y0)),
            .close,
        ])
    }
}
