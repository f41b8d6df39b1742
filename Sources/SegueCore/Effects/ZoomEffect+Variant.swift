extension ZoomEffect {
    /// Right-to-left: a source rect mirrored within the canvas (a source layer moved with the
    /// layout already); Prefer Cross-Fade Transitions and Reduce Motion: a fade of the same
    /// duration and timing (`TransitionVariant`).
    public func adapted(to variant: TransitionVariant, in context: EffectContext) -> any TransitionEffect {
        switch variant {
        case .rtl:
            guard case .value(let rect) = source else { return self }
            return ZoomEffect(source: .value(rect.mirrored(width: context.canvas.size.width)), content: content)
        case .crossFade, .reduceMotion:
            return FadeEffect()
        }
    }
}
