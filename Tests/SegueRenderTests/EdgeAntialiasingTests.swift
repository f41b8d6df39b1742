import SegueCore
import SeguePNG
import Testing
@testable import SegueRender

/// Layer edges as Core Animation draws them with `allowsEdgeAntialiasing` false (its default):
/// a pixel is inside exactly when its centre is, so an edge at device x = e covers pixels from
/// ⌈e − ½⌉ on; true antialiases them as Cairo does (a pixel's share of coverage).
struct EdgeAntialiasingTests {
    private let red = RGBA8(r: 255, g: 0, b: 0), blue = RGBA8(r: 0, g: 0, b: 255)

    /// A 10-point square at x = 2.3: its pixels' centres 2.5 … 11.5 lie in [2.3, 12.3), so pixels
    /// 2 … 11 are pure red and 1 and 12 untouched. Antialiased, pixel 2 is 70 % covered
    /// (255 · 0.3 of white left: g = b = round(0.3 · 255) ≈ 77) and pixel 12 is 30 % covered.
    @Test func anAxisAlignedEdgeCoversWholePixelsByTheirCentres() throws {
        let aliased = try render(20, 4, [rectNode(2.3, 0, 10, 4, color: hex("#FF0000"))])
        #expect((0..<20).map { aliased[$0, 1] } == Array(repeating: white, count: 2) + Array(repeating: red, count: 10)
            + Array(repeating: white, count: 8))
        var smooth = rectNode(2.3, 0, 10, 4, color: hex("#FF0000"))
        smooth.allowsEdgeAntialiasing = true
        let antialiased = try render(20, 4, [smooth])
        #expect(antialiased[2, 1].r == 255 && (76...78).contains(antialiased[2, 1].g))
        #expect(antialiased[12, 1].r == 255 && (177...179).contains(antialiased[12, 1].g))
    }

    /// A centre exactly on the edge belongs to the rectangle that starts there: x = 2.5 covers
    /// pixel 2 (centre 2.5) and the square ending at 2.5 does not.
    @Test func aCentreOnTheEdgeBelongsToTheRectangleThatStartsThere() throws {
        let surface = try render(6, 2, background: .black,
                                 [rectNode(-7.5, 0, 10, 2, color: hex("#FF0000")), rectNode(2.5, 0, 10, 2, color: hex("#0000FF"))])
        #expect(surface[1, 0] == red)
        #expect(surface[2, 0] == blue)
    }

    /// The seam: two screens abutting at x = 195.37 (a slide part-way, at scale 3 so the shared
    /// edge is at device x 586.11) over a black canvas. Antialiased, pixel 586 is covered 0.89 by
    /// the left and 0.11 by the right: black keeps (1 − 0.89)(1 − 0.11) ≈ 10 % and shows as a
    /// darker line. On whole pixels, pixel 586 (centre 586.5 ≥ 586.11) is the right screen's
    /// and no pixel of the row is darker than either screen.
    @Test func twoScreensAbuttingAtAFractionalOffsetLeaveNoSeam() throws {
        let left = hex("#FFFFFF"), right = hex("#F2F2F7")
        func frame(antialiased: Bool) throws -> FrameSurface {
            var a = rectNode(195.37 - 390, 0, 390, 4, color: left), b = rectNode(195.37, 0, 390, 4, color: right)
            a.allowsEdgeAntialiasing = antialiased
            b.allowsEdgeAntialiasing = antialiased
            return try render(390, 4, scale: 3, background: .black, [a, b])
        }
        let aliased = try frame(antialiased: false)
        let row = (0..<1170).map { aliased[$0, 5] }
        #expect(row.allSatisfy { $0 == white || $0 == RGBA8(r: 0xF2, g: 0xF2, b: 0xF7) })
        #expect(aliased[585, 5] == white && aliased[586, 5] == RGBA8(r: 0xF2, g: 0xF2, b: 0xF7))
        let seam = try frame(antialiased: true)[586, 5]
        #expect(seam.r < 0xF2 - 10, "the antialiased pair lets the black through: \(seam)")
    }

    /// Turned edges stay antialiased: a square turned 45° about its centre has pixels that are
    /// neither the square's colour nor the background along its sides.
    @Test func aTurnedEdgeIsAntialiasedEitherWay() throws {
        let turn = AffineTransform.translation(-10, -10).concatenating(.rotation(.pi / 4)).concatenating(.translation(20, 20))
        let node = RenderNode(id: "n", size: Size(unchecked: 20, 20), transform: turn, backgroundColor: .black)
        let surface = try render(40, 40, [node])
        let grays = (0..<40).flatMap { y in (0..<40).map { surface[$0, y] } }.filter { $0 != white && $0 != black }
        #expect(grays.count > 40)
    }

    /// An image's rectangle is an edge too: a 1 × 1 red image filling a 10 × 10 layer at x = 0.4
    /// covers pixels 0 … 9 (centres 0.5 … 9.5 in [0.4, 10.4)) in pure red and leaves pixel 10
    /// white; antialiased, pixel 0 is 60 % red and pixel 10 40 %.
    @Test func anImageEndsOnAWholePixel() throws {
        let file = temporaryDirectory() + "/red.png"
        write(try PNGEncoder().encode(RGBAImage(width: 1, height: 1, fill: red)), to: file)
        func frame(antialiased: Bool) throws -> FrameSurface {
            var node = RenderNode(id: "img", size: Size(unchecked: 10, 10), transform: .translation(0.4, 0),
                                  content: .image(ImageContent(file: file, contentMode: .scaleToFill)))
            node.allowsEdgeAntialiasing = antialiased
            return try render(12, 10, images: try ImageStore(files: [file]), [node])
        }
        let aliased = try frame(antialiased: false)
        #expect(aliased[0, 5] == red && aliased[9, 5] == red && aliased[10, 5] == white)
        let smooth = try frame(antialiased: true)
        #expect((100...104).contains(smooth[0, 5].g) && (151...155).contains(smooth[10, 5].g), "\(smooth[0, 5]) \(smooth[10, 5])")
    }
}
