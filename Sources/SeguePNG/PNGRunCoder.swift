/// The `fast` coder of the rows that do not filter to zeros: one deflate block (RFC 1951) of
/// literals and runs of a repeated byte (matches at distance 1), in codes made for the block's
/// own symbol counts, or in the fixed codes when those cost fewer bits.
///
/// Why its own: zlib at level 1 still hashes every byte looking for matches anywhere in its
/// window. A navigation push's frames at 1179×2556 (the bars' blurred gradients, mostly rows
/// that are not zeros) encoded in 7.0 ms a frame with it, and in 3.3 ms with this coder. After
/// the UP filter the bytes of those rows are small differences and runs; finding runs eight
/// bytes at a time and giving frequent bytes short codes takes most of zlib's gain (34.7 KB a
/// standard-set frame against zlib's 31.7) at a fraction of its cost. Two passes over the segment: the first
/// finds the runs and counts symbols into `tokens`, the second writes them.
final class PNGRunCoder {
    /// One symbol a token: a literal byte (0...255) or, with `matchFlag`, a run's length.
    private var tokens: [UInt16] = []
    private static let matchFlag: UInt16 = 1 << 15
    /// Memory a segment is made in before it is copied out (`PNGSplicedDeflater.Segments`).
    let scratch = ScratchBuffer()

    /// The most bytes a segment of `count` bytes becomes: the fixed code's 9 bits a literal at
    /// worst (the cheaper code is chosen, so never more), the block's header and end, and the
    /// empty stored block that aligns it.
    static func bound(_ count: Int) -> Int { count + count / 8 + 400 }

    /// Writes the `count` bytes at `input` as one block ending on a byte boundary: with `final`
    /// the stream's last block; otherwise followed by an empty stored block, so more blocks may
    /// follow (as zlib's sync flush ends a segment). Returns the bytes written at `output`.
    func compress(_ input: UnsafePointer<UInt8>, count: Int, final: Bool, into output: UnsafeMutablePointer<UInt8>) -> Int {
        var literalCounts = [Int](repeating: 0, count: 286)
        // Worked on as a local: a class's stored property would be checked for exclusive
        // access at every append.
        var tokens = self.tokens
        self.tokens = []
        defer { self.tokens = tokens }
        tokens.removeAll(keepingCapacity: true)
        tokens.reserveCapacity(count / 4)
        var i = 0
        while i < count {
            // A run needs its first byte to repeat the one before: most literals fail that at once.
            let run = i > 0 && input[i] == input[i - 1] ? PNGRunCoder.runLength(input, from: i, count: count, byte: input[i - 1]) : 0
            if run >= DeflateLengths.minimumMatch {
                var left = run
                while left >= DeflateLengths.minimumMatch {
                    let length = min(left, DeflateLengths.maximumMatch)
                    tokens.append(PNGRunCoder.matchFlag | UInt16(length))
                    literalCounts[Int(DeflateLengths.codes[length].symbol)] += 1
                    left -= length
                }
                i += run - left
            } else {
                tokens.append(UInt16(input[i]))
                literalCounts[Int(input[i])] += 1
                i += 1
            }
        }
        literalCounts[256] = 1
        let matches = tokens.contains { $0 & PNGRunCoder.matchFlag != 0 }

        // The block's own codes, or the fixed ones (RFC 1951 3.2.6) when they cost less.
        let dynamicLengths = PNGHuffman.limitedLengths(frequencies: literalCounts, limit: 15)
        let distanceLengths = [matches ? 1 : 0]
        let header = PNGHuffman.blockHeader(literalLengths: dynamicLengths, distanceLengths: distanceLengths)
        func cost(_ lengths: [Int], distanceBits: Int) -> Int {
            var bits = 0
            for symbol in 0..<286 where literalCounts[symbol] > 0 {
                let extra = symbol > 264 && symbol < 285 ? (symbol - 261) / 4 : 0
                bits += literalCounts[symbol] * (lengths[symbol] + extra + (symbol > 256 ? distanceBits : 0))
            }
            return bits
        }
        let dynamicCost = header.reduce(0) { $0 + Int($1.bits) } + cost(dynamicLengths, distanceBits: 1)
        let useFixed = 2 + cost(PNGHuffman.fixedLiteralLengths, distanceBits: 5) <= dynamicCost // BTYPE, as the header counts it
        let codes = useFixed ? PNGHuffman.fixedLiteralCodes : PNGHuffman.canonicalCodes(lengths: dynamicLengths)
        let distance = useFixed ? PNGBitWriter.Code(value: 0, bits: 5) : PNGBitWriter.Code(value: 0, bits: 1)

        var bits = PNGBitWriter(into: output)
        bits.write(final ? 1 : 0, bits: 1)
        if useFixed { bits.write(1, bits: 2) } else { bits.write(header) }
        tokens.withUnsafeBufferPointer { all in
            codes.withUnsafeBufferPointer { codes in
                for token in all {
                    if token & PNGRunCoder.matchFlag == 0 {
                        let code = codes[Int(token)]
                        bits.write(code.value, bits: Int(code.bits))
                    } else {
                        let length = Int(token & ~PNGRunCoder.matchFlag), entry = DeflateLengths.codes[length]
                        let code = codes[Int(entry.symbol)]
                        bits.write(code.value, bits: Int(code.bits))
                        if entry.extraBits > 0 { bits.write(UInt32(length - Int(entry.base)), bits: Int(entry.extraBits)) }
                        bits.write(distance.value, bits: Int(distance.bits))
                    }
                }
            }
        }
        bits.write(codes[256].value, bits: Int(codes[256].bits))
        if final {
            bits.alignToByte()
        } else {
            bits.writeEmptyStoredBlock()
        }
        return bits.count
    }

    /// How many bytes from `start` equal `byte`, compared eight at a time.
    @inline(__always)
    static func runLength(_ p: UnsafePointer<UInt8>, from start: Int, count: Int, byte: UInt8) -> Int {
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        var i = start
        let raw = UnsafeRawPointer(p)
        while i + 8 <= count {
            let diff = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ pattern
            if diff != 0 { return i - start + (diff.littleEndian.trailingZeroBitCount >> 3) }
            i += 8
        }
        while i < count && p[i] == byte { i += 1 }
        return i - start
    }
}
