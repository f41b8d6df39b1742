import Testing
import SegueCore

// Approximate equality for every test target: its own API, never `Equatable` (STYLE.md, habit 7).
// Each form records one issue at the caller's line when the values are not close, and the
// issue prints both values (as `debugDescription`, which reads like the initialiser call, so a
// failing value pastes into a new test), the tolerance, and the caller's comment if any.
// Every caller passes its tolerance explicitly; NaN is never close to anything.

/// Expects |actual − expected| ≤ `tolerance`.
public func expectClose(_ actual: Double, _ expected: Double, tolerance: Double, _ comment: Comment? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    let close = abs(actual - expected) <= tolerance
    expect(close, actual.debugDescription, expected.debugDescription, "\(tolerance)", comment, sourceLocation)
}

/// Expects |actual − expected| ≤ `relativeTolerance` · max(|actual|, |expected|): for values far
/// from 1 (a stiffness of 16π² ≈ 158), where an absolute tolerance would be too strict or too loose.
public func expectClose(_ actual: Double, _ expected: Double, relativeTolerance: Double, _ comment: Comment? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    let close = abs(actual - expected) <= relativeTolerance * max(abs(actual), abs(expected))
    expect(close, actual.debugDescription, expected.debugDescription, "\(relativeTolerance) (relative)", comment,
           sourceLocation)
}

/// Expects both coordinates within `tolerance`.
public func expectClose(_ actual: Point, _ expected: Point, tolerance: Double, _ comment: Comment? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    let close = [(actual.x, expected.x), (actual.y, expected.y)].allSatisfy { abs($0 - $1) <= tolerance }
    expect(close, actual.debugDescription, expected.debugDescription, "\(tolerance)", comment, sourceLocation)
}

/// Expects the origin and the size each within `tolerance`.
public func expectClose(_ actual: Rect, _ expected: Rect, tolerance: Double, _ comment: Comment? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    let close = isClose(actual, expected, tolerance)
    expect(close, actual.debugDescription, expected.debugDescription, "\(tolerance)", comment, sourceLocation)
}

/// Expects a rectangle, not `nil`, with the origin and the size each within `tolerance`: for
/// lookups such as a flattened layer's bounds, which are `nil` when the layer is missing.
public func expectClose(_ actual: Rect?, _ expected: Rect, tolerance: Double, _ comment: Comment? = nil,
                        sourceLocation: SourceLocation = #_sourceLocation) {
    let close = actual.map { isClose($0, expected, tolerance) } ?? false
    expect(close, actual?.debugDescription ?? "nil", expected.debugDescription, "\(tolerance)", comment, sourceLocation)
}

private func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
    [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)].allSatisfy { abs($0 - $1) <= tolerance }
}

/// Records "<actual> is not within <tolerance> of <expected>[: <comment>]" unless `close`.
private func expect(_ close: Bool, _ actual: String, _ expected: String, _ tolerance: String, _ comment: Comment?,
                    _ sourceLocation: SourceLocation) {
    let message = "\(actual) is not within \(tolerance) of \(expected)"
    #expect(close, Comment(rawValue: comment.map { "\(message): \($0.rawValue)" } ?? message),
            sourceLocation: sourceLocation)
}
