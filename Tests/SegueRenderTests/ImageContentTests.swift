import Foundation
import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

/// A 2×1 PNG, left pixel red, right pixel blue, written with our encoder; and a store holding it.
private func redBlueStore() throws -> (ImageStore, String) {
    var image = RGBAImage(width: 2, height: 1, fill: RGBA8(r: 255, g: 0, b: 0))
    image[1, 0] = RGBA8(r: 0, g: 0, b: 255)
    let file = temporaryDirectory() + "/redblue.png"
    write(try PNGEncoder().encode(image), to: file)
    return (try ImageStore(files: [file]), file)
}

private let red = RGBA8(r: 255, g: 0, b: 0), blue = RGBA8(r: 0, g: 0, b: 255)

/// The image in a node of `w × h` points at (x, y) on a `cw × ch` canvas.
private func draw(_ mode: ContentMode, node x: Double, _ y: Double, _ w: Double, _ h: Double,
                  canvas cw: Double, _ ch: Double, masks: Bool = false) throws -> FrameSurface {
    let (store, file) = try redBlueStore()
    let node = RenderNode(id: "img", size: Size(unchecked: w, h), transform: .translation(x, y),
                          masksToBounds: masks, content: .image(ImageContent(file: file, contentMode: mode)))
    return try render(cw, ch, images: store, [node])
}

@Test func scaleToFillStretchesOverTheBounds() throws {
    let s = try draw(.scaleToFill, node: 0, 0, 20, 10, canvas: 20, 10)
    // Each source pixel becomes 10×10, blended bilinearly between the pixel centres at x = 5
    // and 15; the edges are extended (not faded to transparent), so even the corners are pure.
    #expect(s[0, 0] == red && s[2, 5] == red)
    #expect(s[17, 5] == blue && s[19, 9] == blue)
}

@Test func scaleAspectFitLetterboxes() throws {
    let s = try draw(.scaleAspectFit, node: 0, 0, 20, 20, canvas: 20, 20)
    // Scale min(20/2, 20/1) = 10: a 20×10 image centred at y 5...15, pure left of x 5, right of 15.
    #expect(s[2, 10] == red && s[17, 10] == blue)
    #expect(s[10, 2] == white && s[10, 17] == white)
}

@Test func scaleAspectFillOverflowsUnlessMasked() throws {
    // A 20×20 node at (10, 10) on 40×40; scale max(10, 20) = 20: a 40×20 image at x 0...40, y 10...30.
    let s = try draw(.scaleAspectFill, node: 10, 10, 20, 20, canvas: 40, 40)
    // Bilinear magnification (CALayer's default) blends between the source pixel centres at
    // x = 10 and 30: pure red left of 10, pure blue right of 30, outside the node.
    #expect(s[2, 20] == red && s[37, 20] == blue) // CALayer does not clip to the bounds
    #expect(s[12, 12].r > s[12, 12].b && s[27, 27].b > s[27, 27].r) // mostly red / mostly blue inside
    let masked = try draw(.scaleAspectFill, node: 10, 10, 20, 20, canvas: 40, 40, masks: true)
    #expect(masked[2, 20] == white && masked[37, 20] == white)
    #expect(masked[12, 12] == s[12, 12])
}

@Test func centerKeepsTheNaturalSize() throws {
    // 2×1 points centred in 20×11: x 9...11, y 5...6, unscaled.
    let s = try draw(.center, node: 0, 0, 20, 11, canvas: 20, 11)
    #expect(s[9, 5] == red && s[10, 5] == blue)
    #expect(s[8, 5] == white && s[11, 5] == white && s[9, 4] == white)
}

@Test func anImageMissingFromTheStoreDrawsNothing() throws {
    let node = RenderNode(id: "img", size: Size(unchecked: 10, 10), content: .image(ImageContent(file: "nowhere.png")))
    #expect(try render(10, 10, [node])[5, 5] == white)
}

/// A JPEG draws as a PNG does (the store decodes by the file's first bytes): the 16 × 16 fixture's
/// blocks are red | green over blue | white (`JPEGDecoderTests`).
@Test func aJPEGImageIsDrawn() throws {
    var url = URL(fileURLWithPath: #filePath)
    url.deleteLastPathComponent()
    let file = url.deletingLastPathComponent().path + "/SeguePNGTests/Fixtures/quadrants.jpg"
    let node = RenderNode(id: "photo", size: Size(unchecked: 16, 16), content: .image(ImageContent(file: file, contentMode: .scaleToFill)))
    let s = try render(16, 16, images: try ImageStore(files: [file]), [node])
    for (x, y, expected) in [(4, 4, RGBA8(r: 255, g: 0, b: 0)), (12, 4, RGBA8(r: 0, g: 255, b: 0)), (4, 12, RGBA8(r: 0, g: 0, b: 255))] {
        let p = s[x, y]
        #expect(abs(Int(p.r) - Int(expected.r)) <= 3 && abs(Int(p.g) - Int(expected.g)) <= 3 && abs(Int(p.b) - Int(expected.b)) <= 3, "\(p)")
    }
}
