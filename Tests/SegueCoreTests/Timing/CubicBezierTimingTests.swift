import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct CubicBezierTimingTests {
    /// The issue asks for 1e-6; the reference values are quoted to 10 decimals and the solver
    /// stops at 1e-10 in x with slopes under 2, so 1e-9 holds with margin and checks more.
    let tolerance = 1e-9

    @Test func namedCurvesHaveCoreAnimationsControlPoints() {
        #expect(CubicBezierTiming.easeIn == CubicBezierTiming(unchecked: 0.42, 0, 1, 1))
        #expect(CubicBezierTiming.easeOut == CubicBezierTiming(unchecked: 0, 0, 0.58, 1))
        #expect(CubicBezierTiming.easeInEaseOut == CubicBezierTiming(unchecked: 0.42, 0, 0.58, 1))
        #expect(CubicBezierTiming.default == CubicBezierTiming(unchecked: 0.25, 0.1, 0.25, 1))
    }

    @Test func easeInEaseOutMatchesReferenceValues() {
        expectClose(CubicBezierTiming.easeInEaseOut.progress(at: 0.25), 0.1291619310, tolerance: tolerance)
        // Symmetric about (½, ½): the curve maps ½ to ½.
        expectClose(CubicBezierTiming.easeInEaseOut.progress(at: 0.5), 0.5, tolerance: tolerance)
        // Symmetry again: p(0.75) = 1 − p(0.25).
        expectClose(CubicBezierTiming.easeInEaseOut.progress(at: 0.75), 1 - 0.1291619310, tolerance: tolerance)
    }

    @Test func defaultMatchesReferenceValues() {
        expectClose(CubicBezierTiming.default.progress(at: 0.25), 0.4085105914, tolerance: tolerance)
        expectClose(CubicBezierTiming.default.progress(at: 0.5), 0.8024033876, tolerance: tolerance)
    }

    @Test func theFractionReachingAProgressInvertsTheCurve() {
        // easeInEaseOut's reference value backwards: progress 0.1291619310 is reached at ¼, and
        // by its symmetry ½ at ½.
        expectClose(CubicBezierTiming.easeInEaseOut.fraction(reachingProgress: 0.1291619310), 0.25, tolerance: 1e-9)
        expectClose(CubicBezierTiming.easeInEaseOut.fraction(reachingProgress: 0.5), 0.5, tolerance: 1e-12)
        // The default curve's: 0.8024033876 at ½.
        expectClose(CubicBezierTiming.default.fraction(reachingProgress: 0.8024033876), 0.5, tolerance: 1e-9)
        // Linear is its own inverse; the ends, and progress beyond them, stay at the ends.
        expectClose(CubicBezierTiming.linear.fraction(reachingProgress: 0.37), 0.37, tolerance: 1e-12)
        #expect(CubicBezierTiming.easeIn.fraction(reachingProgress: 0) == 0 && CubicBezierTiming.easeIn.fraction(reachingProgress: 1) == 1)
        #expect(CubicBezierTiming.easeOut.fraction(reachingProgress: -0.2) == 0 && CubicBezierTiming.easeOut.fraction(reachingProgress: 1.5) == 1)
    }

    @Test(arguments: [0.1, 0.3, 0.77])
    func linearIsTheIdentity(_ f: Double) {
        // x(t) and y(t) are the same polynomial, so y = x.
        expectClose(CubicBezierTiming.linear.progress(at: f), f, tolerance: tolerance)
    }

    @Test func endsAreExact() {
        for curve in [CubicBezierTiming.easeIn, .easeOut, .easeInEaseOut, .default] {
            #expect(curve.progress(at: 0) == 0)
            #expect(curve.progress(at: 1) == 1)
        }
    }

    @Test func extrapolatesAlongTheEndSlopes() {
        // default: start slope y1/x1 = 0.1/0.25 = 0.4, so p(−0.5) = −0.2.
        expectClose(CubicBezierTiming.default.progress(at: -0.5), -0.2, tolerance: tolerance)
        // default: end slope (y2 − 1)/(x2 − 1) = 0, so p(1.5) = 1.
        expectClose(CubicBezierTiming.default.progress(at: 1.5), 1, tolerance: tolerance)
        // easeOut: x1 = y1 = 0, so the slope comes from (x2, y2): 1/0.58; p(−0.1) = −0.1/0.58.
        expectClose(CubicBezierTiming.easeOut.progress(at: -0.1), -0.1 / 0.58, tolerance: tolerance)
    }

    @Test func slopeAtTheMiddleOfEaseInEaseOut() {
        // t = ½ by symmetry; dx/dt = ¾·(0.42 + 2·0.16 + 0.42) = 0.87, dy/dt = ¾·(0 + 2·1 + 0) = 1.5.
        expectClose(CubicBezierTiming.easeInEaseOut.slope(at: 0.5), 1.5 / 0.87, tolerance: tolerance)
        expectClose(CubicBezierTiming.linear.slope(at: 0.3), 1, tolerance: tolerance)
    }

    @Test func slopeAgreesWithFiniteDifferences() {
        // Central difference error is O(h²·p‴) ≈ 1e-8 here; 1e-6 leaves room for rounding.
        let h = 1e-4
        let curve = CubicBezierTiming.default
        let estimate = (curve.progress(at: 0.3 + h) - curve.progress(at: 0.3 - h)) / (2 * h)
        expectClose(curve.slope(at: 0.3), estimate, tolerance: 1e-6)
    }

    @Test func slopeStaysFiniteWhereDxDtVanishes() throws {
        // x1 = 1, x2 = 0: dx/dt = 3(1 − 2t)² is 0 at t = ½ (x = ½), where dy/dt = 1.5.
        let curve = try CubicBezierTiming(x1: 1, y1: 0, x2: 0, y2: 1)
        let slope = curve.slope(at: 0.5)
        #expect(slope.isFinite && slope > 0, "\(slope)")
    }

    @Test func rejectsXOutsideUnitIntervalAndNaN() {
        #expect(throws: GeometryError("x1: expected a number in 0...1, found 1.2")) { try CubicBezierTiming(x1: 1.2, y1: 0, x2: 0.5, y2: 1) }
        #expect(throws: GeometryError("x2: expected a number in 0...1, found -0.1")) { try CubicBezierTiming(x1: 0.2, y1: 0, x2: -0.1, y2: 1) }
        #expect(throws: GeometryError("y1: expected a finite number, found nan")) { try CubicBezierTiming(x1: 0.2, y1: .nan, x2: 0.5, y2: 1) }
        #expect(throws: GeometryError("y2: expected a finite number, found inf")) { try CubicBezierTiming(x1: 0.2, y1: 0, x2: 0.5, y2: .infinity) }
    }

    @Test func acceptsOvershootingY() throws {
        let back = try CubicBezierTiming(x1: 0.3, y1: -0.5, x2: 0.7, y2: 1.5)
        #expect(back.progress(at: 0.1) < 0)
    }

    /// Chromium's ClampInfinityEvaluation cases: y at ±the largest double, x at 0, ½ and 1.
    static let extremeCurves: [CubicBezierTiming] = {
        let big = Double.greatestFiniteMagnitude
        var curves: [CubicBezierTiming] = []
        for x in [0.5, 0, 1] {
            for (y1, y2) in [(big, big), (-big, big), (big, -big), (-big, -big)] {
                curves.append(CubicBezierTiming(unchecked: x, y1, x, y2))
            }
        }
        return curves + [CubicBezierTiming(unchecked: 0, 0, 0, big), CubicBezierTiming(unchecked: 0, -big, 0, 0),
                         CubicBezierTiming(unchecked: 1, 0, 0, -big), CubicBezierTiming(unchecked: 0, -big, 1, 1)]
    }()

    @Test(arguments: extremeCurves)
    func everyFiniteFractionGivesAFiniteResult(_ curve: CubicBezierTiming) {
        for i in 0...22 {
            let fraction = Double(i) * 0.05 - 0.05
            #expect(curve.progress(at: fraction).isFinite, "progress(at: \(fraction))")
            #expect(curve.slope(at: fraction).isFinite, "slope(at: \(fraction))")
        }
        #expect(curve.progress(at: 1e300).isFinite && curve.progress(at: -1e300).isFinite)
    }

    @Test func extremeControlPointsKeepTheirValue() {
        // y(t) = 3(1 − t)²t·y1 + 3(1 − t)t²·y2 + t³ with x1 = x2 = ½: x(t) = 1.5t − 1.5t² + t³
        // is ½ at t = ½, so progress(½) = (3/8)(y1 + y2) + 1/8: for y1 = y2 = Y that is ¾Y + ⅛,
        // finite where the expanded polynomial's 3·Y overflows.
        let big = Double.greatestFiniteMagnitude
        let curve = CubicBezierTiming(unchecked: 0.5, big, 0.5, big)
        expectClose(curve.progress(at: 0.5), 0.75 * big, relativeTolerance: 1e-12)
        // Opposite extremes cancel at the middle: 3/8·(Y − Y) + 1/8.
        expectClose(CubicBezierTiming(unchecked: 0.5, big, 0.5, -big).progress(at: 0.5), 0.125, tolerance: 1e-12)
        // A slope beyond the largest double is clamped to it.
        #expect(CubicBezierTiming(unchecked: 1e-300, big, 0.5, 1).slope(at: 0) == big)
        #expect(CubicBezierTiming(unchecked: 1e-300, -big, 0.5, 1).progress(at: -1) == big)
    }

    @Test func debugDescriptionReadsLikeTheInitialiser() {
        #expect(CubicBezierTiming.easeOut.debugDescription == "CubicBezierTiming(x1: 0.0, y1: 0.0, x2: 0.58, y2: 1.0)")
    }
}
