import Foundation

/// UIKit's responder: the chain from a view to its superview, or to its controller when it is a
/// controller's view, and from a controller to its view's superview. Recordings deliver touches
/// through gesture recognizers and controls, not through responder methods, so the first
/// responder is kept for code that asks and nothing more (no keyboard is shown).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// The next responder in the chain (nil at its end).
    open var next: UIResponder? { nil }

    private static weak var firstResponder: UIResponder?

    /// Whether `becomeFirstResponder()` succeeds: false unless a subclass says otherwise, as in UIKit.
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the responder would give up first-responder status (true); `resignFirstResponder()` does not consult it.
    open var canResignFirstResponder: Bool { true }
    /// Whether this is the first responder: SegueKit keeps one for the whole process, not one per window.
    open var isFirstResponder: Bool { UIResponder.firstResponder === self }

    /// Makes this the first responder when it can (`canBecomeFirstResponder`).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        UIResponder.firstResponder = self
        return true
    }

    /// Stops being the first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        if isFirstResponder { UIResponder.firstResponder = nil }
        return true
    }
}
