import Testing
import SegueCore

/// `Int(clamping:to:rounding:)`: the one conversion input-derived Doubles take to Int.
struct IntConversionTests {
    @Test func roundsByTheRuleWithinTheRange() {
        #expect(Int(clamping: 2.5, to: 0...10) == 3) // to nearest, halves away from zero, as `rounded()`
        #expect(Int(clamping: -2.5, to: -10...10) == -3)
        #expect(Int(clamping: 2.000001, to: 0...10, rounding: .up) == 3)
        #expect(Int(clamping: 2.999999, to: 0...10, rounding: .down) == 2)
    }

    @Test func valuesBeyondTheRangeLandOnItsBounds() {
        #expect(Int(clamping: 11, to: 0...10) == 10)
        #expect(Int(clamping: -1, to: 0...10) == 0)
        // Where `Int(_:)` traps: NaN, the infinities, and beyond ±2⁶³.
        #expect(Int(clamping: .nan, to: 1...4) == 1)
        #expect(Int(clamping: .infinity, to: 1...4) == 4)
        #expect(Int(clamping: -.infinity, to: 1...4) == 1)
        #expect(Int(clamping: 1e300, to: 0...Int.max) == Int.max)
        #expect(Int(clamping: -1e300, to: Int.min...0) == Int.min)
        // 2⁶³ is Int.max + 1 as a Double: it must clamp, not convert.
        #expect(Int(clamping: 9_223_372_036_854_775_808.0, to: 0...Int.max) == Int.max)
    }

    @Test func anArcOfANaNSweepIsOneSegmentNotATrap() {
        var path = BezierPath()
        path.addArc(withCenter: Point(0, 0), radius: 10, startAngle: 0, endAngle: .nan, clockwise: true)
        // A move to the start and one cubic: the segment count clamped to 1 for a NaN sweep.
        #expect(path.elements.count == 2)
    }
}
