/// One end of a morph: how a matched layer looks on its screen at rest, in canvas points.
///
/// What Hero's `HeroTargetState` records of a view for a match (its frame in the container's
/// coordinates, corner radius, background colour, opacity), plus the layer tree whose content
/// cross-fades inside the morphing frame.
public struct MatchLook: Hashable, Sendable {
    /// The layer's box on the canvas: its bounds through its own and every ancestor's transform
    /// (axis-aligned, as `Screen.findLayer` gives it; a rotation is not carried).
    public var frame: Rect
    /// The corner radius of the background, border and clip.
    public var cornerRadius: Double
    /// The background colour; `nil` for none.
    public var backgroundColor: Color?
    /// The border's width in points.
    public var borderWidth: Double
    /// The border's colour; `nil` for none.
    public var borderColor: Color?
    /// The effective opacity: the layer's own times every ancestor's, in 0...1.
    public var opacity: Double
    /// The layer's shadow (`LayerShadow.none` for none): the morph casts it, from its rounded frame.
    public var shadow: LayerShadow
    /// The layer's backdrop blur, kept on the morph (a sheet's material stays frosted mid-flight).
    public var blur: LayerBlur?
    /// The layer as the morph draws its content: its sublayers and content, without its own
    /// background, border, transform or clip (the morph draws those), at opacity 1.
    public var content: Layer

    /// The look of `layer`, whose box on the canvas is `frame` and whose ancestors' opacities
    /// multiply to `ancestorOpacity`.
    public init(layer: Layer, frame: Rect, ancestorOpacity: Double) {
        self.frame = frame
        cornerRadius = max(0, layer.cornerRadius)
        backgroundColor = layer.backgroundColor
        borderWidth = max(0, layer.borderWidth)
        borderColor = layer.borderColor
        opacity = min(1, max(0, ancestorOpacity * layer.opacity))
        shadow = layer.shadow
        blur = layer.blur
        var content = layer
        content.backgroundColor = nil
        content.borderWidth = 0
        content.borderColor = nil
        content.opacity = 1
        content.transform = .identity
        content.masksToBounds = false
        content.shadow = .none
        content.blur = nil
        content.frame = Rect(origin: .zero, size: layer.boundsSize)
        // A copy moves with the morph: no part of it rests at its screen's place.
        content.clearFixed()
        self.content = content
    }
}

extension Color? {
    /// The colour `fraction` of the way to `other` (`Color.lerp`); a missing end is the other
    /// end's colour at alpha 0, so a background fades in or out without changing hue.
    func lerp(to other: Color?, _ fraction: Double) -> Color? {
        switch (self, other) {
        case let (a?, b?): return a.lerp(to: b, fraction)
        case let (a?, nil): return a.lerp(to: a.withAlpha(0), fraction)
        case let (nil, b?): return b.withAlpha(0).lerp(to: b, fraction)
        case (nil, nil): return nil
        }
    }
}

extension MatchLook {
    /// The look's content as a layer named `id` at `opacity` (clamped to 0...1), fitted to
    /// `size` by width (`ContentFit.width`): what a morph and a crossfading zoom draw inside
    /// their moving frame.
    func contentLayer(id: String, opacity: Double, fittedTo size: Size) -> Layer {
        var layer = content
        layer.id = id
        layer.opacity = min(1, max(0, opacity))
        layer.fit(into: size, by: .width)
        return layer
    }

    /// True when the look covers its whole box with opaque pixels: fully opaque (its own and its
    /// ancestors' opacity 1) with an opaque background colour, or an image filling its bounds
    /// (`scaleToFill`, `scaleAspectFill`), or a gradient of opaque stops. Hero's `UIView.isOpaque`
    /// test, made from what a layer says; a photo counts as opaque (Segue does not read its alpha).
    var isOpaque: Bool {
        contentCovers || (opacity >= 1 && backgroundColor.map { $0.alpha >= 1 } == true)
    }

    /// True when the look's own content (what `morphContentLayer` draws, without the background,
    /// which the morph's frame carries) covers its whole box at opacity 1: an image filling its
    /// bounds or a gradient of opaque stops. Only such a to-end hides the from-content under it
    /// by the end of a morph.
    var contentCovers: Bool {
        guard opacity >= 1 else { return false }
        switch content.content {
        case .image(let image)?: return image.contentMode == .scaleToFill || image.contentMode == .scaleAspectFill
        case .gradient(let gradient)?: return !gradient.stops.isEmpty && gradient.stops.allSatisfy { $0.color.alpha >= 1 }
        default: return false
        }
    }

    /// The look's content as a morph draws it inside a frame of `size`, named `id`, at `opacity`:
    /// a layer whose own content fills its bounds and carries its own layout rule (an image with
    /// its `contentMode`, a gradient) and that has no sublayers is laid out at `size`, so a
    /// `scaleAspectFill` photo stays filled and cropped, centred, as its frame changes aspect,
    /// as a UIImageView does while UIKit animates its frame (iOS 18's zoom and Hero's matched
    /// image views both resize the view rather than stretch a snapshot). Anything else (shapes,
    /// text, sublayers, whose layout does not follow the bounds) is fitted by width
    /// (`contentLayer(id:opacity:fittedTo:)`).
    func morphContentLayer(id: String, opacity: Double, size: Size) -> Layer {
        switch (content.content, content.sublayers.isEmpty) {
        case (.image?, true), (.gradient?, true):
            var layer = content
            layer.id = id
            layer.opacity = min(1, max(0, opacity))
            layer.anchorPoint = Layer.defaultAnchorPoint
            layer.transform = .identity
            layer.frame = Rect(origin: .zero, size: size)
            return layer
        default:
            return contentLayer(id: id, opacity: opacity, fittedTo: size)
        }
    }
}

extension Layer {
    /// This layer and every sublayer with `fixed` off: what a copy drawn inside a moving frame
    /// (a morph, a zoom's crossfading source) needs, since a fixed layer would rest at its
    /// screen's place instead of following the copy.
    mutating func clearFixed() {
        fixed = false
        for index in sublayers.indices { sublayers[index].clearFixed() }
    }
}
