/// Malformed JSON: what was expected, what was found, and where (1-based line and column).
struct JSONSyntaxError: Error, Sendable {
    var line: Int
    var column: Int
    var message: String
}
