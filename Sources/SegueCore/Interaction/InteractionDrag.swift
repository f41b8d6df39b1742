/// A layer that a pan moves in points, beside the percent it drives: Photos' drag-to-dismiss,
/// where the photo follows the finger down and shrinks with the drag while the viewer's
/// background fades with percentComplete, then flies into its grid cell (finish) or springs
/// back (cancel). Hero's interactive dismissal does the same with `Hero.shared.apply(modifiers:
/// [.translate(…), .scale(…)], to: view)` during the gesture and `finish()` / `cancel()` after.
///
/// While the finger is down the layer is moved by the pan's translation along `axis` and scaled
/// by 1 + (`scale` − 1)·min(1, |translation| / distance) about its anchor point. After release:
/// - finishing, a layer of the from-screen holds where the finger left it, and a morph of it (a
///   `match` id it carries) flies from there to its end: the morph's progress restarts at the
///   release, the completion's c(τ) from 0 to 1, so the photo leaves the finger's place for the
///   cell along the completion curve, which a spring starts with the finger's velocity;
/// - cancelling (and finishing, for a layer of the to-screen, whose end is its own place), the
///   offset and the scale return by the same c(τ), the layer springing back to its place.
///
/// With a drag the completion lasts the whole transition's duration (over `completionSpeed`)
/// whatever the percent at release, since the morph flies the whole way from the finger.
public struct InteractionDrag: Hashable, Sendable {
    /// The axis the pan's translation moves the layer along.
    public enum Axis: String, Hashable, Sendable, CaseIterable { case x, y }

    /// The layer moved: a layer of the from or to screen (not a whole screen).
    public var target: AnimationTarget
    /// The axis of the pan (y: down is positive, as UIKit's translation).
    public var axis: Axis
    /// The layer's scale when the translation reaches the pan's distance (1: no shrinking);
    /// positive.
    public var scale: Double

    public init(target: AnimationTarget, axis: Axis = .y, scale: Double = 1) {
        self.target = target
        self.axis = axis
        self.scale = scale
    }
}

/// Where a dragged layer is at one instant: its offset and scale on top of its own transform,
/// and how far a morph of it has flown from the release (0 before and while cancelling).
public struct DragPose: Hashable, Sendable {
    /// The layer's place: which screen and the sublayer indices below its root.
    public var address: LayerAddress
    /// Added to the layer's translation, in points.
    public var offset: Vector
    /// Multiplies the layer's scale.
    public var scale: Double
    /// The progress of a morph of the layer from where the finger left it to its other end.
    public var morphProgress: Double
}

/// An interaction's drag found on its screen: what `ResolvedScene` keeps to pose the layer.
struct ResolvedDrag: Sendable {
    let drag: InteractionDrag
    /// The dragged layer's place.
    let address: LayerAddress
}
