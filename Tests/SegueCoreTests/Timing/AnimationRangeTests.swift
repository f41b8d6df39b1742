import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct AnimationRangeTests {
    @Test func aRangeCompilesIntoSecondsOfTheTransition() throws {
        // [0.2, 0.6] of a 2 s transition begins at 0.4 s and lasts 0.8 s.
        let range = try AnimationRange(start: 0.2, end: 0.6)
        expectClose(range.beginTime(over: 2), 0.4, tolerance: 1e-12)
        expectClose(range.duration(over: 2), 0.8, tolerance: 1e-12)
        #expect(AnimationRange.full.beginTime(over: 0.35) == 0)
        #expect(AnimationRange.full.duration(over: 0.35) == 0.35)
    }

    @Test func anAnimationOverARangeHasItsSeconds() throws {
        let fade = PropertyAnimation(target: .to, keyPath: .opacity, from: .number(0), to: .number(1),
                                     range: try AnimationRange(start: 0.5, end: 1), transitionDuration: 0.6)
        #expect(fade.beginTime == 0.3)
        #expect(fade.duration == 0.3)
    }

    @Test func rejectsEmptyReversedAndOutOfBounds() {
        #expect(throws: GeometryError("range: expected start < end, found [0.5, 0.5]")) { try AnimationRange(start: 0.5, end: 0.5) }
        #expect(throws: GeometryError("range: expected start < end, found [0.6, 0.2]")) { try AnimationRange(start: 0.6, end: 0.2) }
        #expect(throws: GeometryError("start: expected a number in 0...1, found -0.1")) { try AnimationRange(start: -0.1, end: 0.5) }
        #expect(throws: GeometryError("end: expected a number in 0...1, found 1.1")) { try AnimationRange(start: 0, end: 1.1) }
        #expect(throws: GeometryError("start: expected a number in 0...1, found nan")) { try AnimationRange(start: .nan, end: 1) }
    }

    @Test func debugDescriptionReadsLikeTheInitialiser() throws {
        #expect(try AnimationRange(start: 0.25, end: 0.5).debugDescription == "AnimationRange(start: 0.25, end: 0.5)")
    }
}
