import CRowFilter

/// The `fast` coder of the rows that do not filter to zeros: one deflate block (RFC 1951) of
/// literals and runs of a repeated byte (matches at distance 1), in codes made for the block's
/// own symbol counts, or in the fixed codes when those cost fewer bits.
///
/// Why its own: zlib at level 1 still hashes every byte looking for matches anywhere in its
/// window. A navigation push's frames at 1179×2556 (the bars' blurred gradients, mostly rows
/// that are not zeros) encoded in 7.0 ms a frame with it, and in 3.3 ms with this coder. After
/// the UP filter the bytes of those rows are small differences and runs; finding runs many
/// bytes at a time and giving frequent bytes short codes takes most of zlib's gain (34.7 KB a
/// standard-set frame against zlib's 31.7) at a fraction of its cost.
///
/// Two passes over a segment: the first reads its bytes as tokens, a literal at each byte that
/// differs from the one before, then the bytes that repeat it as runs; the second makes the code
/// from their symbol counts and writes them. For an opaque frame in `encode` the first pass is
/// the row filter itself (`segue_up_filter_opaque_tokens`), straight from the pixels, so the
/// filtered bytes of a `fast` frame are never stored; other frames' rows are read the same way
/// from their bytes (`PNGWorkspace.tokenizeFiltered`). Either way each row is read from its own
/// start: a run never reaches across a row's filter byte. Bytes given to `compress` are read by
/// `segue_run_tokens` as one sequence, 32 at a time through runs.
final class PNGRunCoder {
    /// One symbol a token: a literal byte (0...255) or, with `matchFlag`, a run's length. At
    /// most one token per input byte, so `tokenCapacity` grows to the longest segment once.
    private var tokens = UnsafeMutablePointer<UInt16>.allocate(capacity: 1)
    private var tokenCapacity = 1
    private static let matchFlag: UInt16 = 1 << 15
    /// Memory a segment is made in before it is copied out (`PNGSplicedDeflater.Segments`).
    let scratch = ScratchBuffer(sparse: true)
    /// Deflate's length codes (`DeflateLengths.codes`), and their symbols alone for the
    /// tokenizer, held here: a global is checked for its first use at every read.
    private let lengthCodes = DeflateLengths.codes
    private let lengthSymbols = DeflateLengths.symbols

    deinit { tokens.deallocate() }

    /// The most bytes a segment of `count` bytes becomes: the fixed code's 9 bits a literal at
    /// worst (the cheaper code is chosen, so never more), the block's header and end, and the
    /// empty stored block that aligns it.
    static func bound(_ count: Int) -> Int { count + count / 8 + 400 }

    /// Writes the `count` bytes at `input` as one block ending on a byte boundary: with `final`
    /// the stream's last block; otherwise followed by an empty stored block, so more blocks may
    /// follow (as zlib's sync flush ends a segment). Returns the bytes written at `output`.
    func compress(_ input: UnsafePointer<UInt8>, count: Int, final: Bool, into output: UnsafeMutablePointer<UInt8>) -> Int {
        if tokenCapacity < count {
            tokens.deallocate()
            tokens = .allocate(capacity: count)
            tokenCapacity = count
        }
        var symbolCounts = [UInt32](repeating: 0, count: 286)
        let tokenCount = lengthSymbols.withUnsafeBufferPointer { symbols in
            Int(segue_run_tokens(input, Int64(count), symbols.baseAddress!, tokens, &symbolCounts))
        }
        return code(tokens, count: tokenCount, symbolCounts: symbolCounts, final: final, into: output)
    }

    /// `compress` of bytes already read as tokens (`segue_up_filter_opaque_tokens`, or
    /// `segue_run_tokens` of each row): the same block as for their bytes read the same way.
    func compress(tokens: UnsafePointer<UInt16>, count: Int, final: Bool, into output: UnsafeMutablePointer<UInt8>) -> Int {
        var symbolCounts = [UInt32](repeating: 0, count: 286)
        lengthSymbols.withUnsafeBufferPointer { segue_token_counts(tokens, Int64(count), $0.baseAddress!, &symbolCounts) }
        return code(tokens, count: count, symbolCounts: symbolCounts, final: final, into: output)
    }

    /// The block of `count` tokens whose symbols occur `symbolCounts` times.
    private func code(_ tokens: UnsafePointer<UInt16>, count tokenCount: Int, symbolCounts: [UInt32], final: Bool,
                      into output: UnsafeMutablePointer<UInt8>) -> Int {
        var literalCounts = symbolCounts.map { Int($0) }
        let matches = literalCounts[257...].contains { $0 > 0 }
        literalCounts[256] = 1

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
        lengthCodes.withUnsafeBufferPointer { lengthCodes in
            codes.withUnsafeBufferPointer { codes in
                for token in UnsafeBufferPointer(start: tokens, count: tokenCount) {
                    if token & PNGRunCoder.matchFlag == 0 {
                        let code = codes[Int(token)]
                        bits.write(code.value, bits: Int(code.bits))
                    } else {
                        // The length's code, its extra bits and the distance code in one write:
                        // at most 15 + 5 + 5 bits.
                        let length = Int(token & ~PNGRunCoder.matchFlag), entry = lengthCodes[length]
                        let code = codes[Int(entry.symbol)]
                        var value = code.value, width = UInt32(code.bits)
                        value |= UInt32(length - Int(entry.base)) << width
                        width += UInt32(entry.extraBits)
                        value |= distance.value << width
                        bits.write(value, bits: Int(width) + Int(distance.bits))
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
}
