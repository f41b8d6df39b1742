extension BezierPath {
    /// The same shape with every subpath drawn the other way (UIBezierPath's `reversing()`).
    ///
    /// Each subpath starts with a move to where it ended and retraces its segments back to its
    /// start, each curve with its control points swapped; a closed subpath closes again (its
    /// closing line, from its old start back to its old end, is the old closing line reversed).
    /// Subpaths keep their order, and a lone move stays a lone move. Elements read as Core reads
    /// them: a drawing element after a close continues from the closed subpath's start, and one
    /// before any move starts at its own end point.
    public var reversedSubpaths: BezierPath {
        var out: [PathElement] = []
        var start: Point?, current: Point?
        var drawn: [(from: Point, element: PathElement)] = []
        var open = false // a move or a drawing element since the last close

        func finish(closing: Bool) {
            defer { drawn = []; open = false }
            guard let end = current, !drawn.isEmpty else {
                if open, let s = start { out.append(.move(to: s)) }
                if open, closing { out.append(.close) }
                return
            }
            out.append(.move(to: end))
            for (from, element) in drawn.reversed() {
                switch element {
                case .quadCurve(_, let c): out.append(.quadCurve(to: from, control: c))
                case .curve(_, let c1, let c2): out.append(.curve(to: from, control1: c2, control2: c1))
                default: out.append(.line(to: from))
                }
            }
            if closing { out.append(.close) }
        }

        for element in elements {
            switch element {
            case .move(let p):
                if open { finish(closing: false) }
                (start, current, open) = (p, p, true)
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                let from = current ?? p
                if start == nil { start = from }
                drawn.append((from, element))
                (current, open) = (p, true)
            case .close:
                if open { finish(closing: true) }
                current = start
            }
        }
        if open { finish(closing: false) }
        return BezierPath(elements: out)
    }
}
