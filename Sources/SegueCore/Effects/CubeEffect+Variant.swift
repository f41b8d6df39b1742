extension CubeEffect {
    /// Right-to-left: the direction mirrored (left ↔ right; up and down stay), as a push comes
    /// from the left in right-to-left layout. Prefer Cross-Fade Transitions and Reduce Motion:
    /// a fade of the same duration and timing, as Apple's guidance asks of motion that simulates
    /// depth (`TransitionVariant`).
    public func adapted(to variant: TransitionVariant, in context: EffectContext) -> any TransitionEffect {
        switch variant {
        case .rtl: CubeEffect(direction: (direction ?? .default(for: context.operation)).mirrored)
        case .crossFade, .reduceMotion: FadeEffect()
        }
    }
}
