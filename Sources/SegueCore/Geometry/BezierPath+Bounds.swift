extension BezierPath {
    /// The tight bounding box: the smallest rectangle holding every point the path draws,
    /// plus the points of its `move` elements, as CGPath's `boundingBoxOfPath`.
    ///
    /// Curves count by their extrema (where the derivative of x or y is zero), not by their
    /// control points, which may lie far outside the drawn curve. `.zero` for an empty path.
    public var bounds: Rect {
        var points: [Point] = []
        for element in elements {
            if case .move(let p) = element { points.append(p) }
        }
        for subpath in subpaths {
            for segment in subpath.segments {
                points.append(segment.start)
                points.append(segment.end)
                points += segment.extremaParameters.map { segment.point(at: $0) }
            }
        }
        guard let first = points.first else { return .zero }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points {
            x0 = min(x0, p.x); x1 = max(x1, p.x)
            y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension PathSegment {
    /// The parameters strictly inside 0...1 where B'(t) has a zero x or y component.
    var extremaParameters: [Double] {
        switch self {
        case .line:
            return []
        case .quad(let p0, let p1, let p2):
            // B'(t)/2 = (1−t)(p1−p0) + t(p2−p1), linear in t per axis.
            let roots = [
                Self.linearRoot(p1.x - p0.x, p2.x - p1.x),
                Self.linearRoot(p1.y - p0.y, p2.y - p1.y),
            ]
            return roots.compactMap { $0 }.filter { $0 > 0 && $0 < 1 }
        case .cubic(let p0, let p1, let p2, let p3):
            // B'(t)/3 = (1−t)²·d0 + 2t(1−t)·d1 + t²·d2 with dᵢ = pᵢ₊₁ − pᵢ, i.e.
            // a·t² + b·t + c with a = d0 − 2d1 + d2, b = 2(d1 − d0), c = d0, per axis.
            let d0 = p1 - p0, d1 = p2 - p1, d2 = p3 - p2
            let xs = Self.quadraticRoots(d0.dx - 2 * d1.dx + d2.dx, 2 * (d1.dx - d0.dx), d0.dx)
            let ys = Self.quadraticRoots(d0.dy - 2 * d1.dy + d2.dy, 2 * (d1.dy - d0.dy), d0.dy)
            return (xs + ys).filter { $0 > 0 && $0 < 1 }
        }
    }

    /// The zero of (1−t)·u + t·v, or nil when it is constant.
    private static func linearRoot(_ u: Double, _ v: Double) -> Double? {
        let slope = v - u
        return slope == 0 ? nil : -u / slope
    }

    /// The real roots of a·t² + b·t + c, falling back to the linear equation when a is
    /// negligible next to b and c (a curve whose derivative is nearly linear).
    private static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
        let scale = max(abs(a), abs(b), abs(c))
        guard scale > 0 else { return [] }
        if abs(a) <= Self.negligibleCoefficient * scale {
            return b == 0 ? [] : [-c / b]
        }
        let discriminant = b * b - 4 * a * c
        guard discriminant >= 0 else { return [] }
        // The numerically stable form: q = −(b + sign(b)·√D)/2, roots q/a and c/q.
        let q = -(b + (b < 0 ? -1 : 1) * discriminant.squareRoot()) / 2
        return q == 0 ? [0] : [q / a, c / q]
    }

    /// A quadratic coefficient this small relative to the others (1e-12) changes the roots
    /// in 0...1 by far less than a point's width, while dividing by it would lose all precision.
    private static let negligibleCoefficient = 1e-12
}
