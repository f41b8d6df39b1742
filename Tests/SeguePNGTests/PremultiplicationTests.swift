import Testing
@testable import SeguePNG

@Test func unpremultiplyRounding() {
    // (c · 255 + a / 2) / a: c = 1, a = 2 → (255 + 1) / 2 = 128; c = 100, a = 200 → 25500 + 100 = 25600 / 200 = 128.
    #expect(Premultiplication.unpremultiply(1, alpha: 2) == 128)
    #expect(Premultiplication.unpremultiply(100, alpha: 200) == 128)
    #expect(Premultiplication.unpremultiply(7, alpha: 0) == 0)
    // Premultiplying back: (128 · 200 + 127) / 255 = 25727 / 255 = 100.
    #expect(Premultiplication.premultiply(128, alpha: 200) == 100)
}

@Test func everyPremultipliedWordSurvivesStraighteningAndPremultiplyingAgain() {
    // For each alpha and each premultiplied colour c ≤ alpha (all that Cairo can hold): the
    // straight pixel premultiplied again is the same word, so a frame written as straight PNG
    // bytes and read back by Cairo (or ImageStore) has its own pixels.
    var failures: [(c: UInt32, a: UInt32)] = []
    for a: UInt32 in 0...255 {
        for c: UInt32 in 0...a {
            let word = a << 24 | c << 16 | (a - c) << 8 | c / 2
            let p = Premultiplication.rgba(word)
            if Premultiplication.word(r: p.r, g: p.g, b: p.b, a: p.a) != word { failures.append((c, a)) }
        }
    }
    #expect(failures.isEmpty, "first failures: \(failures.prefix(5))")
}

@Test func translucentWordsRoundTripThroughAPNG() throws {
    // Premultiplied words → straight RGBA PNG → libpng → premultiplied again: the same words.
    var frame = ARGBFrame(width: 256, height: 3)
    for x in 0..<256 {
        let a = UInt32(x)
        frame[x, 0] = a << 24 | (a / 3) << 16 | (a / 2) << 8 | a   // colours at and below alpha
        frame[x, 1] = a << 24                                     // black at every alpha
        frame[x, 2] = a << 24 | a << 16 | a << 8 | a              // white at every alpha
    }
    for compression in PNGEncoder.Compression.allCases {
        let decoded = try PNGDecoder.decode(frame.encode(PNGEncoder(compression: compression)))
        for y in 0..<3 {
            for x in 0..<256 {
                let p = decoded[x, y]
                #expect(Premultiplication.word(r: p.r, g: p.g, b: p.b, a: p.a) == frame[x, y], "(\(x), \(y)) \(compression)")
            }
        }
    }
}
