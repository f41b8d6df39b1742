#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One drawing command of a path, as CGPathElement: every point is an end point or a control point.
public enum PathElement: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quadCurve(to: Point, control: Point)
    case curve(to: Point, control1: Point, control2: Point)
    case close
}

/// A path in UIBezierPath's vocabulary: subpaths of lines, quadratic and cubic curves.
///
/// Arcs, ovals and rounded rectangles are stored as cubic curves, as Core Graphics stores
/// them, so that two paths built the same way have the same element structure and can be
/// interpolated the way Core Animation animates a shape layer's `path`.
public struct BezierPath: Hashable, Sendable, CustomDebugStringConvertible {
    /// The elements in drawing order.
    public private(set) var elements: [PathElement]

    /// The point of the last `move`, where a `close` returns: kept as elements are added, so
    /// `currentPoint` is O(1) and building a path of n elements is O(n), not O(n²).
    private var subpathStart: Point?

    /// An empty path.
    public init() { elements = [] }

    /// A path made of `elements` as given.
    public init(elements: [PathElement]) {
        self.elements = elements
        subpathStart = BezierPath.lastMove(in: elements)
    }

    /// True when the path has no elements (a path of moves alone is not empty, though it draws nothing).
    public var isEmpty: Bool { elements.isEmpty }

    /// The end point of the last element (for `close`, the start of its subpath); `nil` for an empty path.
    public var currentPoint: Point? {
        switch elements.last {
        case nil: return nil
        case .move(let p)?, .line(let p)?, .quadCurve(let p, _)?, .curve(let p, _, _)?: return p
        case .close?: return subpathStart
        }
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: Point) { add(.move(to: point)) }

    /// Appends one element, keeping `subpathStart`.
    private mutating func add(_ element: PathElement) {
        if case .move(let p) = element { subpathStart = p }
        elements.append(element)
    }

    /// The point of the last `move` among `elements`, `nil` when there is none.
    private static func lastMove(in elements: [PathElement]) -> Point? {
        for element in elements.reversed() {
            if case .move(let p) = element { return p }
        }
        return nil
    }

    /// A straight line from the current point to `point` (starts a subpath there if there is none).
    public mutating func addLine(to point: Point) {
        if currentPoint == nil { add(.move(to: point)) } else { add(.line(to: point)) }
    }

    /// A quadratic Bézier curve to `point` with one control point. With no current point the
    /// subpath starts at the control point (Core Graphics would refuse; Segue draws something).
    public mutating func addQuadCurve(to point: Point, controlPoint: Point) {
        if currentPoint == nil { add(.move(to: controlPoint)) }
        add(.quadCurve(to: point, control: controlPoint))
    }

    /// A cubic Bézier curve to `point` with two control points. With no current point the
    /// subpath starts at the first control point, as `addQuadCurve` does.
    public mutating func addCurve(to point: Point, controlPoint1: Point, controlPoint2: Point) {
        if currentPoint == nil { add(.move(to: controlPoint1)) }
        add(.curve(to: point, control1: controlPoint1, control2: controlPoint2))
    }

    /// Closes the current subpath with a straight line back to its start.
    public mutating func close() {
        if currentPoint != nil { add(.close) }
    }

    /// Appends every element of `other`.
    public mutating func append(_ other: BezierPath) {
        elements += other.elements
        subpathStart = other.subpathStart ?? subpathStart
    }

