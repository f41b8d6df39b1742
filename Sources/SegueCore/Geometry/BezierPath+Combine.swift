extension BezierPath {
    /// The weighted sum Σ wᵢ·pᵢ of points whose weights add up to 1 (an affine combination),
    /// computed on coordinates since a sum of points is not a point in general.
    static func combine(_ terms: [(Point, Double)]) -> Point {
        var x = 0.0, y = 0.0
        for (p, w) in terms {
            x += w * p.x
            y += w * p.y
        }
        return Point(x, y)
    }
}
