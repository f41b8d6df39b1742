import SegueCore

/// Rounded rectangles whose corners are quarter ellipses, each its own size: what
/// CGPath(roundedRect:cornerWidth:cornerHeight:) and UIBezierPath(roundedRect:byRoundingCorners:
/// cornerRadii:) build.
///
/// The elements are those of Core's `BezierPath.roundedRect` (a move to the end of the top-left
/// corner, then line and corner curve four times clockwise on screen, and a close), so equal
/// circular corners give exactly Core's path, and a square corner is a curve of zero size: every
/// rounded rectangle has the same structure and interpolates with every other.
enum RoundedRectangle {
    /// A corner's horizontal and vertical radius.
    struct Radii: Hashable {
        var x: Double
        var y: Double
        static let zero = Radii(x: 0, y: 0)
    }

    /// (4/3)·tan(π/8): a quarter circle's control length over its radius, as in Core's paths.
    private static let kappa = 4.0 / 3.0 * (2.0.squareRoot() - 1)

    /// The path of `rect` with the given corners, in order top-left, top-right, bottom-right,
    /// bottom-left (y-down), each clamped to 0 … half the rectangle's side.
    static func path(_ rect: Rect, topLeft: Radii, topRight: Radii, bottomRight: Radii, bottomLeft: Radii) -> BezierPath {
        let s = rect.standardized
        func clamp(_ r: Radii) -> Radii {
            Radii(x: min(max(0, r.x), s.width / 2), y: min(max(0, r.y), s.height / 2))
        }
        let (tl, tr, br, bl) = (clamp(topLeft), clamp(topRight), clamp(bottomRight), clamp(bottomLeft))
        let (x0, y0, x1, y1) = (s.minX, s.minY, s.maxX, s.maxY)
        let k = kappa
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

    /// Core Graphics' rounded rectangle: every corner `cornerWidth` × `cornerHeight`. Core
    /// Graphics requires 0 ≤ cornerWidth ≤ width/2 and likewise for the height; anything else
    /// (NaN included) is recorded as misuse of `call` and clamped (NaN as 0).
    static func checkedPath(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, call: String) -> BezierPath {
        let r = rect.core.standardized
        let w = Double(cornerWidth), h = Double(cornerHeight)
        if !(w >= 0 && 2 * w <= r.width && h >= 0 && 2 * h <= r.height) {
            Misuse.record(SegueKitError("\(call): expected a corner of 0...\(r.width / 2) × 0...\(r.height / 2), found \(w) × \(h)"))
        }
        let corner = Radii(x: w.isNaN ? 0 : w, y: h.isNaN ? 0 : h)
        return path(r, topLeft: corner, topRight: corner, bottomRight: corner, bottomLeft: corner)
    }
}
