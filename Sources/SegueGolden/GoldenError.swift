import SegueCore

/// A golden run that could not happen: an unreadable template, a golden file that is not a PNG,
/// a folder that cannot be written. One line, naming the file. (A frame that differs is not an
/// error; it is a failed `GoldenReport`.)
public struct GoldenError: Error, CustomStringConvertible, Sendable, Hashable {
    /// One line naming the file and what went wrong.
    public var message: String

    /// An error with a one-line `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

extension GoldenError: UserFacingError {}
