import Foundation

/// What `interruptibleAnimator(using:)` returns when an animator does not implement it: UIKit
/// asks `responds(to:)`; SegueKit's protocol extension returns this one object instead, which
/// the percent-driven controller recognises as "no interruptible animator".
@MainActor
final class NoInterruptibleAnimator {
    static let shared: any UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 0, curve: .linear)

    static func isNone(_ animator: any UIViewImplicitlyAnimating) -> Bool { animator === shared }
}
