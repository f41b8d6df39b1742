extension NavigationEffect {
    /// The system push or pop under `variant`:
    /// - rtl: the directions mirrored (a push comes in from the left, the covered screen moves
    ///   right, bar items travel the other way); the layout itself is mirrored by the variant's
    ///   scene pass, so the bar's parts arrive already on their mirrored sides.
    /// - cross-fade: "Prefer Cross-Fade Transitions" (`UIAccessibility.prefersCrossFadeTransitions`,
    ///   iOS 14: "whether the Reduce Motion and the Prefer Cross-Fade Transitions settings are
    ///   in an enabled state"; SwiftUI's counterpart adds "UI should avoid Slide animations and
    ///   prefer Cross-Fade transitions instead", Apple's documentation). The slide becomes a
    ///   cross-fade of the same duration and curve: the top screen's opacity is the openness,
    ///   the bar's items fade in place.
    /// - reduce-motion: unchanged. Since iOS 14 the system push keeps its slide under Reduce
    ///   Motion alone; the cross-fade is the separate setting above.
    public func adapted(to variant: TransitionVariant, in context: EffectContext) -> any TransitionEffect {
        var effect = self
        switch variant {
        case .rtl: effect.mirrored.toggle()
        case .crossFade: effect.style = .crossFade
        case .reduceMotion: break
        }
        return effect
    }
}
