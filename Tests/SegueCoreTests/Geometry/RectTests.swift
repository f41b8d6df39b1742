import Testing
import SegueCore

struct RectTests {
    @Test func standardizedMakesTheSizePositive() {
        // Width −4 from x 10 spans 6...10; height −6 from y 10 spans 4...10.
        let r = Rect(10, 10, -4, -6)
        #expect(r.standardized == Rect(6, 4, 4, 6))
        #expect(r.minX == 6 && r.maxX == 10 && r.minY == 4 && r.maxY == 10)
        #expect(r.size == Size(unchecked: 4, 6))
    }

    @Test func centerIsTheMidpoint() {
        // (10 + 20/2, 20 + 40/2); a negative width gives the same centre as its standardized form.
        #expect(Rect(10, 20, 20, 40).center == Point(20, 40))
        #expect(Rect(30, 20, -20, 40).center == Point(20, 40))
    }

    @Test func insetShrinksOnBothSides() {
        // 10×10 inset by 1 horizontally and 2 vertically: origin (1, 2), size 8×6.
        #expect(Rect(0, 0, 10, 10).insetBy(dx: 1, dy: 2) == Rect(1, 2, 8, 6))
        // A negative inset grows the rect.
        #expect(Rect(0, 0, 10, 10).insetBy(dx: -1, dy: 0) == Rect(-1, 0, 12, 10))
    }

    @Test func insetBeyondHalfTheSizeIsNil() {
        // 10 − 2·6 = −2 < 0; exactly half (5) leaves a zero width and is still a rect.
        #expect(Rect(0, 0, 10, 10).insetBy(dx: 6, dy: 0) == nil)
        #expect(Rect(0, 0, 10, 10).insetBy(dx: 5, dy: 0) == Rect(5, 0, 0, 10))
    }

    @Test func unionCoversBoth() {
        // x from 0 to 15, y from −5 to 10.
        #expect(Rect(0, 0, 10, 10).union(Rect(5, -5, 10, 10)) == Rect(0, -5, 15, 15))
    }

    @Test func intersectionOfOverlappingRects() {
        // The overlap of 0...10 and 5...15 on both axes is 5...10.
        #expect(Rect(0, 0, 10, 10).intersection(Rect(5, 5, 10, 10)) == Rect(5, 5, 5, 5))
    }

    @Test func intersectionOfDisjointRectsIsNil() {
        #expect(Rect(0, 0, 10, 10).intersection(Rect(20, 0, 10, 10)) == nil)
    }

    @Test func intersectionOfRectsTouchingAlongAnEdgeIsEmpty() {
        // They share the edge x = 10: an empty rect of width 0.
        let touch = Rect(0, 0, 10, 10).intersection(Rect(10, 0, 10, 10))
        #expect(touch == Rect(10, 0, 0, 10))
        #expect(touch?.isEmpty == true)
    }

    @Test func containsIncludesMinimumEdgesOnly() {
        let r = Rect(0, 0, 10, 10)
        #expect(r.contains(Point(0, 0)))
        #expect(r.contains(Point(5, 9.999)))
        #expect(!r.contains(Point(10, 5)))
        #expect(!r.contains(Point(5, 10)))
        #expect(!r.contains(Point(-0.001, 5)))
    }

    @Test func containsWorksOnTheStandardizedRect() {
        // Rect(10, 10, −10, −10) covers 0...10 on both axes.
        #expect(Rect(10, 10, -10, -10).contains(Point(5, 5)))
    }

    @Test func cornersRunClockwiseFromTopLeft() {
        #expect(Rect(0, 0, 2, 1).corners == [Point(0, 0), Point(2, 0), Point(2, 1), Point(0, 1)])
    }

    @Test func offsetAndLerp() {
        #expect(Rect(1, 2, 3, 4).offsetBy(Vector(10, -2)) == Rect(11, 0, 3, 4))
        // Halfway between (0,0,10,10) and (10,20,30,50) is (5,10,20,30).
        #expect(Rect(0, 0, 10, 10).lerp(to: Rect(10, 20, 30, 50), 0.5) == Rect(5, 10, 20, 30))
    }
}
