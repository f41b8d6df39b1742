import CCairo
import Testing
import SeguePNG
@testable import SegueRender

@Test func surfaceSidesOutsideCairosRangeThrow() {
    #expect(throws: RenderError("surface size 0×10 px is outside 1...32767")) { try FrameSurface(pixelWidth: 0, pixelHeight: 10) }
    #expect(throws: RenderError("surface size 10×32768 px is outside 1...32767")) { try FrameSurface(pixelWidth: 10, pixelHeight: 32768) }
}

@Test func pixelsAreUnpremultipliedRoundingHalfUp() throws {
    let surface = try FrameSurface(pixelWidth: 2, pixelHeight: 1)
    let cr = cairo_create(surface.surface)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    // Alpha 0.5 is stored as 128 (Cairo rounds 0.5 · 65535 to 32768, whose top byte is 128);
    // red 1 premultiplied is 128 too. Straight red = (128 · 255 + 64) / 128 = 255.
    cairo_set_source_rgba(cr, 1, 0, 0, 0.5)
    cairo_rectangle(cr, 0, 0, 1, 1)
    cairo_fill(cr)
    cairo_destroy(cr)
    #expect(surface[0, 0] == RGBA8(r: 255, g: 0, b: 0, a: 128))
    #expect(surface[1, 0] == RGBA8(r: 0, g: 0, b: 0, a: 0)) // never drawn: transparent
    #expect(surface.image()[0, 0] == surface[0, 0])
}
