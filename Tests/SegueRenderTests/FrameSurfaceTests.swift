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

@Test func aFrameSizedSurfaceDrawsIntoLargeMemoryThatStartsTransparentAndIsFreedWithIt() throws {
    // 1170×2532 px is 11.9 MB, over the 2 MiB a huge page holds: the surface draws into
    // LargeMemory, 64 bytes past a 2 MiB boundary (its header), zeroed, and Cairo frees it.
    for _ in 0..<3 {
        let surface = try FrameSurface(pixelWidth: 1170, pixelHeight: 2532)
        let data = UInt(bitPattern: cairo_image_surface_get_data(surface.surface))
        #expect(data % UInt(LargeMemory.hugePage) == 64)
        #expect(surface[0, 0] == RGBA8(r: 0, g: 0, b: 0, a: 0) && surface[1169, 2531] == RGBA8(r: 0, g: 0, b: 0, a: 0))
        let cr = cairo_create(surface.surface)
        cairo_set_source_rgb(cr, 0, 0, 1)
        cairo_rectangle(cr, 1169, 2531, 1, 1)
        cairo_fill(cr)
        cairo_destroy(cr)
        #expect(surface[1169, 2531] == RGBA8(r: 0, g: 0, b: 255))
    }
    // A small one is Cairo's own memory, not at that offset from a boundary by design.
    let small = try FrameSurface(pixelWidth: 20, pixelHeight: 10)
    #expect(small[19, 9] == RGBA8(r: 0, g: 0, b: 0, a: 0))
}
