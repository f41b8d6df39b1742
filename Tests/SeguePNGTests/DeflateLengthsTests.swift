import Testing
@testable import SeguePNG

@Test func lengthSymbolsFollowTheDeflateTable() {
    // RFC 1951 3.2.5: 3 → 257, 10 → 264 (no extra bits), 11 → 265 (1 extra), 227 and 257 → 284
    // (5 extra from base 227), 258 → 285.
    let table = DeflateLengths.codes
    #expect(table[3].symbol == 257 && table[10].symbol == 264 && table[10].extraBits == 0)
    #expect(table[11].symbol == 265 && table[11].extraBits == 1 && table[12].base == 11)
    #expect(table[227].symbol == 284 && table[257].symbol == 284 && table[257].base == 227 && table[257].extraBits == 5)
    #expect(table[258].symbol == 285 && table[258].extraBits == 0)
}

@Test func huffmanCodesAreSentBitReversed() {
    // A code is sent most significant bit first into bytes filled from the least significant:
    // 0x30 in 8 bits, 00110000, is stored 00001100; 0x190 in 9 bits, 110010000, as 000010011.
    #expect(DeflateLengths.reversed(0x30, bits: 8) == 0b0000_1100)
    #expect(DeflateLengths.reversed(0x190, bits: 9) == 0b0_0001_0011)
}
