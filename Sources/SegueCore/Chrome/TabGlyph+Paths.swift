#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Segue's built-in tab bar glyphs: the look of the SF Symbols apps put in tab bars (`house.fill`,
/// `magnifyingglass`, `person.fill`, `gearshape.fill`, `star.fill`, `clock`, `folder.fill`,
/// `heart.fill`, `bell.fill`), redrawn by hand as filled paths in a 24×24-point box (no Apple
/// path data: SF Symbols' licence does not allow redistributing it, and Segue draws without it).
///
/// Every subpath that adds ink runs clockwise on screen (y down) and every hole counter-clockwise,
/// so the paths fill with the non-zero rule and overlapping parts (a magnifying glass's handle
/// over its ring) stay filled.
extension TabGlyph {
    /// The side of the square box glyph paths are drawn in, built-in and custom (`{"path": …}`).
    public static let box: Double = 24

    /// The built-in glyph names, sorted (for messages and docs/templates.md).
    public static var builtInNames: [String] { builtInPaths.keys.sorted() }

    /// The glyph's path in its 24×24 box, or `nil` for a name Segue does not draw.
    public var path: BezierPath? {
        switch self {
        case .named(let name): TabGlyph.builtInPaths[name]
        case .path(let path): path
        }
    }

    private static let builtInPaths: [String: BezierPath] = [
        "house": house(), "magnifyingglass": magnifyingGlass(), "person": person(), "gear": gear(),
        "star": star(), "clock": clock(), "folder": folder(), "heart": heart(), "bell": bell(),
    ]

    /// A house: a roof 22 pt wide over a body 15 pt wide, with a door notch at the bottom middle.
    static func house() -> BezierPath {
        polygon([(12, 2.5), (23, 12), (19.5, 12), (19.5, 21.5), (14.25, 21.5), (14.25, 15.5),
                 (9.75, 15.5), (9.75, 21.5), (4.5, 21.5), (4.5, 12), (1, 12)])
    }

    /// A magnifying glass: a 2-point ring of outer radius 7.5 at (10, 10) and a 2.8-point handle
    /// down to the bottom-right corner, overlapping the ring from radius 6.5.
    static func magnifyingGlass() -> BezierPath {
        var path = ring(centre: Point(10, 10), outer: 7.5, inner: 5.5)
        let (c, s) = (cos(Double.pi / 4), sin(Double.pi / 4))
        let half = 1.4
        // Along the diagonal from radius 6.5 to (21.5, 21.5), half a width either side.
        let start = Point(10 + 6.5 * c, 10 + 6.5 * s), end = Point(21.5, 21.5)
        let side = Vector(-s * half, c * half) // perpendicular, toward the lower left
        path.append(polygon([(start.x - side.dx, start.y - side.dy), (end.x - side.dx, end.y - side.dy),
                             (end.x + side.dx, end.y + side.dy), (start.x + side.dx, start.y + side.dy)]))
        return path
    }

    /// A person: a head of radius 4.5 at (12, 7) above a rounded bust from 3.5 to 20.5.
    static func person() -> BezierPath {
        var path = BezierPath.oval(in: Rect(x: 7.5, y: 2.5, width: 9, height: 9))
        path.move(to: Point(3.5, 21.5))
        path.addLine(to: Point(3.5, 19.5))
        path.addCurve(to: Point(12, 13.5), controlPoint1: Point(3.5, 16), controlPoint2: Point(7, 13.5))
        path.addCurve(to: Point(20.5, 19.5), controlPoint1: Point(17, 13.5), controlPoint2: Point(20.5, 16))
        path.addLine(to: Point(20.5, 21.5))
        path.close()
        return path
    }

    /// A gear: eight teeth between radii 8 and 11 around (12, 12), and a hole of radius 3.5.
    static func gear() -> BezierPath {
        var points: [(Double, Double)] = []
        let teeth = 8
        for k in 0..<teeth {
            let angle = Double(k) * 2 * Double.pi / Double(teeth)
            // Root, tip, tip, root: the tooth is narrower at the tip, as a gear's is.
            for (offset, radius) in [(-0.32, 8.0), (-0.2, 11.0), (0.2, 11.0), (0.32, 8.0)] {
                points.append((12 + radius * cos(angle + offset), 12 + radius * sin(angle + offset)))
            }
        }
        var path = polygon(points)
        path.append(hole(centre: Point(12, 12), radius: 3.5))
        return path
    }

