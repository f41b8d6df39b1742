/// Something a scene says that evaluates without error but is probably not what its author
/// meant: one line at a place in the scene (`transition.animations[1]`), as `SceneError` places
/// its errors. Templates print these as `segue: warning:` lines (`--strict` makes them errors).
public struct SceneWarning: Hashable, Sendable, CustomStringConvertible {
    /// Where: a JSON-like path from the scene's root.
    public var path: String
    /// What was found and what was probably meant.
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

extension ResolvedScene {
    /// How far from its end a spring may be when its duration cuts it off, as a fraction of the
    /// distance: 1 %, a point on a 100-point move, which a frame shows as a jump.
    public static let unsettledSpringTolerance = 0.01

    /// The scene's warnings, in the order of its description: every mass/stiffness spring that
    /// its duration cuts off more than `unsettledSpringTolerance` from its end (the transition's
    /// own timing, then each animation's, with the timing it inherits unless the transition's
    /// line already names it). Such a spring is stopped
    /// and its layer jumps to the end value on the last frame, as CASpringAnimation does when
    /// `duration` is shorter than its `settlingDuration` (Apple's documentation of
    /// `settlingDuration`: "the estimated duration required for the spring system to be
    /// considered at rest"). UIKit's damping-ratio springs never warn: their stiffness is solved
    /// so they settle within the duration (`Spring.uikit`).
    public var warnings: [SceneWarning] {
        let transition = scene.transition
        var found: [SceneWarning] = []
        let transitionWarning = ResolvedScene.unsettled(transition.timing, over: transition.duration, what: "the transition")
        if let transitionWarning { found.append(SceneWarning(path: "transition.timing", message: transitionWarning)) }
        // A custom effect's animations are the template's `animations`; every other type runs them beside its effect.
        let animations = (transition.effect as? CustomEffect)?.animations ?? transition.animations
        // An animation that inherits a spring the transition's line already names is not named again.
        for (index, animation) in animations.enumerated() where animation.timing != nil || transitionWarning == nil {
            let timing = animation.timing ?? transition.timing
            let seconds = animation.duration ?? animation.timing?.naturalDuration ?? (transition.duration - animation.beginTime)
            let what = animation.duration == nil ? "the animation (which runs to the transition's end)" : "the animation"
            guard let message = ResolvedScene.unsettled(timing, over: seconds, what: what) else { continue }
            found.append(SceneWarning(path: "transition.animations[\(index)]", message: message))
        }
        return found
    }

    /// The warning for a mass/stiffness spring that `seconds` cut off unsettled, or nil.
    static func unsettled(_ timing: Timing, over seconds: Double, what: String) -> String? {
        guard case .spring(.physical(let spring)) = timing, seconds.isFinite, seconds > 0 else { return nil }
        let settles = spring.settlingDuration(within: unsettledSpringTolerance)
        guard seconds < settles else { return nil }
        let reached = spring.value(at: seconds)
        let settling = settles.isFinite
            ? "it settles within 1 % by \(rounded(settles)) s: give that duration, or a dampingRatio, which is solved to settle within the duration"
            : "with damping 0 it never settles: give it damping, or a dampingRatio, which is solved to settle within the duration"
        return "the spring (mass \(spring.mass.messageText), stiffness \(spring.stiffness.messageText), damping "
            + "\(spring.damping.messageText)) is at \(percent(reached)) of its way when \(what) ends at "
            + "\(seconds.messageText) s, and jumps to its end; " + settling
    }

    private static func percent(_ fraction: Double) -> String {
        ((fraction * 1000).rounded() / 10).messageText + " %"
    }

    private static func rounded(_ seconds: Double) -> String {
        ((seconds * 1000).rounded(.up) / 1000).messageText
    }
}
