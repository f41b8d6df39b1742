/// A PNG that could not be read or written: a missing file, bytes that are not a PNG or are
/// corrupt ("corrupt PNG: <libpng's reason>"), an image with a side PNG cannot hold. The message
/// is one line and starts with the file's path when there is one ("img.png: missing image file").
public struct PNGError: Error, CustomStringConvertible, Sendable, Hashable {
    /// One line, naming the file when there is one.
    public var message: String

    /// An error with a one-line `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
