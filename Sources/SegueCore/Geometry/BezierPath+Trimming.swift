extension BezierPath {
    /// The part of the path between the fractions `start` and `end` of its length, as a
    /// CAShapeLayer strokes it with `strokeStart` and `strokeEnd`.
    ///
    /// The fractions are of the whole path's length, across subpaths and including closing
    /// lines; both are clamped to 0...1, and `start ≥ end` gives an empty path. The full range
    /// 0...1 returns the path unchanged. Otherwise curves stay curves: a curve cut by the range
    /// is split (de Casteljau) at the parameter where the arc length reaches the cut, found
    /// within `tolerance` points of arc length. A closed subpath wholly inside the range stays
    /// closed (its start corner is joined, as CAShapeLayer strokes it); a `close` of a subpath
    /// the range cuts becomes a line, so that piece is open. Each piece starts with a `move`.
    public func trimmed(from start: Double, to end: Double,
                        tolerance: Double = BezierPath.defaultTolerance) -> BezierPath {
        let lower = BezierPath.clampFraction(start), upper = BezierPath.clampFraction(end)
        guard lower < upper else { return BezierPath() }
        if lower == 0 && upper == 1 { return self }
        let tol = BezierPath.effectiveTolerance(tolerance)
        let subpaths = self.subpaths
        let lengths = subpaths.map { $0.segments.map { $0.length(tolerance: tol) } }
        let total = lengths.joined().reduce(0, +)
        guard total > 0 else { return BezierPath() }
        let (from, to) = (lower * total, upper * total)
        var result: [PathElement] = []
        var offset = 0.0
        for (subpath, segmentLengths) in zip(subpaths, lengths) {
            let segments = subpath.segments
            let subpathLength = segmentLengths.reduce(0, +)
            if subpath.isClosed && offset >= from - BezierPath.negligibleTrimLength
                && offset + subpathLength <= to + BezierPath.negligibleTrimLength {
                // Wholly inside the range: keep it closed, so its start corner gets a join, not caps.
                result.append(.move(to: subpath.start))
                result += segments.dropLast().map(\.element)
                result.append(.close)
                offset += subpathLength
                continue
            }
            var needsMove = true
            for (segment, length) in zip(segments, segmentLengths) {
                defer { offset += length }
                let overlap = min(to, offset + length) - max(from, offset)
                guard overlap > BezierPath.negligibleTrimLength else { continue }
                let t0 = segment.parameter(atLength: from - offset, tolerance: tol, knownLength: length)
                let t1 = segment.parameter(atLength: to - offset, tolerance: tol, knownLength: length)
                let piece = segment.subsegment(from: t0, to: t1)
                if needsMove { result.append(.move(to: piece.start)) }
                needsMove = false
                result.append(piece.element)
            }
        }
        return BezierPath(elements: result)
    }

    /// An overlap this short (1e-9 points) between the range and a segment is rounding noise
    /// from summing lengths, not a piece a stroke could show, so it is left out.
    static let negligibleTrimLength = 1e-9

    /// A stroke fraction limited to 0...1 (NaN counts as 0, as an unset stroke fraction).
    private static func clampFraction(_ f: Double) -> Double {
        f.isNaN ? 0 : min(1, max(0, f))
    }
}
