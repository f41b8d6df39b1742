import Foundation

/// Modal presentation as an app starts it: `present(_:animated:completion:)` asks the presented
/// controller's `transitioningDelegate` for the animator, the interaction controller and (for
/// `.custom`) the presentation controller, and runs them in a container over the window, as
/// UIKit does. Record it with `TransitionRecorder.record(root:touches:name:perform:)`.
///
/// What each style gives the animator, as on iOS: `.fullScreen` both views, the presenter's view
/// taken off the screen at the end; `.overFullScreen` and `.custom` only the presented view
/// (`view(forKey: .from)` is nil: the presenter's view stays where it is, behind the container),
/// unless a custom presentation controller's `shouldRemovePresentersView` is true. The presented
/// view's final frame is the presentation controller's `frameOfPresentedViewInContainerView`.
/// A presentation without an animator from the delegate would use UIKit's own cover-vertical
/// animation, which SegueKit does not draw: it is recorded as not supported (unless `animated`
/// is false). `.pageSheet`, `.formSheet`, `.popover` and `.automatic` (iOS 13's default, a page
/// sheet) are recorded as not supported too.
extension UIViewController {
    /// Presents `viewControllerToPresent` over this controller.
    public func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        let presented = viewControllerToPresent
        guard presentedViewController == nil else {
            Misuse.record(SegueKitError("present(_:animated:completion:): this controller already presents one; expected it to present one controller at a time"))
            return
        }
        guard let window = view.window else {
            Misuse.record(SegueKitError("present(_:animated:completion:): the presenting controller's view is not in the window; "
                + "expected a controller shown by TransitionRecorder.record(root:…)"))
            return
        }
        let style = presented.modalPresentationStyle
        let controller: UIPresentationController
        switch style {
        case .fullScreen, .overFullScreen:
            controller = FullScreenPresentationController(presented: presented, presenting: self, style: style)
        case .custom:
            controller = presented.transitioningDelegate?.presentationController(forPresented: presented, presenting: self, source: self)
                ?? UIPresentationController(presentedViewController: presented, presenting: self)
            controller.presentationStyle = .custom
        default:
            Misuse.record(.unsupported("present(_:animated:completion:) in the .\(style) style; expected .fullScreen, .overFullScreen or .custom"))
            return
        }
        let container = UIView(frame: window.bounds)
        container.accessibilityIdentifier = "transition"
        window.addSubview(container)
        controller.containerView = container
        presented.activePresentation = controller
        presentedViewController = presented
        presented.presentingViewController = self

        let presentedView = controller.presentedView ?? presented.view!
        let removesPresenter = controller.shouldRemovePresentersView
        let presenterView = self.view!
        presented.isBeingPresented = true
        let finish: (Bool) -> Void = { [unowned self] completed in
            if completed {
                if removesPresenter { presenterView.removeFromSuperview() }
            } else {
                // A cancelled full-screen presentation puts the presenter's view back on screen.
                if removesPresenter, let window = container.window {
                    window.insertSubview(presenterView, belowSubview: container)
                    presenterView.frame = window.bounds
                }
                container.removeFromSuperview()
                presented.activePresentation = nil
                self.presentedViewController = nil
                presented.presentingViewController = nil
            }
            controller.presentationTransitionDidEnd(completed)
            if completed { completion?() }
        }

