import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

/// CAGradientLayer's gradients as the rasterizer draws them (`GradientContent`), each pixel
/// derived from where its centre falls along the gradient.
@Suite struct GradientTests {
    private func draw(_ gradient: GradientContent, _ w: Double = 100, _ h: Double = 100) throws -> FrameSurface {
        try render(w, h, [RenderNode(id: "g", size: Size(unchecked: w, h), transform: .identity, content: .gradient(gradient))])
    }

    /// Whether two colour bytes differ by at most 1 (Cairo rounds 16-bit stops to 8 bits).
    private func near(_ a: RGBA8, _ r: Double, _ g: Double, _ b: Double) -> Bool {
        abs(Double(a.r) - r) <= 1.5 && abs(Double(a.g) - g) <= 1.5 && abs(Double(a.b) - b) <= 1.5
    }

    @Test func anAxialGradientRunsDownByDefault() throws {
        // CA's default points: (0.5, 0) to (0.5, 1). Pixel row y has its centre at t = (y + ½) / 100,
        // so red 255 · (1 − t) and blue 255 · t; every column of a row is the same.
        let surface = try draw(GradientContent(colors: [Color(unchecked: 1, 0, 0), Color(unchecked: 0, 0, 1)]))
        for y in [0, 25, 50, 99] {
            let t = (Double(y) + 0.5) / 100
            #expect(near(surface[10, y], 255 * (1 - t), 0, 255 * t), "row \(y): \(surface[10, y])")
            #expect(surface[10, y] == surface[90, y])
        }
    }

    @Test func locationsPlaceTheColoursAndTheEndsExtend() throws {
        // Left to right, red at 0.2 and blue at 0.4: before x = 20 all red, past x = 40 all blue,
        // halfway (x = 30) half of each.
        let surface = try draw(GradientContent(colors: [Color(unchecked: 1, 0, 0), Color(unchecked: 0, 0, 1)], locations: [0.2, 0.4],
                                               startPoint: Point(0, 0.5), endPoint: Point(1, 0.5)))
        #expect(surface[10, 50] == RGBA8(r: 255, g: 0, b: 0) && surface[80, 50] == RGBA8(r: 0, g: 0, b: 255))
        #expect(near(surface[29, 50], 255 * (1 - 0.475), 0, 255 * 0.475)) // centre 29.5: (29.5 − 20) / 20
    }

    @Test func coloursBlendUnpremultipliedAsCoreAnimationDoes() throws {
        // Red to clear (transparent black) over white: halfway CA blends (0.5, 0, 0, 0.5), which
        // over white is r = 0.5·0.5 + 0.5 = 0.75, g = b = 0.5: the grey fringe CA is known for.
        // (Blending premultiplied would give (1, 0.5, 0.5), no darkening.)
        let surface = try draw(GradientContent(colors: [Color(unchecked: 1, 0, 0), .clear],
                                               startPoint: Point(0, 0.5), endPoint: Point(1, 0.5)))
        #expect(near(surface[50, 50], 255 * (0.75 - 0.005 * 0.5), 255 * (0.5 + 0.005 * 0.5), 255 * (0.5 + 0.005 * 0.5)))
    }

    @Test func aRadialGradientReachesItsLastColourOnTheEllipse() throws {
        // Centred at (0.5, 0.5), end (1, 1): radii 50 and 50 in a 100-point square. The centre is
        // the first colour, a pixel 25 points out is halfway, the corners are the last colour.
        let surface = try draw(GradientContent(kind: .radial, colors: [.white, .black],
                                               startPoint: Point(0.5, 0.5), endPoint: Point(1, 1)))
        // Pixel (50, 50) has its centre (50.5, 50.5) 0.71 points out; pixel (75, 50) 25.5 points.
        let centre: Double = 255 * (1 - (0.5 * 0.5 * 2).squareRoot() / 50)
        let quarter: Double = 255 * (1 - (25.5 * 25.5 + 0.25).squareRoot() / 50)
        #expect(near(surface[50, 50], centre, centre, centre))
        #expect(near(surface[75, 50], quarter, quarter, quarter))
        #expect(surface[2, 2] == RGBA8(r: 0, g: 0, b: 0))
    }

    @Test func aFlatEllipseIsTheLastColour() throws {
        // Apple: the ellipse is (end − start) · 2 wide and high; end (1, 0.5) makes it 0 high.
        let surface = try draw(GradientContent(kind: .radial, colors: [.white, .black],
                                               startPoint: Point(0.5, 0.5), endPoint: Point(1, 0.5)))
        #expect(surface[50, 50] == RGBA8(r: 0, g: 0, b: 0))
    }

    @Test func aGradientMirrorsItsPointsForRightToLeft() {
        let gradient = GradientContent(colors: [.white, .black], startPoint: Point(0.2, 0), endPoint: Point(1, 0.5))
        guard case .gradient(let mirrored) = LayerContent.gradient(gradient).mirrored(width: 100) else { return }
        #expect(mirrored.startPoint == Point(0.8, 0) && mirrored.endPoint == Point(0, 0.5))
    }
}
