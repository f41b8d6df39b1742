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

    /// Resolves every animation (`PropertyAnimation.resolve(in:path:)`, errors at
    /// `transition.animations[i]…`) and groups them by property.
    public func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging {
        var resolved: [ResolvedAnimation] = []
        for (index, animation) in animations.enumerated() {
            resolved.append(try animation.resolve(in: context, path: context.path("animations[\(index)]")))
        }
        return Staging(toOnTop: toOnTop, stacks: AnimationStack.grouping(resolved))
    }

    struct Staging: EffectStaging {
        let toOnTop: Bool
        let stacks: [AnimationStack]

        /// Every stack sets its property at the elapsed time, in the order the stacks first appear.
        func stage(_ stage: inout TransitionStage, at instant: EffectInstant) {
            for stack in stacks {
                guard let value = stack.value(at: instant.elapsed) else { continue }
                stage.update(stack.target.screen) { root in
                    root.update(at: stack.target.path[...]) { $0.set(stack.keyPath, to: value) }
                }
            }
        }
    }
}
