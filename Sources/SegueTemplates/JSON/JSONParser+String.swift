extension JSONParser {
    /// Parses a string literal at the current `"`, decoding escapes (including UTF-16
    /// surrogate pairs written as two `\u` escapes).
    ///
    /// Every character, escaped or not, goes into one UTF-8 buffer that becomes a `String`
    /// once at the end, so the work is linear in the literal's length however many escapes it
    /// has (appending scalars to a `String` one at a time was quadratic: a million `\u`
    /// escapes took 17 s).
    mutating func parseString() throws(JSONSyntaxError) -> String {
        advance() // opening quote
        var raw: [UInt8] = []
        while true {
            guard let b = currentByte else { throw error("expected a closing '\"', found the end of the document") }
            switch b {
            case UInt8(ascii: "\""):
                advance()
                return String(decoding: raw, as: UTF8.self)
            case _ where raw.count >= JSONParser.maxStringBytes:
                throw error("expected a string of at most \(JSONParser.maxStringBytes) bytes, found a longer one")
            case UInt8(ascii: "\\"):
                advance()
                raw.append(contentsOf: UTF8.encode(try parseEscape())!)
            case 0..<0x20:
                throw error("expected a character or an escape in a string, found a control character")
            default:
                raw.append(b)
                advance()
            }
        }
    }

    private mutating func parseEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
        guard let b = currentByte else { throw error("expected an escape character, found the end of the document") }
        if let scalar = JSONParser.simpleEscapes[b] { advance(); return scalar }
        guard b == UInt8(ascii: "u") else { throw error("expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\u, found \(describeCurrent())") }
        advance()
        let first = try parseHex4()
        if (0xD800..<0xDC00).contains(first) {
            guard currentByte == UInt8(ascii: "\\") else { throw error("expected a low surrogate \\u escape, found \(describeCurrent())") }
            advance()
            guard currentByte == UInt8(ascii: "u") else { throw error("expected a low surrogate \\u escape, found \(describeCurrent())") }
            advance()
            let second = try parseHex4()
            guard (0xDC00..<0xE000).contains(second) else { throw error("expected a low surrogate \\u escape, found \\u with another value") }
            let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            return Unicode.Scalar(value)!
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("expected a valid \\u escape, found a lone low surrogate") }
        return scalar
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let b = currentByte, let digit = JSONParser.hexDigit(b) else {
                throw error("expected a hex digit, found \(describeCurrent())")
            }
            value = value * 16 + digit
            advance()
        }
        return value
    }

    /// The characters a backslash escapes by one letter, by that letter.
    private static let simpleEscapes: [UInt8: Unicode.Scalar] = [
        UInt8(ascii: "\""): "\"", UInt8(ascii: "\\"): "\\", UInt8(ascii: "/"): "/",
        UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "n"): "\n",
        UInt8(ascii: "r"): "\r", UInt8(ascii: "t"): "\t",
    ]

    private static func hexDigit(_ b: UInt8) -> UInt32? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(b - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(b - UInt8(ascii: "A")) + 10
        default: nil
        }
    }
}
