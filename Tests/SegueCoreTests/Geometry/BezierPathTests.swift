import Testing
import SegueCore
import SegueTestSupport

struct BezierPathTests {
    let center = Point(100, 100)
    let radius = 10.0
    /// The quarter-arc cubic puts its midpoint exactly on the circle; 1e-9 only absorbs rounding.
    let rounding = 1e-9

    /// The midpoint (t = ½) of a cubic element: (p0 + 3·c1 + 3·c2 + p3) / 8.
    func midpoint(from p0: Point, _ element: PathElement) -> Point? {
        guard case .curve(let p3, let c1, let c2) = element else { return nil }
        return Point((p0.x + 3 * c1.x + 3 * c2.x + p3.x) / 8, (p0.y + 3 * c1.y + 3 * c2.y + p3.y) / 8)
    }

    @Test func clockwiseArcPassesBelowTheCentre() throws {
        // Clockwise from 0 to π/2 sweeps through angle π/4: (c.x + r/√2, c.y + r/√2), below on screen.
        var path = BezierPath()
        path.addArc(withCenter: center, radius: radius, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(path.elements.count == 2)
        let mid = try #require(midpoint(from: Point(110, 100), path.elements[1]))
        let d = radius / 2.0.squareRoot()
        expectClose(mid, Point(center.x + d, center.y + d), tolerance: rounding)
        expectClose(try #require(path.currentPoint), Point(100, 110), tolerance: rounding)
    }

    @Test func counterClockwiseArcPassesAboveTheCentre() throws {
        // Counter-clockwise from 0 to π/2 sweeps −3π/2 in three quarters; the first ends at
        // angle −π/2 (straight up) and passes through −π/4: (c.x + r/√2, c.y − r/√2).
        var path = BezierPath()
        path.addArc(withCenter: center, radius: radius, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(path.elements.count == 4)
        let mid = try #require(midpoint(from: Point(110, 100), path.elements[1]))
        let d = radius / 2.0.squareRoot()
        expectClose(mid, Point(center.x + d, center.y - d), tolerance: rounding)
        expectClose(try #require(path.currentPoint), Point(100, 110), tolerance: rounding)
    }

    @Test func arcFromAnotherPointAddsALineToItsStart() {
        // The current point (0, 0) is not the arc's start (110, 100): a line joins them.
        var path = BezierPath()
        path.move(to: .zero)
        path.addArc(withCenter: center, radius: radius, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(path.elements.count == 4) // move, line, two quarter curves
        #expect(path.elements[1] == .line(to: Point(110, 100)))
    }

    @Test func fullCircleIsFourCubics() {
        // The stick figure's move already sits at the arc's start, so no line is added.
        let circle = Array(PathFixtures.stickFigure.elements.prefix(5))
        #expect(circle.first == .move(to: Point(200, 100)))
        #expect(circle.dropFirst().allSatisfy { if case .curve = $0 { true } else { false } })
        // Exactly four: the body's move comes next.
        #expect(PathFixtures.stickFigure.elements[5] == .move(to: Point(150, 150)))
    }

    @Test func rectIsAMoveThreeLinesAndAClose() {
        // A negative width is standardized first: (10, 0, −10, 5) is (0, 0, 10, 5).
        #expect(BezierPath.rect(Rect(10, 0, -10, 5)).elements == [
            .move(to: Point(0, 0)), .line(to: Point(10, 0)), .line(to: Point(10, 5)),
            .line(to: Point(0, 5)), .close,
        ])
    }

    @Test func ovalStartsAtTheRightAndRunsClockwise() {
        // Rightmost point first, then the bottom (y down), as UIBezierPath(ovalIn:).
        let oval = BezierPath.oval(in: Rect(0, 0, 40, 20))
        #expect(oval.elements.first == .move(to: Point(40, 10)))
        if case .curve(let end, _, _) = oval.elements[1] { #expect(end == Point(20, 20)) } else { Issue.record("not a curve") }
        #expect(oval.elements.last == .close)
    }

    @Test func roundedRectClampsTheRadiusToHalfTheShorterSide() {
        // A 40×20 rect allows a radius of at most 10: the path starts at (0 + 10, 0).
        let path = BezierPath.roundedRect(Rect(0, 0, 40, 20), cornerRadius: 100)
        #expect(path.elements.first == .move(to: Point(10, 0)))
        #expect(path.elements[1] == .line(to: Point(30, 0)))
    }

    @Test func roundedRectsOfAnyRadiusShareTheirStructure() {
        let sharp = BezierPath.roundedRect(Rect(0, 0, 40, 20), cornerRadius: 0)
        let round = BezierPath.roundedRect(Rect(0, 0, 40, 20), cornerRadius: 8)
        #expect(sharp.hasSameStructure(as: round))
    }

    @Test func transformedMapsEveryPoint() {
        // Scaling the 10×5 rect by 2 gives the 20×10 rect's elements.
        let path = BezierPath.rect(Rect(0, 0, 10, 5)).transformed(by: .scale(2))
        #expect(path == BezierPath.rect(Rect(0, 0, 20, 10)))
    }

    @Test func curvesWithoutACurrentPointStartASubpath() {
        var path = BezierPath()
        path.addLine(to: Point(3, 4))
        #expect(path.elements == [.move(to: Point(3, 4))])
        #expect(path.currentPoint == Point(3, 4))
    }

    @Test func closeMovesTheCurrentPointBackToTheSubpathStart() {
        var path = BezierPath()
        path.move(to: Point(1, 1))
        path.addLine(to: Point(5, 1))
        path.close()
        #expect(path.currentPoint == Point(1, 1))
    }

    @Test func theCurrentPointFollowsEveryKindOfBuilding() {
        // M (1,1) L (5,1) Z L (1,9) Z: both closes return to (1,1), the last move.
        var path = BezierPath()
        path.move(to: Point(1, 1))
        path.addLine(to: Point(5, 1))
        path.close()
        path.addLine(to: Point(1, 9))
        #expect(path.currentPoint == Point(1, 9))
        path.close()
        #expect(path.currentPoint == Point(1, 1))
        // Appending a path without a move keeps this path's subpath start; one with a move takes its.
        var tail = BezierPath(elements: [.line(to: Point(7, 7)), .close])
        path.append(tail)
        #expect(path.currentPoint == Point(1, 1))
        tail = BezierPath(elements: [.move(to: Point(2, 2)), .line(to: Point(3, 3)), .close])
        path.append(tail)
        #expect(path.currentPoint == Point(2, 2))
        // A path given as elements is the same value as one built element by element.
        #expect(BezierPath(elements: path.elements) == path)
        #expect(BezierPath(elements: [.line(to: Point(4, 4)), .close]).currentPoint == nil)
    }
}
