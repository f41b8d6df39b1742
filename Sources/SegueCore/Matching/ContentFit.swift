/// How a layer tree of one size is fitted into a frame of another while a frame morphs (a
/// matched layer's content, a zoom's destination): a uniform scale about the tree's centre and
/// where that centre goes. The frame clips what overflows.
public enum ContentFit: String, Hashable, Sendable, CaseIterable {
    /// Scaled to cover the frame, centred (CSS `object-fit: cover`): the zoom's `scale` and
    /// `crossfade` contents, as a photo thumbnail grows into its full-screen image.
    case aspectFill
    /// Scaled to the frame's width, top edges aligned: the App Store's card keeps its
    /// content's layout as it opens and reveals more below. Matched layers use it rather than
    /// Hero's stretched snapshots, which would squash text when the aspect ratio changes.
    case width
    /// Unscaled, top-left aligned: the content keeps its layout and size (seed 002's zoom,
    /// which sets the destination view's `frame`: the zoom's `resize`).
    case none

    /// The untransformed frame (in the morphing frame's coordinates) and the scale about its
    /// centre that fit `content` into `frame`. A zero-size content or frame gives scale 0 for
    /// the scaling fits (nothing drawn) rather than an infinity.
    public func place(_ content: Size, in frame: Size) -> (frame: Rect, scale: Double) {
        let W = content.width, H = content.height, w = frame.width, h = frame.height
        switch self {
        case .aspectFill:
            let s = W > 0 && H > 0 ? max(w / W, h / H) : 0
            return (Rect(x: (w - W) / 2, y: (h - H) / 2, width: W, height: H), s)
        case .width:
            // The scaled top-left (centre − s·size/2) lands on (0, 0).
            let s = W > 0 ? w / W : 0
            return (Rect(x: (s - 1) * W / 2, y: (s - 1) * H / 2, width: W, height: H), s)
        case .none:
            return (Rect(x: 0, y: 0, width: W, height: H), 1)
        }
    }
}

extension Layer {
    /// Moves and scales the layer so its bounds are fitted into a frame of `size` by `fit`,
    /// scaling about its centre: anchor point at the centre, transform a plain scale.
    public mutating func fit(into size: Size, by fit: ContentFit) {
        let placed = fit.place(boundsSize, in: size)
        anchorPoint = Layer.defaultAnchorPoint
        frame = placed.frame
        transform = LayerTransform(scaleX: placed.scale, scaleY: placed.scale)
    }
}
