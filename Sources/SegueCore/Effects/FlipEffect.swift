#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// UIKit's flip, `UIView.transition(from:to:duration:options:)` with
/// `.transitionFlipFromLeft`, `…Right`, `…Top` or `…Bottom`: the from screen turns away about
/// its vertical (left, right) or horizontal (top, bottom) centre line in perspective, edge-on
/// at half time, and the to screen turns in from the other side, half a turn in all.
///
/// Constants and their sources:
/// - Which way: Apple's `UIView.AnimationOptions` docs, "transitionFlipFromLeft: … the left
///   side of the view moves toward the front and right side toward the back", and
///   "transitionFlipFromTop: … the top side of the view moves toward the front". In Core
///   Animation's rotation (`Transform3D.rotation`) that is a positive angle about y from the
///   left, negative from the right, negative about x from the top, positive from the bottom.
/// - The viewer's distance, 1000 points (m34 = −1/1000): Apple publishes no figure; this is
///   the public re-implementations' (Remotion's `flip()` default perspective of 1000, and
///   ADTransitionController's `ADFlipTransition`).
/// - The dolly: the turning screen is pushed back by half its width (height) times |sin θ|,
///   which keeps its nearer edge exactly as tall as the screen at every angle, as UIKit's flip
///   is observed to (Stack Overflow 15852375: "the tallest edge of the flipped view stays the
///   height of the container view"); at half time that is ADFlipTransition's −w/2 zPosition.
/// - The timing is the transition's (UIKit's default curve, easeInEaseOut, when none is given).
///
/// Both screens are single-sided (`isDoubleSided` false), so each is drawn only while it faces
/// the viewer: at half time, edge-on, neither is. The flip plays the same way on every
/// operation: the direction, not the operation, says which way it turns.
public struct FlipEffect: TransitionEffect {
    public static let typeName = "flip"

    /// The side that moves toward the viewer first (UIKit's `.transitionFlipFrom…`); `left` when `nil`.
    public var direction: FlipDirection?

    /// The viewer's distance in points (see the type's doc).
    public static let perspectiveDistance = 1000.0

    public init(direction: FlipDirection? = nil) {
        self.direction = direction
    }

    public func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging {
        Staging(toOnTop: context.operation.isForward, direction: direction ?? .left, canvas: context.canvas.size)
    }

    struct Staging: EffectStaging {
        let toOnTop: Bool
        let direction: FlipDirection
        let canvas: Size

        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            let extent = direction.extent(of: canvas)
            for (id, side) in [(Scene.fromID, FlipDirection.Side.front), (Scene.toID, .back)] {
                stage.update(id) {
                    $0.transform = direction.transform(of: side, progress: instant.progress, extent: extent)
                    $0.isDoubleSided = false
                }
            }
        }
    }
}

/// The side of the screen a flip brings toward the viewer first, as UIKit's
/// `.transitionFlipFromLeft`, `…Right`, `…Top` and `…Bottom` name it.
public enum FlipDirection: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom

    /// The axis the screen turns about, as (rotationX, rotationY) factors of the turn: a
    /// positive angle about y brings the left edge forward, about x the bottom edge.
    var axis: (x: Double, y: Double) {
        switch self {
        case .left: (0, 1)
        case .right: (0, -1)
        case .top: (-1, 0)
        case .bottom: (1, 0)
        }
    }

    /// The canvas's extent across the axis: its width for a turn about y, its height about x.
    public func extent(of canvas: Size) -> Double {
        axis.y != 0 ? canvas.width : canvas.height
    }

    /// The two sides of a flip: the content before it (turning away) and after it (turning in).
    public enum Side: Sendable { case front, back }

    /// The transform, about the centre, of one side of a face `extent` points across the axis,
    /// `p` of the way through the flip: turned by θ = π·p (the back by θ − π, so its face
    /// turns toward the viewer as θ passes π/2), pushed back by extent/2 · |sin θ|, seen from
    /// `FlipEffect.perspectiveDistance` (see `FlipEffect` for the sources). Each side shows its
    /// back for half of the flip: drawn single-sided, one is hidden while the other shows.
    public func transform(of side: Side, progress p: Double, extent: Double) -> LayerTransform {
        let angle = Double.pi * p - (side == .back ? Double.pi : 0)
        // sin θ as sin(π·min(p, 1 − p)): exactly 0 at both ends, so a face at rest is 2-D.
        let pushBack = -extent / 2 * abs(sin(Double.pi * min(p, 1 - p)))
        return LayerTransform(rotationX: angle * axis.x, rotationY: angle * axis.y, translationZ: pushBack,
                              m34: -1 / FlipEffect.perspectiveDistance)
    }

    /// Left ↔ right; top and bottom stay.
    public var mirrored: FlipDirection {
        switch self {
        case .left: .right
        case .right: .left
        case .top, .bottom: self
        }
    }
}
