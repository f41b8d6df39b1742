extension ResolvedScene: FrameSource {
    /// Frames on `frameClock`: duration · fps rounded up, plus the start state.
    public var frameCount: Int { frameClock.frameCount }

    /// One level per level of the deepest screen's (or the overlay's) layers (any layer may be
    /// made translucent by an animation), and two for the stage around the screens (a screen's
    /// own layer and an effect's wrapper).
    public var groupDepth: Int {
        2 + max(scene.from.nestingDepth, scene.to.nestingDepth, scene.overlayScreen.nestingDepth)
    }

    /// The scene's `variant`.
    public var variant: Variant? { scene.variant }

    /// The interaction's release, or `nil` when the scene plays straight through.
    public var interactionRelease: InteractionRelease? {
        interaction.map { InteractionRelease(outcome: $0.outcome, time: $0.releaseTime, percent: $0.releasePercent, settlesAt: $0.settlesAt?.name) }
    }
}
