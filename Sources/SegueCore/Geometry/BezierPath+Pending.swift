// PLACEHOLDER: declarations the geometry work implements (it deletes this file).

/// One flattened subpath.
public struct Polyline: Hashable, Sendable {
    public var points: [Point]
    public var isClosed: Bool
    public init(points: [Point], isClosed: Bool) { self.points = points; self.isClosed = isClosed }
}

/// Two paths whose element structures differ cannot be interpolated.
public struct PathInterpolationError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

extension BezierPath {
    public static let defaultTolerance = 0.01
    public var bounds: Rect { fatalError("geometry work") }
    public func flattened(tolerance: Double) -> [Polyline] { fatalError("geometry work") }
    public func length(tolerance: Double = BezierPath.defaultTolerance) -> Double { fatalError("geometry work") }
    public func trimmed(from start: Double, to end: Double, tolerance: Double = BezierPath.defaultTolerance) -> BezierPath { fatalError("geometry work") }
    public func hasSameStructure(as other: BezierPath) -> Bool { fatalError("geometry work") }
    public func interpolated(to other: BezierPath, fraction: Double) throws(PathInterpolationError) -> BezierPath { fatalError("geometry work") }
}
