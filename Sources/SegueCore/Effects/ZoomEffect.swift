/// The detail screen grows from a source frame on the list screen (a thumbnail, a cell) to the
/// whole canvas, as the zoom transitions of photo and App Store cards do.
///
/// At openness q the frame is source → canvas interpolated by q, inside a container whose
/// bounds clip what it holds and whose corner radius goes from the source layer's to 0. What it
/// holds is the `content` mode's (`ZoomContent`): the top screen aspect-filled (`scale`), at
/// its own size (`resize`), or cross-faded from the source's own content (`crossfade`). This is
/// matching (`MatchEffect`) with the source layer matched to the whole destination screen: the
/// source's look at rest is a `MatchLook`, fitted as a `ContentFit`.
public struct ZoomEffect: TransitionEffect {
    public static let typeName = "zoom"

    /// A layer of the list screen (its box as seen on the screen, and its corner radius) or a
    /// rect in canvas points (corner radius 0).
    public var source: Anchor<Rect>
    /// What the growing frame shows; `scale` by default.
    public var content: ZoomContent

    public init(source: Anchor<Rect>, content: ZoomContent = .scale) {
        self.source = source
        self.content = content
    }

    /// Finds the source layer on the list screen (an error at `transition.source` when it is
    /// not there) and fixes the start frame and look.
    public func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging {
        var start = MatchLook(layer: Layer(frame: .zero), frame: .zero, ancestorOpacity: 1)
        var place: [Int]? = nil
        switch source {
        case .value(let rect):
            start.frame = rect
        case .layer(let id):
            let found = try context.listLayer(id, key: "source")
            start = MatchLook(layer: found.layer, frame: found.frameInScreen, ancestorOpacity: 1)
            place = (context.operation.isForward ? context.fromIndex : context.toIndex).place(of: id)
        }
        let top = context.operation.isForward ? context.to : context.from
        return Staging(toOnTop: context.operation.isForward, canvas: context.canvas.size, source: start,
                       sourcePlace: content == .crossfade ? place : nil, listID: context.listScreenID,
                       destinationBackground: top.background, content: content)
    }

    /// The id of the clip container the top screen is drawn in.
    public static let containerID = "zoom"
    /// The id of the source's content inside the container (`crossfade`); its sublayers are
    /// `zoom.source.<layer>`.
    public static let sourceContentID = "zoom.source"

    struct Staging: EffectStaging {
        let toOnTop: Bool
        let canvas: Size
        /// The look at openness 0: frame in canvas points, corner radius, background, content.
        let source: MatchLook
        /// Where the source layer is on the list screen, to hide it (`crossfade` only).
        let sourcePlace: [Int]?
        /// The list screen's id (`from` or `to`).
        let listID: String
        /// The top screen's background, the container's at openness 1 (`crossfade`).
        let destinationBackground: Color
        let content: ZoomContent

        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            let q = instant.openness
            let frame = source.frame.lerp(to: Rect(origin: .zero, size: canvas), q)
            let size = Size(unchecked: max(0, frame.width), max(0, frame.height))
            let fit: ContentFit = content == .resize ? .none : .aspectFill
            let placed = fit.place(canvas, in: size)
            stage.update(stage.topID) {
                $0.frame = placed.frame
                $0.transform.scaleX = placed.scale
                $0.transform.scaleY = placed.scale
                if content == .crossfade { $0.opacity = q }
            }
            var container = Layer(id: ZoomEffect.containerID, frame: Rect(origin: frame.origin, size: size),
                                  cornerRadius: max(0, source.cornerRadius * (1 - q)), masksToBounds: true)
            guard content == .crossfade else { return stage.wrap(stage.topID, in: container) }
            container.backgroundColor = source.backgroundColor.lerp(to: destinationBackground, q)
            let sourceContent = source.contentLayer(id: ZoomEffect.sourceContentID, opacity: 1 - q, fittedTo: size)
            stage.wrap(stage.topID, in: container)
            if let index = stage.layers.firstIndex(where: { $0.name == ZoomEffect.containerID }) {
                stage.layers[index].contents.insert(StageLayer(sourceContent), at: 0)
            }
            if let sourcePlace {
                stage.update(listID) { root in root.update(at: sourcePlace[...]) { $0.opacity = 0 } }
            }
        }
    }
}
