/// Core Animation-style property animations of the two screens and their layers, as a custom
/// `UIViewControllerAnimatedTransitioning` animator drives them; `toOnTop` says which screen is
/// drawn above the other.
public struct CustomEffect: TransitionEffect {
    public static let typeName = "custom"

    /// The animations, in list order (which decides between animations of one property; see
    /// `AnimationStack`).
    public var animations: [PropertyAnimation]
    /// True draws the to-screen above the from-screen.
    public var toOnTop: Bool

    public init(animations: [PropertyAnimation], toOnTop: Bool = true) {
        self.animations = animations
        self.toOnTop = toOnTop
    }

    /// Resolves every animation (`StageAnimations`, errors at `transition.animations[i]…`) and
    /// groups them by property.
    public func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging {
        Staging(toOnTop: toOnTop, animations: try StageAnimations(resolving: animations, in: context))
    }

    struct Staging: EffectStaging {
        let toOnTop: Bool
        let animations: StageAnimations

        /// Every stack sets its property at the elapsed time, in the order the stacks first appear.
        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            animations.apply(to: &stage, at: instant.elapsed)
        }
    }
}
