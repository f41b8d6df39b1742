extension BezierPath {
    /// True when both paths have the same sequence of element kinds (move, line, quad curve,
    /// curve, close), the condition for interpolating them point by point.
    public func hasSameStructure(as other: BezierPath) -> Bool {
        firstStructureDifference(from: other) == nil
    }

    /// The path `fraction` of the way to `other`, as Core Animation animates a shape layer's
    /// `path`: every point of every element (end and control points) moves linearly from its
    /// place in `self` to its place in `other`. 0 gives `self`, 1 gives `other`; fractions
    /// outside 0...1 (a spring's overshoot) extrapolate.
    ///
    /// Core Animation's result for paths of different structure is undefined (in practice it
    /// jumps or distorts); Segue refuses and throws an error naming the first differing
    /// element. Build both paths the same way (e.g. two ovals, two rounded rectangles) to
    /// animate between them.
    public func interpolated(to other: BezierPath, fraction: Double) throws(PathInterpolationError) -> BezierPath {
        if let error = firstStructureDifference(from: other) { throw error }
        let mixed = zip(elements, other.elements).map { pair -> PathElement in
            switch pair {
            case (.move(let a), .move(let b)):
                .move(to: a.lerp(to: b, fraction))
            case (.line(let a), .line(let b)):
                .line(to: a.lerp(to: b, fraction))
            case (.quadCurve(let a, let ac), .quadCurve(let b, let bc)):
                .quadCurve(to: a.lerp(to: b, fraction), control: ac.lerp(to: bc, fraction))
            case (.curve(let a, let a1, let a2), .curve(let b, let b1, let b2)):
                .curve(to: a.lerp(to: b, fraction), control1: a1.lerp(to: b1, fraction),
                       control2: a2.lerp(to: b2, fraction))
            default:
                .close
            }
        }
        return BezierPath(elements: mixed)
    }

    /// The error describing the first element index where the kinds differ, or nil.
    private func firstStructureDifference(from other: BezierPath) -> PathInterpolationError? {
        let count = max(elements.count, other.elements.count)
        for i in 0..<count {
            let mine = i < elements.count ? elements[i].kindName : "the end of the path"
            let theirs = i < other.elements.count ? other.elements[i].kindName : "the end of the path"
            if mine != theirs {
                return PathInterpolationError(
                    "cannot interpolate paths of different structure: element \(i) is \(mine) in one path and \(theirs) in the other")
            }
        }
        return nil
    }
}

extension PathElement {
    /// The element's kind as a word for messages: move, line, quadCurve, curve or close.
    var kindName: String {
        switch self {
        case .move: "move"
        case .line: "line"
        case .quadCurve: "quadCurve"
        case .curve: "curve"
        case .close: "close"
        }
    }
}
