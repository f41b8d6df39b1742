/// A parsed JSON value that remembers where it started in the text and keeps object keys in
/// their written order, so that a template error can point at the exact place.
struct JSONValue: Sendable {
    /// One `"key": value` pair of an object, in source order.
    struct Member: Sendable {
        var key: String
        var value: JSONValue
    }

    enum Kind: Sendable {
        case null
        case bool(Bool)
        /// The value and its source text (quoted unchanged in error messages).
        case number(Double, text: String)
        case string(String)
        case array([JSONValue])
        case object([Member])
    }

    var kind: Kind
    /// 1-based line and column (in Unicode scalars) of the value's first character.
    var line: Int
    var column: Int

    /// How an error message names this value after "found".
    var summary: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(_, let text): return text
        case .string(let s):
            let limit = 40
            let shown = s.count > limit ? String(s.prefix(limit)) + "…" : s
            return "\"" + shown + "\""
        case .array(let items): return "an array of \(items.count)"
        case .object: return "an object"
        }
    }
}
