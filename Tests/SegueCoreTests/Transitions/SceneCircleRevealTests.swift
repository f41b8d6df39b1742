import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct SceneCircleRevealTests {
    typealias F = EvaluationFixtures

    /// The circle's centre and radius read back from an oval mask: BezierPath.oval starts at
    /// the rightmost point (cx + r, cy) and its first arc ends at the bottom (cx, cy + r).
    func circle(_ mask: BezierPath?) -> (centre: Point, radius: Double)? {
        guard let elements = mask?.elements, elements.count > 1,
              case .move(let right) = elements[0], case .curve(let bottom, _, _) = elements[1] else { return nil }
        return (Point(bottom.x, right.y), right.x - bottom.x)
    }

    @Test func radiusIsHalfOfRAtHalfTimeEased() throws {
        // Origin (100, 200) on 400×800: the farthest corner is (400, 800), R = √(300² + 600²).
        // easeInEaseOut(0.5) = 0.5, so r = R/2.
        let scene = F.scene(CircleRevealEffect(origin: .value(Point(100, 200))), timing: .easeInEaseOut)
        let top = try #require(scene.resolved().renderTree(atFraction: 0.5).nodes.last)
        #expect(top.id == "to")
        let c = try #require(circle(top.mask))
        expectClose(c.centre, Point(100, 200), tolerance: F.tolerance)
        expectClose(c.radius, (300.0 * 300 + 600 * 600).squareRoot() / 2, tolerance: F.tolerance)
        // At f = 0.25 the curve matters: easeInEaseOut(0.25) = 0.1291619310, r = R·0.1291619310.
        let quarterTop = try #require(scene.resolved().renderTree(atFraction: 0.25).nodes.last)
        let quarter = try #require(circle(quarterTop.mask))
        expectClose(quarter.radius, (300.0 * 300 + 600 * 600).squareRoot() * 0.1291619310, tolerance: 1e-5)
    }

    @Test func fullRadiusFromALayerCentreReachesTheFarthestCorner() throws {
        // The button's centre is (330, 730); the farthest corner is (0, 0): R = √(330² + 730²).
        let scene = F.scene(CircleRevealEffect(origin: .layer("button")))
        let c = try #require(circle(scene.resolved().renderTree(atFraction: 1).nodes.last?.mask))
        expectClose(c.radius, (330.0 * 330 + 730 * 730).squareRoot(), tolerance: F.tolerance)
    }

    @Test func cornerOriginRadiusIsTheDiagonal() throws {
        // From the corner (0, 0) the farthest corner is (400, 800): R = √(400² + 800²).
        expectClose(CircleRevealEffect.revealRadius(from: .zero, canvas: F.canvas.size), (400.0 * 400 + 800 * 800).squareRoot(), tolerance: F.tolerance)
    }

    @Test func popShrinksTheFromScreensCircle() throws {
        // Pop, linear, f = 0.25: r = R·(1 − p) = 0.75·R on the from-screen (on top).
        let scene = F.scene(CircleRevealEffect(origin: .value(Point(100, 200))), .pop)
        let top = try #require(scene.resolved().renderTree(atFraction: 0.25).nodes.last)
        #expect(top.id == "from")
        let c = try #require(circle(top.mask))
        expectClose(c.radius, 0.75 * (300.0 * 300 + 600 * 600).squareRoot(), tolerance: F.tolerance)
    }

    @Test
    func maskBoundsAreTheCircleSquare() throws {
        // Origin (0, 0), linear, f = 0.5: r = R/2 with R = √(400² + 800²); the circle's box is
        // (−r, −r, 2r, 2r). An oval's extremes are its arcs' end points, so the bounds are exact up
        // to the bounds solver's rounding: 1e-6 points is far below a pixel.
        let tree = try F.scene(CircleRevealEffect(origin: .value(.zero))).resolved().renderTree(atFraction: 0.5)
        let r = (400.0 * 400 + 800 * 800).squareRoot() / 2
        expectClose(F.layer("to", in: tree)?.maskBounds, Rect(-r, -r, 2 * r, 2 * r), tolerance: 1e-6)
    }
}
