#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import SegueCore

/// An SVG elliptical arc (`A`/`a`) given by its end points, converted to cubic Bézier segments.
///
/// The conversion follows the SVG 1.1 implementation notes: endpoint to centre parameterisation
/// (F.6.5) with out-of-range radii scaled up (F.6.6); the swept angle is then split into pieces of
/// at most 90°, each the usual cubic approximation of a unit-circle arc with control length
/// (4/3)·tan(θ/4), mapped onto the rotated ellipse.
struct SVGArc {
    var start: Point
    var end: Point
    var rx: Double
    var ry: Double
    /// The ellipse's x-axis rotation in degrees, as SVG writes it.
    var rotationDegrees: Double
    var largeArc: Bool
    var sweep: Bool

    /// Appends the arc to `path`, whose current point is `start`: nothing when the end points
    /// coincide, a straight line when a radius is zero (both as the SVG spec says) or so
    /// extreme that the ellipse cannot be computed in doubles (e.g. 1e-300, whose square is 0).
    func append(to path: inout BezierPath) {
        if start == end { return }
        var rx = abs(rx), ry = abs(ry)
        if rx == 0 || ry == 0 { path.addLine(to: end); return }
        let phi = rotationDegrees * Double.pi / 180
        let (cosPhi, sinPhi) = (cos(phi), sin(phi))
        let hx = (start.x - end.x) / 2, hy = (start.y - end.y) / 2
        let x1 = cosPhi * hx + sinPhi * hy
        let y1 = -sinPhi * hx + cosPhi * hy
        // λ = (x1/rx)² + (y1/ry)², in ratios so that tiny radii do not square to 0.
        let lambda = (x1 / rx) * (x1 / rx) + (y1 / ry) * (y1 / ry)
        let coefficient: Double
        if lambda >= 1 {
            // Radii too small: scaled by √λ until the ellipse just reaches both end points,
            // centred between them (F.6.6). rx·√λ = hypot(x1, y1·rx/ry), kept in ratios too.
            let ratio = ry / rx
            rx = (x1 * x1 + (y1 / ratio) * (y1 / ratio)).squareRoot()
            ry = rx * ratio
            coefficient = 0
        } else {
            let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
            let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
            coefficient = (max(0, numerator / denominator)).squareRoot() * (largeArc == sweep ? -1 : 1)
        }
        let cxp = coefficient * rx * y1 / ry
        let cyp = -coefficient * ry * x1 / rx
        let center = Point(cosPhi * cxp - sinPhi * cyp + (start.x + end.x) / 2,
                           sinPhi * cxp + cosPhi * cyp + (start.y + end.y) / 2)
        let u = Vector((x1 - cxp) / rx, (y1 - cyp) / ry)
        let v = Vector((-x1 - cxp) / rx, (-y1 - cyp) / ry)
        let theta1 = SVGArc.angle(Vector(1, 0), u)
        var delta = SVGArc.angle(u, v)
        if !sweep && delta > 0 { delta -= 2 * Double.pi }
        if sweep && delta < 0 { delta += 2 * Double.pi }
        // Radii so small (or large) that their squares leave a double's range make the
        // arithmetic above non-finite; such an arc is indistinguishable from its chord.
        guard rx.isFinite, ry.isFinite, center.x.isFinite, center.y.isFinite, theta1.isFinite, delta.isFinite else {
            path.addLine(to: end)
            return
        }
        let ellipse = Ellipse(center: center, rx: rx, ry: ry, cosPhi: cosPhi, sinPhi: sinPhi)
        appendSegments(to: &path, ellipse: ellipse, theta1: theta1, delta: delta)
    }

    private func appendSegments(to path: inout BezierPath, ellipse: Ellipse, theta1: Double, delta: Double) {
        let count = Int(clamping: abs(delta) / (Double.pi / 2) - 1e-9, to: 1...4, rounding: .up) // an SVG arc's delta is at most a turn
        let step = delta / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4)
        for i in 0..<count {
            let a0 = theta1 + step * Double(i), a1 = a0 + step
            let c1 = ellipse.map(cos(a0) - k * sin(a0), sin(a0) + k * cos(a0))
            let c2 = ellipse.map(cos(a1) + k * sin(a1), sin(a1) - k * cos(a1))
            // The last segment ends exactly on the given end point, free of rounding drift.
            let p = i == count - 1 ? end : ellipse.map(cos(a1), sin(a1))
            path.addCurve(to: p, controlPoint1: c1, controlPoint2: c2)
        }
    }

    /// The signed angle from `u` to `v` in (−π, π].
    private static func angle(_ u: Vector, _ v: Vector) -> Double {
        atan2(u.cross(v), u.dot(v))
    }

    /// Maps unit-circle coordinates onto the rotated ellipse.
    private struct Ellipse {
        var center: Point, rx: Double, ry: Double, cosPhi: Double, sinPhi: Double
        func map(_ ux: Double, _ uy: Double) -> Point {
            Point(center.x + rx * cosPhi * ux - ry * sinPhi * uy,
                  center.y + rx * sinPhi * ux + ry * cosPhi * uy)
        }
    }
}
