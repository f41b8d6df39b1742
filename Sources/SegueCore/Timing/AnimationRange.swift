/// PLACEHOLDER (timing helper replaces this file): a sub-interval of a transition's time fraction.
public struct AnimationRange: Hashable, Sendable {
    public let start: Double, end: Double
    public init(start: Double, end: Double) throws(GeometryError) {
        try GeometryError.require(start, in: 0...1, "start")
        try GeometryError.require(end, in: 0...1, "end")
        guard start < end else { throw GeometryError("range: expected start < end, found [\(start), \(end)]") }
        self.start = start; self.end = end
    }
    public static let full = try! AnimationRange(start: 0, end: 1)
    /// The animation's own fraction (0...1) at the transition's fraction `f`.
    public func localFraction(_ f: Double) -> Double { min(1, max(0, (f - start) / (end - start))) }
}