    /// A five-pointed star around (12, 12.8), points at radius 11, inner corners at 4.6.
    static func star() -> BezierPath {
        let points = (0..<10).map { i -> (Double, Double) in
            let angle = -Double.pi / 2 + Double(i) * Double.pi / 5
            let radius = i.isMultiple(of: 2) ? 11 : 4.6
            return (12 + radius * cos(angle), 12.8 + radius * sin(angle))
        }
        return polygon(points)
    }

    /// A clock: a 2-point ring of outer radius 10.5 at (12, 12), its hands at ten past… twelve
    /// and three: a 2-point hour hand up to y = 6 and a minute hand right to x = 17.
    static func clock() -> BezierPath {
        var path = ring(centre: Point(12, 12), outer: 10.5, inner: 8.5)
        path.append(.rect(Rect(x: 11, y: 6, width: 2, height: 7)))
        path.append(.rect(Rect(x: 11, y: 11, width: 6, height: 2)))
        return path
    }

    /// A folder: a body 20×12.5 with 2-point corners, and its tab at the top left.
    static func folder() -> BezierPath {
        var path = polygon([(2, 4.5), (9, 4.5), (11, 7), (11, 9.5), (2, 9.5)])
        path.append(.roundedRect(Rect(x: 2, y: 7, width: 20, height: 13.5), cornerRadius: 2))
        return path
    }

    /// A heart: two lobes meeting at (12, 6), its point at (12, 20.5).
    static func heart() -> BezierPath {
        var path = BezierPath()
        path.move(to: Point(12, 20.5))
        path.addCurve(to: Point(2.5, 8.5), controlPoint1: Point(7, 16.5), controlPoint2: Point(2.5, 12.5))
        path.addCurve(to: Point(12, 6), controlPoint1: Point(2.5, 3), controlPoint2: Point(9.5, 2.5))
        path.addCurve(to: Point(21.5, 8.5), controlPoint1: Point(14.5, 2.5), controlPoint2: Point(21.5, 3))
        path.addCurve(to: Point(12, 20.5), controlPoint1: Point(21.5, 12.5), controlPoint2: Point(17, 16.5))
        path.close()
        return path
    }

    /// A bell: a dome from y = 3.5 flaring to a rim at y = 17.5, a knob on top and a clapper below.
    static func bell() -> BezierPath {
        var path = BezierPath()
        path.move(to: Point(3.5, 17.5))
        path.addLine(to: Point(5.5, 15))
        path.addLine(to: Point(5.5, 10.5))
        path.addCurve(to: Point(12, 3.5), controlPoint1: Point(5.5, 6.5), controlPoint2: Point(8.5, 3.5))
        path.addCurve(to: Point(18.5, 10.5), controlPoint1: Point(15.5, 3.5), controlPoint2: Point(18.5, 6.5))
        path.addLine(to: Point(18.5, 15))
        path.addLine(to: Point(20.5, 17.5))
        path.close()
        path.append(.oval(in: Rect(x: 10.75, y: 1.75, width: 2.5, height: 2.5)))
        path.append(.oval(in: Rect(x: 9.5, y: 18.5, width: 5, height: 3.5)))
        return path
    }

    /// A closed polygon through `points` (listed clockwise on screen for ink).
    private static func polygon(_ points: [(Double, Double)]) -> BezierPath {
        var path = BezierPath()
        for (index, (x, y)) in points.enumerated() {
            if index == 0 { path.move(to: Point(x, y)) } else { path.addLine(to: Point(x, y)) }
        }
        path.close()
        return path
    }

    /// A ring: a clockwise circle of radius `outer` and a counter-clockwise hole of `inner`.
    private static func ring(centre: Point, outer: Double, inner: Double) -> BezierPath {
        var path = BezierPath()
        path.addArc(withCenter: centre, radius: outer, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
        path.close()
        path.append(hole(centre: centre, radius: inner))
        return path
    }

    /// A counter-clockwise circle: a hole in the clockwise ink around it.
    private static func hole(centre: Point, radius: Double) -> BezierPath {
        var path = BezierPath()
        path.addArc(withCenter: centre, radius: radius, startAngle: 0, endAngle: -2 * Double.pi, clockwise: false)
        path.close()
        return path
    }
}
