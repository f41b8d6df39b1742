/// The detail screen grows from a source frame on the list screen (a thumbnail, a cell) to the
/// whole canvas, as the zoom transitions of photo and App Store cards do.
///
/// At openness q the frame is source → canvas interpolated by q; the top screen aspect-fills it
/// (scaled about its centre, which sits at the frame's centre) inside a container whose bounds
/// clip it and whose corner radius goes from the source layer's to 0.
public struct ZoomEffect: TransitionEffect {
    public static let typeName = "zoom"

    /// A layer of the list screen (its box as seen on the screen, and its corner radius) or a
    /// rect in canvas points (corner radius 0).
    public var source: Anchor<Rect>

    public init(source: Anchor<Rect>) { self.source = source }

    /// Finds the source layer on the list screen (an error at `transition.source` when it is
    /// not there) and fixes the start frame.
    public func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging {
        let start: (rect: Rect, cornerRadius: Double)
        switch source {
        case .value(let rect): start = (rect, 0)
        case .layer(let id):
            let found = try context.listLayer(id, key: "source")
            start = (found.frameInScreen, found.layer.cornerRadius)
        }
        return Staging(toOnTop: context.operation.isForward, canvas: context.canvas.size,
                       source: start.rect, cornerRadius: start.cornerRadius)
    }

    /// The id of the clip container the top screen is drawn in.
    public static let containerID = "zoom"

    struct Staging: EffectStaging {
        let toOnTop: Bool
        let canvas: Size
        /// The frame at openness 0, in canvas points.
        let source: Rect
        /// The container's corner radius at openness 0.
        let cornerRadius: Double

        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            let q = instant.openness
            let frame = source.lerp(to: Rect(origin: .zero, size: canvas), q)
            let w = max(0, frame.width), h = max(0, frame.height)
            let W = canvas.width, H = canvas.height
            let scale = W > 0 && H > 0 ? max(w / W, h / H) : 0
            stage.update(stage.topID) {
                $0.frame = Rect(x: (w - W) / 2, y: (h - H) / 2, width: W, height: H)
                $0.transform.scaleX = scale
                $0.transform.scaleY = scale
            }
            let container = Layer(id: ZoomEffect.containerID, frame: Rect(x: frame.x, y: frame.y, width: w, height: h),
                                  cornerRadius: max(0, cornerRadius * (1 - q)), masksToBounds: true)
            stage.wrap(stage.topID, in: container)
        }
    }
}
