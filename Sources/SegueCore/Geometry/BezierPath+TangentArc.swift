#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The arc of CGPathAddArcToPoint: a circle of radius r tangent to the line from p0 to t1 and to
/// the line from t1 to t2, drawn the short way between its two tangent points.
///
/// With u and v the unit vectors from t1 toward p0 and toward t2, and θ the angle between them,
/// the tangent points are t1 + u·d and t1 + v·d with d = r / tan(θ/2), and the centre lies on
/// the bisector u + v at r / sin(θ/2) from t1. The arc sweeps π − θ.
extension BezierPath {
    /// A path that starts with a move to the first tangent point and draws the arc (`addArc`,
    /// so its curves are those of every other arc); a move and a line to `tangent1End` when the
    /// points are on one line, coincide, or the radius is not positive.
    public static func tangentArc(from p0: Point, tangent1End t1: Point, tangent2End t2: Point, radius: Double) -> BezierPath {
        var path = BezierPath()
        let toStart = p0 - t1, toEnd = t2 - t1
        let lengths = (toStart.length, toEnd.length)
        let straight = BezierPath(elements: [.move(to: p0), .line(to: t1)])
        guard radius > 0, lengths.0 > 0, lengths.1 > 0 else { return straight }
        let u = toStart / lengths.0, v = toEnd / lengths.1
        let cosTheta = max(-1, min(1, u.dot(v)))
        let theta = acos(cosTheta)
        // θ = 0 goes back the way it came, θ = π goes straight on: neither has a tangent circle.
        guard theta > tangentArcCollinear, theta < Double.pi - tangentArcCollinear else { return straight }
        let distance = radius / tan(theta / 2)
        let bisector = (u + v) / (u + v).length
        let center = t1 + bisector * (radius / sin(theta / 2))
        let start = t1 + u * distance, end = t1 + v * distance
        let a0 = atan2(start.y - center.y, start.x - center.x)
        let a1 = atan2(end.y - center.y, end.x - center.x)
        // Segue's `clockwise: true` is toward increasing angles (y-down), which is the short way
        // when the end lies on that side of the start: (start − c) × (end − c) > 0.
        let increasing = (start - center).cross(end - center) > 0
        path.addArc(withCenter: center, radius: radius, startAngle: a0, endAngle: a1, clockwise: increasing)
        return path
    }

    /// Angles this close to 0 or π (1e-9 rad) count as a straight line: the circle would be
    /// farther than 10⁹ radii away.
    static let tangentArcCollinear = 1e-9
}
