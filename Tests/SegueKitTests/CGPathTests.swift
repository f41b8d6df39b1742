import Testing
import SegueCore
import SegueTestSupport
@testable import SegueKit

/// CGPath and CGMutablePath against end points, boxes and element lists worked out by hand.
struct CGPathTests {
    @Test func aCounterClockwiseArcInCoreGraphicsTurnsDownOnScreen() {
        // Core Graphics' `clockwise` is in its y-up space; in y-down points `false` sweeps from
        // angle 0 at (60, 50) toward π/2 at (50, 60): clockwise on screen.
        let path = CGMutablePath()
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        expectClose(path.currentPoint.core, Point(50, 60), tolerance: 1e-12)
        #expect(path.bezierPath.elements.count == 2) // a move and one quarter curve
        // `clockwise: true` goes the long way round, three quarters, through (40, 50) and (50, 40).
        let long = CGMutablePath()
        long.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        expectClose(long.currentPoint.core, Point(50, 60), tolerance: 1e-12)
        #expect(long.bezierPath.elements.count == 4)
        expectClose(long.boundingBoxOfPath.core, Rect(40, 40, 20, 20), tolerance: 1e-9)
    }

    @Test func anArcAfterALineIsJoinedByALine() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        #expect(path.bezierPath.elements.first == .move(to: .zero))
        #expect(path.bezierPath.elements[1] == .line(to: Point(60, 50)))
        expectClose(path.currentPoint.core, Point(40, 50), tolerance: 1e-12)
    }

    @Test func boundingBoxCountsControlPointsAndBoundingBoxOfPathDoesNot() {
        // A quadratic from (0,0) to (10,0) with control (5,10) peaks at t = ½: y = 2·½·½·10 = 5.
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        expectClose(path.boundingBoxOfPath.core, Rect(0, 0, 10, 5), tolerance: 1e-12)
        #expect(CGMutablePath().boundingBox.isNull && CGMutablePath().boundingBoxOfPath.isNull)
    }

    @Test func rectAndEllipseHaveCoreGraphicsElements() {
        let rect = CGPath(rect: CGRect(x: 1, y: 2, width: 3, height: 4), transform: nil)
        #expect(rect.bezierPath.elements == [
            .move(to: Point(1, 2)), .line(to: Point(4, 2)), .line(to: Point(4, 6)), .line(to: Point(1, 6)), .close,
        ])
        #expect(rect.currentPoint == CGPoint(x: 1, y: 2)) // a close returns to its subpath's start
        var shift = CGAffineTransform(translationX: 10, y: 0)
        let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10), transform: &shift)
        // It starts at (maxX, midY) = (20, 5), moved 10 right.
        #expect(oval.bezierPath.elements.first == .move(to: Point(30, 5)))
        expectClose(oval.boundingBoxOfPath.core, Rect(10, 0, 20, 10), tolerance: 1e-12)
    }

    @Test func roundedRectCornersAreQuarterEllipses() {
        // Corners 10 wide and 5 high: the top edge runs from x = 10 to 90, the right from y = 5 to 45.
        let path = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 10, cornerHeight: 5,
                          transform: nil)
        #expect(path.bezierPath.elements[0] == .move(to: Point(10, 0)))
        #expect(path.bezierPath.elements[1] == .line(to: Point(90, 0)))
        #expect(path.bezierPath.elements[3] == .line(to: Point(100, 45)))
        expectClose(path.boundingBoxOfPath.core, Rect(0, 0, 100, 50), tolerance: 1e-12)
        // Equal corners are exactly Core's circular rounded rectangle.
        let round = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 50), cornerWidth: 8, cornerHeight: 8,
                           transform: nil)
        #expect(round.bezierPath == BezierPath.roundedRect(Rect(0, 0, 100, 50), cornerRadius: 8))
    }

    @Test func transformsMapWhatIsAddedOnly() {
        let path = CGMutablePath()
        path.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 0), CGPoint(x: 1, y: 1)],
                      transform: CGAffineTransform(scaleX: 10, y: 10))
        path.addRect(CGRect(x: 0, y: 0, width: 1, height: 1), transform: CGAffineTransform(translationX: 5, y: 5))
        #expect(path.bezierPath.elements == [
            .move(to: Point(0, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 10)),
            .move(to: Point(5, 5)), .line(to: Point(6, 5)), .line(to: Point(6, 6)), .line(to: Point(5, 6)), .close,
        ])
        let copy = CGMutablePath()
        copy.addPath(path, transform: CGAffineTransform(translationX: 0, y: 100))
        #expect(copy.bezierPath == path.bezierPath.transformed(by: .translation(0, 100)))
        var up = CGAffineTransform(translationX: 0, y: -100)
        #expect(copy.copy(using: &up) == path)
    }

    @Test func buildingCallsAddTheirElements() {
        let path = CGMutablePath()
        #expect(path.isEmpty && path.currentPoint == .zero)
        path.move(to: CGPoint(x: 1, y: 1))
        #expect(!path.isEmpty) // a lone move is an element
        path.addLine(to: CGPoint(x: 2, y: 1))
        path.addCurve(to: CGPoint(x: 3, y: 3), control1: CGPoint(x: 3, y: 1), control2: CGPoint(x: 3, y: 2))
        path.closeSubpath()
        path.addRects([CGRect(x: 0, y: 0, width: 1, height: 1), CGRect(x: 2, y: 2, width: 1, height: 1)])
        path.addEllipse(in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(path.bezierPath.elements.prefix(4) == [
            .move(to: Point(1, 1)), .line(to: Point(2, 1)),
            .curve(to: Point(3, 3), control1: Point(3, 1), control2: Point(3, 2)), .close,
        ])
        #expect(path.bezierPath.elements.count == 4 + 5 + 5 + 6) // rects of 5 elements, the ellipse 6
        #expect(path.currentPoint == CGPoint(x: 2, y: 1)) // the ellipse closes at its start (maxX, midY)
    }

    @Test func aTangentArcRoundsTheCorner() {
        // From (0,0) toward the corner (10,0) and on to (10,10): a radius-2 circle touches both
        // lines 2 from the corner, at (8,0) and (10,2), around the centre (8,2).
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        #expect(path.bezierPath.elements[1] == .line(to: Point(8, 0)))
        expectClose(path.currentPoint.core, Point(10, 2), tolerance: 1e-12)
        expectClose(path.boundingBoxOfPath.core, Rect(0, 0, 10, 2), tolerance: 1e-12)
        // On one line it is a line to the first tangent end.
        path.addArc(tangent1End: CGPoint(x: 10, y: 5), tangent2End: CGPoint(x: 10, y: 9), radius: 2)
        #expect(path.bezierPath.elements.last == .line(to: Point(10, 5)))
    }

    @Test func equalityComparesElementsAndCopiesAreIndependent() {
        let a = CGMutablePath()
        a.move(to: .zero)
        a.addLine(to: CGPoint(x: 5, y: 5))
        let frozen = a.copy()!, mutable = a.mutableCopy()!
        #expect(frozen == a && mutable == a && frozen.hashValue == a.hashValue)
        a.addLine(to: CGPoint(x: 0, y: 5))
        #expect(frozen != a && mutable != a)
        #expect(type(of: frozen) == CGPath.self)
    }

    @Test func containsUsesTheFillRule() {
        // Two nested squares drawn the same way: non-zero fills the hole, even-odd leaves it.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        path.addRect(CGRect(x: 3, y: 3, width: 4, height: 4))
        #expect(path.contains(CGPoint(x: 5, y: 5)))
        #expect(!path.contains(CGPoint(x: 5, y: 5), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 1, y: 1), using: .evenOdd))
        #expect(!path.contains(CGPoint(x: 11, y: 5)))
        // The point is transformed before the test: (21, 1) moved 20 left is (1, 1), in the ring.
        #expect(path.contains(CGPoint(x: 21, y: 1), using: .evenOdd, transform: CGAffineTransform(translationX: -20, y: 0)))
        // A circle of radius 10: (7, 7) is 9.9 from the centre, inside; (7.1, 7.1) is 10.04, outside.
        let circle = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
        #expect(circle.contains(CGPoint(x: 7, y: 7)) && !circle.contains(CGPoint(x: 7.1, y: 7.1)))
    }
}

extension ProcessWideState {
    /// CGPath calls that Core Graphics refuses, recorded for the recorder to report.
    struct CGPathMisuseTests {
        @Test func aCornerOverHalfASideIsRecordedAndClamped() {
            _ = Misuse.take()
            let path = CGMutablePath()
            path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 20, height: 10), cornerWidth: 15, cornerHeight: 2)
            #expect(Misuse.take().map(\.message) == [
                "CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:): expected a corner of 0...10.0 × 0...5.0, found 15.0 × 2.0",
            ])
            #expect(path.bezierPath.elements[0] == .move(to: Point(10, 0))) // clamped to 10
        }

        @Test func aTangentArcWithoutACurrentPointIsRecorded() {
            _ = Misuse.take()
            let path = CGMutablePath()
            path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
            #expect(path.isEmpty)
            #expect(Misuse.take().map(\.message) == [
                "CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:): expected a current point (the path is empty)",
            ])
        }
    }
}
