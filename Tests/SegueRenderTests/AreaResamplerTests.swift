import SeguePNG
import Testing
@testable import SegueRender

@Suite struct AreaResamplerTests {
    let white = RGBA8(r: 255, g: 255, b: 255)

    func shrink(_ image: RGBAImage, to width: Int, _ height: Int) -> RGBAImage {
        image.withPixelRows { AreaResampler.resample($0, width: width, height: height) }
    }

    @Test func aHairlineKeepsItsShareOfThePixel() {
        // 8×8 white with a black column at x = 1, shrunk 4×: thumbnail column 0 covers source
        // columns 0…3, one of them black, so 255 · 3/4 = 191.25 → 191; column 1 stays white.
        var image = RGBAImage(width: 8, height: 8, fill: white)
        for y in 0..<8 { image[1, y] = RGBA8(r: 0, g: 0, b: 0) }
        let thumb = shrink(image, to: 2, 2)
        #expect(thumb[0, 0] == RGBA8(r: 191, g: 191, b: 191) && thumb[0, 1] == RGBA8(r: 191, g: 191, b: 191))
        #expect(thumb[1, 0] == white && thumb[1, 1] == white)
    }

    @Test func aFlatRegionStaysExactUnderFractionalSteps() {
        // 12 → 5 pixels is a step of 2.4 source pixels: every footprint is partly covered, and a
        // flat colour's weighted mean is the colour.
        let colour = RGBA8(r: 10, g: 200, b: 77)
        let thumb = shrink(RGBAImage(width: 12, height: 12, fill: colour), to: 5, 5)
        #expect((0..<5).allSatisfy { x in (0..<5).allSatisfy { thumb[x, $0] == colour } })
    }

    @Test func fractionalCoverageWeighsPartPixels() {
        // Source row [0, 255, 0] to 2 pixels: step 1.5, so pixel 0 is (0 · 1 + 255 · 0.5) / 1.5 = 85
        // and pixel 1 (255 · 0.5 + 0 · 1) / 1.5 = 85.
        var image = RGBAImage(width: 3, height: 1, fill: RGBA8(r: 0, g: 0, b: 0))
        image[1, 0] = white
        let thumb = shrink(image, to: 2, 1)
        #expect(thumb[0, 0] == RGBA8(r: 85, g: 85, b: 85) && thumb[1, 0] == RGBA8(r: 85, g: 85, b: 85))
    }

    @Test func transparencyAddsNoColour() {
        // Opaque red beside fully transparent (black) pixels, shrunk to one: premultiplied, alpha
        // (255 + 0) / 2 = 127.5 → 128 and red 127.5 / 127.5 · 255 = 255. Straight averaging would
        // darken it to 128.
        var image = RGBAImage(width: 2, height: 1, fill: RGBA8(r: 0, g: 0, b: 0, a: 0))
        image[0, 0] = RGBA8(r: 255, g: 0, b: 0)
        #expect(shrink(image, to: 1, 1)[0, 0] == RGBA8(r: 255, g: 0, b: 0, a: 128))
    }

    @Test func weightsSumToOne() {
        // Every footprint's fractions add up to 1, for shrinking and for enlarging.
        for (n, m) in [(1179, 200), (7, 3), (3, 7), (5, 5)] {
            for row in AreaResampler.weights(from: n, to: m) {
                #expect(abs(row.reduce(0) { $0 + $1.weight } - 1) < 1e-12, "\(n) → \(m)")
            }
        }
    }
}
