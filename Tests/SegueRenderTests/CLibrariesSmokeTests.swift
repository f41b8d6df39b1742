import CCairo
import CPNG
import SeguePNG
import Testing
@testable import SegueRender

/// Issue 2's smoke test: the C libraries link and round-trip a pixel.
@Test func cairoFillEncodedWithLibpngDecodesToTheSameColour() throws {
    let surface = try FrameSurface(pixelWidth: 4, pixelHeight: 3)
    let cr = cairo_create(surface.surface)
    // 0x33 / 255 = 0.2, 0x66 / 255 = 0.4, 0x99 / 255 = 0.6 exactly: an opaque fill stores the bytes 33 66 99.
    cairo_set_source_rgb(cr, 0.2, 0.4, 0.6)
    cairo_paint(cr)
    cairo_destroy(cr)
    let png = PNGEncoder().encode(surface)
    #expect(png_sig_cmp(png, 0, 8) == 0) // libpng itself recognises the signature
    let decoded = try PNGDecoder.decode(png)
    #expect(decoded.width == 4 && decoded.height == 3)
    #expect(decoded[3, 2] == RGBA8(r: 0x33, g: 0x66, b: 0x99, a: 255))
}
