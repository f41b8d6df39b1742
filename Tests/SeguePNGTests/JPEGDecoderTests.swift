import Foundation
import SeguePNG
import Testing

/// JPEG fixtures written by Pillow (libjpeg-turbo's encoder) at quality 100 without chroma
/// subsampling: `quadrants*.jpg` are 16 × 16, red | green over blue | white in 8 × 8 blocks (one
/// JPEG block each, so each decodes to its colour within a unit or two of DCT rounding).
struct JPEGDecoderTests {
    static let fixtures: String = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        return url.path + "/Fixtures/"
    }()

    private func bytes(_ name: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: JPEGDecoderTests.fixtures + name)))
    }

    /// Each channel within 3 of the expected 0 or 255.
    private func expectColour(_ p: RGBA8, _ r: UInt8, _ g: UInt8, _ b: UInt8, _ where_: String) {
        #expect(abs(Int(p.r) - Int(r)) <= 3 && abs(Int(p.g) - Int(g)) <= 3 && abs(Int(p.b) - Int(b)) <= 3 && p.a == 255,
                "\(where_): \(p)")
    }

    private func expectQuadrants(_ image: RGBAImage, _ file: String) {
        #expect(image.width == 16 && image.height == 16, "\(file)")
        expectColour(image[4, 4], 255, 0, 0, "\(file) top left")
        expectColour(image[12, 4], 0, 255, 0, "\(file) top right")
        expectColour(image[4, 12], 0, 0, 255, "\(file) bottom left")
        expectColour(image[12, 12], 255, 255, 255, "\(file) bottom right")
    }

    @Test func baselineAndProgressiveFilesDecodeToTheirColours() throws {
        for file in ["quadrants.jpg", "quadrants-progressive.jpg"] {
            expectQuadrants(try JPEGDecoder.decode(try bytes(file)), file)
        }
    }

    /// Pillow writes CMYK with an Adobe APP14 marker and inverted values, as Photoshop does; C·K
    /// / 255 on the stored values gives back the RGB it was converted from.
    @Test func aCMYKFileIsConvertedAsAdobeWritesIt() throws {
        expectQuadrants(try JPEGDecoder.decode(try bytes("quadrants-cmyk.jpg")), "quadrants-cmyk.jpg")
    }

    /// Grey is Pillow's luma, L = (299 R + 587 G + 114 B) / 1000: red 76, green 150, blue 29, white 255.
    @Test func aGreyFileHasEqualChannels() throws {
        let image = try JPEGDecoder.decode(try bytes("quadrants-grey.jpg"))
        for (x, y, l) in [(4, 4, 76), (12, 4, 150), (4, 12, 29), (12, 12, 255)] {
            let p = image[x, y]
            #expect(p.r == p.g && p.g == p.b && abs(Int(p.r) - l) <= 2, "(\(x), \(y)): \(p)")
        }
    }

    /// Stored 16 × 8, red on the left, blue on the right. Orientation 6 ("the 0th row is the
    /// visual right-hand side, the 0th column the visual top": shown turned 90° clockwise) puts
    /// the stored left column at the top: upright it is 8 × 16, red above blue. Orientation 8
    /// (turned 90° anticlockwise) puts it at the bottom.
    @Test func theEXIFOrientationTurnsThePhotoUpright() throws {
        let six = try bytes("sideways-orientation-6.jpg")
        let upright = try JPEGDecoder.decode(six)
        #expect(upright.width == 8 && upright.height == 16)
        expectColour(upright[4, 3], 255, 0, 0, "orientation 6 top")
        expectColour(upright[4, 12], 0, 0, 255, "orientation 6 bottom")
        #expect(JPEGDecoder.claimedSize(six)! == (8, 16))
        let eight = try JPEGDecoder.decode(try bytes("sideways-orientation-8.jpg"))
        #expect(eight.width == 8 && eight.height == 16)
        expectColour(eight[4, 3], 0, 0, 255, "orientation 8 top")
        expectColour(eight[4, 12], 255, 0, 0, "orientation 8 bottom")
    }

    /// Every row is there and only the end-of-image marker is missing (a camera cut short after
    /// its last scan): browsers and iOS show it whole, and so does Segue.
    @Test func aFileWithoutItsEndMarkerDecodes() throws {
        expectQuadrants(try JPEGDecoder.decode(try bytes("no-end-marker.jpg")), "no-end-marker.jpg")
    }

    /// Fill bytes (0xFF) before a marker are allowed by the standard; the orientation behind them
    /// is still found.
    @Test func fillBytesBeforeTheEXIFSegmentAreSkipped() throws {
        var jpeg = try bytes("sideways-orientation-6.jpg")
        jpeg.insert(contentsOf: [0xFF, 0xFF], at: 2)
        #expect(JPEGDecoder.claimedSize(jpeg)! == (8, 16))
    }

    /// Cut inside its image data (half of the 52 bytes after the start-of-scan marker), the rows
    /// libjpeg would fill with grey are refused: "premature end of data segment".
    @Test func aFileCutInsideItsImageDataIsRefused() throws {
        #expect(throws: PNGError("corrupt JPEG: Corrupt JPEG data: premature end of data segment")) {
            try JPEGDecoder.decode(try bytes("truncated-in-scan.jpg"))
        }
    }

    @Test func aTruncatedFileIsOneLineNotGrey() throws {
        do {
            _ = try JPEGDecoder.decode(try bytes("truncated.jpg"))
            Issue.record("a truncated JPEG decoded")
        } catch let error as PNGError {
            #expect(error.message.hasPrefix("corrupt JPEG: "))
            #expect(!error.message.contains("\n"))
        }
    }

    /// The start-of-frame segment (FF C0) holds the height and width at bytes 5 and 7 after the
    /// marker; claiming 40 000 × 40 000 (1.6 · 10⁹ pixels) is refused on the header alone.
    @Test func anOversizedHeaderIsRefusedBeforeDecoding() throws {
        var jpeg = try bytes("quadrants.jpg")
        let sof = try #require((0..<jpeg.count - 1).first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == 0xC0 })
        for offset in [sof + 5, sof + 7] { jpeg[offset] = 0x9C; jpeg[offset + 1] = 0x40 }
        #expect(throws: PNGError("JPEG of 40000×40000 pixels is over the cap of \(PNGDecoder.maximumPixels) pixels")) {
            try JPEGDecoder.decode(jpeg)
        }
        #expect(ImageDecoder.claimedSize(jpeg)! == (40000, 40000))
    }

    @Test func theImageDecoderTellsPNGFromJPEGByTheirFirstBytes() throws {
        expectQuadrants(try ImageDecoder.decode(try bytes("quadrants.jpg")), "quadrants.jpg")
        let png = try PNGEncoder().encode(RGBAImage(width: 2, height: 3, fill: RGBA8(r: 1, g: 2, b: 3)))
        #expect(try ImageDecoder.decode(png) == RGBAImage(width: 2, height: 3, fill: RGBA8(r: 1, g: 2, b: 3)))
        #expect(throws: PNGError("not a PNG or JPEG file")) { try ImageDecoder.decode(Array("GIF89a".utf8)) }
        #expect(throws: PNGError(JPEGDecoderTests.fixtures + "missing.jpg: missing image file")) {
            try ImageDecoder.decode(file: JPEGDecoderTests.fixtures + "missing.jpg")
        }
    }
}
