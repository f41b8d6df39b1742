/// A system setting every app must support, under which a transition renders differently:
/// right-to-left layout, "Prefer Cross-Fade Transitions", and Reduce Motion alone. A template
/// lists them in `variants` and `segue render --variant` names them; each renders into its own
/// folder, `output/<name>-<variant>/`.
public enum TransitionVariant: String, Hashable, Sendable, CaseIterable {
    /// Right-to-left semantic content (`UISemanticContentAttribute`, an Arabic or Hebrew
    /// locale): the layout and every effect's direction mirrored.
    case rtl
    /// Accessibility › Motion › Prefer Cross-Fade Transitions
    /// (`UIAccessibility.prefersCrossFadeTransitions`): push, pop and sheets cross-fade.
    case crossFade = "cross-fade"
    /// Accessibility › Motion › Reduce Motion alone (`UIAccessibility.isReduceMotionEnabled`).
    case reduceMotion = "reduce-motion"
}

extension TransitionEffect {
    /// The effect as it renders under `variant`; the default is the effect unchanged (a
    /// variant that does not concern it). An effect overrides this to say what it becomes.
    public func adapted(to variant: TransitionVariant, in context: EffectContext) -> any TransitionEffect { self }
}
