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

        /// At progress p the turn is θ = π·p: the from screen at θ, the to screen at θ − π (its
        /// back turned until θ passes π/2), both pushed back by extent/2 · |sin θ|.
        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            let p = instant.progress
            let theta = Double.pi * p
            // sin θ as sin(π·min(p, 1 − p)), exactly 0 at both ends, so a screen at rest is 2-D.
            let pushBack = -direction.extent(of: canvas) / 2 * abs(sin(Double.pi * min(p, 1 - p)))
            stage.update(Scene.fromID) { $0.flip(by: theta, about: direction, pushBack: pushBack) }
            stage.update(Scene.toID) { $0.flip(by: theta - .pi, about: direction, pushBack: pushBack) }
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
    func extent(of canvas: Size) -> Double {
        axis.y != 0 ? canvas.width : canvas.height
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

extension Layer {
    /// Turns the layer by `angle` about `direction`'s axis, pushed back `pushBack` points along z,
    /// seen from `FlipEffect.perspectiveDistance`, and single-sided.
    fileprivate mutating func flip(by angle: Double, about direction: FlipDirection, pushBack: Double) {
        transform.rotationX = angle * direction.axis.x
        transform.rotationY = angle * direction.axis.y
        transform.translationZ = pushBack
        transform.m34 = -1 / FlipEffect.perspectiveDistance
        isDoubleSided = false
    }
}
