import Testing
import SegueCore
import SegueTestSupport

struct BezierPathBoundsTests {
    /// Extrema come from a quadratic formula; 1e-9 absorbs its rounding.
    let rounding = 1e-9

    @Test func emptyPathHasZeroBounds() {
        #expect(BezierPath().bounds == .zero)
    }

    @Test func cubicBoundsUseExtremaNotControlPoints() {
        // The control points reach y = 100, the curve only y(½) = 300·½·½ = 75.
        expectClose(PathFixtures.arch.bounds, Rect(0, 0, 100, 75), tolerance: rounding)
    }

    @Test func quadraticBoundsUseExtremaNotControlPoints() {
        // The control point is at y = 100, the parabola peaks at y(½) = 200·½·½ = 50.
        expectClose(PathFixtures.parabola.bounds, Rect(0, 0, 100, 50), tolerance: rounding)
    }

    @Test func ovalBoundsAreItsRect() {
        // Each quarter's extremum is its end point; the oval touches its rect's four sides.
        expectClose(BezierPath.oval(in: Rect(10, 20, 80, 40)).bounds, Rect(10, 20, 80, 40), tolerance: rounding)
    }

    @Test func tiltedCubicHasInteriorExtremaOnBothAxes() {
        // The arch turned a quarter (x ↦ −y, y ↦ x by rotation(π/2)): its bounds are the arch's
        // bounds turned the same way, x in −75...0 and y in 0...100.
        let tilted = PathFixtures.arch.transformed(by: .rotation(.pi / 2))
        expectClose(tilted.bounds, Rect(-75, 0, 75, 100), tolerance: rounding)
    }

    @Test func stickFigureBounds() {
        // Circle: x 100...200, y 50...150; legs reach y 350; arms span x 100...200.
        expectClose(PathFixtures.stickFigure.bounds, Rect(100, 50, 100, 300), tolerance: rounding)
    }

    @Test func loneMovesCountAsCGPathDoes() {
        // A move that draws nothing still widens the box, as CGPath's boundingBoxOfPath.
        let path = BezierPath(elements: [.move(to: Point(0, 0)), .line(to: Point(10, 0)), .move(to: Point(20, 5))])
        #expect(path.bounds == Rect(0, 0, 20, 5))
    }
}
