import CCairo
import SegueCore
import Testing
@testable import SeguePNG
@testable import SegueRender

@Test func opaquePixelsAreWrittenAsRGBAndTranslucentOnesAsRGBA() throws {
    let opaque = RGBAImage(width: 2, height: 2, fill: RGBA8(r: 10, g: 20, b: 30))
    #expect(colorType(ofPNG: try PNGEncoder().encode(opaque)) == 2)
    var translucent = opaque
    translucent[1, 1] = RGBA8(r: 10, g: 20, b: 30, a: 254) // one pixel not opaque is enough
    #expect(colorType(ofPNG: try PNGEncoder().encode(translucent)) == 6)
    // A cleared surface is transparent (alpha 0): RGBA.
    #expect(colorType(ofPNG: PNGEncoder().encode(try FrameSurface(pixelWidth: 2, pixelHeight: 2))) == 6)
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
    let surface = try render(30, 20, [rectNode(5, 5, 10, 10, color: hex("#FF9500"))])
    let encoder = PNGEncoder()
    #expect(encoder.encode(surface) == encoder.encode(surface))
    #expect(try encoder.encode(surface) == encoder.encode(surface.image()))
}

@Test func cairosOwnReaderDecodesTheEncoderOutput() throws {
    let surface = try render(8, 8, background: hex("#336699"), [rectNode(0, 0, 4, 8, color: hex("#FF0000"))])
    let png = PNGEncoder(compression: .fast).encode(surface)
    let read = try #require(CairoPNG.read(png))
    defer { cairo_surface_destroy(read) }
    #expect(cairo_surface_status(read) == CAIRO_STATUS_SUCCESS)
    cairo_surface_flush(read)
    let data = try #require(cairo_image_surface_get_data(read))
    let stride = Int(cairo_image_surface_get_stride(read))
    func word(_ x: Int, _ y: Int) -> UInt32 { (data + y * stride).withMemoryRebound(to: UInt32.self, capacity: 8) { $0[x] } }
    // Opaque pixels read back as 0xFF RR GG BB words.
    #expect(word(1, 1) == 0xFFFF_0000)
    #expect(word(6, 6) == 0xFF33_6699)
}

/// A light list screen (the benchmark's, smaller): flat colours, rounded cells, thin lines.
private func flatUIFrame(scale: Double = 1) throws -> FrameSurface {
    var cells: [RenderNode] = []
    for i in 0..<6 {
        let top = 120 + Double(i) * 80
        let line = rectNode(32, top + 60, 326, 1, color: hex("#C6C6C8"))
        var cell = rectNode(16, top, 358, 70, color: .white, children: [line])
        cell.cornerRadius = 12
        cells.append(cell)
    }
    var button = rectNode(390 - 88, 844 - 148, 56, 56, color: hex("#007AFF"))
    button.cornerRadius = 28
    let bar = rectNode(0, 0, 390, 101, color: .white)
    return try render(390, 844, scale: scale, [rectNode(0, 0, 390, 844, color: hex("#F2F2F7"), children: [bar] + cells + [button])])
}

@Test func theUpFilterIsNoLargerThanSubOnAFullResolutionFlatUIFrame() throws {
    // The measurement behind `rowFilter`, at the benchmark's 1170×2532 px (libpng level 6 at the
    // time: UP 25313 bytes, SUB 27749). At scale 1 SUB was about 5 % smaller (6529 against
    // 6857 bytes): full-resolution frames are the ones that cost, so UP.
    let frame = try flatUIFrame(scale: 3)
    var up = PNGEncoder(), sub = PNGEncoder()
    up.rowFilter = .up
    sub.rowFilter = .sub
    let upBytes = up.encode(frame).count, subBytes = sub.encode(frame).count
    #expect(upBytes <= subBytes, "UP \(upBytes) bytes, SUB \(subBytes) bytes")
    #expect(PNGEncoder().rowFilter == .up)
}

@Test func smallCompressionIsNoLargerThanFast() throws {
    let frame = try flatUIFrame()
    // zlib level 9 searches at least as far as level 1 for the same input.
    #expect(PNGEncoder(compression: .small).encode(frame).count <= PNGEncoder(compression: .fast).encode(frame).count)
}

@Test func anEmptyImageCannotBeEncoded() {
    #expect(throws: PNGError.self) { try PNGEncoder().encode(RGBAImage(width: 0, height: 0, pixels: [])) }
}

