extension Int {
    /// `value` rounded by `rule` and clamped into `range`; NaN gives `range.lowerBound`.
    ///
    /// `Int(_: Double)` traps on NaN, on infinities and beyond ±2⁶³, so a conversion of a value
    /// that input reaches (a sweep, a step count, a ratio of pixels, a percent) goes through this
    /// one checked helper instead: a bad value cannot crash, only land on a bound of `range`, which
    /// each caller chooses so that a bound is a safe answer (at least one segment, at most the
    /// flattening cap).
    public init(clamping value: Double, to range: ClosedRange<Int>,
                rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero) {
        let rounded = value.rounded(rule)
        if !(rounded > Double(range.lowerBound)) { // also NaN
            self = range.lowerBound
        } else if rounded >= Double(range.upperBound) {
            self = range.upperBound
        } else {
            self = Int(rounded) // strictly between two Ints' Double values, so it converts exactly
        }
    }
}
