import Testing

/// Expects |actual − expected| ≤ tolerance, printing both values and the tolerance on failure.
/// (Named apart from the geometry suite's `expectClose` so the two suites merge cleanly.)
func expectTimingClose(_ actual: Double, _ expected: Double, tolerance: Double,
                       sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance,
            "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}