@Test func everyCompressionDecodesWithLibpngAndCairoToTheSamePixels() throws {
    let surface = try flatUIFrame()
    let expected = surface.image()
    for compression in PNGEncoder.Compression.allCases {
        let png = PNGEncoder(compression: compression).encode(surface)
        #expect(try PNGDecoder.decode(png) == expected, "\(compression)")
        let read = try #require(CairoPNG.read(png))
        defer { cairo_surface_destroy(read) }
        #expect(cairo_surface_status(read) == CAIRO_STATUS_SUCCESS, "\(compression)")
    }
}

@Test func aTranslucentLastRowSwitchesTheWholeFileToRGBA() throws {
    // Every row but the last is opaque: the RGB pass finds the translucent row at the end and
    // starts over as RGBA. Half-transparent red over a clear surface decodes as (255, 0, 0, 128):
    // Cairo stores 128·255/255 = 128 premultiplied, un-premultiplied back to 255.
    let surface = try FrameSurface(pixelWidth: 4, pixelHeight: 3)
    let tree = RenderTree(size: Size(unchecked: 4, 3), background: .clear, nodes: [
        rectNode(0, 0, 4, 2, color: hex("#0000FF")),
        rectNode(0, 2, 4, 1, color: hex("#FF0000"), opacity: 128.0 / 255),
    ])
    Rasterizer(images: ImageStore(), scale: 1).draw(tree, into: surface)
    let png = PNGEncoder().encode(surface)
    #expect(colorType(ofPNG: png) == 6)
    let image = try PNGDecoder.decode(png)
    #expect(image[0, 0] == RGBA8(r: 0, g: 0, b: 255))
    #expect(image[3, 2] == RGBA8(r: 255, g: 0, b: 0, a: 128))
}

@Test func theFileHasOnlyIHDRIDATAndIEND() throws {
    // No time, text or gamma chunks: the same pixels give the same bytes on any day.
    let png = PNGEncoder().encode(try flatUIFrame())
    var types: [String] = [], offset = 8
    while offset + 8 <= png.count {
        let length = png[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
        types.append(String(decoding: png[offset + 4..<offset + 8], as: UTF8.self))
        offset += 12 + length
    }
    #expect(types == ["IHDR", "IDAT", "IEND"])
    #expect(offset == png.count)
}

@Test func bytewiseDifferenceSubtractsEachByteModulo256() {
    // 0x10 − 0x20 = 0xF0 (wraps), 0x20 − 0x10 = 0x10, 0x30 − 0xFF = 0x31 (wraps), 0xFF − 0xFF = 0.
    #expect(PNGEncoder.bytewiseDifference(0xFF10_2030, 0xFF20_10FF) == 0x00F0_1031)
    // No borrow crosses bytes: 0x00 − 0x01 in every byte is 0xFF in every byte.
    #expect(PNGEncoder.bytewiseDifference(0, 0x0101_0101) == 0xFFFF_FFFF)
}

@Test func smallMakesTheSmallestFullResolutionFrame() throws {
    // Issue 7's order of sizes on a 1170×2532 flat-UI frame: small ≤ balanced ≤ fast.
    let frame = try flatUIFrame(scale: 3)
    let sizes = PNGEncoder.Compression.allCases.map { PNGEncoder(compression: $0).encode(frame).count }
    let (fast, balanced, small) = (sizes[0], sizes[1], sizes[2])
    #expect(small <= balanced && balanced <= fast, "fast \(fast), balanced \(balanced), small \(small)")
}

@Test func aReusedWorkspaceEncodesChangedAndUnchangedRowsCorrectly() throws {
    // One workspace, three frames of 6×6: white; a black square at (1, 1, 3, 3); white again.
    // Rows 1…3 change between frames (their filtered bytes go from zeros to differences and
    // back), rows 4 and 5 stay equal to the row above in every frame (zeros kept from frame one).
    let workspace = PNGWorkspace()
    let encoder = PNGEncoder(compression: .balanced)
    let plain = try render(6, 6, [])
    let square = try render(6, 6, [rectNode(1, 1, 3, 3, color: .black)])
    for (surface, inside) in [(plain, white), (square, black), (plain, white), (square, black)] {
        let decoded = try PNGDecoder.decode(encoder.encode(surface, workspace: workspace))
        #expect(decoded[2, 2] == inside)
        #expect(decoded[5, 5] == white && decoded[0, 0] == white)
        #expect(decoded == surface.image())
    }
}