        guard flag else {
            controller.presentationTransitionWillBegin()
            container.addSubview(presentedView)
            controller.layOutContainer()
            finish(true)
            presented.isBeingPresented = false
            return
        }
        guard let animator = presented.transitioningDelegate?.animationController(forPresented: presented, presenting: self, source: self) else {
            Misuse.record(.unsupported("present(_:animated: true) without an animator from the transitioning delegate (UIKit's default cover-vertical animation)"))
            presented.isBeingPresented = false
            return
        }
        let interaction = presented.transitioningDelegate?.interactionControllerForPresentation(using: animator)
        if removesPresenter {
            // The presenter's view joins the container for the transition, as UIKit moves it.
            container.addSubview(presenterView)
        }
        let bounds = container.bounds
        let context = TransitionContext(container: container, from: self, to: presented,
                                        fromView: removesPresenter ? presenterView : nil, toView: presentedView, style: style,
                                        frames: (removesPresenter ? bounds : .zero, removesPresenter ? bounds : .zero,
                                                 .zero, controller.frameOfPresentedViewInContainerView))
        // completeTransition(true) takes the from view (the presenter's, for a full-screen
        // presentation) out of the container; `finish` does the rest.
        context.onComplete = finish
        // Until the transition has ended: the appearance calls see it.
        context.onEnded = { _ in presented.isBeingPresented = false }
        AppTransition.run(context, animator: animator, interaction: interaction) {
            controller.presentationTransitionWillBegin()
            controller.layOutContainer()
        }
    }

    /// Dismisses the controller this one presents, or this one if it is presented.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController ?? (presentingViewController != nil ? self : nil),
              let presenter = presented.presentingViewController,
              let controller = presented.activePresentation,
              let container = controller.containerView else {
            Misuse.record(SegueKitError("dismiss(animated:completion:): nothing is presented; expected a controller presented with present(_:animated:completion:)"))
            return
        }
        let presentedView = controller.presentedView ?? presented.view!
        let restoresPresenter = controller.shouldRemovePresentersView
        let presenterView = presenter.view!
        presented.isBeingDismissed = true
        let finish: (Bool) -> Void = { completed in
            if completed {
                if restoresPresenter, let window = container.window {
                    window.insertSubview(presenterView, belowSubview: container)
                    presenterView.frame = window.bounds
                }
                container.removeFromSuperview()
                presented.activePresentation = nil
                presenter.presentedViewController = nil
                presented.presentingViewController = nil
            } else if restoresPresenter {
                presenterView.removeFromSuperview()
            }
            controller.dismissalTransitionDidEnd(completed)
            if completed { completion?() }
        }
        guard flag else {
            controller.dismissalTransitionWillBegin()
            presentedView.removeFromSuperview()
            finish(true)
            presented.isBeingDismissed = false
            return
        }
        guard let animator = presented.transitioningDelegate?.animationController(forDismissed: presented) else {
            Misuse.record(.unsupported("dismiss(animated: true) without an animator from the transitioning delegate (UIKit's default animation)"))
            presented.isBeingDismissed = false
            return
        }
        let interaction = presented.transitioningDelegate?.interactionControllerForDismissal(using: animator)
        if restoresPresenter {
            container.insertSubview(presenterView, at: 0)
            presenterView.frame = container.bounds
        }
        // A custom presentation's dismissed view ends where its presentation controller placed
        // it (the slide-out pattern apps copy animates from there); UIKit's full-screen styles
        // report .zero for the leaving view.
        let dismissedFinal = controller.presentationStyle == .custom ? controller.frameOfPresentedViewInContainerView : .zero
        let context = TransitionContext(container: container, from: presented, to: presenter,
                                        fromView: presentedView, toView: restoresPresenter ? presenterView : nil,
                                        style: controller.presentationStyle,
                                        frames: (presentedView.frame, dismissedFinal, .zero, restoresPresenter ? container.bounds : .zero))
        context.onEnded = { _ in presented.isBeingDismissed = false }
        context.onComplete = finish
        AppTransition.run(context, animator: animator, interaction: interaction) {
            controller.dismissalTransitionWillBegin()
        }
    }

    /// The coordinator of the transition this controller takes part in while it runs: as one of
    /// its two controllers, as the container running it (a navigation or tab bar controller), or
    /// else its parent's, as UIKit's documentation describes.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        Runtime.withCurrent { runtime in
            var controller: UIViewController? = self
            while let c = controller {
                let running = runtime.transitions.last { transition in
                    transition.completion == nil && [transition.from, transition.to].contains { (part: UIViewController) in part === c || part.parent === c }
                }
                if let running { return running.coordinator }
                controller = c.parent
            }
            return nil
        }
    }

    /// The presentation controller managing this controller while it is presented.
    public var presentationController: UIPresentationController? { activePresentation }
}

/// Starts an app's transition as UIKit does and registers it with the recording.
@MainActor
enum AppTransition {
    /// Appearance calls, then `willBegin` (the presentation controller's will-begin and layout),
    /// then the animator (through the interaction controller if there is one), then the
    /// coordinator's alongside blocks; at `completeTransition`, the transition's bookkeeping
    /// (`onComplete`), `animationEnded`, the did-appear calls, the coordinator's completions and
    /// then `onEnded`.
    static func run(_ context: TransitionContext, animator: any UIViewControllerAnimatedTransitioning,
                    duration known: TimeInterval? = nil,
                    interaction: (any UIViewControllerInteractiveTransitioning)?, willBegin: () -> Void) {
        let duration = known ?? Self.duration(of: animator, in: context)
        context.animator = animator
        context.startTime = Runtime.withCurrent { $0.now }
        context.duration = duration
        context.coordinator = TransitionCoordinator(context: context)
        Runtime.withCurrent { $0.transitions.append(context) }
        let bookkeeping = context.onComplete
        context.onComplete = { [unowned context] completed in
            bookkeeping?(completed)
            animator.animationEnded(completed)
            if completed {
                context.from.viewDidDisappear(true)
                context.to.viewDidAppear(true)
            }
            context.coordinator?.end()
            context.onEnded?(completed)
        }
        context.from.viewWillDisappear(true)
        context.to.viewWillAppear(true)
        willBegin()
        if let interaction {
            context.isInteractive = interaction.wantsInteractiveStart
            (interaction as? UIPercentDrivenInteractiveTransition)?.animator = animator
            interaction.startInteractiveTransition(context)
        } else {
            animator.animateTransition(using: context)
        }
        context.coordinator?.start()
    }

    /// The animator's `transitionDuration(using:)`; one that is not a finite, non-negative
    /// number of seconds is recorded, naming the animator, and taken as 0.
    static func duration(of animator: any UIViewControllerAnimatedTransitioning, in context: TransitionContext) -> TimeInterval {
        let duration = animator.transitionDuration(using: context)
        guard duration.isFinite, duration >= 0 else {
            Misuse.record(SegueKitError("\(String(describing: type(of: animator))).transitionDuration(using:): expected a finite, non-negative number of seconds, found \(duration)"))
            return 0
        }
        return duration
    }
}
