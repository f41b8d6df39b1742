#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Testing
import SegueCore
import SegueTestSupport

struct BezierPathLengthTests {
    @Test func emptyPathHasZeroLength() {
        #expect(BezierPath().length() == 0)
    }

    @Test func rectLengthIncludesTheClosingSide() {
        // 10 + 5 + 10 + 5: the close adds the last side.
        #expect(BezierPath.rect(Rect(0, 0, 10, 5)).length() == 30)
    }

    @Test func parabolaLengthMatchesTheClosedForm() {
        // |B'(t)| = √(100² + (200 − 400t)²); integrating gives 50·√5 + 25·ln(2 + √5) = 147.8944…
        let exact = 50 * 5.0.squareRoot() + 25 * log(2 + 5.0.squareRoot())
        expectClose(PathFixtures.parabola.length(tolerance: 0.01), exact, tolerance: 0.01)
        expectClose(PathFixtures.parabola.length(tolerance: 1e-6), exact, tolerance: 1e-6)
    }

    @Test func stickFigureLength() {
        // Circle 2π·50, body 130, legs √(50² + 70²) each, arms 100. The stored cubic circle is
        // 8.8e-4·r = 0.044 longer than the true one, so the tolerance adds that to 0.01.
        let legs = 2 * (50.0 * 50 + 70 * 70).squareRoot()
        let expected = 2 * Double.pi * 50 + 130 + legs + 100
        expectClose(PathFixtures.stickFigure.length(), expected, tolerance: 0.01 + 8.8e-4 * 50)
    }

    @Test func cubicCircleExcessOverTheTrueCircle() {
        // The documented excess of the four-cubic circle: 2π + 8.8e-4 for r = 1 (to 1e-5).
        let circle = BezierPath.oval(in: Rect(-1, -1, 2, 2))
        expectClose(circle.length(tolerance: 1e-7) - 2 * Double.pi, 8.8e-4, tolerance: 1e-5)
    }
}
