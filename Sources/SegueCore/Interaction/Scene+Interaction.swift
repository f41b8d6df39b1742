extension Scene {
    /// The scene's interaction timeline (gesture, release, completion), or `nil` when the scene
    /// plays straight through or its interaction cannot be built (`validate()` reports why).
    public var interactionTimeline: InteractionTimeline? {
        guard let interaction else { return nil }
        return try? InteractionTimeline(interaction: interaction, transitionDuration: transition.duration)
    }

    /// The frame clock over the whole timeline at the canvas's frame rate (`SceneTimeline`'s).
    public var frameClock: FrameClock { SceneTimeline(self).frameClock }

    /// The time of frame `index` of `frameClock`.
    public func time(ofFrame index: Int) -> Double { frameClock.time(ofFrame: index) }
}

extension Phase {
    /// The frame phase of an interaction phase.
    public init(_ phase: InteractionPhase) {
        switch phase {
        case .interactive: self = .interactive
        case .finishing: self = .finishing
        case .cancelling: self = .cancelling
        }
    }
}
