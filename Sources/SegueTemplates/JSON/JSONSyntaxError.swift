/// Malformed JSON: what was expected, what was found, and where (1-based line and column).
public struct JSONSyntaxError: Error, CustomStringConvertible, Sendable {
    /// The line of the first character that is not valid JSON, from 1.
    public var line: Int
    /// Its column, from 1, in characters.
    public var column: Int
    /// What was expected there (`expected "," or "}" after an object member`).
    public var message: String
    /// The JSON path of the value at fault when the text is well formed but its value is not (a
    /// number beyond Double's range), as the decoder writes paths; `nil` for a syntax error.
    public var jsonPath: String?

    /// `line L, column C: <message>`, as Segue's errors place a syntax error.
    public var description: String { "line \(line), column \(column): \(message)" }
}
