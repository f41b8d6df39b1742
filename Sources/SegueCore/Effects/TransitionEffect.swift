/// A transition's visual effect, as a plug-in: what a template's `type` names (fade, slide,
/// zoom, circleReveal, match, custom), with its own parameters.
///
/// An effect is a description; `resolve(in:)` checks it against its scene (references to layers,
/// values in range, timings that resolve) and returns an `EffectStaging` that evaluates it at
/// any instant without failing. To add an effect: one file with a type conforming to this
/// protocol and its staging, plus its entry in the template decoder's registry
/// (`EffectDecoders` in SegueTemplates).
public protocol TransitionEffect: Hashable, Sendable {
    /// The name a template's `type` gives the effect (`fade`, `circleReveal`), also shown by
    /// `segue list`.
    static var typeName: String { get }

    /// The operations the effect takes (every one by default; a navigation transition pushes
    /// and pops, a sheet presents and dismisses): `Scene.resolved()` checks them, the one place,
    /// and the schema's rule for the type is generated from them.
    static var operations: [TransitionOperation] { get }

    /// Checks the effect against the scene it is part of and prepares everything its evaluation
    /// needs, once. Errors name the place in the scene (`transition.source`).
    func resolve(in context: EffectContext) throws(SceneError) -> any EffectStaging

    /// True when the effect morphs shared elements whatever the transition's `match` says
    /// (the `match` type); false for the others (the default).
    var matchesLayers: Bool { get }

    /// The effect as it renders under `variant` (right-to-left, Prefer Cross-Fade Transitions,
    /// Reduce Motion), given the scene it is part of; the default is the effect unchanged.
    func adapted(to variant: TransitionVariant, in context: EffectContext) -> any TransitionEffect

    /// The UIKit presentation style the effect draws (`pageSheet`, `formSheet`, `fullScreen`,
    /// `overFullScreen`), shown by `segue list`; `nil` (the default) for effects that are not
    /// a system presentation.
    var presentationStyle: String? { get }

    /// The places a released pan may settle at besides the transition's two ends
    /// (`InteractionRest`), in `context`'s scene; `nil` (the default) for finish or cancel only.
    /// A sheet between detents gives every detent and, unless it is modal, a dismissal.
    func interactionRests(in context: EffectContext) -> [InteractionRest]?
}

extension TransitionEffect {
    /// The effect's `typeName`.
    public var typeName: String { Self.typeName }

    /// Every operation, unless the effect says otherwise.
    public static var operations: [TransitionOperation] { TransitionOperation.allCases }

    /// `operations` of the effect's type.
    public var operations: [TransitionOperation] { Self.operations }

    public var matchesLayers: Bool { false }

    public var presentationStyle: String? { nil }

    public func interactionRests(in context: EffectContext) -> [InteractionRest]? { nil }
}

/// A resolved effect: stages the transition's screens at any instant. Evaluation cannot fail:
/// everything that could go wrong was checked by `TransitionEffect.resolve(in:)`.
public protocol EffectStaging: Sendable {
    /// Whether the to-screen is drawn above the from-screen (built-in effects: on forward
    /// operations, push and present).
    var toOnTop: Bool { get }

    /// Changes `stage` (its screens start as the scene's root layers, in `toOnTop` order) to
    /// show the effect at `instant`.
    func stage(_ stage: inout TransitionStage, at instant: EffectInstant)
}

/// One instant of a transition, in the forms effects use.
public struct EffectInstant: Hashable, Sendable {
    /// Seconds since the transition began, in 0...duration.
    public var elapsed: Double
    /// The elapsed fraction f = elapsed / duration, in 0...1.
    public var fraction: Double
    /// The transition's timing at f: p = timing(f) (a spring may overshoot 1).
    public var progress: Double
    /// How far a built-in effect is "open": p on forward operations, 1 − p on backward ones,
    /// which play the same effect in reverse with the from-screen on top.
    public var openness: Double
    /// How far a finger has dragged past either end, as a fraction of the gesture's distance
    /// (positive past the end, negative before the start), relaxing to 0 after release; 0 when
    /// no gesture does (`InteractionState.overdrag`). A sheet between detents rubber-bands by it.
    public var overdrag: Double = 0

    public init(elapsed: Double, fraction: Double, progress: Double, openness: Double) {
        self.elapsed = elapsed
        self.fraction = fraction
        self.progress = progress
        self.openness = openness
    }
}
