extension FlipEffect {
    /// Right-to-left: the direction mirrored (left ↔ right; top and bottom stay), as the
    /// layout's reflection turns a flip from the left into one from the right. Prefer
    /// Cross-Fade Transitions and Reduce Motion: a fade of the same duration and timing, as
    /// Apple's guidance asks of motion that simulates depth (`TransitionVariant`).
    public func adapted(to variant: TransitionVariant, in context: EffectContext) -> any TransitionEffect {
        switch variant {
        case .rtl: FlipEffect(direction: (direction ?? .left).mirrored)
        case .crossFade, .reduceMotion: FadeEffect()
        }
    }
}
