import Foundation
import Testing
@testable import SeguePNG

/// Decoding stops at the rows the header claims: image data that inflates far past them is
/// refused before libpng inflates it (`PNGImageData`).
@Suite struct PNGImageDataTests {
    @Test func theFilteredRowsFollowTheHeader() throws {
        func count(_ w: Int, _ h: Int, depth: Int = 8, type: Int = 6, interlaced: Bool = false) -> Int? {
            PNGChunkLayout.Header(width: w, height: h, bitDepth: depth, colorType: type, interlaced: interlaced).filteredByteCount
        }
        // 8 × 8 RGBA: 8 rows of 1 + 32 bytes.
        #expect(count(8, 8) == 264)
        // Interlaced, Adam7's passes are 1×1, 1×1, 2×1, 2×2, 4×2, 4×4 and 8×4 pixels:
        // 5 + 5 + 9 + 2·9 + 2·17 + 4·17 + 4·33 = 271.
        #expect(count(8, 8, interlaced: true) == 271)
        // A 1 × 1 image has pixels in the first pass only: 1 + 4.
        #expect(count(1, 1, interlaced: true) == 5)
        // 1-bit grey, 10 wide: ⌈10 / 8⌉ = 2 bytes a row; 16-bit RGB, 3 wide: 18.
        #expect(count(10, 3, depth: 1, type: 0) == 9 && count(3, 1, depth: 16, type: 2) == 19)
        // RGB at 4 bits is not a PNG format.
        #expect(count(1, 1, depth: 4, type: 2) == nil)
    }

    @Test func aStreamOfZerosFarPastTheRowsIsRefused() throws {
        // A 1 × 1 RGBA image needs 5 bytes (a filter byte and a pixel); this stream inflates to
        // 16 MiB of zeros in about 16 KB. libpng would inflate all of it to find the stream's end
        // (a 62 MB file of this took 213 s); the check stops 64 KiB past the 5 bytes.
        let png = handMadePNG(width: 1, height: 1, imageData: zlibStream([UInt8](repeating: 0, count: 16 << 20)))
        #expect(png.count < 20_000)
        #expect(throws: PNGError("corrupt PNG: its image data inflates past the 5 bytes its 1×1 header needs (more than 65536 bytes extra)")) {
            try PNGDecoder.decode(png)
        }
    }

    @Test func theRowsThemselvesDecode() throws {
        // The same image with exactly its 5 bytes (filter 0, an opaque red pixel) decodes.
        let png = handMadePNG(width: 1, height: 1, imageData: zlibStream([0, 255, 0, 0, 255]))
        #expect(try PNGDecoder.decode(png)[0, 0] == RGBA8(r: 255, g: 0, b: 0))
    }

    @Test func aFewBytesPastTheRowsAreLeftToLibpng() throws {
        // 100 bytes past the rows are within the 64 KiB allowance: the file reaches libpng, which
        // decides (it accepts the pixel and ignores the extra data).
        let png = handMadePNG(width: 1, height: 1, imageData: zlibStream([0, 255, 0, 0, 255] + [UInt8](repeating: 0, count: 100)))
        #expect(try PNGDecoder.decode(png)[0, 0] == RGBA8(r: 255, g: 0, b: 0))
    }

    @Test func aSecondHeaderIsNotTakenForTheImage() throws {
        // Found by the png fuzz entry: a 2 × 1 image whose IDAT is followed by a second IHDR
        // claiming 2 382 364 675 × 4 294 967 290 interlaced pixels. The check took the last
        // header and its row count overflowed (a trap); it reads the first, as libpng does, and
        // no header can overflow the count.
        let bytes: [UInt8] = [
            0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x00, 0x00, 0x00, 0x02,
            0x00, 0x00, 0x00, 0x01, 0x08, 0x04, 0x00, 0x00, 0x00, 0x5E, 0x2B, 0xB7, 0x01, 0x00, 0x00, 0x00, 0x0D, 0x49, 0x44, 0x41,
            0x54, 0x78, 0xDA, 0x63, 0x68, 0xF8, 0x2F, 0xC0, 0x00, 0x00, 0x05, 0xD6, 0xFE, 0x6F, 0xC4, 0xEB, 0xC6, 0x69, 0x00, 0x00,
            0x00, 0x0D, 0x49, 0x48, 0x44, 0x52, 0x8E, 0x00, 0x00, 0x03, 0xFF, 0xFF, 0xFF, 0xFA, 0x08, 0x04, 0x00, 0x00, 0x01, 0xE1,
            0xEF, 0xFF, 0xFF, 0x60, 0x82,
        ]
        let header = try #require(PNGChunkLayout(bytes)?.header)
        #expect(header.width == 2 && header.height == 1 && header.filteredByteCount == 5)
        #expect(throws: PNGError.self) { try PNGDecoder.decode(bytes) }
        // The largest header PNG allows, interlaced 16-bit RGBA, gives a count, not a trap.
        let huge = PNGChunkLayout.Header(width: Int(Int32.max), height: Int(Int32.max), bitDepth: 16, colorType: 6, interlaced: true)
        #expect(huge.filteredByteCount != nil)
    }
}
