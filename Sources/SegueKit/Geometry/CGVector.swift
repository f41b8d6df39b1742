import Foundation

/// Core Graphics' vector, an offset (dx, dy) rather than a place, which Foundation on Linux
/// lacks. UIKit uses it for a spring's initial velocity (`UISpringTimingParameters`).
public struct CGVector: Hashable, Sendable {
    public var dx: CGFloat, dy: CGFloat

    public init(dx: CGFloat, dy: CGFloat) { (self.dx, self.dy) = (dx, dy) }
    public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    /// The zero vector, as in Core Graphics.
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }

    public static let zero = CGVector()
}

extension CGVector: CustomDebugStringConvertible {
    /// Reads like the initialiser call.
    public var debugDescription: String { "CGVector(dx: \(dx), dy: \(dy))" }
}
