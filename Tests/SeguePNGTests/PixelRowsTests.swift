import Testing
import SeguePNG

@Test func pixelRowsReadEitherFormatAsStraightPixels() {
    // Half-transparent red as Cairo stores it (0x80800000) and as straight bytes (255, 0, 0, 128).
    var frame = ARGBFrame(width: 2, height: 2, fill: RGBA8(r: 0, g: 0, b: 255), padding: 1)
    frame[1, 1] = 0x8080_0000
    frame.withPixelRows { rows in
        #expect(rows.format == .premultipliedARGB32 && rows.stride == 12)
        #expect(rows[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 128))
        #expect(rows[0, 1] == RGBA8(r: 0, g: 0, b: 255))
        #expect(!rows.isOpaque)
    }
    let image = frame.image
    #expect(image.pixels == [0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255, 255, 255, 0, 0, 128])
    image.withPixelRows { rows in
        #expect(rows.format == .rgba8 && rows.width == 2 && rows.height == 2 && rows.stride == 8)
        #expect(rows[1, 1] == RGBA8(r: 255, g: 0, b: 0, a: 128))
        #expect(!rows.isOpaque)
        #expect(RGBAImage(rows) == image)
    }
}

@Test func opaqueRowsAreOpaqueInEitherFormat() {
    let frame = ARGBFrame(width: 3, height: 2, fill: RGBA8(r: 1, g: 2, b: 3), padding: 2)
    #expect(frame.withPixelRows { $0.isOpaque })
    #expect(frame.image.withPixelRows { $0.isOpaque })
}

@Test func anEmptyImageLendsEmptyRows() {
    let image = RGBAImage(width: 0, height: 0, pixels: [])
    #expect(image.withPixelRows { ($0.width, $0.height, $0.isOpaque) } == (0, 0, true))
    #expect(image.withPixelRows { RGBAImage($0) } == image)
}
