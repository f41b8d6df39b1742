/// What drives the transition at an instant, as UIKit's transition context distinguishes it.
///
/// A non-interactive transition is `animating` throughout; an interactive one is `interactive`
/// while the gesture scrubs it (`updateInteractiveTransition`), then `finishing`
/// (`finishInteractiveTransition`) or `cancelling` (`cancelInteractiveTransition`) as the rest
/// plays out. One type for frames and for interaction timelines alike.
public enum Phase: String, Hashable, Sendable, CaseIterable {
    case animating, interactive, finishing, cancelling
}
