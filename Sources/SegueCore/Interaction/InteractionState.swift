/// The transition's state at one moment of an interactive timeline: its phase and the
/// transition's elapsed time fraction (0 is the from-state, 1 the to-state) at which every
/// animation is evaluated, each through its own timing curve.
public struct InteractionState: Hashable, Sendable {
    /// `interactive` while scrubbing, then `finishing` or `cancelling` (never `animating`).
    public var phase: Phase
    /// The transition's elapsed time fraction: 0...1 while scrubbing; a spring completion curve may
    /// overshoot it, and evaluation clamps it to 0...1.
    public var fraction: Double

    public init(phase: Phase, fraction: Double) {
        self.phase = phase
        self.fraction = fraction
    }
}
