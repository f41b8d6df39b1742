extension CustomEffect {
    /// Right-to-left: every animation mirrored for its target's place
    /// (`PropertyAnimation.mirrored(in:)`); Reduce Motion: every spring without bounce
    /// (`Timing.withoutBounce`), the rest played as written, since a custom animator is the
    /// app's own code and reads `UIAccessibility.isReduceMotionEnabled` itself; Prefer
    /// Cross-Fade Transitions: unchanged, as UIKit leaves a custom animator alone
    /// (`TransitionVariant`).
    public func adapted(to variant: TransitionVariant, in context: EffectContext) -> any TransitionEffect {
        switch variant {
        case .rtl: CustomEffect(animations: animations.map { $0.mirrored(in: context) }, toOnTop: toOnTop)
        case .reduceMotion: CustomEffect(animations: animations.map(\.withoutBounce), toOnTop: toOnTop)
        case .crossFade: self
        }
    }
}
