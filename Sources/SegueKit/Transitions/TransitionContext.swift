import Foundation
import SegueCore

/// The context UIKit gives a transition's animator, set up as UIKit sets it up for a
/// full-screen presentation or dismissal and for a navigation push or pop: the container
/// fills the window and holds the from view at the container's bounds; the animator adds the
/// to view. `view(forKey:)` returns both views for these four (UIKit returns nil only for
/// styles that keep the presenting view out of the container, which SegueKit does not model).
///
/// `completeTransition(true)` removes the from view from the container, as UIKit does when a
/// full-screen presentation or a push ends; `completeTransition(false)` removes the to view.
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let from: UIViewController
    let to: UIViewController
    let isAnimated = true
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle = .fullScreen
    let targetTransform = CGAffineTransform.identity

    /// The media time `completeTransition` was called, and with what.
    private(set) var completion: (time: CFTimeInterval, didComplete: Bool)?
    /// What drives the transition now (recorded in each frame's snapshot).
    var phase: Phase = .animating
    /// The percent last given to `updateInteractiveTransition`.
    private(set) var percent: CGFloat = 0

    init(container: UIView, from: UIViewController, to: UIViewController) {
        containerView = container
        self.from = from
        self.to = to
        super.init()
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { percent = percentComplete }

    func finishInteractiveTransition() {
        isInteractive = false
        phase = .finishing
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        phase = .cancelling
    }

    func pauseInteractiveTransition() {
        isInteractive = true
        transitionWasCancelled = false
        phase = .interactive
    }

    func completeTransition(_ didComplete: Bool) {
        guard completion == nil else {
            Misuse.record(SegueKitError("completeTransition(\(didComplete)): called a second time; expected one call per transition"))
            return
        }
        completion = (Runtime.withCurrent { $0.now }, didComplete)
        let leaving = didComplete ? from.viewIfLoaded : to.viewIfLoaded
        if let leaving, leaving.superview === containerView { leaving.removeFromSuperview() }
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: from
        case .to: to
        default: nil
        }
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: from.view
        case .to: to.view
        default: nil
        }
    }

    /// The from controller starts filling the container; the to controller has no start frame
    /// (UIKit returns CGRect.zero: the animator decides where it comes from).
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? containerView.bounds : .zero
    }

    /// The to controller ends filling the container; the from controller has no end frame
    /// (UIKit returns CGRect.zero: it is leaving).
    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === to ? containerView.bounds : .zero
    }
}
