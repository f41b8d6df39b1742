/// One drawn piece of a path with its start point made explicit: the unit that bounds,
/// flattening, length and trimming work on. Internal: the public vocabulary is `PathElement`.
///
/// Every case is a polynomial curve B(t), t in 0...1, so the algorithms evaluate, differentiate
/// and split all three kinds the same way (de Casteljau), and a line stays a line.
enum PathSegment: Hashable, Sendable {
    case line(Point, Point)
    case quad(Point, Point, Point)
    case cubic(Point, Point, Point, Point)

    var start: Point {
        switch self {
        case .line(let p0, _), .quad(let p0, _, _), .cubic(let p0, _, _, _): p0
        }
    }

    var end: Point {
        switch self {
        case .line(_, let p1): p1
        case .quad(_, _, let p2): p2
        case .cubic(_, _, _, let p3): p3
        }
    }

    /// The control polygon, end points included.
    var controlPoints: [Point] {
        switch self {
        case .line(let p0, let p1): [p0, p1]
        case .quad(let p0, let p1, let p2): [p0, p1, p2]
        case .cubic(let p0, let p1, let p2, let p3): [p0, p1, p2, p3]
        }
    }

    /// The same segment built from a control polygon of 2, 3 or 4 points.
    init(_ points: [Point]) {
        switch points.count {
        case 2: self = .line(points[0], points[1])
        case 3: self = .quad(points[0], points[1], points[2])
        default: self = .cubic(points[0], points[1], points[2], points[3])
        }
    }

    /// The point B(t), from the Bernstein form.
    func point(at t: Double) -> Point {
        let u = 1 - t
        switch self {
        case .line(let p0, let p1):
            return p0.lerp(to: p1, t)
        case .quad(let p0, let p1, let p2):
            return BezierPath.combine([(p0, u * u), (p1, 2 * u * t), (p2, t * t)])
        case .cubic(let p0, let p1, let p2, let p3):
            return BezierPath.combine([(p0, u * u * u), (p1, 3 * u * u * t), (p2, 3 * u * t * t), (p3, t * t * t)])
        }
    }

    /// The derivative B'(t): the tangent, scaled by how fast the curve moves at t.
    func derivative(at t: Double) -> Vector {
        let u = 1 - t
        switch self {
        case .line(let p0, let p1):
            return p1 - p0
        case .quad(let p0, let p1, let p2):
            return 2 * u * (p1 - p0) + 2 * t * (p2 - p1)
        case .cubic(let p0, let p1, let p2, let p3):
            return 3 * u * u * (p1 - p0) + 6 * u * t * (p2 - p1) + 3 * t * t * (p3 - p2)
        }
    }

    /// De Casteljau subdivision at `t`: the part over 0...t and the part over t...1, each
    /// of the same kind as `self`.
    func split(at t: Double) -> (PathSegment, PathSegment) {
        var row = controlPoints
        var left = [row[0]], right = [row[row.count - 1]]
        while row.count > 1 {
            row = zip(row, row.dropFirst()).map { $0.lerp(to: $1, t) }
            left.append(row[0])
            right.append(row[row.count - 1])
        }
        return (PathSegment(left), PathSegment(right.reversed()))
    }

    /// The part of the curve over t0...t1 (0 ≤ t0 ≤ t1 ≤ 1), reparameterised to 0...1.
    func subsegment(from t0: Double, to t1: Double) -> PathSegment {
        let tail = t0 > 0 ? split(at: t0).1 : self
        guard t1 < 1 else { return tail }
        let local = t0 < 1 ? (t1 - t0) / (1 - t0) : 0
        return tail.split(at: local).0
    }

    /// The element that draws this segment from its start point.
    var element: PathElement {
        switch self {
        case .line(_, let p1): .line(to: p1)
        case .quad(_, let c, let p2): .quadCurve(to: p2, control: c)
        case .cubic(_, let c1, let c2, let p3): .curve(to: p3, control1: c1, control2: c2)
        }
    }
}
