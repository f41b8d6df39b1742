extension BezierPath {
    /// The default accuracy of the path approximations, in points: 0.01 pt is a thirtieth of
    /// a pixel even at 3× scale, invisible after anti-aliasing, while a circle of radius 50
    /// still flattens into only a few dozen segments.
    public static let defaultTolerance = 0.01

    /// The total length of every drawn segment, the closing lines of closed subpaths included,
    /// within `tolerance` points of the exact length of the stored curves.
    ///
    /// Arcs and ovals are stored as cubic approximations (see `addArc`), so the length of a
    /// circle of radius r is 2πr only up to that approximation: about 8.8e-4·r longer
    /// (a relative 1.4e-4).
    public func length(tolerance: Double = BezierPath.defaultTolerance) -> Double {
        let segments = subpaths.flatMap(\.segments)
        guard !segments.isEmpty else { return 0 }
        // Each segment gets an equal share, so the errors add up to at most `tolerance`.
        let share = BezierPath.effectiveTolerance(tolerance) / Double(segments.count)
        return segments.reduce(0) { $0 + $1.length(tolerance: share) }
    }
}

extension PathSegment {
    /// The arc length within `tolerance`, by adaptive subdivision (J. Gravesen, "Adaptive
    /// subdivision and the length and energy of Bézier curves", 1997).
    ///
    /// The arc length lies between the chord |p_n − p_0| and the control polygon's length, so
    /// their mean is off by at most half their difference. A piece is split in two (de
    /// Casteljau at ½) until that half-difference is within its share of the tolerance; the
    /// shares halve with each split, so the errors of all pieces add up to at most `tolerance`.
    func length(tolerance: Double) -> Double {
        if case .line(let p0, let p1) = self { return p0.distance(to: p1) }
        return adaptiveLength(tolerance: tolerance, depth: 0)
    }

    /// A limit on the halvings (2⁻²⁴ of the parameter range): only a NaN coordinate or a
    /// cusp at the rounding limit can get there, and then the current estimate is kept.
    private static let maximumLengthDepth = 24

    private func adaptiveLength(tolerance: Double, depth: Int) -> Double {
        let p = controlPoints
        let chord = p[0].distance(to: p[p.count - 1])
        let polygon = zip(p, p.dropFirst()).reduce(0) { $0 + $1.0.distance(to: $1.1) }
        if polygon - chord <= 2 * tolerance || depth >= Self.maximumLengthDepth || !polygon.isFinite {
            return (chord + polygon) / 2
        }
        let (left, right) = split(at: 0.5)
        return left.adaptiveLength(tolerance: tolerance / 2, depth: depth + 1)
            + right.adaptiveLength(tolerance: tolerance / 2, depth: depth + 1)
    }

    /// The parameter t at which the arc length from the start is `distance` (clamped to the
    /// segment), within `tolerance` points of arc length.
    ///
    /// Newton steps on f(t) = length(0...t) − distance, whose derivative is |B'(t)|, kept
    /// inside a bisection bracket so that a step never leaves the interval known to hold t.
    /// `knownLength` is the segment's length at this tolerance when the caller has measured it.
    func parameter(atLength distance: Double, tolerance: Double, knownLength: Double? = nil) -> Double {
        let total = knownLength ?? length(tolerance: tolerance)
        guard total > 0, distance > 0 else { return 0 }
        guard distance < total else { return 1 }
        if case .line = self { return distance / total }
        var (lo, hi) = (0.0, 1.0)
        var t = distance / total
        for _ in 0..<Self.maximumParameterIterations {
            let error = subsegment(from: 0, to: t).length(tolerance: tolerance / 2) - distance
            if abs(error) <= tolerance / 2 { break }
            if error > 0 { hi = t } else { lo = t }
            let speed = derivative(at: t).length
            let newton = speed > 0 ? t - error / speed : .nan
            t = newton > lo && newton < hi ? newton : (lo + hi) / 2
        }
        return t
    }

    /// Newton converges in a handful of steps; 50 bisections would already narrow t to 1e-15.
    private static let maximumParameterIterations = 50
}
