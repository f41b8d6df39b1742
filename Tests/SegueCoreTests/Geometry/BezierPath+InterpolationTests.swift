import Testing
import SegueCore
import SegueTestSupport

struct BezierPathInterpolationTests {
    /// Interpolated coordinates differ from the directly built ones only by rounding of
    /// products like k·rx; 1e-12 of coordinates near 100 is a few ulps.
    let rounding = 1e-12

    @Test func ovalsInterpolateToTheOvalOfTheInBetweenRect() throws {
        // Every oval point is affine in the rect (c ± rx, c ± k·rx, ...), so the element-wise
        // midpoint of two ovals is the oval of the midpoint rect (10, 5, 70, 70).
        let a = BezierPath.oval(in: Rect(0, 0, 100, 50)), b = BezierPath.oval(in: Rect(20, 10, 40, 90))
        let mid = try a.interpolated(to: b, fraction: 0.5)
        let expected = BezierPath.oval(in: Rect(10, 5, 70, 70))
        #expect(mid.hasSameStructure(as: expected))
        for (got, want) in zip(points(of: mid), points(of: expected)) {
            expectClose(got, want, tolerance: rounding)
        }
    }

    @Test func endsGiveTheTwoPaths() throws {
        // With integer coordinates a + (b − a)·1 is exactly b.
        let a = BezierPath.rect(Rect(0, 0, 10, 10)), b = BezierPath.rect(Rect(5, 5, 20, 30))
        #expect(try a.interpolated(to: b, fraction: 0) == a)
        #expect(try a.interpolated(to: b, fraction: 1) == b)
    }

    @Test func fractionsBeyondOneExtrapolate() throws {
        // From (0, 0) to (10, 0) at 1.5: (15, 0).
        let a = BezierPath(elements: [.move(to: Point(0, 0))]), b = BezierPath(elements: [.move(to: Point(10, 0))])
        #expect(try a.interpolated(to: b, fraction: 1.5).elements == [.move(to: Point(15, 0))])
    }

    @Test func differentKindsThrowNamingTheFirstDifference() {
        // A rect's element 1 is a line, an oval's is a curve.
        let rect = BezierPath.rect(Rect(0, 0, 10, 10)), oval = BezierPath.oval(in: Rect(0, 0, 10, 10))
        #expect(!rect.hasSameStructure(as: oval))
        #expect(throws: PathInterpolationError(
            "cannot interpolate paths of different structure: element 1 is line in one path and curve in the other")) {
            try rect.interpolated(to: oval, fraction: 0.5)
        }
    }

    @Test func differentLengthsThrowAtTheFirstMissingElement() {
        let short = BezierPath(elements: [.move(to: .zero), .line(to: Point(1, 0))])
        let long = BezierPath(elements: [.move(to: .zero), .line(to: Point(1, 0)), .line(to: Point(1, 1))])
        #expect(!short.hasSameStructure(as: long))
        #expect(throws: PathInterpolationError(
            "cannot interpolate paths of different structure: element 2 is the end of the path in one path and line in the other")) {
            try short.interpolated(to: long, fraction: 0.5)
        }
    }

    /// Every end and control point, in element order.
    private func points(of path: BezierPath) -> [Point] {
        path.elements.flatMap { element -> [Point] in
            switch element {
            case .move(let p), .line(let p): [p]
            case .quadCurve(let p, let c): [p, c]
            case .curve(let p, let c1, let c2): [p, c1, c2]
            case .close: []
            }
        }
    }
}
