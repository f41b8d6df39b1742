import SegueCore

/// Paths shared by the BezierPath test files.
enum PathFixtures {
    /// The stick figure of the circle-reveal seed article (003): a circle of radius 50 at
    /// (150, 100) started by a move to its rightmost point, a body from (150, 150) to (150, 280),
    /// a left leg to (100, 350), a right leg from (150, 280) to (200, 350) and arms from
    /// (100, 180) to (200, 180).
    static var stickFigure: BezierPath {
        var path = BezierPath()
        path.move(to: Point(200, 100))
        path.addArc(withCenter: Point(150, 100), radius: 50, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        path.move(to: Point(150, 150))
        path.addLine(to: Point(150, 280))
        path.addLine(to: Point(100, 350))
        path.move(to: Point(150, 280))
        path.addLine(to: Point(200, 350))
        path.move(to: Point(100, 180))
        path.addLine(to: Point(200, 180))
        return path
    }

    /// The cubic from (0, 0) to (100, 0) with controls (0, 100) and (100, 100): its control
    /// points lie at y = 100 but the curve peaks at y = 75 (y(t) = 300·t·(1 − t), max at t = ½).
    static var arch: BezierPath {
        BezierPath(elements: [
            .move(to: Point(0, 0)),
            .curve(to: Point(100, 0), control1: Point(0, 100), control2: Point(100, 100)),
        ])
    }

    /// The quadratic from (0, 0) to (100, 0) with control (50, 100): x(t) = 100·t and
    /// y(t) = 200·t·(1 − t), a parabola peaking at y = 50.
    static var parabola: BezierPath {
        BezierPath(elements: [.move(to: Point(0, 0)), .quadCurve(to: Point(100, 0), control: Point(50, 100))])
    }

    /// The radial error of the standard four-cubic circle, 2.73e-4·r (its largest distance from
    /// the true circle, at t ≈ 0.21 and 0.79 of each quarter), rounded up to 2.8e-4.
    static let circleApproximationError = 2.8e-4
}
