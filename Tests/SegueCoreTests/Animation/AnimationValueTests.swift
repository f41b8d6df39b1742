import Testing
@testable import SegueCore

@Suite struct AnimationValueTests {
    @Test func componentWiseKindsLerp() {
        // Half-way points of hand-picked ends.
        #expect(AnimationValue.number(2).interpolated(to: .number(4), fraction: 0.5) == .number(3))
        #expect(AnimationValue.point(Point(0, 10)).interpolated(to: .point(Point(10, 30)), fraction: 0.5) == .point(Point(5, 20)))
        #expect(AnimationValue.vector(Vector(0, 0)).interpolated(to: .vector(Vector(4, -8)), fraction: 0.25) == .vector(Vector(1, -2)))
        #expect(AnimationValue.size(Size(unchecked: 10, 20)).interpolated(to: .size(Size(unchecked: 30, 40)), fraction: 0.5)
                == .size(Size(unchecked: 20, 30)))
        #expect(AnimationValue.rect(Rect(0, 0, 10, 10)).interpolated(to: .rect(Rect(10, 20, 30, 50)), fraction: 0.5)
                == .rect(Rect(5, 10, 20, 30)))
    }

    @Test func coloursLerpInSRGB() {
        // Black → white at 0.25: every channel 0.25, alpha 1.
        #expect(AnimationValue.color(.black).interpolated(to: .color(.white), fraction: 0.25)
                == .color(Color(unchecked: 0.25, 0.25, 0.25, 1)))
    }

    @Test func mismatchedKindsJumpAtTheEnd() {
        #expect(AnimationValue.number(1).interpolated(to: .point(.zero), fraction: 0.9) == .number(1))
        #expect(AnimationValue.number(1).interpolated(to: .point(.zero), fraction: 1) == .point(.zero))
    }

    @Test func springOvershootExtrapolates() {
        // A fraction of 1.1 goes 10 % past the end: 0 → 10 gives 11.
        #expect(AnimationValue.number(0).interpolated(to: .number(10), fraction: 1.1) == .number(11))
    }

    @Test
    func pathsLerpPointByPoint() {
        // Two rects share their element structure: half-way is the half-way rect.
        let a = AnimationValue.path(.rect(Rect(0, 0, 10, 10))), b = AnimationValue.path(.rect(Rect(10, 10, 30, 30)))
        #expect(a.interpolated(to: b, fraction: 0.5) == .path(.rect(Rect(5, 5, 20, 20))))
    }
}
