import Testing
import SegueCore

/// Expects |actual − expected| ≤ tolerance, printing both values and the tolerance on failure.
func expectClose(_ actual: Double, _ expected: Double, tolerance: Double,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(abs(actual - expected) <= tolerance,
            "\(actual) is not within \(tolerance) of \(expected)", sourceLocation: sourceLocation)
}

/// Expects both coordinates within `tolerance`, printing both points and the tolerance on failure.
func expectClose(_ actual: Point, _ expected: Point, tolerance: Double,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let ok = abs(actual.x - expected.x) <= tolerance && abs(actual.y - expected.y) <= tolerance
    #expect(ok, "\(actual.debugDescription) is not within \(tolerance) of \(expected.debugDescription)",
            sourceLocation: sourceLocation)
}

/// Expects origin and size within `tolerance`, printing both rects and the tolerance on failure.
func expectClose(_ actual: Rect, _ expected: Rect, tolerance: Double,
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let pairs = [(actual.x, expected.x), (actual.y, expected.y),
                 (actual.width, expected.width), (actual.height, expected.height)]
    let ok = pairs.allSatisfy { abs($0 - $1) <= tolerance }
    #expect(ok, "\(actual.debugDescription) is not within \(tolerance) of \(expected.debugDescription)",
            sourceLocation: sourceLocation)
}
