import SeguePNG
import Testing
@testable import SegueRender

@Test func storeDecodesEachFileOnceAndKnowsItsSize() throws {
    let dir = temporaryDirectory()
    write(try PNGEncoder().encode(RGBAImage(width: 3, height: 2, fill: RGBA8(r: 1, g: 2, b: 3))), to: "\(dir)/a.png")
    let store = try ImageStore(files: ["\(dir)/a.png", "\(dir)/a.png"])
    #expect(store.files == ["\(dir)/a.png"])
    #expect(store.pixelSize(of: "\(dir)/a.png")?.width == 3)
    #expect(store.pixelSize(of: "\(dir)/a.png")?.height == 2)
    #expect(store.pixelSize(of: "other.png") == nil)
}

@Test func storeErrorsNameTheFile() throws {
    let dir = temporaryDirectory()
    write(Array("not an image".utf8), to: "\(dir)/img.png")
    #expect(throws: RenderError("\(dir)/img.png: not a PNG or JPEG file")) { try ImageStore(files: ["\(dir)/img.png"]) }
    #expect(throws: RenderError("\(dir)/gone.png: missing image file")) { try ImageStore(files: ["\(dir)/gone.png"]) }
}

@Test func anAt2xNameHalvesThePointSize() throws {
    let dir = temporaryDirectory()
    let png = try PNGEncoder().encode(RGBAImage(width: 4, height: 4, fill: RGBA8(r: 0, g: 0, b: 0)))
    write(png, to: "\(dir)/icon@2x.png")
    write(png, to: "\(dir)/icon.png")
    let store = try ImageStore(files: ["\(dir)/icon@2x.png", "\(dir)/icon.png"])
    // UIImage(named:) reads "@2x" as 2 pixels per point.
    #expect(store.image("\(dir)/icon@2x.png")?.pointScale == 2)
    #expect(store.image("\(dir)/icon.png")?.pointScale == 1)
}

@Test func imagesOverTheTotalPixelCapAreRefusedFromTheirHeaders() throws {
    // Two images each claiming 4096 × 4097 px (its header patched; the data is never read):
    // 2 × 16 781 312 = 33 562 624 px, 8192 over the 2^25 cap, refused before either is decoded.
    var png = try PNGEncoder().encode(RGBAImage(width: 1, height: 1, fill: RGBA8(r: 0, g: 0, b: 0)))
    png.replaceSubrange(16..<24, with: [0, 0, 0x10, 0x00, 0, 0, 0x10, 0x01])
    #expect(PNGDecoder.claimedPixelCount(png) == 4096 * 4097)
    #expect(throws: RenderError("expected images of at most 33554432 pixels in all (128 MiB decoded), found 2 images of 33562624 pixels")) {
        try ImageStore(encoded: ["a.png": png, "b.png": png])
    }
}
