import SegueCore
import SegueTestSupport
import Testing

/// Core's geometry that UIKit's paths use (moved from SegueKit): per-corner rounded rectangles
/// and containment.
@Suite struct BezierPathRoundedCornersTests {
    @Test func eachCornerHasItsOwnRadiiAndASquareCornerIsAZeroCurve() {
        // 100 × 50 with only the top-left corner rounded, 10 × 20: the path starts 10 right of the
        // corner and its last curve ends there from 20 below it; the other corners' curves have
        // zero size (start, controls and end at the corner).
        let corner = BezierPath.CornerRadii(x: 10, y: 20)
        let path = BezierPath.roundedRect(Rect(0, 0, 100, 50), topLeft: corner, topRight: .zero, bottomRight: .zero, bottomLeft: .zero)
        #expect(path.elements.count == 10)
        #expect(path.elements[0] == .move(to: Point(10, 0)))
        #expect(path.elements[2] == .curve(to: Point(100, 0), control1: Point(100, 0), control2: Point(100, 0)))
        #expect(path.elements[7] == .line(to: Point(0, 20)))
        // A radius past half a side is clamped to it: 80 on a 100-wide side is 50.
        let clamped = BezierPath.roundedRect(Rect(0, 0, 100, 100), topLeft: .init(x: 80, y: 80), topRight: .zero,
                                             bottomRight: .zero, bottomLeft: .zero)
        #expect(clamped.elements[0] == .move(to: Point(50, 0)))
    }

    @Test func containmentFollowsTheFillRule() {
        // A 10 × 10 square with a 4 × 4 square inside, both drawn the same way round: non-zero
        // fills the hole (winding 2), even-odd leaves it empty (two crossings).
        var ring = BezierPath.rect(Rect(0, 0, 10, 10))
        ring.append(BezierPath.rect(Rect(3, 3, 4, 4)))
        #expect(ring.contains(Point(5, 5), rule: .nonZero) && !ring.contains(Point(5, 5), rule: .evenOdd))
        #expect(ring.contains(Point(1, 1), rule: .evenOdd) && !ring.contains(Point(11, 5)))
        // The half-open rule on a straight edge: the left edge in, the right edge out.
        #expect(ring.contains(Point(0, 5)) && !ring.contains(Point(10, 5)))
    }
}
