import Foundation

/// Which controller of a transition (`viewController(forKey:)`).
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    /// The key's name: UIKit's string constant.
    public let rawValue: String
    /// A key with this name; only `.from` and `.to` find a controller.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller the transition starts from: the presenter when presenting, the presented one when dismissing.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller the transition ends on.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Which view of a transition (`view(forKey:)`).
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    /// The key's name: UIKit's string constant.
    public let rawValue: String
    /// A key with this name; only `.from` and `.to` find a view.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view that leaves; nil when presenting in a style that keeps the presenter's view on screen (`.overFullScreen`,
    /// `.custom` by default), as in UIKit.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view that arrives; nil when dismissing such a presentation, whose presenter's view never left.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// The animator of a transition: how long it lasts and what it does to the views in the
/// container. Class-bound and main-actor isolated, as UIKit declares it, so an `NSObject`
/// subclass conforms and a `weak var` can hold a context.
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// Optional: a property animator UIKit drives instead of pausing layers when the transition
    /// is interactive. Not implementing it is what the default does (UIKit's `responds(to:)`).
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating
    /// Optional: called after the transition completed or was cancelled.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    /// What an animator that does not implement it returns: a shared placeholder that `UIPercentDrivenInteractiveTransition`
    /// takes as "no interruptible animator", in place of UIKit's `responds(to:)` check. Do not drive it yourself.
    public func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        NoInterruptibleAnimator.shared
    }
    /// Does nothing, for animators that do not implement it.
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What the transition's objects are told and can ask: UIKit's transition context.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; it fills the screen.
    var containerView: UIView { get }
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var transitionWasCancelled: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var targetTransform: CGAffineTransform { get }
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    func finishInteractiveTransition()
    func cancelInteractiveTransition()
    func pauseInteractiveTransition()
    /// Tells UIKit the transition's animations are done; `didComplete` false after a cancel.
    func completeTransition(_ didComplete: Bool)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    func initialFrame(for vc: UIViewController) -> CGRect
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// An object that drives a transition interactively.
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    var completionSpeed: CGFloat { get }
    var completionCurve: UIView.AnimationCurve { get }
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    /// 1, for interaction controllers that do not implement it (SegueKit reads only
    /// `UIPercentDrivenInteractiveTransition`'s own).
    public var completionSpeed: CGFloat { 1 }
    /// `.easeInOut`, for interaction controllers that do not implement it (SegueKit reads only
    /// `UIPercentDrivenInteractiveTransition`'s own).
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    /// true, UIKit's default: the transition starts interactive (the context's `isInteractive`).
    public var wantsInteractiveStart: Bool { true }
}

/// Vends the animators of a presentation and its dismissal (all optional).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation (nil: a plain `UIPresentationController`).
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    /// No animator: an animated `present` is then recorded as not supported (UIKit's cover-vertical animation is not drawn).
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No animator: an animated `dismiss` is then recorded as not supported (UIKit's default animation is not drawn).
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No interaction controller: the presentation runs on its animator alone.
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// No interaction controller: the dismissal runs on its animator alone.
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// None: a `.custom` presentation then uses a plain `UIPresentationController`, whose presented view fills the container.
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

/// Vends a navigation controller's push and pop animators (all optional).
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    /// No animator: an animated push or pop is then recorded as not supported (UIKit's slide is not drawn) and the views
    /// swap at once.
    public func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No interaction controller: the push or pop runs on its animator alone.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
    /// Does nothing; called before each push or pop made while the navigation controller is on screen, animated or not.
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing; called when a push or pop on screen has completed (not after a cancelled one, nor after an animated
    /// one recorded as not supported for want of an animator).
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

/// Vends a tab bar controller's switch animators and hears of selections (all optional).
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    /// true. Never asked: UIKit asks it when the user taps a tab, and SegueKit does not draw or tap the tab bar.
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing. Never called: UIKit calls it after the user taps a tab, and SegueKit does not draw or tap the tab bar.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// No animator: the tab switch is then instant, as on iOS.
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No interaction controller: the tab switch runs on its animator alone.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
