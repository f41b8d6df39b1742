/// What drives the transition at an instant, as UIKit's transition context distinguishes it.
///
/// A non-interactive transition is `animating` throughout; an interactive one is `interactive`
/// while the gesture scrubs it, then `finishing` or `cancelling` as the rest plays out.
public enum Phase: String, Hashable, Sendable {
    case animating, interactive, finishing, cancelling
}
