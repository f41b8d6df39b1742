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

@Suite struct ContinuousCornerTests {
    @Test func aContinuousCornerReachesOnePointFiveThreeRadiiAlongEachEdge() {
        // r = 10 on a 100 × 100 square: every corner is a line to 1.5287 r before it, then three
        // curves and two short lines (PaintCode's measurement), so 1 move + 4 · 6 + close = 26.
        let path = BezierPath.roundedRect(Rect(0, 0, 100, 100), cornerRadius: 10, corners: .all, curve: .continuous)
        #expect(path.elements.count == 26)
        guard case .move(let start) = path.elements[0], case .line(let edge) = path.elements[1],
              case .curve(let end, let c1, let c2) = path.elements[6] else {
            Issue.record("\(path.elements.prefix(7))")
            return
        }
        expectClose(start, Point(15.2866483, 0), tolerance: 1e-9)
        expectClose(edge, Point(100 - 15.2866483, 0), tolerance: 1e-9)
        // The top-right corner's last curve ends 1.5287 r down the right edge, its controls on it.
        expectClose(end, Point(100, 15.2866483), tolerance: 1e-9)
        expectClose(c1, Point(100, 8.6840689), tolerance: 1e-9)
        expectClose(c2, Point(100, 10.8849323), tolerance: 1e-9)
    }

    @Test func aContinuousCornerThatDoesNotFitIsCircular() {
        // r = 40 needs 61.1 of each side's 50: the circular corner is drawn instead.
        #expect(BezierPath.roundedRect(Rect(0, 0, 100, 100), cornerRadius: 40, corners: .all, curve: .continuous)
                == BezierPath.roundedRect(Rect(0, 0, 100, 100), cornerRadius: 40))
    }
}
