/// A subpath with explicit segments: what the path algorithms iterate.
struct Subpath: Hashable, Sendable {
    var start: Point
    /// The drawn segments; when `isClosed`, the last one is the closing line back to `start`
    /// (possibly of zero length).
    var segments: [PathSegment]
    var isClosed: Bool
}

extension BezierPath {
    /// The subpaths in drawing order, as Core Graphics reads the elements: a `move` starts a
    /// subpath; a `close` draws a line back to the subpath's start and ends it; a drawing
    /// element after a `close` starts a new subpath at that same start point.
    ///
    /// A subpath of only a `move` draws nothing and is left out. A drawing element before any
    /// `move` starts its subpath at its own end point, as `addLine(to:)` does.
    var subpaths: [Subpath] {
        var result: [Subpath] = []
        var current: Subpath?
        var lastStart: Point?
        func finish() {
            if let c = current, !c.segments.isEmpty { result.append(c) }
            current = nil
        }
        // Where a drawing element with no open subpath starts: the last subpath's start after
        // a `close`, or (no `move` at all yet) the element's own end point.
        func cursor(_ fallback: Point) -> Subpath {
            if let c = current { return c }
            let start = lastStart ?? fallback
            lastStart = start
            return Subpath(start: start, segments: [], isClosed: false)
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish()
                current = Subpath(start: p, segments: [], isClosed: false)
                lastStart = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                var c = cursor(p)
                let from = c.segments.last?.end ?? c.start
                c.segments.append(BezierPath.segment(element, from: from, to: p))
                current = c
            case .close:
                guard lastStart != nil else { continue } // nothing to close yet
                var c = cursor(.zero)
                c.segments.append(.line(c.segments.last?.end ?? c.start, c.start))
                c.isClosed = true
                current = c
                finish()
            }
        }
        finish()
        return result
    }

    private static func segment(_ element: PathElement, from p0: Point, to p: Point) -> PathSegment {
        switch element {
        case .quadCurve(_, let c): .quad(p0, c, p)
        case .curve(_, let c1, let c2): .cubic(p0, c1, c2, p)
        default: .line(p0, p)
        }
    }
}
