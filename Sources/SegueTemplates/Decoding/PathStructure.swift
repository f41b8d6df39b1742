import SegueCore

/// Compares two paths' element kinds, the condition Core Animation needs to interpolate one
/// path into another (the same sequence of move, line, quad, curve and close).
enum PathStructure {
    /// nil when `a` and `b` have the same element kinds in the same order; otherwise a
    /// description of the first difference, for an error message.
    static func mismatch(_ a: BezierPath, _ b: BezierPath) -> String? {
        if a.hasSameStructure(as: b) { return nil }
        let ka = a.elements.map(kind), kb = b.elements.map(kind)
        for (i, (x, y)) in zip(ka, kb).enumerated() where x != y {
            return "\(y) where from has \(x) (element \(i))"
        }
        return "\(kb.count) elements where from has \(ka.count)"
    }

    /// The name of an element's kind, without its points.
    static func kind(_ element: PathElement) -> String {
        switch element {
        case .move: "move"
        case .line: "line"
        case .quadCurve: "quad"
        case .curve: "curve"
        case .close: "close"
        }
    }
}
