import Foundation

/// Core Graphics' vector, an offset (dx, dy) rather than a place, which Foundation on Linux
/// lacks. UIKit uses it for a spring's initial velocity (`UISpringTimingParameters`).
public struct CGVector: Hashable, Sendable {
    /// The offset along x and along y.
    public var dx: CGFloat, dy: CGFloat

    /// A vector of `dx` along x and `dy` along y.
    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    /// A vector from `Double`s, as Core Graphics' overload (on Linux `CGFloat` is a type of its own).
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// A vector from whole numbers, as Core Graphics' overload.
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// The zero vector, as in Core Graphics.
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }

    /// The zero vector, (0, 0).
    public static let zero = CGVector()
}

extension CGVector: CustomDebugStringConvertible {
    /// Reads like the initialiser call.
    public var debugDescription: String { "CGVector(dx: \(dx), dy: \(dy))" }
}
