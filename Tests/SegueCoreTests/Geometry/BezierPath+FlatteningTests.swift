import Testing
import SegueCore
import SegueTestSupport

struct BezierPathFlatteningTests {
    @Test func linesFlattenToTheirOwnPoints() {
        // The stick figure has four subpaths: the circle, body + left leg, right leg, arms.
        let polylines = PathFixtures.stickFigure.flattened(tolerance: 0.01)
        #expect(polylines.count == 4)
        #expect(polylines[1] == Polyline(points: [Point(150, 150), Point(150, 280), Point(100, 350)], isClosed: false))
        #expect(polylines[2] == Polyline(points: [Point(150, 280), Point(200, 350)], isClosed: false))
        #expect(polylines[3] == Polyline(points: [Point(100, 180), Point(200, 180)], isClosed: false))
    }

    @Test func closedRectImpliesItsClosingSegment() {
        let polylines = BezierPath.rect(Rect(0, 0, 10, 5)).flattened(tolerance: 1)
        #expect(polylines == [Polyline(points: Rect(0, 0, 10, 5).corners, isClosed: true)])
    }

    @Test func loneMoveGivesNoPolyline() {
        let path = BezierPath(elements: [.move(to: Point(1, 1)), .move(to: Point(2, 2)), .line(to: Point(3, 2))])
        #expect(path.flattened(tolerance: 1) == [Polyline(points: [Point(2, 2), Point(3, 2)], isClosed: false)])
    }

    @Test func lineAfterCloseStartsAtTheClosedSubpathStart() {
        // As Core Graphics: after close the current point is the subpath's start (0, 0).
        let path = BezierPath(elements: [.move(to: Point(0, 0)), .line(to: Point(10, 0)), .close, .line(to: Point(0, 7))])
        #expect(path.flattened(tolerance: 1) == [
            Polyline(points: [Point(0, 0), Point(10, 0)], isClosed: true),
            Polyline(points: [Point(0, 0), Point(0, 7)], isClosed: false),
        ])
    }

    @Test func parabolaStepsFollowTheSecondDifferenceBound() throws {
        // Second difference |p0 − 2c + p2| = |(0, −200)| = 200, so n = ⌈√(200 / (4·1))⌉ = ⌈7.07⌉ = 8.
        // x(t) = 100t is linear, so each chord's largest gap is vertical at its middle:
        // |y''|·h²/8 = 400·(1/8)²/8 = 0.78125, within the tolerance 1.
        let polyline = try #require(PathFixtures.parabola.flattened(tolerance: 1).first)
        #expect(polyline.points.count == 9)
        for (a, b) in zip(polyline.points, polyline.points.dropFirst()) {
            let mid = a.lerp(to: b, 0.5)
            let t = mid.x / 100
            expectClose(200 * t * (1 - t) - mid.y, 0.78125, tolerance: 1e-9)
        }
    }

    @Test func circleStaysWithinToleranceOfTheTrueCircle() throws {
        // Quarter of radius 50: second difference 50·|(k − 1, 1 − 2k)| = 22.99 with k = 0.5523,
        // so n = ⌈√(0.75·22.99 / 0.01)⌉ = 42 steps per quarter, 1 + 4·42 points.
        // Every vertex and chord midpoint lies within the tolerance plus the cubic's own
        // radial error (2.8e-4·r) of the true circle.
        let tolerance = 0.01
        let circle = try #require(PathFixtures.stickFigure.flattened(tolerance: tolerance).first)
        #expect(circle.points.count == 169)
        let allowed = tolerance + PathFixtures.circleApproximationError * 50
        for (a, b) in zip(circle.points, circle.points.dropFirst()) {
            for p in [a, a.lerp(to: b, 0.5)] {
                expectClose(p.distance(to: Point(150, 100)), 50, tolerance: allowed)
            }
        }
    }

    @Test func nonPositiveToleranceIsRaisedNotFatal() throws {
        // 1e-6 is the floor: n = ⌈√(200 / (4·1e-6))⌉ = ⌈7071.07⌉ = 7072 steps.
        let polyline = try #require(PathFixtures.parabola.flattened(tolerance: 0).first)
        #expect(polyline.points.count == 7073)
    }
}
