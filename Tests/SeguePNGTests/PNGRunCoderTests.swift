import CDeflate
import CRowFilter
import SegueTestSupport
import Testing
@testable import SeguePNG

/// `count` bytes through the run coder as a final block, wrapped as a zlib stream (header 78 01
/// and the Adler-32), so zlib's own decoder can read it.
private func runCoded(_ input: [UInt8], final: Bool = true) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: PNGRunCoder.bound(input.count))
    let n = input.withUnsafeBufferPointer { i in
        out.withUnsafeMutableBufferPointer { PNGRunCoder().compress(i.baseAddress!, count: input.count, final: final, into: $0.baseAddress!) }
    }
    return Array(out.prefix(n))
}

private func zlibStream(_ block: [UInt8], of input: [UInt8]) -> [UInt8] {
    var a: UInt32 = 1, b: UInt32 = 0
    for byte in input { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
    let adler = b << 16 | a
    return [0x78, 0x01] + block + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: adler >> UInt32($0)) }
}

@Test func seededRunsAndLiteralsRoundTripThroughZlib() {
    // Runs of random length and byte between random literals; every byte must come back.
    var generator = SplitMix(seed: 7)
    var input: [UInt8] = []
    while input.count < 50_000 {
        let byte = UInt8(truncatingIfNeeded: generator.next() % 7)
        let run = Int(generator.next() % 400)
        input += [UInt8](repeating: byte, count: run % 3 == 0 ? 1 : run)
    }
    #expect(inflate(zlibStream(runCoded(input), of: input), count: input.count) == input, "seed 7")
}

@Test func threeLiteralsTakeTheFixedCodeAndAStoredBlockAligns() {
    // Bytes 1, 2, 3: no runs. In the fixed code: BFINAL 0 and BTYPE 01 (3 bits), three 8-bit
    // literals (24), end of block (7): 34 bits, cheaper than any description of a code of its
    // own. Then the empty stored block: 3 bits to 37, padded to 5 bytes, LEN and NLEN 4: 9 bytes.
    let block = runCoded([1, 2, 3], final: false)
    #expect(block.count == 9)
    #expect(Array(block.suffix(4)) == [0x00, 0x00, 0xFF, 0xFF])
}

@Test func aLongRunOfZerosTakesTheBlocksOwnCodes() {
    // A literal 0, then 9 999 zeros as 38 matches of 258 and one of 195 (distance 1): the
    // block's own code gives the four symbols (0, 285, 283 for 195, end of block) 1 to 3 bits,
    // against 8 bits for 285 in the fixed code: well under the fixed code's 38 · 13 bits.
    let input = [UInt8](repeating: 0, count: 10_000)
    let block = runCoded(input)
    #expect(block.count < 38 * 13 / 8)
    #expect(inflate(zlibStream(block, of: input), count: input.count) == input)
}

