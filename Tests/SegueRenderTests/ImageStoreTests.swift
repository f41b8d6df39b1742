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
    #expect(throws: RenderError("\(dir)/img.png: not a PNG file")) { try ImageStore(files: ["\(dir)/img.png"]) }
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
