import SegueCore
import SeguePNG

/// A rendering failure the user can act on: a missing or corrupt image file, an impossible
/// surface size. The message is one line and names the file when there is one.
public struct RenderError: Error, CustomStringConvertible, Sendable, Hashable {
    /// One line, naming the file when there is one.
    public var message: String

    /// An error with a one-line `message`.
    public init(_ message: String) { self.message = message }

    public var description: String { message }
}

extension RenderError: UserFacingError {}

/// A PNG that cannot be read is the user's to fix too (SeguePNG depends on no Segue module, so
/// the conformance is declared here).
extension PNGError: UserFacingError {}
