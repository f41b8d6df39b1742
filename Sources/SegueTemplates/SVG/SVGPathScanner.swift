import SegueCore

/// Reads the tokens of SVG path data: command letters, numbers (SVG's grammar, so `1.5.5` is
/// 1.5 then .5 and `1-2` is 1 then −2), and arc flags (a single `0` or `1`, possibly unseparated).
struct SVGPathScanner {
    private let bytes: [UInt8]
    private(set) var index = 0

    init(_ data: String) { bytes = Array(data.utf8) }

    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// Skips whitespace and commas between tokens.
    mutating func skipSeparators() {
        while let b = current, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C || b == UInt8(ascii: ",") {
            index += 1
        }
    }

    /// True when the next token (after separators) starts a number.
    mutating func nextIsNumber() -> Bool {
        skipSeparators()
        guard let b = current else { return false }
        return SVGPathScanner.isDigit(b) || b == UInt8(ascii: "-") || b == UInt8(ascii: "+") || b == UInt8(ascii: ".")
    }

    mutating func advance() { index += 1 }

    /// Reads a number, rejecting magnitudes beyond `TemplateLimits.maxCoordinate`.
    mutating func number() throws(SVGPathError) -> Double {
        skipSeparators()
        let start = index
        if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { index += 1 }
        var digits = skipDigits()
        if current == UInt8(ascii: ".") { index += 1; digits += skipDigits() }
        guard digits > 0 else { index = start; throw failure("a number") }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "-") || current == UInt8(ascii: "+") { index += 1 }
            guard skipDigits() > 0 else { throw failure("a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), abs(value) <= TemplateLimits.maxCoordinate else {
            index = start
            throw failure("a number of magnitude at most \(Int(TemplateLimits.maxCoordinate))", found: text)
        }
        return value
    }

    /// Reads an arc flag: `0` or `1`.
    mutating func flag() throws(SVGPathError) -> Bool {
        skipSeparators()
        guard let b = current, b == UInt8(ascii: "0") || b == UInt8(ascii: "1") else { throw failure("an arc flag 0 or 1") }
        index += 1
        return b == UInt8(ascii: "1")
    }

    /// "expected <what> at character N of the path data, found <the character there>".
    func failure(_ what: String, found: String? = nil) -> SVGPathError {
        let shown = found ?? describeCurrent()
        return SVGPathError(message: "expected \(what) at character \(index + 1) of the path data, found \(shown)")
    }

    func describeCurrent() -> String {
        guard current != nil else { return "the end" }
        var end = index + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'" + MessageText.escaped(String(decoding: bytes[index..<end], as: UTF8.self)) + "'"
    }

    private mutating func skipDigits() -> Int {
        var count = 0
        while let b = current, SVGPathScanner.isDigit(b) { index += 1; count += 1 }
        return count
    }

    static func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }
}
