#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Scene {
    /// Fade, slide, zoom and circle reveal at progress p; see `TransitionKind`.
    func builtInStage(progress p: Double) -> TransitionStage {
        let q = openness(progress: p)
        let roots = rootLayers
        var stage = TransitionStage(from: roots.from, to: roots.to, toOnTop: transition.operation.isForward)
        switch transition.kind {
        case .fade:
            stage.top.opacity = q
        case .slide(let direction, let parallax):
            slide(&stage, openness: q, direction: direction, parallax: parallax)
        case .zoom(let source):
            zoom(&stage, openness: q, source: source)
        case .circleReveal(let origin):
            stage.top.mask = revealCircle(openness: q, origin: origin)
        case .custom:
            break
        }
        return stage
    }

    /// The top screen travels in from one canvas extent against the direction of travel; the
    /// covered screen moves the same way by `parallax` of the extent. `direction` is where the
    /// incoming screen moves: on a backward operation that is the covered to-screen, so the
    /// forward effect being reversed travels the opposite way.
    private func slide(_ stage: inout TransitionStage, openness q: Double, direction: SlideDirection?, parallax: Double?) {
        let incoming = direction ?? .default(for: transition.operation)
        let direction = transition.operation.isForward ? incoming : incoming.opposite
        let parallax = parallax ?? SlideDirection.defaultParallax(for: transition.operation)
        let step = direction.unitVector * direction.extent(of: canvas.size)
        stage.top.transform.translation = step * -(1 - q)
        stage.covered.transform.translation = step * (parallax * q)
    }

    /// The top screen aspect-fills a frame going from the source rect (q = 0) to the canvas
    /// (q = 1), clipped by a container whose corner radius goes from the source's to 0.
    private func zoom(_ stage: inout TransitionStage, openness q: Double, source: Anchor<Rect>) {
        let full = Rect(origin: .zero, size: canvas.size)
        let start = zoomSource(source) ?? (full, 0)
        let frame = start.rect.lerp(to: full, q)
        let w = max(0, frame.width), h = max(0, frame.height)
        let W = canvas.size.width, H = canvas.size.height
        let scale = W > 0 && H > 0 ? max(w / W, h / H) : 0
        stage.top.frame = Rect(x: (w - W) / 2, y: (h - H) / 2, width: W, height: H)
        stage.top.transform.scaleX = scale
        stage.top.transform.scaleY = scale
        stage.topContainer = Layer(id: Scene.zoomID, frame: Rect(x: frame.x, y: frame.y, width: w, height: h),
                                   cornerRadius: max(0, start.cornerRadius * (1 - q)), masksToBounds: true)
    }

    /// The circle, in canvas points, of radius R·q at the origin; R reaches the farthest corner.
    private func revealCircle(openness q: Double, origin: Anchor<Point>) -> BezierPath {
        let centre = revealOrigin(origin) ?? Point(canvas.size.width / 2, canvas.size.height / 2)
        let r = max(0, revealRadius(from: centre) * q)
        return .oval(in: Rect(x: centre.x - r, y: centre.y - r, width: 2 * r, height: 2 * r))
    }

    /// R: the distance from `centre` to the farthest canvas corner, so a full circle covers the canvas.
    public func revealRadius(from centre: Point) -> Double {
        Rect(origin: .zero, size: canvas.size).corners.map { centre.distance(to: $0) }.max() ?? 0
    }

    /// The zoom source's rect in screen coordinates and its corner radius (0 for a rect);
    /// `nil` when it names a layer the list screen lacks.
    public func zoomSource(_ source: Anchor<Rect>) -> (rect: Rect, cornerRadius: Double)? {
        switch source {
        case .value(let rect): return (rect, 0)
        case .layer(let id):
            guard let found = listScreen.findLayer(id) else { return nil }
            return (found.frameInScreen, found.layer.cornerRadius)
        }
    }

    /// The reveal origin in screen coordinates (a layer's frame centre); `nil` for a missing layer.
    public func revealOrigin(_ origin: Anchor<Point>) -> Point? {
        switch origin {
        case .value(let point): return point
        case .layer(let id): return listScreen.findLayer(id)?.frameInScreen.center
        }
    }

    /// The id of the zoom's clip container node.
    public static let zoomID = "zoom"
}
