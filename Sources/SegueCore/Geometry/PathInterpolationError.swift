/// Two paths whose element structures differ cannot be interpolated.
///
/// The message names the first element index where the kinds differ (or where one path ends),
/// e.g. `cannot interpolate paths: element 2 is line in one path and curve in the other`.
public struct PathInterpolationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A one-line explanation naming the first element where the paths differ.
    public var message: String

    /// An error with a one-line `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
