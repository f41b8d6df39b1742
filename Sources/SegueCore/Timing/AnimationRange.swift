/// The sub-interval [start, end] of a transition's elapsed time fraction in which one
/// animation runs, as the Transition library's `AnimationLayer` ranges work: before `start`
/// the animation shows its from-value, after `end` its to-value, and in between its own
/// fraction goes linearly from 0 to 1 (its timing curve then shapes that fraction).
///
/// A range is template vocabulary: it compiles into a `PropertyAnimation`'s `beginTime` and
/// `duration` in seconds, which is how Core Animation times animations.
///
/// Invariants: 0 ≤ start < end ≤ 1.
public struct AnimationRange: Hashable, Sendable {
    /// The range's ends as fractions of the transition's elapsed time: 0 ≤ start < end ≤ 1.
    public let start: Double, end: Double

    /// A range inside 0...1 with `start` before `end`; NaN and empty ranges are rejected.
    public init(start: Double, end: Double) throws(GeometryError) {
        try GeometryError.require(start, in: 0...1, "start")
        try GeometryError.require(end, in: 0...1, "end")
        guard start < end else { throw GeometryError("range: expected start < end, found [\(start.messageText), \(end.messageText)]") }
        self.start = start; self.end = end
    }

    /// The whole transition.
    public static let full = try! AnimationRange(start: 0, end: 1)

    /// The part of the transition the range covers (end − start).
    public var length: Double { end - start }

    /// The animation's `beginTime` in a transition of `duration` seconds: start·duration.
    public func beginTime(over duration: Double) -> Double { start * duration }

    /// The animation's duration in a transition of `duration` seconds: (end − start)·duration.
    public func duration(over duration: Double) -> Double { length * duration }
}

extension AnimationRange: CustomDebugStringConvertible {
    /// Reads like the initialiser call, so a failing value pastes into a new test.
    public var debugDescription: String { "AnimationRange(start: \(start), end: \(end))" }
}
