import CRowFilter
import Testing
@testable import SeguePNG

@Test func opaquePixelsAreWrittenAsRGBAndTranslucentOnesAsRGBA() throws {
    let opaque = RGBAImage(width: 2, height: 2, fill: RGBA8(r: 10, g: 20, b: 30))
    #expect(colorType(ofPNG: try PNGEncoder().encode(opaque)) == 2)
    var translucent = opaque
    translucent[1, 1] = RGBA8(r: 10, g: 20, b: 30, a: 254) // one pixel not opaque is enough
    #expect(colorType(ofPNG: try PNGEncoder().encode(translucent)) == 6)
    // Cleared words (as a new Cairo surface holds) are transparent, alpha 0: RGBA.
    #expect(colorType(ofPNG: ARGBFrame(width: 2, height: 2).encode()) == 6)
    #expect(colorType(ofPNG: ARGBFrame(width: 2, height: 2, fill: RGBA8(r: 10, g: 20, b: 30)).encode()) == 2)
}

@Test func translucentPixelsRoundTripThroughLibpng() throws {
    var image = RGBAImage(width: 3, height: 1, fill: RGBA8(r: 0, g: 0, b: 0, a: 0))
    image[0, 0] = RGBA8(r: 200, g: 100, b: 50, a: 128)
    image[2, 0] = RGBA8(r: 1, g: 2, b: 3, a: 255)
    // RGBA PNG stores straight bytes, so decoding gives exactly what was encoded.
    for compression in PNGEncoder.Compression.allCases {
        #expect(try PNGDecoder.decode(PNGEncoder(compression: compression).encode(image)) == image)
    }
}

@Test func encodingTwiceGivesIdenticalBytes() throws {
    var frame = ARGBFrame(width: 30, height: 20, fill: RGBA8(r: 255, g: 255, b: 255))
    frame.fill(x: 5, y: 5, width: 10, height: 10, RGBA8(r: 0xFF, g: 0x95, b: 0x00))
    let encoder = PNGEncoder()
    #expect(frame.encode(encoder) == frame.encode(encoder))
    #expect(frame.encode(encoder) == (try encoder.encode(frame.image)))
}

/// A frame with translucent pixels of every kind: clear, half-transparent, nearly opaque, and
/// opaque ones.
private func translucentFrame() -> ARGBFrame {
    var frame = ARGBFrame(width: 40, height: 30, fill: RGBA8(r: 0, g: 0, b: 255, a: 128))
    frame.fill(x: 0, y: 10, width: 40, height: 5, RGBA8(r: 0, g: 0, b: 0, a: 0))
    frame.fill(x: 5, y: 18, width: 20, height: 6, RGBA8(r: 200, g: 100, b: 50, a: 3))
    frame.fill(x: 10, y: 20, width: 25, height: 8, RGBA8(r: 17, g: 230, b: 99, a: 254))
    frame.fill(x: 30, y: 0, width: 10, height: 30, RGBA8(r: 255, g: 149, b: 0))
    return frame
}

@Test func theSamePixelsAsPremultipliedWordsAndAsStraightBytesEncodeIdentically() throws {
    // One encoding path: the words un-premultiplied give the same straight bytes as the image,
    // so every compression writes the same file, opaque (RGB) or not (RGBA).
    for frame in [flatUIFrame(), translucentFrame()] {
        let image = frame.image
        for compression in PNGEncoder.Compression.allCases {
            let encoder = PNGEncoder(compression: compression)
            #expect(frame.encode(encoder) == (try encoder.encode(image)), "\(compression)")
            #expect(frame.encode(encoder) == image.withPixelRows { encoder.encode($0) }, "\(compression)")
        }
    }
}

@Test func rowsWiderThanTheirPixelsEncodeAsPackedRows() throws {
    // A stride past the pixels (padding holding a translucent word) is skipped, never read.
    for padding in [1, 3] {
        var padded = ARGBFrame(width: 21, height: 9, fill: RGBA8(r: 255, g: 255, b: 255), padding: padding)
        var packed = ARGBFrame(width: 21, height: 9, fill: RGBA8(r: 255, g: 255, b: 255))
        padded.fill(x: 3, y: 2, width: 5, height: 4, RGBA8(r: 0, g: 0, b: 0))
        packed.fill(x: 3, y: 2, width: 5, height: 4, RGBA8(r: 0, g: 0, b: 0))
        for compression in PNGEncoder.Compression.allCases {
            let encoder = PNGEncoder(compression: compression)
            #expect(padded.encode(encoder) == packed.encode(encoder), "padding \(padding), \(compression)")
        }
        #expect(padded.image == packed.image)
    }
}

