extension SlideEffect {
    /// Right-to-left: the direction mirrored (a push's incoming screen comes from the left and
    /// travels right, as UINavigationController pushes in right-to-left layout; a tab switch's
    /// direction from the tab order, mirrored with the tab bar); Prefer
    /// Cross-Fade Transitions and Reduce Motion: a fade of the same duration and timing
    /// (`TransitionVariant`).
    public func adapted(to variant: TransitionVariant, in context: EffectContext) -> any TransitionEffect {
        switch variant {
        case .rtl: SlideEffect(direction: (direction ?? defaultDirection(in: context)).mirrored, parallax: parallax)
        case .crossFade, .reduceMotion: FadeEffect()
        }
    }
}

extension SlideDirection {
    /// Left ↔ right; up and down stay.
    public var mirrored: SlideDirection {
        switch self {
        case .left: .right
        case .right: .left
        case .up, .down: self
        }
    }
}
