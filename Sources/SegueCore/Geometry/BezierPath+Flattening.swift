extension BezierPath {
    /// The path as straight segments: one polyline per subpath that draws something (a lone
    /// `move` draws nothing and gives none).
    ///
    /// `tolerance` (points) bounds the distance between the curve and the polyline: every
    /// point of each curve lies within `tolerance` of the polyline and vice versa. Lines are
    /// kept exactly. A NaN tolerance means `defaultTolerance`; smaller ones are raised to `minimumTolerance`.
    ///
    /// Each curve is sampled at n equal parameter steps. For a polynomial curve B, the chord
    /// over a parameter interval of width h stays within (h²/8)·max|B''| of the curve. A cubic
    /// has B''(t) = 6·((1−t)·(p0 − 2p1 + p2) + t·(p1 − 2p2 + p3)), so max|B''| ≤ 6·D with D the
    /// longer of the two second differences of the control polygon, and n steps give an error
    /// of at most (3/4)·D/n²: n = ⌈√(3D / (4·tolerance))⌉ (Wang's formula). A quadratic has
    /// the constant B'' = 2·(p0 − 2p1 + p2), giving n = ⌈√(D / (4·tolerance))⌉.
    public func flattened(tolerance: Double) -> [Polyline] {
        let tol = BezierPath.effectiveTolerance(tolerance)
        return subpaths.map { subpath in
            var points = [subpath.start]
            let drawn = subpath.isClosed ? subpath.segments.dropLast() : subpath.segments[...]
            for segment in drawn {
                points += segment.flattenedPoints(tolerance: tol)
            }
            return Polyline(points: points, isClosed: subpath.isClosed)
        }
    }

    /// The smallest tolerance the approximations accept (1e-6 points): far below a pixel at
    /// any scale, and still well above the rounding error of coordinates in the thousands.
    public static let minimumTolerance = 1e-6

    /// `tolerance` made usable: NaN gives `defaultTolerance`, anything smaller than
    /// `minimumTolerance` is raised to it.
    static func effectiveTolerance(_ tolerance: Double) -> Double {
        tolerance.isNaN ? defaultTolerance : max(tolerance, minimumTolerance)
    }
}

extension PathSegment {
    /// The number of equal parameter steps after which every chord is within `tolerance`
    /// of the curve (see `BezierPath.flattened(tolerance:)` for the bound).
    func flatteningStepCount(tolerance: Double) -> Int {
        let bound: Double
        switch self {
        case .line:
            return 1
        case .quad(let p0, let p1, let p2):
            bound = Self.secondDifference(p0, p1, p2) / 4
        case .cubic(let p0, let p1, let p2, let p3):
            bound = 0.75 * max(Self.secondDifference(p0, p1, p2), Self.secondDifference(p1, p2, p3))
        }
        let steps = (bound / tolerance).squareRoot()
        guard steps.isFinite else { return 1 }
        return Int(clamping: steps, to: 1...Self.maximumFlatteningSteps, rounding: .up)
    }

    /// A cap on the steps per curve (2¹⁶), so that a curve with absurd coordinates cannot
    /// exhaust memory; it is reached only by curves millions of points long at 0.01 tolerance.
    static let maximumFlatteningSteps = 1 << 16

    /// The polyline points after the start: B(k/n) for k = 1…n.
    func flattenedPoints(tolerance: Double) -> [Point] {
        let n = flatteningStepCount(tolerance: tolerance)
        return (1...n).map { k in k == n ? end : point(at: Double(k) / Double(n)) }
    }

    /// |a − 2b + c|, the second difference of three consecutive control points.
    private static func secondDifference(_ a: Point, _ b: Point, _ c: Point) -> Double {
        ((a - b) + (c - b)).length
    }
}