@Test func theUpFilterIsNoLargerThanSubOnAFullResolutionFlatUIFrame() throws {
    // The measurement behind `rowFilter`, at the benchmark's 1170×2532 px (libpng level 6 at the
    // time, on a frame drawn by Cairo: UP 25313 bytes, SUB 27749). At scale 1 SUB was about 5 %
    // smaller (6529 against 6857 bytes): full-resolution frames are the ones that cost, so UP.
    let frame = fullResolutionFlatUIFrame
    var up = PNGEncoder(), sub = PNGEncoder()
    up.rowFilter = .up
    sub.rowFilter = .sub
    let upBytes = frame.encode(up).count, subBytes = frame.encode(sub).count
    #expect(upBytes <= subBytes, "UP \(upBytes) bytes, SUB \(subBytes) bytes")
    #expect(PNGEncoder().rowFilter == .up)
}

@Test func smallCompressionIsNoLargerThanFast() throws {
    let frame = flatUIFrame()
    // zlib level 9 searches at least as far as level 1 for the same input.
    #expect(frame.encode(PNGEncoder(compression: .small)).count <= frame.encode(PNGEncoder(compression: .fast)).count)
}

@Test func anEmptyImageCannotBeEncoded() {
    #expect(throws: PNGError("cannot encode a 0×0 px PNG: each side must be in 1...2147483647")) { try PNGEncoder().encode(RGBAImage(width: 0, height: 0, pixels: [])) }
    #expect(throws: PNGError("cannot encode a 3×0 px PNG: each side must be in 1...2147483647")) { try PNGEncoder().encode(RGBAImage(width: 3, height: 0, pixels: [])) }
}

@Test func everyCompressionDecodesWithLibpngToTheSamePixels() throws {
    for frame in [flatUIFrame(), translucentFrame()] {
        let expected = frame.image
        for compression in PNGEncoder.Compression.allCases {
            #expect(try PNGDecoder.decode(frame.encode(PNGEncoder(compression: compression))) == expected, "\(compression)")
        }
    }
}

@Test func aTranslucentLastRowSwitchesTheWholeFileToRGBA() throws {
    // Every row but the last is opaque: the RGB pass finds the translucent row at the end and
    // starts over as RGBA. Half-transparent red as Cairo stores it: alpha 128 and red
    // 255 · 128 / 255 = 128 premultiplied, un-premultiplied back to (128 · 255 + 64) / 128 = 255.
    var frame = ARGBFrame(width: 4, height: 3, fill: RGBA8(r: 0, g: 0, b: 255))
    for x in 0..<4 { frame[x, 2] = 0x8080_0000 }
    let png = frame.encode()
    #expect(colorType(ofPNG: png) == 6)
    let image = try PNGDecoder.decode(png)
    #expect(image[0, 0] == RGBA8(r: 0, g: 0, b: 255))
    #expect(image[3, 2] == RGBA8(r: 255, g: 0, b: 0, a: 128))
}

@Test func theFileHasOnlyIHDRIDATAndIEND() throws {
    // No time, text or gamma chunks: the same pixels give the same bytes on any day.
    let png = flatUIFrame().encode()
    let found = chunks(png)
    #expect(found.map(\.type) == ["IHDR", "IDAT", "IEND"])
    #expect(8 + found.reduce(0) { $0 + 12 + $1.data.count } == png.count) // nothing after IEND
}

@Test func theOpaqueUpFilterSubtractsEachChannelModulo256() {
    // 0xFF102030 under 0xFF2010FF: red 0x10 − 0x20 = 0xF0 (wraps), green 0x20 − 0x10 = 0x10,
    // blue 0x30 − 0xFF = 0x31 (wraps); no borrow crosses channels: 0 − 0x01 is 0xFF in each.
    var out = [UInt8](repeating: 7, count: 6)
    let words: [UInt32] = [0xFF10_2030, 0xFF00_0000], above: [UInt32] = [0xFF20_10FF, 0xFF01_0101]
    #expect(segue_up_filter_opaque_row(words, above, 2, &out, nil) == 1)
    #expect(out == [0xF0, 0x10, 0x31, 0xFF, 0xFF, 0xFF])
}

