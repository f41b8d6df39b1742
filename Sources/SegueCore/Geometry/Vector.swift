/// An offset between two points (a displacement), in points, y down.
public struct Vector: Hashable, Sendable, CustomDebugStringConvertible {
    public var dx: Double
    public var dy: Double

    public init(_ dx: Double, _ dy: Double) {
        self.dx = dx
        self.dy = dy
    }

    public init(dx: Double, dy: Double) {
        self.init(dx, dy)
    }

    public static let zero = Vector(0, 0)

    /// The Euclidean length.
    public var length: Double { (dx * dx + dy * dy).squareRoot() }

    /// The dot product with `other`.
    public func dot(_ other: Vector) -> Double { dx * other.dx + dy * other.dy }

    /// The z component of the 3-D cross product; positive when `other` turns clockwise
    /// on screen (from +x toward +y) relative to `self`.
    public func cross(_ other: Vector) -> Double { dx * other.dy - dy * other.dx }

    public static func + (a: Vector, b: Vector) -> Vector { Vector(a.dx + b.dx, a.dy + b.dy) }
    public static func - (a: Vector, b: Vector) -> Vector { Vector(a.dx - b.dx, a.dy - b.dy) }
    public static prefix func - (v: Vector) -> Vector { Vector(-v.dx, -v.dy) }
    public static func * (v: Vector, s: Double) -> Vector { Vector(v.dx * s, v.dy * s) }
    public static func * (s: Double, v: Vector) -> Vector { v * s }
    public static func / (v: Vector, s: Double) -> Vector { Vector(v.dx / s, v.dy / s) }

    public var debugDescription: String { "Vector(\(dx), \(dy))" }
}
