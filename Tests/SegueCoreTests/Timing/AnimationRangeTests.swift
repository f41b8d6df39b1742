import Testing
@testable import SegueCore

@Suite struct AnimationRangeTests {
    @Test func localFractionHoldsOutsideAndIsLinearInside() throws {
        let range = try AnimationRange(start: 0.2, end: 0.6)
        #expect(range.localFraction(0.1) == 0)      // before start: the from-value
        #expect(range.localFraction(0.2) == 0)
        // (0.4 − 0.2) / 0.4 = 0.5
        expectClose(range.localFraction(0.4), 0.5, tolerance: 1e-12)
        #expect(range.localFraction(0.6) == 1)
        #expect(range.localFraction(0.9) == 1)      // after end: the to-value
    }

    @Test func fullRangeIsTheIdentity() {
        #expect(AnimationRange.full.localFraction(0.37) == 0.37)
        #expect(AnimationRange.full.length == 1)
    }

    @Test func rejectsEmptyReversedAndOutOfBounds() {
        #expect(throws: GeometryError.self) { try AnimationRange(start: 0.5, end: 0.5) }
        #expect(throws: GeometryError.self) { try AnimationRange(start: 0.6, end: 0.2) }
        #expect(throws: GeometryError.self) { try AnimationRange(start: -0.1, end: 0.5) }
        #expect(throws: GeometryError.self) { try AnimationRange(start: 0, end: 1.1) }
        #expect(throws: GeometryError.self) { try AnimationRange(start: .nan, end: 1) }
    }

    @Test func debugDescriptionReadsLikeTheInitialiser() throws {
        #expect(try AnimationRange(start: 0.25, end: 0.5).debugDescription == "AnimationRange(start: 0.25, end: 0.5)")
    }
}
