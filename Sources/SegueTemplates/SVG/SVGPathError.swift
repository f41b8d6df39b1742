/// Malformed SVG path data: the message says what was expected, at which character, and what was found.
struct SVGPathError: Error, Sendable {
    var message: String
}
