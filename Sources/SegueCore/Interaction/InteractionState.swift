/// The transition's state at one moment of an interactive timeline: its phase and the
/// transition's elapsed time fraction (0 is the from-state, 1 the to-state) at which every
/// animation is evaluated, each through its own timing curve.
public struct InteractionState: Hashable, Sendable {
    /// `interactive` while scrubbing, then `finishing` or `cancelling` (never `animating`).
    public var phase: Phase
    /// The transition's elapsed time fraction: 0...1 while scrubbing; a spring completion curve may
    /// overshoot it, and evaluation clamps it to 0...1.
    public var fraction: Double
    /// How far the finger is past either end of the pan, as a fraction of its distance (the
    /// percent before clamping, minus the percent), relaxing to 0 over the completion; 0 for a
    /// progress gesture and for timelines that do not keep it (`InteractionTimeline`).
    public var overdrag: Double = 0

    public init(phase: Phase, fraction: Double) {
        self.phase = phase
        self.fraction = fraction
    }
}
