import Testing
import SegueCore
import SegueTestSupport

struct BezierPathTrimmingTests {
    let square = BezierPath.rect(Rect(0, 0, 10, 10)) // four sides of 10, total 40

    @Test func halfALineIsItsFirstHalf() {
        let line = BezierPath(elements: [.move(to: Point(0, 0)), .line(to: Point(100, 0))])
        #expect(line.trimmed(from: 0, to: 0.5).elements == [.move(to: Point(0, 0)), .line(to: Point(50, 0))])
    }

    @Test func middleHalfOfASquareIsItsMiddleSides() {
        // 0.25·40 = 10 to 0.75·40 = 30: exactly the second and third sides.
        #expect(square.trimmed(from: 0.25, to: 0.75).elements == [
            .move(to: Point(10, 0)), .line(to: Point(10, 10)), .line(to: Point(0, 10)),
        ])
    }

    @Test func closeInsideTheRangeBecomesALine() {
        // 0.6·40 = 24 is 4 into the third side (10,10)→(0,10): (6, 10); then the left side
        // closes back to (0, 0) as a plain line, so the result is open.
        #expect(square.trimmed(from: 0.6, to: 1).elements == [
            .move(to: Point(6, 10)), .line(to: Point(0, 10)), .line(to: Point(0, 0)),
        ])
    }

    @Test func aClosedSubpathWhollyInsideThePartialRangeStaysClosed() {
        // The square (length 40) then a line of 60: total 100. Trimming to 0.9 keeps all of the
        // square (0…40) and 50 of the line (40…90); the square keeps its close, so its start
        // corner is joined rather than capped.
        var path = square
        path.move(to: Point(0, 20))
        path.addLine(to: Point(60, 20))
        #expect(path.trimmed(from: 0, to: 0.9).elements == square.elements + [
            .move(to: Point(0, 20)), .line(to: Point(50, 20)),
        ])
    }

    @Test func fullRangeKeepsThePathAndClampsItsFractions() {
        #expect(square.trimmed(from: 0, to: 1) == square)
        #expect(square.trimmed(from: -1, to: 2) == square)
    }

    @Test func emptyRangeGivesAnEmptyPath() {
        #expect(square.trimmed(from: 0.5, to: 0.5).isEmpty)
        #expect(square.trimmed(from: 0.7, to: 0.2).isEmpty)
        #expect(square.trimmed(from: 1.5, to: 3).isEmpty) // both clamp to 1
    }

    @Test func rangeSpansSubpaths() {
        // Lengths 10 and 30, total 40; 0.125·40 = 5 to 0.75·40 = 30 takes the last 5 of the
        // first subpath and the first 20 of the second, each starting with its own move.
        let path = BezierPath(elements: [
            .move(to: Point(0, 0)), .line(to: Point(10, 0)),
            .move(to: Point(0, 10)), .line(to: Point(30, 10)),
        ])
        #expect(path.trimmed(from: 0.125, to: 0.75).elements == [
            .move(to: Point(5, 0)), .line(to: Point(10, 0)),
            .move(to: Point(0, 10)), .line(to: Point(20, 10)),
        ])
    }

    @Test func trimmedCurveStaysACurveEndingAtTheArcLengthCut() throws {
        // An eighth of a circle's length is half its first quarter; the quarter is symmetric,
        // so the cut is at t = ½, which the cubic puts exactly on the circle at 45°:
        // (150 + 50/√2, 100 + 50/√2). The cut is found within 0.01 of arc length.
        let circle = BezierPath.oval(in: Rect(100, 50, 100, 100))
        let piece = circle.trimmed(from: 0, to: 0.125)
        #expect(piece.elements.count == 2)
        guard case .curve(let end, _, _) = piece.elements[1] else {
            Issue.record("expected a curve, found \(piece.elements[1])")
            return
        }
        let d = 50 / 2.0.squareRoot()
        expectClose(end, Point(150 + d, 100 + d), tolerance: 0.01)
        expectClose(piece.length(), circle.length() / 8, tolerance: 0.02)
    }

    @Test func cutAtAnElementBoundaryLeavesNoSliver() {
        // The four quarters of a circle are equally long, so a quarter of the length ends
        // exactly at the first curve's end: one curve, not a second one of rounding-noise length.
        let circle = BezierPath.oval(in: Rect(100, 50, 100, 100))
        for fraction in [0.25, 0.5, 0.75] {
            let piece = circle.trimmed(from: 0, to: fraction)
            #expect(piece.elements.count == 1 + Int(fraction * 4), "fraction \(fraction)")
        }
    }

    @Test func roundingAtABoundaryLeavesNoSliverLine() {
        // Sides 0.7, 1.1, 0.6 sum to 2.4; 0.75·2.4 rounds to 1.7999999999999998, a hair before
        // the second side's end at 1.8. That 2e-16 overlap must not become a line of its own.
        let path = BezierPath(elements: [
            .move(to: Point(0, 0)), .line(to: Point(0.7, 0)), .line(to: Point(1.8, 0)), .line(to: Point(2.4, 0)),
        ])
        #expect(path.trimmed(from: 0.75, to: 1).elements == [.move(to: Point(1.8, 0)), .line(to: Point(2.4, 0))])
    }

    @Test func trimmedLengthIsTheFractionOfTheWhole() {
        // The stick figure's middle 40 % measures 0.4 of its length (both within 0.01 each).
        let figure = PathFixtures.stickFigure
        expectClose(figure.trimmed(from: 0.3, to: 0.7).length(), 0.4 * figure.length(), tolerance: 0.03)
    }
}
