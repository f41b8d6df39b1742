import CZlib
import Foundation
import SeguePNG
import Testing

private func twoPixelPNG() throws -> [UInt8] {
    var image = RGBAImage(width: 2, height: 1, fill: RGBA8(r: 255, g: 0, b: 0))
    image[1, 0] = RGBA8(r: 0, g: 0, b: 255)
    return try PNGEncoder().encode(image)
}

@Test func decodesWhatTheEncoderWrote() throws {
    let image = try PNGDecoder.decode(twoPixelPNG())
    #expect(image.width == 2 && image.height == 1)
    #expect(image[0, 0] == RGBA8(r: 255, g: 0, b: 0))
    #expect(image[1, 0] == RGBA8(r: 0, g: 0, b: 255))
}

@Test func bytesWithoutThePNGSignatureAreNotAPNGFile() {
    #expect(throws: PNGError("not a PNG file")) { try PNGDecoder.decode(Array("GIF89a".utf8)) }
    #expect(throws: PNGError("not a PNG file")) { try PNGDecoder.decode([]) }
}

@Test func aTruncatedPNGThrowsAOneLineError() throws {
    let png = try twoPixelPNG()
    // Cut inside the IDAT chunk (the file is 8 + 25 IHDR + IDAT + 12 IEND bytes). The reason
    // after "corrupt PNG: " is libpng's own text (1.6's simplified API), quoted unchanged.
    for length in [20, 40, png.count - 20] {
        #expect(throws: PNGError("corrupt PNG: read beyond end of data"), "cut at \(length) bytes") {
            try PNGDecoder.decode(Array(png[0..<length]))
        }
    }
}

@Test func aCorruptChecksumThrows() throws {
    var png = try twoPixelPNG()
    png[30] ^= 0xFF // a byte of IHDR's CRC (bytes 29...32): a critical chunk's CRC error is fatal
    #expect(throws: PNGError("corrupt PNG: IHDR: CRC error")) { try PNGDecoder.decode(png) }
}

@Test func fileErrorsNameTheFile() throws {
    let missing = NSTemporaryDirectory() + "segue-png-tests-\(UUID().uuidString)/none.png"
    #expect(throws: PNGError("\(missing): missing image file")) { try PNGDecoder.decode(file: missing) }
    let text = temporaryFile("text.png", Array("hello".utf8))
    #expect(throws: PNGError("\(text): not a PNG file")) { try PNGDecoder.decode(file: text) }
    let ok = temporaryFile("ok.png", try twoPixelPNG())
    #expect(try PNGDecoder.decode(file: ok)[1, 0] == RGBA8(r: 0, g: 0, b: 255))
}

/// A 70-byte PNG whose IHDR claims `width × height` 8-bit RGBA pixels: signature, IHDR, an
/// IDAT of 13 bytes that are not the rows, IEND.
private func headerOnlyPNG(width: UInt32, height: UInt32) -> [UInt8] {
    handMadePNG(width: width, height: height, imageData: [0x78, 0x9C] + [UInt8](repeating: 0, count: 11))
}

@Test func anImageOverThePixelCapIsRefusedFromItsHeader() throws {
    let png = headerOnlyPNG(width: 16384, height: 16384)
    #expect(png.count == 70)
    // 16384 × 16384 is 268435456 pixels, 1 GiB of RGBA: refused before any row is allocated.
    #expect(throws: PNGError("PNG of 16384×16384 pixels is over the cap of 67108864 pixels")) { try PNGDecoder.decode(png) }
    let file = temporaryFile("huge.png", png)
    #expect(throws: PNGError("\(file): PNG of 16384×16384 pixels is over the cap of 67108864 pixels")) {
        try PNGDecoder.decode(file: file)
    }
}

@Test func aFIFOIsRefusedAsAnImageFileWithoutWaiting() throws {
    let fifo = NSTemporaryDirectory() + "segue-png-tests-\(UUID().uuidString).png"
    #expect(mkfifo(fifo, 0o600) == 0)
    defer { unlink(fifo) }
    #expect(throws: PNGError("\(fifo): expected a regular file, found a FIFO")) { try PNGDecoder.decode(file: fifo) }
}
