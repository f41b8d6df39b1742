extension Timing {
    /// The timing without bounce, as Reduce Motion asks of springs (Apple's HIG, Accessibility ›
    /// Motion, which asks to tighten springs so they bounce less): a spring gets damping ratio 1, critically damped,
    /// with its stiffness, mass and initial velocity kept (a spring already damped at least that
    /// much is kept); a cubic curve is unchanged.
    public var withoutBounce: Timing {
        switch self {
        case .cubicBezier: self
        case .spring(.dampingRatio(_, let velocity)): .spring(.dampingRatio(1, initialVelocity: velocity))
        case .spring(.physical(let s)) where s.dampingRatio < 1:
            // Critical damping c = 2√(km) of a valid spring is finite, so the spring is valid too.
            .spring(.physical((try? Spring(mass: s.mass, stiffness: s.stiffness, damping: 2 * (s.stiffness * s.mass).squareRoot(),
                                           initialVelocity: s.initialVelocity)) ?? s))
        case .spring(.physical): self
        }
    }
}

extension PropertyAnimation {
    /// The animation with its own timing `withoutBounce`.
    public var withoutBounce: PropertyAnimation {
        var animation = self
        animation.timing = timing?.withoutBounce
        return animation
    }
}
