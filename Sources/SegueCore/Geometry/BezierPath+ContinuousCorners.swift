/// How a rounded rectangle's corners curve: CALayer's `cornerCurve`.
public enum CornerCurve: String, Hashable, Sendable, CaseIterable {
    /// A quarter circle of the corner radius (CALayer's default, `.circular`).
    case circular
    /// Apple's continuous corner (`.continuous`, iOS 13; what `UIBezierPath(roundedRect:
    /// cornerRadius:)` draws since iOS 7): the curvature eases in from the straight edge, so the
    /// corner starts 1.528 radii from the rectangle's corner instead of 1.
    case continuous
}

extension BezierPath {
    /// Apple's continuous corner is not published. Segue draws the shape as PaintCode measured it
    /// from UIKit's own paths ("Code for iOS 7 rounded rectangles", paintcodeapp.com, and the many
    /// public ports of it): per corner, three cubic curves joined by two short lines, reaching
    /// `continuousCornerExtent` radii along each edge. The points below are that measurement, for
    /// the top-right corner walked clockwise from the top edge, as (distance back from the
    /// corner along the top edge, distance down from it), in radii; the other corners are its
    /// reflections. (The curve is symmetric about the corner's diagonal.)
    public static let continuousCornerExtent = 1.52866483

    /// The top-right corner's elements after the line along the top edge: `nil` controls for a line.
    private static let continuousCorner: [(to: (Double, Double), c1: (Double, Double)?, c2: (Double, Double)?)] = [
        ((0.66993427, 0.06549600), (1.08849323, 0), (0.86840689, 0)),
        ((0.63149399, 0.07491100), nil, nil),
        ((0.07491100, 0.63149399), (0.37282392, 0.16905899), (0.16905899, 0.37282392)),
        ((0.06549600, 0.66993427), nil, nil),
        ((0, 1.52866483), (0, 0.86840689), (0, 1.08849323)),
    ]

    /// The rectangle `r` with the corners of `corners` rounded by `cornerRadius` along `curve`.
    /// Circular: `roundedRect(_:cornerRadius:corners:)`. Continuous: each rounded corner is Apple's
    /// continuous corner of the radius, which needs 1.528 radii of each side; where that does not
    /// fit in half the shorter side, the corner is drawn circular instead (a capsule stays a
    /// capsule, as a maximal continuous radius looks on iOS; how iOS blends between the two is
    /// not public). Square corners are plain corners.
    public static func roundedRect(_ r: Rect, cornerRadius: Double, corners: CornerMask, curve: CornerCurve) -> BezierPath {
        let s = r.standardized
        let radius = min(max(0, cornerRadius), s.width / 2, s.height / 2)
        guard curve == .continuous, radius > 0, !corners.isEmpty,
              continuousCornerExtent * radius <= min(s.width, s.height) / 2 else {
            return roundedRect(r, cornerRadius: cornerRadius, corners: corners)
        }
        let reach = continuousCornerExtent * radius
        // Each corner as a frame: its point, the direction back along the edge the walk arrives
        // on, and the direction along the edge it leaves by (clockwise on screen, y down).
        let frames: [(corner: CornerMask, at: Point, back: Vector, on: Vector)] = [
            (.maxXMinY, Point(s.maxX, s.minY), Vector(-1, 0), Vector(0, 1)),
            (.maxXMaxY, Point(s.maxX, s.maxY), Vector(0, -1), Vector(-1, 0)),
            (.minXMaxY, Point(s.minX, s.maxY), Vector(1, 0), Vector(0, -1)),
            (.minXMinY, Point(s.minX, s.minY), Vector(0, 1), Vector(1, 0)),
        ]
        func point(_ f: (at: Point, back: Vector, on: Vector), _ p: (Double, Double)) -> Point {
            f.at + f.back * (p.0 * radius) + f.on * (p.1 * radius)
        }
        var elements: [PathElement] = []
        let topLeftRounded = corners.contains(.minXMinY)
        elements.append(.move(to: Point(s.minX + (topLeftRounded ? reach : 0), s.minY)))
        for frame in frames {
            let f = (frame.at, frame.back, frame.on)
            guard corners.contains(frame.corner) else {
                elements.append(.line(to: frame.at))
                continue
            }
            elements.append(.line(to: point(f, (continuousCornerExtent, 0))))
            for step in continuousCorner {
                if let c1 = step.c1, let c2 = step.c2 {
                    elements.append(.curve(to: point(f, step.to), control1: point(f, c1), control2: point(f, c2)))
                } else {
                    elements.append(.line(to: point(f, step.to)))
                }
            }
        }
        elements.append(.close)
        return BezierPath(elements: elements)
    }
}
