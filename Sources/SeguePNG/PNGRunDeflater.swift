import CDeflate

/// The `fast` compressor: a zlib stream of one fixed-Huffman deflate block (RFC 1951 3.2.6)
/// that codes runs of a repeated byte as distance-1 matches and everything else as literals.
///
/// Why its own: after the UP filter a flat-UI frame is mostly zeros (every row that repeats the
/// row above), and general matchers (zlib, libdeflate) still hash or compare each of its ~9 MB
/// one byte at a time, about 11 ms a frame at 1170×2532. Finding runs eight bytes at a time
/// costs a fraction of that. The price is size: a fixed code spends 13 bits per 258-byte run
/// where a dynamic one spends about 2, so files are about twice the `balanced` ones.
enum PNGRunDeflater {
    /// Longest deflate match.
    static let maximumMatch = 258
    /// Shortest deflate match.
    static let minimumMatch = 3

    /// The most bytes `count` input bytes can become: 9 bits per literal at worst, plus the zlib
    /// header, the block's end code and padding, and the Adler-32.
    static func bound(_ count: Int) -> Int { count + count / 8 + 16 }

    /// Compresses `input` into `output` (at least `bound(count)` bytes); returns the length.
    static func compress(_ input: UnsafePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>) -> Int {
        var bits = PNGBitWriter(into: output)
        bits.writeByte(0x78) // deflate, 32 KB window
        bits.writeByte(0x01) // no dictionary, check bits: 0x7801 is a multiple of 31
        bits.write(1, bits: 1) // BFINAL
        bits.write(1, bits: 2) // BTYPE 01: fixed Huffman codes
        var i = 0
        while i < count {
            let run = i > 0 ? runLength(input, from: i, count: count, byte: input[i - 1]) : 0
            if run >= minimumMatch {
                var left = run
                while left >= minimumMatch {
                    let length = min(left, maximumMatch)
                    writeMatch(length: length, &bits)
                    left -= length
                }
                i += run - left
            } else {
                writeLiteral(UInt32(input[i]), &bits)
                i += 1
            }
        }
        writeLiteral(256, &bits) // end of block
        bits.alignToByte()
        let adler = UInt32(libdeflate_adler32(1, input, count))
        for shift in stride(from: 24, through: 0, by: -8) { bits.writeByte(UInt8(truncatingIfNeeded: adler >> UInt32(shift))) }
        return bits.count
    }

    /// How many bytes from `start` equal `byte`, compared eight at a time.
    @inline(__always)
    static func runLength(_ p: UnsafePointer<UInt8>, from start: Int, count: Int, byte: UInt8) -> Int {
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        var i = start
        let raw = UnsafeRawPointer(p)
        while i + 8 <= count {
            let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let diff = word ^ pattern
            if diff != 0 { return i - start + (diff.littleEndian.trailingZeroBitCount >> 3) }
            i += 8
        }
        while i < count && p[i] == byte { i += 1 }
        return i - start
    }

    /// A literal/length symbol (0...287) in the fixed code.
    @inline(__always)
    static func writeLiteral(_ symbol: UInt32, _ bits: inout PNGBitWriter) {
        let entry = literalCodes[Int(symbol)]
        bits.write(entry.code, bits: Int(entry.length))
    }

    /// The fixed literal/length code (RFC 1951 3.2.6), bit-reversed for `PNGBitWriter`:
    /// 0–143 8 bits from 0x30, 144–255 9 bits from 0x190, 256–279 7 bits from 0, 280–287 8 bits
    /// from 0xC0.
    static let literalCodes: [(code: UInt32, length: UInt8)] = (0..<288).map { (symbol: UInt32) in
        let (code, length): (UInt32, Int) = switch symbol {
        case 0...143: (0x30 + symbol, 8)
        case 144...255: (0x190 + symbol - 144, 9)
        case 256...279: (symbol - 256, 7)
        default: (0xC0 + symbol - 280, 8)
        }
        return (reversed(code, bits: length), UInt8(length))
    }

    /// A match of `length` (3...258) at distance 1: length symbol, its extra bits, distance code 0.
    @inline(__always)
    static func writeMatch(length: Int, _ bits: inout PNGBitWriter) {
        let entry = lengthCodes[length]
        writeLiteral(UInt32(entry.symbol), &bits)
        if entry.extraBits > 0 { bits.write(UInt32(length - Int(entry.base)), bits: Int(entry.extraBits)) }
        bits.write(0, bits: 5) // distance code 0 (distance 1), five bits of zeros either way round
    }

    /// `code`'s low `bits` bits in reverse order.
    @inline(__always)
    static func reversed(_ code: UInt32, bits: Int) -> UInt32 {
        code.bitReversed >> UInt32(32 - bits)
    }

    /// For each length 0...258 (valid from 3): its symbol, extra bits and the symbol's base length
    /// (RFC 1951 3.2.5: symbols 257...284 cover 4 lengths per group of doubling size, 285 is 258).
    static let lengthCodes: [(symbol: UInt16, extraBits: UInt8, base: UInt16)] = {
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
}

extension UInt32 {
    /// The 32 bits in reverse order.
    var bitReversed: UInt32 {
        var v = self, r: UInt32 = 0
        for _ in 0..<32 { r = (r << 1) | (v & 1); v >>= 1 }
        return r
    }
}
