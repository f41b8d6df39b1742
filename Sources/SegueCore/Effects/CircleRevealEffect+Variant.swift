extension CircleRevealEffect {
    /// Right-to-left: an origin point mirrored within the canvas (an origin layer moved with the
    /// layout already); Prefer Cross-Fade Transitions and Reduce Motion: a fade of the same
    /// duration and timing (`TransitionVariant`).
    public func adapted(to variant: TransitionVariant, in context: EffectContext) -> any TransitionEffect {
        switch variant {
        case .rtl:
            guard case .value(let point) = origin else { return self }
            return CircleRevealEffect(origin: .value(point.mirrored(width: context.canvas.size.width)))
        case .crossFade, .reduceMotion:
            return FadeEffect()
        }
    }
}
