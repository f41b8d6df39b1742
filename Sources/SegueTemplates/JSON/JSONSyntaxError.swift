/// Malformed JSON: what was expected, what was found, and where (1-based line and column).
public struct JSONSyntaxError: Error, Sendable {
    public var line: Int
    public var column: Int
    public var message: String

    /// `line L, column C: <message>`, as Segue's errors place a syntax error.
    public var description: String { "line \(line), column \(column): \(message)" }
}
