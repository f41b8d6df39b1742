import SegueCore

/// A strict RFC 8259 JSON parser over UTF-8 bytes; a syntax error names its line and column.
///
/// Strict on purpose: no comments, no trailing commas, no leading zeros, no NaN; duplicate keys
/// in one object are an error (a template with two `"frame"`s is a mistake, not a choice).
public struct JSONParser {
    /// Nesting deeper than this is rejected instead of risking the stack; real templates nest < 20.
    static let maxDepth = 256
    /// The longest string value or key, in bytes of UTF-8: far above any name, text (see
    /// `TemplateLimits.maxTextCharacters`) or path data of `TemplateLimits.maxPathSegments`.
    static let maxStringBytes = 1 << 20

    private let bytes: [UInt8]
    /// Where the value being parsed is, a key or an index a level: written as the decoder
    /// writes paths (`from.layers[0]`) only for an error that a value, not the text around it,
    /// is to blame for, so parsing a large document makes no strings for it.
    private enum Step { case key(String), index(Int) }
    private var path: [Step] = []
    private var index = 0
    private var line = 1
    private var column = 1

    init(_ text: String) { bytes = Array(text.utf8) }

    /// Parses one JSON document (a value followed only by whitespace).
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        var parser = JSONParser(text)
        let value = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("expected the end of the document, found \(parser.describeCurrent())")
        }
        return value
    }

    // MARK: - Values

    private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
        skipWhitespace()
        guard depth < JSONParser.maxDepth else { throw error("expected at most \(JSONParser.maxDepth) nested levels, found more") }
        func make(_ kind: JSONValue.Kind) -> JSONValue { JSONValue(kind: kind) }
        guard let byte = current else { throw error("expected a value, found the end of the document") }
        switch byte {
        case UInt8(ascii: "{"): return make(try parseObject(depth: depth))
        case UInt8(ascii: "["): return make(try parseArray(depth: depth))
        case UInt8(ascii: "\""): return make(.string(try parseString()))
        case UInt8(ascii: "t"): try expectWord("true"); return make(.bool(true))
        case UInt8(ascii: "f"): try expectWord("false"); return make(.bool(false))
        case UInt8(ascii: "n"): try expectWord("null"); return make(.null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return make(try parseNumber())
        default:
            if let word = nonNumber(at: index) { throw valueError("expected a number, found \(word) (JSON has no NaN or Infinity)") }
            throw error("expected a value, found \(describeCurrent())")
        }
    }

    /// `NaN`, `Infinity` or `-Infinity` when the text at `start` is one: what other languages
    /// write for a number JSON cannot hold, named as such rather than as a stray letter.
    private func nonNumber(at start: Int) -> String? {
        ["NaN", "Infinity", "-Infinity"].first { bytes[start...].starts(with: $0.utf8) }
    }

    private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue.Kind {
        advance() // {
        var members: [JSONValue.Member] = []
        var keys = Set<String>() // duplicate keys found in constant time, so a huge object parses in linear time
        skipWhitespace()
        if current == UInt8(ascii: "}") { advance(); return .object(members) }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in double quotes, found \(describeCurrent())") }
            let (keyLine, keyColumn) = (line, column)
            let key = try parseString()
            if !keys.insert(key).inserted {
                throw JSONSyntaxError(line: keyLine, column: keyColumn, message: "expected a key not used before in this object, found a second \(MessageText.quoted(key))")
            }
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \(MessageText.quoted(key)), found \(describeCurrent())") }
            advance()
            path.append(.key(key))
            members.append(JSONValue.Member(key: key, value: try parseValue(depth: depth + 1)))
            path.removeLast()
            skipWhitespace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "}") { advance(); return .object(members) }
            throw error("expected ',' or '}' in an object, found \(describeCurrent())")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue.Kind {
        advance() // [
        var items: [JSONValue] = []
        skipWhitespace()
        if current == UInt8(ascii: "]") { advance(); return .array(items) }
        while true {
            path.append(.index(items.count))
            items.append(try parseValue(depth: depth + 1))
            path.removeLast()
            skipWhitespace()
            if current == UInt8(ascii: ",") { advance(); continue }
            if current == UInt8(ascii: "]") { advance(); return .array(items) }
            throw error("expected ',' or ']' in an array, found \(describeCurrent())")
        }
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue.Kind {
        let start = index
        if current == UInt8(ascii: "-") { advance() }
        if current == UInt8(ascii: "0") {
            advance()
        } else {
            guard try skipDigits() > 0 else {
                // Looked for only where a number already failed, not at every number read.
                if let word = nonNumber(at: start) { throw valueError("expected a number, found \(word) (JSON has no NaN or Infinity)") }
                throw error("expected a digit, found \(describeCurrent())")
            }
        }
        if current == UInt8(ascii: ".") {
            advance()
            guard try skipDigits() > 0 else { throw error("expected a digit after '.', found \(describeCurrent())") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            advance()
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { advance() }
            guard try skipDigits() > 0 else { throw error("expected a digit in the exponent, found \(describeCurrent())") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw valueError("expected a number within Double's range, found \(MessageText.escaped(text, limit: MessageText.maxLength))")
        }
        return .number(value, text: text)
    }

    private mutating func skipDigits() throws(JSONSyntaxError) -> Int {
        var count = 0
        while let b = current, b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") { advance(); count += 1 }
        return count
    }

    private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
        for expected in word.utf8 {
            guard current == expected else { throw error("expected \(word), found \(describeCurrent())") }
            advance()
        }
    }

    // MARK: - Reading

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Moves one byte on, counting lines and columns (a column per Unicode scalar: UTF-8
    /// continuation bytes do not count).
    mutating func advance() {
        guard index < bytes.count else { return }
        let b = bytes[index]
        index += 1
        if b == UInt8(ascii: "\n") {
            line += 1; column = 1
        } else if b & 0xC0 != 0x80 {
            column += 1
        }
    }

    private mutating func skipWhitespace() {
        while let b = current, b == 0x20 || b == 0x0A || b == 0x0D || b == 0x09 { advance() }
    }

    func error(_ message: String) -> JSONSyntaxError {
        JSONSyntaxError(line: line, column: column, message: message)
    }

    /// An error the value here is to blame for, named by its JSON path as the decoder names one.
    private func valueError(_ message: String) -> JSONSyntaxError {
        var failure = error(message)
        failure.jsonPath = path.enumerated().map { k, step in
            switch step {
            case .key(let key): k == 0 ? key : "." + key
            case .index(let i): "[\(i)]"
            }
        }.joined()
        return failure
    }

    /// The current character for an error message, or "the end of the document".
    func describeCurrent() -> String {
        guard index < bytes.count else { return "the end of the document" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        let character = String(decoding: bytes[index..<end], as: UTF8.self)
        if bytes[index] < 0x20 { return "a control character" }
        return "'" + MessageText.escaped(character) + "'"
    }

    var currentByte: UInt8? { current }
}
