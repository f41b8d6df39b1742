/// Which part of an interactive transition a moment belongs to.
public enum InteractionPhase: String, Hashable, Sendable {
    /// The finger scrubs the transition (`updateInteractiveTransition`).
    case interactive
    /// Released past the rule: the rest plays forward to the end (`finishInteractiveTransition`).
    case finishing
    /// Released short of the rule: the transition plays back to its start (`cancelInteractiveTransition`).
    case cancelling
}

/// The transition's state at one moment of an interactive timeline: its phase and the
/// transition's elapsed time fraction (0 is the from-state, 1 the to-state) at which every
/// animation is evaluated, each through its own timing curve.
public struct InteractionState: Hashable, Sendable {
    /// Scrubbing, finishing or cancelling.
    public var phase: InteractionPhase
    /// The transition's elapsed time fraction: 0...1 while scrubbing; a spring completion curve may
    /// overshoot it, and `Scene.renderTree(atFraction:)` clamps it to 0...1.
    public var fraction: Double

    public init(phase: InteractionPhase, fraction: Double) {
        self.phase = phase
        self.fraction = fraction
    }
}