@Test(arguments: [1, 7, 8, 9, 10, 16, 17, 33, 390])
func theVectorUpFilterWritesEachPixelsDifferenceAndNothingPast(width: Int) {
    // Pixels from a fixed sequence; each output byte is its channel minus the one above,
    // modulo 256, in R, G, B order, whatever path the processor takes (AVX2 blocks of 8 and a
    // scalar tail); the byte after the row is never written; one translucent pixel anywhere
    // makes the row not opaque.
    var seed: UInt32 = 12345
    func next() -> UInt32 { seed = seed &* 1_103_515_245 &+ 12345; return 0xFF00_0000 | (seed >> 8) }
    let words = (0..<width).map { _ in next() }, above = (0..<width).map { _ in next() }
    var out = [UInt8](repeating: 0xAA, count: 3 * width + 1)
    var hash: UInt64 = 0
    #expect(segue_up_filter_opaque_row(words, above, Int32(width), &out, &hash) == 1)
    let expected = (0..<width).flatMap { x in
        [16, 8, 0].map { shift in UInt8(truncatingIfNeeded: (words[x] >> UInt32(shift)) &- (above[x] >> UInt32(shift))) }
    }
    #expect(Array(out.prefix(3 * width)) == expected)
    #expect(out[3 * width] == 0xAA)
    // The hash is a function of the differences: the same rows with 1 added to every blue
    // above and below give it again; one pixel's green changed gives another.
    var same = out, otherHash: UInt64 = 0
    func bumpBlue(_ w: UInt32) -> UInt32 { w & 0xFFFF_FF00 | (w &+ 1) & 0xFF }
    #expect(segue_up_filter_opaque_row(words.map(bumpBlue), above.map(bumpBlue), Int32(width), &same, &otherHash) == 1)
    #expect(same == out && otherHash == hash)
    for k in Set([0, width / 2, width - 1]) {
        var changed = words
        changed[k] ^= 0x0000_0100
        #expect(segue_up_filter_opaque_row(changed, above, Int32(width), &same, &otherHash) == 1)
        #expect(otherHash != hash, "pixel \(k)")
    }
    for k in Set([0, width / 2, width - 1]) {
        var translucent = words
        translucent[k] = 0x8010_1010
        #expect(segue_up_filter_opaque_row(translucent, above, Int32(width), &out, nil) == 0, "pixel \(k)")
    }
}

@Test func smallMakesTheSmallestFullResolutionFrame() throws {
    // Issue 7's order of sizes on a 1170×2532 flat-UI frame: small ≤ balanced ≤ fast.
    let frame = fullResolutionFlatUIFrame
    let sizes = PNGEncoder.Compression.allCases.map { frame.encode(PNGEncoder(compression: $0)).count }
    let (fast, balanced, small) = (sizes[0], sizes[1], sizes[2])
    #expect(small <= balanced && balanced <= fast, "fast \(fast), balanced \(balanced), small \(small)")
}

@Test func aReusedWorkspaceEncodesChangedAndUnchangedRowsCorrectly() throws {
    // One workspace, frames of 6×6: white; a black square at (1, 1, 3, 3); white again…
    // Rows 1…3 change between frames (their filtered bytes go from zeros to differences and
    // back), rows 4 and 5 stay equal to the row above in every frame (zeros kept from frame one).
    let white = RGBA8(r: 255, g: 255, b: 255), black = RGBA8(r: 0, g: 0, b: 0)
    let workspace = PNGWorkspace()
    let encoder = PNGEncoder(compression: .balanced)
    let plain = ARGBFrame(width: 6, height: 6, fill: white)
    var square = plain
    square.fill(x: 1, y: 1, width: 3, height: 3, black)
    for (frame, inside) in [(plain, white), (square, black), (plain, white), (square, black)] {
        let decoded = try PNGDecoder.decode(frame.encode(encoder, workspace: workspace))
        #expect(decoded[2, 2] == inside)
        #expect(decoded[5, 5] == white && decoded[0, 0] == white)
        #expect(decoded == frame.image)
    }
}
