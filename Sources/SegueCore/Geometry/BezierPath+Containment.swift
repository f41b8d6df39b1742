extension BezierPath {
    /// Whether the area the path fills under `rule` holds `point` (every subpath counts as
    /// closed, as for filling): CGPath's `contains(_:using:transform:)`.
    ///
    /// Curves are flattened to within `containmentTolerance`, so a point closer than that to a
    /// curve may be answered either way; a point exactly on a straight edge counts as inside on
    /// the left and top edges of a rectangle and outside on the right and bottom ones (the
    /// half-open rule of a pixel's centre in a rasterizer).
    public func contains(_ point: Point, rule: FillRule = .nonZero) -> Bool {
        var winding = 0
        for polyline in flattened(tolerance: BezierPath.containmentTolerance) {
            let vertices = polyline.points
            for (i, a) in vertices.enumerated() {
                let b = vertices[(i + 1) % vertices.count]
                winding += BezierPath.crossing(from: a, to: b, rayFrom: point)
            }
        }
        return rule == .nonZero ? winding != 0 : winding % 2 != 0
    }

    /// How far a flattened curve may stray from the curve when testing containment: 0.001 pt,
    /// a thousandth of a point, far below what a hit test on a screen can tell apart.
    public static let containmentTolerance = 0.001

    /// The signed crossing of the edge a→b with the ray from `p` toward +x: +1 going down (y
    /// increasing), −1 going up, 0 when it misses. An edge counts for y in [min, max), so a
    /// ray through a shared vertex is counted once.
    private static func crossing(from a: Point, to b: Point, rayFrom p: Point) -> Int {
        let down = a.y <= p.y && b.y > p.y, up = b.y <= p.y && a.y > p.y
        guard down || up else { return 0 }
        // The edge meets the ray's line at x = p.x + ((b − a) × (p − a)) / (b.y − a.y), so it is
        // right of p when the cross product has the sign of the edge's direction in y.
        let side = (b - a).cross(p - a)
        if down { return side > 0 ? 1 : 0 }
        return side < 0 ? -1 : 0
    }
}
