/// A place in a 2-D coordinate space, in points: UIKit's convention, origin top-left, y down.
///
/// Points and vectors are kept apart (as kurbo does): a point plus a vector is a point,
/// the difference of two points is a vector, and two points cannot be added.
public struct Point: Hashable, Sendable, CustomDebugStringConvertible {
    public var x: Double
    public var y: Double

    public init(_ x: Double, _ y: Double) {
        self.x = x
        self.y = y
    }

    public init(x: Double, y: Double) {
        self.init(x, y)
    }

    public static let zero = Point(0, 0)

    /// The point `fraction` of the way from `self` to `other` (0 gives `self`, 1 gives `other`).
    public func lerp(to other: Point, _ fraction: Double) -> Point {
        Point(x + (other.x - x) * fraction, y + (other.y - y) * fraction)
    }

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        (other - self).length
    }

    public static func + (p: Point, v: Vector) -> Point { Point(p.x + v.dx, p.y + v.dy) }
    public static func - (p: Point, v: Vector) -> Point { Point(p.x - v.dx, p.y - v.dy) }
    public static func - (a: Point, b: Point) -> Vector { Vector(a.x - b.x, a.y - b.y) }
    public static func += (p: inout Point, v: Vector) { p = p + v }

    public var debugDescription: String { "Point(\(x), \(y))" }
}
