extension BezierPath {
    /// True when both paths have the same sequence of element kinds (move, line, quad curve,
    /// curve, close), the condition for interpolating them point by point.
    public func hasSameStructure(as other: BezierPath) -> Bool {
        elements.count == other.elements.count
            && zip(elements, other.elements).allSatisfy { $0.kind == $1.kind }
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
        guard hasSameStructure(as: other) else { throw structureDifference(from: other) }
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

    /// Where the two paths' structures first differ: the element index and each path's kind
    /// there (`nil` past its end), or `nil` when they have the same structure. For messages.
    public func firstStructureDifference(from other: BezierPath) -> (index: Int, mine: PathElement.Kind?, theirs: PathElement.Kind?)? {
        guard !hasSameStructure(as: other) else { return nil }
        let shared = min(elements.count, other.elements.count)
        let i = (0..<shared).first { elements[$0].kind != other.elements[$0].kind } ?? shared
        return (i, i < elements.count ? elements[i].kind : nil, i < other.elements.count ? other.elements[i].kind : nil)
    }

    /// The error naming the first element index where the kinds differ (paths known to differ).
    private func structureDifference(from other: BezierPath) -> PathInterpolationError {
        let (i, mine, theirs) = firstStructureDifference(from: other) ?? (0, nil, nil)
        return PathInterpolationError("cannot interpolate paths of different structure: element \(i) is "
            + "\(mine.kindDescription) in one path and \(theirs.kindDescription) in the other")
    }
}

extension PathElement {
    /// What kind of element this is, without its points: two paths interpolate when their
    /// elements' kinds match one for one.
    public enum Kind: String, Hashable, Sendable { case move, line, quadCurve, curve, close }

    /// The element's kind.
    public var kind: Kind {
        switch self {
        case .move: .move
        case .line: .line
        case .quadCurve: .quadCurve
        case .curve: .curve
        case .close: .close
        }
    }
}

extension PathElement.Kind? {
    /// The kind's name, or "the end of the path" past a path's last element.
    public var kindDescription: String { self?.rawValue ?? "the end of the path" }
}
