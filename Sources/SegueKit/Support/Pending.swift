// Stand-ins for types being written on other branches (UIViewPropertyAnimator, UIScreen);
// replaced by them when those branches merge.
import Foundation

@MainActor public protocol UIViewImplicitlyAnimating: AnyObject {}
@MainActor final class NoInterruptibleAnimator: UIViewImplicitlyAnimating {
    static let shared = NoInterruptibleAnimator()
}
extension UIView {
    public enum AnimationCurve: Int, Sendable { case easeInOut, easeIn, easeOut, linear }
}
