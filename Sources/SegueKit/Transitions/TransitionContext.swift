import Foundation
import SegueCore

/// The context UIKit gives a transition's animator. `TransitionRecorder.record(_:operation:…)`
/// sets it up as UIKit does for a full-screen presentation or dismissal and for a navigation
/// push or pop: the container fills the window and holds the from view at the container's
/// bounds; the animator adds the to view, and `view(forKey:)` returns both views. A transition an
/// app starts (`present`, `dismiss`, a push, pop or tab switch) gets the views, frames and
/// container its kind has on iOS (see `UIViewController.present(_:animated:completion:)`).
///
/// `completeTransition(true)` removes the from view from the container, as UIKit does when a
/// full-screen presentation or a push ends; `completeTransition(false)` removes the to view.
/// An app's transition then does its own bookkeeping (the presentation controller's did-end
/// call, the navigation stack, the completion blocks).
@MainActor
final class TransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let from: UIViewController
    let to: UIViewController
    let isAnimated = true
    var isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: UIModalPresentationStyle
    let targetTransform = CGAffineTransform.identity

    /// The views `view(forKey:)` returns (nil where UIKit returns nil).
    private let fromView: UIView?
    private let toView: UIView?
    /// The frames `initialFrame(for:)` and `finalFrame(for:)` return for the two controllers.
    private let frames: (fromInitial: CGRect, fromFinal: CGRect, toInitial: CGRect, toFinal: CGRect)
    /// What the app's transition does after `completeTransition` (nil for the recorder's own).
    var onComplete: ((Bool) -> Void)?
    /// What it does last, after the did-appear calls (a container's `didMove(toParent:)`).
    var onEnded: ((Bool) -> Void)?
    /// The transition's animator, for the interaction controller and `animationEnded`.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The transition's coordinator, while it runs (`UIViewController.transitionCoordinator`).
    var coordinator: TransitionCoordinator?
    /// The animator's `transitionDuration(using:)`, asked once when the transition started.
    var duration: TimeInterval = 0

    /// The media time the transition started.
    var startTime: CFTimeInterval = 0
    /// The media time `completeTransition` was called, and with what.
    private(set) var completion: (time: CFTimeInterval, didComplete: Bool)?
    /// What drives the transition now (recorded in each frame's snapshot).
    var phase: Phase = .animating
    /// The percent last given to `updateInteractiveTransition`.
    private(set) var percent: CGFloat = 0

    /// The recorder's context: full screen, both views, the from view filling the container.
    convenience init(container: UIView, from: UIViewController, to: UIViewController) {
        let bounds = container.bounds
        self.init(container: container, from: from, to: to, fromView: from.view, toView: to.view, style: .fullScreen,
                  frames: (bounds, .zero, .zero, bounds))
    }

    init(container: UIView, from: UIViewController, to: UIViewController, fromView: UIView?, toView: UIView?,
         style: UIModalPresentationStyle, frames: (fromInitial: CGRect, fromFinal: CGRect, toInitial: CGRect, toFinal: CGRect)) {
        containerView = container
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        presentationStyle = style
        self.frames = frames
        super.init()
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) { percent = percentComplete }

    func finishInteractiveTransition() {
        isInteractive = false
        phase = .finishing
        coordinator?.interactionChanged()
    }

    func cancelInteractiveTransition() {
        isInteractive = false
        transitionWasCancelled = true
        phase = .cancelling
        coordinator?.interactionChanged()
    }

    func pauseInteractiveTransition() {
        isInteractive = true
        transitionWasCancelled = false
        phase = .interactive
        coordinator?.interactionChanged()
    }

    func completeTransition(_ didComplete: Bool) {
        guard completion == nil else {
            Misuse.record(SegueKitError("completeTransition(\(didComplete)): called a second time; expected one call per transition"))
            return
        }
        completion = (Runtime.withCurrent { $0.now }, didComplete)
        let leaving = didComplete ? fromView : toView
        if let leaving, leaving.superview === containerView { leaving.removeFromSuperview() }
        onComplete?(didComplete)
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
        case .from: fromView
        case .to: toView
        default: nil
        }
    }

    /// Where a controller's view starts: for the recorder's transitions the from controller
    /// fills the container and the to controller has no start frame (UIKit returns
    /// CGRect.zero: the animator decides where it comes from).
    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? frames.fromInitial : vc === to ? frames.toInitial : .zero
    }

    /// Where a controller's view ends: the to controller fills the container (a presented one,
    /// its presentation controller's `frameOfPresentedViewInContainerView`); a leaving one has
    /// none (CGRect.zero), except a custom presentation's dismissed controller, whose view ends
    /// where its presentation controller placed it (the frame slide-out animators start from).
    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === from ? frames.fromFinal : vc === to ? frames.toFinal : .zero
    }
}
