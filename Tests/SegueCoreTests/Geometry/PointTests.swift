import Testing
import SegueCore

struct PointTests {
    @Test func pointPlusVectorIsAPoint() {
        // (1, 2) moved by (3, −4) is (4, −2); moving back subtracts the same offset.
        #expect(Point(1, 2) + Vector(3, -4) == Point(4, -2))
        #expect(Point(4, -2) - Vector(3, -4) == Point(1, 2))
    }

    @Test func differenceOfPointsIsAVector() {
        // (4, 6) − (1, 2) = (3, 4).
        #expect(Point(4, 6) - Point(1, 2) == Vector(3, 4))
    }

    @Test func distanceIsEuclidean() {
        // A 3-4-5 right triangle.
        #expect(Point(1, 2).distance(to: Point(4, 6)) == 5)
    }

    @Test func lerpGoesFromSelfToOther() {
        // A quarter of the way from (0, 0) to (8, −4) is (2, −1); 0 and 1 give the ends.
        #expect(Point(0, 0).lerp(to: Point(8, -4), 0.25) == Point(2, -1))
        #expect(Point(3, 5).lerp(to: Point(8, -4), 0) == Point(3, 5))
        #expect(Point(3, 5).lerp(to: Point(8, -4), 1) == Point(8, -4))
    }

    @Test func compoundAdditionMovesThePoint() {
        var p = Point(1, 1)
        p += Vector(2, 3)
        #expect(p == Point(3, 4))
    }
}
