import Testing
@testable import SeguePNG
import SegueTestSupport

private func compress(_ input: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: PNGRunDeflater.bound(input.count))
    let n = input.withUnsafeBufferPointer { i in
        out.withUnsafeMutableBufferPointer { PNGRunDeflater.compress(i.baseAddress!, count: input.count, into: $0.baseAddress!) }
    }
    return Array(out.prefix(n))
}

@Test func aThousandZerosTakeSixteenBytes() {
    // Literal 0, then 999 zeros as distance-1 matches 258 + 258 + 258 + 225.
    // Bits: block header 3, literal 0 8, three length-258 matches (symbol 285, 8 bits, + 5-bit
    // distance) 39, length 225 (symbol 283, 8 bits + 5 extra + 5 distance) 18, end of block 7:
    // 75 bits → 10 bytes; plus the 2-byte zlib header and the 4-byte Adler-32: 16.
    let input = [UInt8](repeating: 0, count: 1000)
    let stream = compress(input)
    #expect(stream.count == 16)
    #expect(Array(stream.prefix(2)) == [0x78, 0x01])
    #expect(inflate(stream, count: 1000) == input)
}

@Test func lengthSymbolsFollowTheDeflateTable() {
    // RFC 1951 3.2.5: 3 → 257, 10 → 264 (no extra bits), 11 → 265 (1 extra), 227 and 257 → 284
    // (5 extra from base 227), 258 → 285.
    let table = PNGRunDeflater.lengthCodes
    #expect(table[3].symbol == 257 && table[10].symbol == 264 && table[10].extraBits == 0)
    #expect(table[11].symbol == 265 && table[11].extraBits == 1 && table[12].base == 11)
    #expect(table[227].symbol == 284 && table[257].symbol == 284 && table[257].base == 227 && table[257].extraBits == 5)
    #expect(table[258].symbol == 285 && table[258].extraBits == 0)
}

@Test func seededMixedInputRoundTripsThroughZlib() {
    // Runs of random length and byte between random literals; every byte must come back.
    var generator = SplitMix(seed: 7)
    var input: [UInt8] = []
    while input.count < 50_000 {
        let byte = UInt8(truncatingIfNeeded: generator.next())
        let run = Int(generator.next() % 400)
        input += [UInt8](repeating: byte, count: run % 3 == 0 ? 1 : run)
    }
    #expect(inflate(compress(input), count: input.count) == input, "seed 7")
}

@Test func fixedLiteralCodesAreBitReversed() {
    // Symbol 0 is 0x30 = 00110000 in 8 bits; sent MSB first it is stored reversed: 00001100.
    #expect(PNGRunDeflater.literalCodes[0].code == 0b0000_1100 && PNGRunDeflater.literalCodes[0].length == 8)
    // 256 (end of block) is seven zero bits; 144 is 0x190 = 110010000 in 9 bits, reversed 000010011.
    #expect(PNGRunDeflater.literalCodes[256].code == 0 && PNGRunDeflater.literalCodes[256].length == 7)
    #expect(PNGRunDeflater.literalCodes[144].code == 0b0_0001_0011 && PNGRunDeflater.literalCodes[144].length == 9)
}
