/// Deflate's match lengths (RFC 1951 3.2.5) and the bit order of its Huffman codes, for the
/// blocks Segue writes itself (`PNGZeroRowBlock`).
enum DeflateLengths {
    /// Longest deflate match.
    static let maximumMatch = 258
    /// Shortest deflate match.
    static let minimumMatch = 3

    /// For each length 0...258 (valid from 3): its symbol, extra bits and the symbol's base length
    /// (symbols 257...284 cover 4 lengths per group of doubling size, 285 is 258).
    static let codes: [(symbol: UInt16, extraBits: UInt8, base: UInt16)] = {
        var table = [(symbol: UInt16, extraBits: UInt8, base: UInt16)](repeating: (0, 0, 0), count: 259)
        var base = 3
        for symbol in 257...284 {
            let extra = symbol < 265 ? 0 : (symbol - 261) / 4
            for length in base..<min(base + (1 << extra), 259) { table[length] = (UInt16(symbol), UInt8(extra), UInt16(base)) }
            base += 1 << extra
        }
        table[258] = (285, 0, 258)
        return table
    }()

    /// The length symbols of `codes` alone, for CRowFilter's tokenizers (`segue_run_tokens`).
    static let symbols: [UInt16] = codes.map(\.symbol)

    /// `code`'s low `bits` bits in reverse order: Huffman codes are sent most significant bit
    /// first into a stream packed from the least significant bit (RFC 1951 3.1.1).
    static func reversed(_ code: UInt32, bits: Int) -> UInt32 {
        var v = code, r: UInt32 = 0
        for _ in 0..<bits { r = (r << 1) | (v & 1); v >>= 1 }
        return r
    }
}
