import SegueCore

/// Core Graphics' mutable path, with CGMutablePath's building methods (Apple's documentation).
/// Each takes an optional `transform` (default identity) that maps what it adds before it is
/// added; the path's existing elements never move.
///
/// A drawing call with no current point starts a subpath, as Segue's `BezierPath` does (Core
/// Graphics would log "no current point" and ignore it), except `addArc(tangent1End:…)`, which
/// cannot be drawn without one and is recorded as misuse.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public convenience init() { self.init(BezierPath()) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.move(to: point.applying(transform).core) }
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.addLine(to: point.applying(transform).core) }
    }

    /// A move to the first point and lines through the rest (CGPathAddLines); no points add nothing.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        mutate { path in
            path.move(to: first.applying(transform).core)
            for p in points.dropFirst() { path.addLine(to: p.applying(transform).core) }
        }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        mutate { $0.addQuadCurve(to: end.applying(transform).core, controlPoint: control.applying(transform).core) }
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        mutate {
            $0.addCurve(to: end.applying(transform).core, controlPoint1: control1.applying(transform).core,
                        controlPoint2: control2.applying(transform).core)
        }
    }

    /// A closed rectangular subpath, as CGPath(rect:transform:) builds it.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(BezierPath.rect(rect.core), transform)
    }

    /// One closed rectangular subpath per rectangle, in order.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse inscribed in `rect` as a closed subpath, as CGPath(ellipseIn:transform:) builds it.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(BezierPath.oval(in: rect.core), transform)
    }

    /// A closed rounded rectangle, as CGPath(roundedRect:cornerWidth:cornerHeight:transform:)
    /// builds it (corners outside 0 … half a side are recorded as misuse and clamped).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let call = "CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)"
        append(RoundedRectangle.checkedPath(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, call: call), transform)
    }

    /// An arc of the circle at `center`, preceded by a line from the current point to its start.
    ///
    /// `clockwise` is Core Graphics': clockwise in its unflipped y-up space. Apple: "In a flipped
    /// coordinate system (the default for UIView drawing methods in iOS), specifying a clockwise
    /// arc results in a counterclockwise arc". So in UIKit's y-down points `clockwise: false`
    /// sweeps toward increasing angles (0 is +x, π/2 is +y, down on screen), clockwise on
    /// screen: the opposite of UIBezierPath's flag. From 0 to π/2 around (50, 50) with radius 10,
    /// `clockwise: false` is the quarter from (60, 50) to (50, 60).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        var arc = BezierPath()
        arc.addArc(withCenter: center.core, radius: Double(radius), startAngle: Double(startAngle),
                   endAngle: Double(endAngle), clockwise: !clockwise)
        append(arc, transform, joiningCurrentPoint: true)
    }

    /// The arc of radius `radius` tangent to the line from the current point to `tangent1End`
    /// and to the line from there to `tangent2End` (CGPathAddArcToPoint), preceded by a line to
    /// its first tangent point; the arc ends at its second tangent point. When the three points
    /// are on one line or the radius is 0, it is a line to `tangent1End`, as in Core Graphics.
    /// Without a current point (or with a transform that cannot be inverted to find it in the
    /// arc's space) it is recorded as misuse and adds nothing.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let call = "CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)"
        guard let current = bezierPath.currentPoint else {
            Misuse.record(SegueKitError("\(call): expected a current point (the path is empty)"))
            return
        }
        guard let inverse = transform.core.inverted() else {
            Misuse.record(SegueKitError("\(call): expected an invertible transform"))
            return
        }
        let arc = BezierPath.tangentArc(from: inverse.apply(to: current), tangent1End: tangent1End.core,
                                  tangent2End: tangent2End.core, radius: Double(radius))
        append(arc, transform, joiningCurrentPoint: true)
    }

    /// Appends every element of `path`, mapped by `transform`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        append(path.bezierPath, transform)
    }

    /// Closes the current subpath with a line back to its start.
    public func closeSubpath() {
        mutate { $0.close() }
    }

    /// Appends `addition`'s elements mapped by `transform`. With `joiningCurrentPoint`, its
    /// leading move becomes a line from the current point (left out when it is already there),
    /// as an arc joins the path in Core Graphics.
    private func append(_ addition: BezierPath, _ transform: CGAffineTransform, joiningCurrentPoint: Bool = false) {
        let mapped = addition.transformed(by: transform.core)
        mutate { path in
            for (i, element) in mapped.elements.enumerated() {
                switch element {
                case .move(let p):
                    if i == 0, joiningCurrentPoint, let current = path.currentPoint {
                        if (current - p).length > CGMutablePath.samePoint { path.addLine(to: p) }
                    } else {
                        path.move(to: p)
                    }
                case .line(let p): path.addLine(to: p)
                case .quadCurve(let p, let c): path.addQuadCurve(to: p, controlPoint: c)
                case .curve(let p, let c1, let c2): path.addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
                case .close: path.close()
                }
            }
        }
    }

    /// Two points this close (1e-9 pt, Core's `addArc` threshold) are one: no joining line between them.
    private static let samePoint = 1e-9
}
