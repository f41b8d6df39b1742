import CCairo
import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

// Integration tests of SeguePNG on frames drawn by Cairo: the rows a FrameSurface lends, and
// Cairo's own PNG reader over the encoder's output. SeguePNGTests covers the codec itself on
// pixels built in memory.

@Test func aSurfaceLendsCairosWordsAfterFlushingItsDrawing() throws {
    let surface = try FrameSurface(pixelWidth: 3, pixelHeight: 2)
    let cr = cairo_create(surface.surface)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    cairo_set_source_rgba(cr, 1, 0, 0, 0.5) // stored as alpha 128, red 128 premultiplied
    cairo_rectangle(cr, 2, 1, 1, 1)
    cairo_fill(cr)
    cairo_destroy(cr)
    surface.withPixelRows { rows in
        #expect(rows.format == .premultipliedARGB32)
        #expect(rows.width == 3 && rows.height == 2)
        #expect(rows.stride == Int(cairo_image_surface_get_stride(surface.surface)))
        #expect(rows.base.load(fromByteOffset: rows.stride + 8, as: UInt32.self) == 0x8080_0000) // (2, 1)
        #expect(rows.base.load(as: UInt32.self) == 0) // (0, 0), never drawn: transparent
    }
}

@Test func aSurfaceEncodesAsItsImageDoes() throws {
    let surface = try render(30, 20, [rectNode(5, 5, 10, 10, color: hex("#FF9500"))])
    let encoder = PNGEncoder()
    #expect(encoder.encode(surface) == encoder.encode(surface))
    #expect(encoder.encode(surface) == (try encoder.encode(surface.image())))
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
private func flatUIFrame() throws -> FrameSurface {
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
    return try render(390, 844, [rectNode(0, 0, 390, 844, color: hex("#F2F2F7"), children: [bar] + cells + [button])])
}

@Test func everyCompressionOfADrawnFrameDecodesWithLibpngAndCairoToTheSamePixels() throws {
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

/// The frames of SeguePNGTests' spliced-stream cases, drawn by Cairo: white with a black bar
/// over rows 3…5 at each row width, a red line ending the frame or not, and a half-transparent
/// frame with a bar.
private func splicedCases() throws -> [FrameSurface] {
    try [1, 2, 86, 87, 173, 390].map { width in
        try render(Double(width), 12, [rectNode(0, 3, Double(width), 3, color: .black)])
    } + [
        try render(40, 40, [rectNode(0, 39, 40, 1, color: hex("#FF0000"))]),
        try render(40, 40, [rectNode(0, 10, 40, 1, color: hex("#FF0000"))]),
        try render(30, 30, background: Color(unchecked: 0, 0, 1, 0.5), [rectNode(0, 12, 30, 4, color: hex("#00FF00"))]),
    ]
}

@Test func cairosOwnReaderReadsEverySplicedStream() throws {
    // The balanced stream joins Segue's own blocks and zlib segments; Cairo's reader (libpng
    // under Cairo) must read each case, and libpng must give back the surface's pixels.
    for surface in try splicedCases() {
        let png = PNGEncoder(compression: .balanced).encode(surface)
        #expect(try PNGDecoder.decode(png) == surface.image(), "\(surface.pixelWidth)×\(surface.pixelHeight)")
        let read = try #require(CairoPNG.read(png))
        defer { cairo_surface_destroy(read) }
        #expect(cairo_surface_status(read) == CAIRO_STATUS_SUCCESS, "\(surface.pixelWidth)×\(surface.pixelHeight)")
    }
}
