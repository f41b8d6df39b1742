import Testing
import SegueCore

struct VectorTests {
    @Test func lengthIsEuclidean() {
        // 3-4-5 triangle; the zero vector has length 0.
        #expect(Vector(3, -4).length == 5)
        #expect(Vector.zero.length == 0)
    }

    @Test func arithmeticIsComponentWise() {
        #expect(Vector(1, 2) + Vector(3, 4) == Vector(4, 6))
        #expect(Vector(1, 2) - Vector(3, 4) == Vector(-2, -2))
        #expect(-Vector(1, -2) == Vector(-1, 2))
        #expect(Vector(1, -2) * 3 == Vector(3, -6))
        #expect(3 * Vector(1, -2) == Vector(3, -6))
        #expect(Vector(3, -6) / 3 == Vector(1, -2))
    }

    @Test func dotProduct() {
        // 1·3 + 2·4 = 11; perpendicular vectors give 0.
        #expect(Vector(1, 2).dot(Vector(3, 4)) == 11)
        #expect(Vector(1, 0).dot(Vector(0, 5)) == 0)
    }

    @Test func crossIsPositiveForAClockwiseTurnOnScreen() {
        // +x to +y (down on screen) is a clockwise turn in y-down space: 1·1 − 0·0 = 1.
        #expect(Vector(1, 0).cross(Vector(0, 1)) == 1)
        #expect(Vector(0, 1).cross(Vector(1, 0)) == -1)
    }
}
