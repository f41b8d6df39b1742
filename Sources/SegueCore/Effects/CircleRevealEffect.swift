/// The top screen shows through a circle growing from an origin (a button's centre) to the
/// farthest canvas corner, as the CAShapeLayer mask of the circular-reveal animators does.
///
/// At openness q the mask is the circle of radius R·q at the origin, R the distance from the
/// origin to the farthest canvas corner, so the full circle just covers the canvas.
public struct CircleRevealEffect: TransitionEffect {
    public static let typeName = "circleReveal"

    /// A layer of the list screen (the centre of its box as seen on the screen) or a point in
    /// canvas points.
    public var origin: Anchor<Point>

    public init(origin: Anchor<Point>) { self.origin = origin }

    /// Finds the origin layer on the list screen (an error at `transition.origin` when it is
    /// not there) and computes R once.
    public func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging {
        let centre: Point
        switch origin {
        case .value(let point): centre = point
        case .layer(let id): centre = try context.listLayer(id, key: "origin").frameInScreen.center
        }
        return Staging(toOnTop: context.operation.isForward, centre: centre,
                       radius: CircleRevealEffect.revealRadius(from: centre, canvas: context.canvas.size))
    }

    /// R: the distance from `centre` to the farthest corner of a canvas of `canvas` points, so a
    /// circle of that radius covers the canvas.
    public static func revealRadius(from centre: Point, canvas: Size) -> Double {
        Rect(origin: .zero, size: canvas).corners.map { centre.distance(to: $0) }.max() ?? 0
    }

    struct Staging: EffectStaging {
        let toOnTop: Bool
        let centre: Point
        /// R, the full radius.
        let radius: Double

        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            let r = max(0, radius * instant.openness)
            let circle = BezierPath.oval(in: Rect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
            stage.update(stage.topID) { $0.mask = circle }
        }
    }
}
