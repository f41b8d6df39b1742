#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The two screens as neighbouring faces of a cube that turns a quarter turn about its centre,
/// half the screen's width (height) behind it: the from screen turns away over the shared edge
/// as the to screen turns in to face the viewer, in perspective. `direction` is slide's: the
/// way the incoming screen travels (`left`: it comes in from the right, as a push).
///
/// A face turned by α about the cube's centre is the screen rotated by α about its own centre
/// and moved by v·R(α) − v, with v = (0, 0, e/2) the cube centre's offset from the face: for a
/// turn about y, x by (e/2)·sin α and z by (e/2)·(cos α − 1). At progress p the from face has
/// turned ∓(π/2)·p and the to face (π/2)(1 − p) the other way, so both meet at the shared edge.
///
/// Constants and their sources: the viewer's distance, 1000 points (m34 = −1/1000), is the
/// public re-implementations' (ADTransitionController's `ADCubeTransition`, a
/// `sublayerTransform.m34` of −1/1000; STCubeTransition's focal length of 1000; Remotion's
/// `cube()` default perspective of 1000); UIKit ships a cube only as the private CATransition
/// type "cube", whose geometry is not public. The timing is the transition's (easeInEaseOut
/// when none is given).
public struct CubeEffect: TransitionEffect {
    public static let typeName = "cube"

    /// Where the incoming screen travels; `nil`: slide's default for the operation
    /// (`SlideDirection.default(for:)`: left for push, right for pop, up for present, down for dismiss).
    public var direction: SlideDirection?

    /// The viewer's distance in points (see the type's doc).
    public static let perspectiveDistance = 1000.0

    public init(direction: SlideDirection? = nil) {
        self.direction = direction
    }

    public func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging {
        let travel = direction ?? .default(for: context.operation)
        return Staging(toOnTop: context.operation.isForward, travel: travel, extent: travel.extent(of: context.canvas.size))
    }

    struct Staging: EffectStaging {
        let toOnTop: Bool
        /// The way the incoming screen travels.
        let travel: SlideDirection
        /// The cube's edge: the canvas's extent along the travel.
        let extent: Double

        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            let p = instant.progress
            // The from face turns the way the incoming one travels; the incoming face starts a
            // quarter turn behind it. Whole angles as (π/2)·p so both ends are exact.
            let turn = Double.pi / 2
            stage.update(Scene.fromID) { $0.cubeFace(turnedBy: turn * p, travel: travel, extent: extent) }
            stage.update(Scene.toID) { $0.cubeFace(turnedBy: -turn * (1 - p), travel: travel, extent: extent) }
        }
    }
}

extension SlideDirection {
    /// The rotation that turns a face the way the screens travel, as (about x, about y) signs:
    /// travelling left turns the front face toward −x, which in CA's rotation about y is a
    /// negative angle; travelling up turns it toward −y, a positive angle about x.
    fileprivate var cubeAxis: (x: Double, y: Double) {
        switch self {
        case .left: (0, -1)
        case .right: (0, 1)
        case .up: (1, 0)
        case .down: (-1, 0)
        }
    }
}

extension Layer {
    /// Makes the layer the face of a cube of edge `extent` turned by `turn` (positive: the way
    /// of `travel`) about the cube's centre, seen from `CubeEffect.perspectiveDistance`, single-sided.
    fileprivate mutating func cubeFace(turnedBy turn: Double, travel: SlideDirection, extent: Double) {
        let axis = travel.cubeAxis
        let half = extent / 2
        let (sn, cs) = turn == 0 ? (0.0, 1.0) : (sin(turn), cos(turn))
        transform.rotationX = turn * axis.x
        transform.rotationY = turn * axis.y
        // v·R − v for v = (0, 0, e/2): about y, x' = z·sin α; about x, y' = −z·sin α.
        transform.translation = Vector(half * sn * axis.y, -half * sn * axis.x)
        transform.translationZ = turn == 0 ? 0 : half * (cs - 1)
        transform.m34 = -1 / CubeEffect.perspectiveDistance
        isDoubleSided = false
    }
}
