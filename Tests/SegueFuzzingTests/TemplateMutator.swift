import SegueTestSupport

/// Mutates template bytes the way a fuzzer would, deterministically from its generator: bit
/// flips, byte changes, deletions, duplications, dictionary tokens spliced in, numbers replaced
/// by extremes, and deep nesting.
struct TemplateMutator {
    var random: SplitMix
    /// Tokens to splice in (the fuzzer's dictionary).
    let tokens: [[UInt8]]

    /// Numbers at and beyond every edge a decoder checks.
    static let extremeNumbers = ["1e308", "-1e308", "1e400", "-0", "0", "-1", "1e-320", "5e-324", "0.5",
                                 "9223372036854775807", "-9223372036854775808", "184467440737095516160000",
                                 "NaN", "\"NaN\"", "Infinity", "1e", "-", "0.", ".5", "00", "60.000000001", "10000.0001", "240", "241"]

    /// Bytes a single-byte change writes: JSON structure, quotes, escapes, a newline, NUL and invalid UTF-8.
    static let interestingBytes: [UInt8] = [0x00, 0x0A, 0x0D, 0x1B, 0x22, 0x2C, 0x2D, 0x2E, 0x30, 0x31, 0x39, 0x3A,
                                            0x5B, 0x5C, 0x5D, 0x65, 0x7B, 0x7D, 0x7F, 0xC0, 0xE2, 0xFF]

    /// Openings and closings a nesting mutation repeats: bare arrays, and layers within layers
    /// (inserted in a `layers` array, the latter nest sublayers as deep as the JSON allows).
    static let nestings = [("[", "]"), (#"{"layers": ["#, "]}"), (#"{"frame": [0, 0, 1, 1], "sublayers": ["#, "]}")]

    /// `input` with one mutation applied, or (one time in four) two to four: most inputs should
    /// still parse, so that the decoder and the evaluator see them.
    mutating func mutate(_ input: [UInt8]) -> [UInt8] {
        var bytes = input
        let count = random.below(4) == 0 ? 2 + random.below(3) : 1
        for _ in 0..<count { mutateOnce(&bytes) }
        return bytes
    }

    private mutating func mutateOnce(_ bytes: inout [UInt8]) {
        let at = random.below(bytes.count + 1)
        switch random.below(8) {
        case 0 where at < bytes.count:
            bytes[at] ^= 1 << UInt8(random.below(8))
        case 1 where at < bytes.count:
            bytes[at] = random.pick(TemplateMutator.interestingBytes)
        case 2 where at < bytes.count:
            bytes.removeSubrange(at..<min(bytes.count, at + 1 + random.below(16)))
        case 3 where at < bytes.count:
            let piece = bytes[at..<min(bytes.count, at + 1 + random.below(64))]
            bytes.insert(contentsOf: piece, at: random.below(bytes.count + 1))
        case 4:
            bytes.insert(contentsOf: random.pick(tokens), at: at)
        case 5:
            replaceNumber(in: &bytes, near: at)
        case 6:
            let depth = 1 + random.below(300)
            let (open, close) = random.pick(TemplateMutator.nestings)
            bytes.insert(contentsOf: Array([[UInt8]](repeating: Array(open.utf8), count: depth).joined())
                + Array([[UInt8]](repeating: Array(close.utf8), count: depth).joined()), at: at)
        default:
            replaceString(in: &bytes, near: at)
        }
    }

    /// Replaces the first number at or after `start` (wrapping round) with an extreme one.
    private mutating func replaceNumber(in bytes: inout [UInt8], near start: Int) {
        let isNumberByte: (UInt8) -> Bool = { (0x30...0x39).contains($0) || $0 == 0x2D || $0 == 0x2E || $0 == 0x65 || $0 == 0x2B }
        guard let first = (bytes[start...].firstIndex { (0x30...0x39).contains($0) }
                           ?? bytes.firstIndex { (0x30...0x39).contains($0) }) else { return }
        var lower = first, upper = first
        while lower > 0, isNumberByte(bytes[lower - 1]) { lower -= 1 }
        while upper < bytes.count, isNumberByte(bytes[upper]) { upper += 1 }
        bytes.replaceSubrange(lower..<upper, with: Array(random.pick(TemplateMutator.extremeNumbers).utf8))
    }

    /// Replaces the first JSON string value at or after `start` with a dictionary value.
    private mutating func replaceString(in bytes: inout [UInt8], near start: Int) {
        let quote = UInt8(ascii: "\"")
        guard let open = bytes[start...].firstIndex(of: quote) ?? bytes.firstIndex(of: quote),
              let close = bytes[(open + 1)...].firstIndex(of: quote) else { return }
        let token = random.pick(tokens)
        let value = token.first == quote && token.last == quote && token.count >= 2 ? Array(token.dropFirst().dropLast()) : token
        bytes.replaceSubrange(open + 1..<close, with: value)
    }
}
