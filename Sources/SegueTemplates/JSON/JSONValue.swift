import SegueCore

/// A parsed JSON value that keeps object keys in their written order, so that errors and
/// decoding follow the text as written. Public so that every JSON file Segue reads (templates,
/// screens, `golden.json`) goes through one strict parser (`JSONParser.parse`).
public struct JSONValue: Sendable {
    /// One `"key": value` pair of an object, in source order.
    public struct Member: Sendable {
        /// The key, unescaped.
        public var key: String
        /// Its value.
        public var value: JSONValue
    }

    /// What the value is.
    public enum Kind: Sendable {
        case null
        case bool(Bool)
        /// The value and its source text (quoted unchanged in error messages).
        case number(Double, text: String)
        case string(String)
        case array([JSONValue])
        case object([Member])
    }

    /// What the value is, with its payload.
    public var kind: Kind

    /// Longest `literal` text before it falls back to `summary`: a short array such as a
    /// range or a colour quadruple fits, a path's hundred points do not.
    static let literalLimit = 60

    /// The value written out as JSON when it is a number, or an array of numbers, that fits in
    /// `literalLimit` characters (`[0.8, 0.2]`), else `summary`. For messages about the values
    /// themselves, where "an array of 2" would hide what is wrong.
    public var literal: String {
        guard case .array(let items) = kind else { return summary }
        var parts: [String] = []
        for item in items {
            guard case .number(_, let text) = item.kind else { return summary }
            parts.append(text)
        }
        let text = "[" + parts.joined(separator: ", ") + "]"
        return text.count <= JSONValue.literalLimit ? text : summary
    }

    /// How an error message names this value after "found".
    public var summary: String {
        switch kind {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(_, let text): return MessageText.escaped(text, limit: MessageText.maxLength) // 15 MB of digits is one number
        case .string(let s): return MessageText.quoted(s)
        case .array(let items): return "an array of \(items.count)"
        case .object: return "an object"
        }
    }
}

extension JSONValue {
    /// The value of `key` when this is an object that has it.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = kind else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The number, when this is one (never a Boolean).
    public var number: Double? {
        if case .number(let value, _) = kind { return value }
        return nil
    }

    /// The string, when this is one.
    public var string: String? {
        if case .string(let value) = kind { return value }
        return nil
    }

    /// The items, when this is an array.
    public var array: [JSONValue]? {
        if case .array(let items) = kind { return items }
        return nil
    }

    /// The members in written order, when this is an object.
    public var members: [Member]? {
        if case .object(let members) = kind { return members }
        return nil
    }
}