@Test func huffmanLengthsAreOptimalAndKeptWithinTheLimit() {
    // Frequencies 5, 1, 1, 2: Huffman joins 1 + 1 = 2, then 2 + 2 = 4, then 4 + 5: symbol 0 at
    // depth 1, symbol 3 at 2, symbols 1 and 2 at 3.
    #expect(PNGHuffman.limitedLengths(frequencies: [5, 1, 1, 2], limit: 15) == [1, 3, 3, 2])
    // Fibonacci frequencies make a tree 19 deep; limited to 15 bits the code stays complete
    // (its Kraft sum is exactly 1) and a more frequent symbol never gets a longer code.
    var fibonacci = [1, 1]
    while fibonacci.count < 20 { fibonacci.append(fibonacci[fibonacci.count - 1] + fibonacci[fibonacci.count - 2]) }
    let unlimited = PNGHuffman.limitedLengths(frequencies: fibonacci, limit: 30)
    #expect(unlimited.max() == 19)
    let lengths = PNGHuffman.limitedLengths(frequencies: fibonacci, limit: 15)
    #expect(lengths.max() == 15)
    #expect(lengths.reduce(0.0) { $0 + 1 / Double(1 << $1) } == 1)
    for k in 1..<20 { #expect(lengths[k] <= lengths[k - 1]) }
    // A lone symbol gets one bit and a partner.
    #expect(PNGHuffman.limitedLengths(frequencies: [0, 0, 4], limit: 15) == [1, 0, 1])
}

@Test func theTokenizerFindsRunsOfTheByteBeforeAndSplitsThemAt258() {
    // 2, 0, then three more zeros: the first 0 does not repeat the 2 (a literal), the next
    // three repeat it (a run of 3, length symbol 257). Five 5s: a literal and a run of 4 (258).
    // Then 262 sevens: a literal, 258 (symbol 285) and a rest of 3 (257). Then 9, 9, 9: a
    // literal and two 9s, too short for a match, stay literals. Longer inputs take the AVX2
    // path through 32-byte blocks; the tokens are the same, checked against this reading.
    let input: [UInt8] = [2, 0, 0, 0, 0] + [UInt8](repeating: 5, count: 5) + [UInt8](repeating: 7, count: 262) + [9, 9, 9]
    var tokens = [UInt16](repeating: 0, count: input.count), counts = [UInt32](repeating: 0, count: 286)
    let symbols = DeflateLengths.symbols
    let n = Int(segue_run_tokens(input, Int64(input.count), symbols, &tokens, &counts))
    let run: (Int) -> UInt16 = { 0x8000 | UInt16($0) }
    #expect(Array(tokens.prefix(n)) == [2, 0, run(3), 5, run(4), 7, run(258), run(3), 9, 9, 9])
    #expect(counts[0] == 1 && counts[2] == 1 && counts[5] == 1 && counts[7] == 1 && counts[9] == 3)
    #expect(counts[257] == 2 && counts[258] == 1 && counts[285] == 1)
    #expect(counts.reduce(0, +) == UInt32(n))
}

@Test(arguments: [1, 7, 8, 9, 31, 64, 390])
func theFilterReadsAnOpaqueRowStraightToTheTokensOfItsBytes(width: Int) {
    // A row with stretches equal to the row above (whole blocks of eight pixels whose
    // differences are zero, and shorter ones), stretches of one colour (runs of a difference)
    // and noise: its tokens from the pixels are the tokens of its filtered bytes (filter byte 2,
    // then the UP differences), its hash the filter's, and the Adler-32 of the tokens that of
    // the bytes.
    var generator = SplitMix(seed: UInt64(width))
    let above = (0..<width).map { _ in 0xFF00_0000 | UInt32(truncatingIfNeeded: generator.next()) & 0xFF_FFFF }
    // The first `same` pixels equal the row above (read once, as whole blocks of 8 and a rest).
    for same in Set([0, min(width - 1, 20), width - 1]) {
        var words = above
        for x in same..<width where x == width - 1 || generator.next() % 3 != 0 {
            words[x] = generator.next() % 2 == 0 ? 0xFF10_2030 : 0xFF00_0000 | UInt32(truncatingIfNeeded: generator.next()) & 0xFF_FFFF
        }
        if words[width - 1] == above[width - 1] { words[width - 1] ^= 0x0001_0000 }
        expectTokensOfTheFilteredBytes(words: words, above: above, width: width)
    }
    // A row equal to the one above is a zero row: nothing written.
    var tokens = [UInt16](repeating: 0, count: 1 + 3 * width)
    #expect(segue_up_filter_opaque_tokens(above, above, Int32(width), 2, &tokens, nil) == 0)
}

private func expectTokensOfTheFilteredBytes(words: [UInt32], above: [UInt32], width: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    var bytes = [UInt8](repeating: 2, count: 1 + 3 * width), byteHash: UInt64 = 0
    #expect(bytes.withUnsafeMutableBufferPointer { segue_up_filter_opaque_row(words, above, Int32(width), $0.baseAddress! + 1, &byteHash) } == 1, sourceLocation: sourceLocation)
    var expected = [UInt16](repeating: 0, count: bytes.count), counts = [UInt32](repeating: 0, count: 286)
    let symbols = DeflateLengths.symbols
    let n = Int(segue_run_tokens(bytes, Int64(bytes.count), symbols, &expected, &counts))
    var tokens = [UInt16](repeating: 0, count: bytes.count), tokenHash: UInt64 = 0
    let m = Int(segue_up_filter_opaque_tokens(words, above, Int32(width), 2, &tokens, &tokenHash))
    #expect(Array(tokens.prefix(m)) == Array(expected.prefix(n)), sourceLocation: sourceLocation)
    #expect(tokenHash == byteHash, sourceLocation: sourceLocation)
    let adler = bytes.withUnsafeBufferPointer { UInt32(libdeflate_adler32(1, $0.baseAddress!, $0.count)) }
    #expect(segue_adler32_tokens(1, tokens, Int64(m)) == adler, sourceLocation: sourceLocation)
    var translucent = words
    translucent[width / 2] = 0x8010_1010
    #expect(segue_up_filter_opaque_tokens(translucent, above, Int32(width), 2, &tokens, nil) == -1, sourceLocation: sourceLocation)
}

@Test func theAdler32OfTokensIsTheAdler32OfTheirBytesPastManyReductions() {
    // 200 000 bytes of seeded runs (300 long, so a run of 258 and a rest of 41) and literals:
    // over 4 096 tokens, where the sums are reduced modulo 65521 on the way.
    var generator = SplitMix(seed: 11)
    var input: [UInt8] = []
    while input.count < 200_000 {
        input += [UInt8](repeating: UInt8(truncatingIfNeeded: generator.next()), count: Int(generator.next() % 400) % 5 == 0 ? 300 : 1)
    }
    var tokens = [UInt16](repeating: 0, count: input.count), counts = [UInt32](repeating: 0, count: 286)
    let n = segue_run_tokens(input, Int64(input.count), DeflateLengths.symbols, &tokens, &counts)
    #expect(n > 4096)
    let adler = input.withUnsafeBufferPointer { UInt32(libdeflate_adler32(1, $0.baseAddress!, $0.count)) }
    #expect(segue_adler32_tokens(1, tokens, n) == adler)
}