    /// An arc of the circle at `center`, with UIKit's meaning of `clockwise` in y-down space:
    /// `clockwise: true` sweeps toward increasing angles (0 is +x, π/2 is +y, straight down on
    /// screen), which looks clockwise on screen.
    ///
    /// As CGPathAddArc, a path with a current point gets a line to the arc's start (omitted when
    /// the start already is the current point); otherwise the arc starts a subpath. The sweep is
    /// at most one full turn; the arc is stored as cubic segments of at most 90° each, the
    /// standard approximation with control length (4/3)·tan(θ/4)·r (radial error below 0.03 %).
    /// A negative radius is treated as 0.
    public mutating func addArc(withCenter center: Point, radius: Double, startAngle: Double,
                                endAngle: Double, clockwise: Bool) {
        let r = max(0, radius)
        let fullTurn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            sweep = min(sweep, fullTurn)
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            sweep = max(sweep, -fullTurn)
        }
        func pointAt(_ angle: Double) -> Point { Point(center.x + r * cos(angle), center.y + r * sin(angle)) }
        let start = pointAt(startAngle)
        if let current = currentPoint {
            if (current - start).length > 1e-9 { add(.line(to: start)) }
        } else {
            add(.move(to: start))
        }
        guard sweep != 0 else { return }
        let segments = Int(clamping: abs(sweep) / (Double.pi / 2) - 1e-9, to: 1...4, rounding: .up) // a sweep is at most a turn
        let step = sweep / Double(segments)
        let k = 4.0 / 3.0 * tan(step / 4) * r
        for i in 0..<segments {
            let a0 = startAngle + step * Double(i)
            let a1 = i == segments - 1 ? startAngle + sweep : a0 + step
            let p0 = pointAt(a0), p3 = pointAt(a1)
            let c1 = Point(p0.x - k * sin(a0), p0.y + k * cos(a0))
            let c2 = Point(p3.x + k * sin(a1), p3.y - k * cos(a1))
            add(.curve(to: p3, control1: c1, control2: c2))
        }
    }

    /// A closed rectangle: a move to the origin, three lines clockwise on screen, and a close,
    /// as UIBezierPath(rect:) builds it.
    public static func rect(_ r: Rect) -> BezierPath {
        let s = r.standardized
        return BezierPath(elements: [
            .move(to: Point(s.minX, s.minY)), .line(to: Point(s.maxX, s.minY)),
            .line(to: Point(s.maxX, s.maxY)), .line(to: Point(s.minX, s.maxY)), .close,
        ])
    }

    /// The ellipse inscribed in `r` as four cubic arcs (as UIBezierPath(ovalIn:)): it starts at
    /// the rightmost point and runs clockwise on screen, closing at the end.
    public static func oval(in r: Rect) -> BezierPath {
        let s = r.standardized
        let rx = s.width / 2, ry = s.height / 2, c = s.center
        let k = 4.0 / 3.0 * (2.0.squareRoot() - 1) // (4/3)·tan(π/8): the quarter-circle control length
        return BezierPath(elements: [
            .move(to: Point(c.x + rx, c.y)),
            .curve(to: Point(c.x, c.y + ry), control1: Point(c.x + rx, c.y + k * ry), control2: Point(c.x + k * rx, c.y + ry)),
            .curve(to: Point(c.x - rx, c.y), control1: Point(c.x - k * rx, c.y + ry), control2: Point(c.x - rx, c.y + k * ry)),
            .curve(to: Point(c.x, c.y - ry), control1: Point(c.x - rx, c.y - k * ry), control2: Point(c.x - k * rx, c.y - ry)),
            .curve(to: Point(c.x + rx, c.y), control1: Point(c.x + k * rx, c.y - ry), control2: Point(c.x + rx, c.y - k * ry)),
            .close,
        ])
    }

    /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter side).
    ///
    /// UIKit draws a "continuous" corner curve whose exact shape is not public; Segue uses
    /// circular quarter arcs, as CGPath(roundedRect:cornerWidth:cornerHeight:) does. The
    /// structure (move, then line and corner curve four times, close) is the same for every
    /// radius, 0 included, so rounded rectangles of different radii interpolate.
    public static func roundedRect(_ r: Rect, cornerRadius: Double) -> BezierPath {
        let s = r.standardized
        let radius = min(max(0, cornerRadius), s.width / 2, s.height / 2)
        let k = radius * 4.0 / 3.0 * (2.0.squareRoot() - 1)
        let (x0, y0, x1, y1) = (s.minX, s.minY, s.maxX, s.maxY)
        return BezierPath(elements: [
            .move(to: Point(x0 + radius, y0)),
            .line(to: Point(x1 - radius, y0)),
            .curve(to: Point(x1, y0 + radius), control1: Point(x1 - radius + k, y0), control2: Point(x1, y0 + radius - k)),
            .line(to: Point(x1, y1 - radius)),
            .curve(to: Point(x1 - radius, y1), control1: Point(x1, y1 - radius + k), control2: Point(x1 - radius + k, y1)),
            .line(to: Point(x0 + radius, y1)),
            .curve(to: Point(x0, y1 - radius), control1: Point(x0 + radius - k, y1), control2: Point(x0, y1 - radius + k)),
            .line(to: Point(x0, y0 + radius)),
            .curve(to: Point(x0 + radius, y0), control1: Point(x0, y0 + radius - k), control2: Point(x0 + radius - k, y0)),
            .close,
        ])
    }

    /// The path with every point mapped by `t`.
    public func transformed(by t: AffineTransform) -> BezierPath {
        BezierPath(elements: elements.map { element in
            switch element {
            case .move(let p): .move(to: t.apply(to: p))
            case .line(let p): .line(to: t.apply(to: p))
            case .quadCurve(let p, let c): .quadCurve(to: t.apply(to: p), control: t.apply(to: c))
            case .curve(let p, let c1, let c2):
                .curve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .close: .close
            }
        })
    }

    public var debugDescription: String { "BezierPath(elements: \(elements))" }
}
