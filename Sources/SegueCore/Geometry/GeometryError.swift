/// Why a geometry or timing value could not be built from the numbers it was given.
///
/// Public initialisers that validate their input throw this; the message names the
/// parameter and what was expected, so a template error can quote it unchanged.
public struct GeometryError: Error, Equatable, CustomStringConvertible, Sendable {
    /// A one-line explanation, e.g. `width: expected a finite non-negative number, found -1`.
    public var message: String

    /// An error whose `message` names the parameter, what was expected and what was found.
    public init(_ message: String) { self.message = message }

    public var description: String { message }

    /// Rejects NaN and infinities with a message naming `name`.
    static func requireFinite(_ value: Double, _ name: String) throws(GeometryError) {
        guard value.isFinite else {
            throw GeometryError("\(name): expected a finite number, found \(value.messageText)")
        }
    }

    /// Rejects NaN, infinities and negative numbers with a message naming `name`.
    static func requireNonNegative(_ value: Double, _ name: String) throws(GeometryError) {
        guard value.isFinite, value >= 0 else {
            throw GeometryError("\(name): expected a finite non-negative number, found \(value.messageText)")
        }
    }

    /// Rejects values outside `range` (and NaN) with a message naming `name`.
    static func require(_ value: Double, in range: ClosedRange<Double>, _ name: String) throws(GeometryError) {
        guard range.contains(value) else {
            throw GeometryError("\(name): expected a number in \(range.lowerBound.messageText)...\(range.upperBound.messageText), found \(value.messageText)")
        }
    }
}
