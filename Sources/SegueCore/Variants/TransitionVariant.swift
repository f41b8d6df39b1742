/// A system setting every app must support, under which a transition renders differently:
/// right-to-left layout, "Prefer Cross-Fade Transitions", and Reduce Motion alone. A template
/// lists them in `variants` and `segue render --variant` names them; each renders into its own
/// folder, `output/<name>-<variant>/`. `Scene.withVariantApplied()` applies one.
///
/// What each built-in effect becomes (each effect says so in its `adapted(to:in:)`):
///
/// | effect | `rtl` | `cross-fade` | `reduce-motion` |
/// | --- | --- | --- | --- |
/// | fade | layout mirrored | unchanged | unchanged |
/// | slide | direction left ↔ right | fade | fade |
/// | zoom | source rect mirrored | fade | fade |
/// | circleReveal | origin point mirrored | fade | fade |
/// | match | layout mirrored | unchanged | unchanged |
/// | custom | animations mirrored | unchanged | springs without bounce |
/// | flip | direction left ↔ right | fade | fade |
/// | cube | direction left ↔ right | fade | fade |
///
/// A fade that replaces an effect keeps the transition's duration and timing: the incoming
/// screen's opacity is the progress p (0.5 at ½ of an easeInEaseOut push, by its symmetry).
/// Under reduce-motion every spring, the transition's and the animations', loses its bounce
/// (damping ratio 1). System transitions that other effects draw (navigation, sheets, tabs)
/// say what they become in their own `adapted(to:in:)`.
///
/// Sources:
/// - `UIAccessibility.prefersCrossFadeTransitions` (iOS 14): true when Reduce Motion and
///   Prefer Cross-Fade Transitions are both on; SwiftUI's
///   `accessibilityPrefersCrossFadeTransitions` doc: "UI should avoid Slide animations and
///   prefer Cross-Fade transitions instead". UIKit's own push, pop and sheet presentations
///   cross-fade under it.
/// - `UIAccessibility.isReduceMotionEnabled`: Reduce Motion alone. Since iOS 14 the cross-fade
///   of system transitions is the separate switch above, so with Reduce Motion alone a
///   navigation push and a sheet keep their motion.
/// - Apple's Human Interface Guidelines, Accessibility › Motion: when Reduce Motion is on,
///   replace app-defined motion (slides, zooms, depth changes) with a fade or dissolve and
///   tighten springs so they do not bounce. An app's slide, zoom and circle reveal become
///   fades here; a custom animator is the app's own code: its springs lose their bounce and the
///   rest plays as written.
/// - Right-to-left: UIKit's `semanticContentAttribute` / `effectiveUserInterfaceLayoutDirection`
///   mirror the layout (leading is right) and the direction of navigation (a push comes from
///   the left, the back chevron points right); images flip only when made with
///   `imageFlippedForRightToLeftLayoutDirection()`, so Segue never flips them (WWDC 2015
///   session 222, "New UIKit Support for International User Interfaces").
public enum TransitionVariant: String, Hashable, Sendable, CaseIterable {
    /// Right-to-left semantic content (`UISemanticContentAttribute`, an Arabic or Hebrew
    /// locale): the layout and every effect's direction mirrored.
    case rtl
    /// Accessibility › Motion › Prefer Cross-Fade Transitions
    /// (`UIAccessibility.prefersCrossFadeTransitions`): push, pop and sheets cross-fade.
    case crossFade = "cross-fade"
    /// Accessibility › Motion › Reduce Motion alone (`UIAccessibility.isReduceMotionEnabled`):
    /// system transitions keep their motion, app-defined motion fades, springs lose their bounce.
    case reduceMotion = "reduce-motion"
}

extension TransitionEffect {
    /// The effect as it renders under `variant`; the default is the effect unchanged (a
    /// variant that does not concern it). An effect overrides this to say what it becomes.
    public func adapted(to variant: TransitionVariant, in context: EffectContext) -> any TransitionEffect { self }
}
