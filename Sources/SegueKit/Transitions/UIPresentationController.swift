import Foundation

/// UIKit's presentation controller: owns a presented controller's place on screen while it is
/// presented. A `.custom` presentation gets the one the transitioning delegate's
/// `presentationController(forPresented:presenting:source:)` returns (or this class); the
/// built-in full-screen styles get SegueKit's own.
///
/// The calls come in UIKit's order: `presentationTransitionWillBegin()`, the container's layout
/// (`containerViewWillLayoutSubviews()`, the presented view placed at
/// `frameOfPresentedViewInContainerView`, `containerViewDidLayoutSubviews()`), the animator,
/// then `presentationTransitionDidEnd(_:)` when it calls `completeTransition`; the same for a
/// dismissal with `dismissalTransitionWillBegin()` and `dismissalTransitionDidEnd(_:)`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject, UIContentContainer {
    /// The controller being presented.
    public let presentedViewController: UIViewController
    /// The controller that presented (UIKit keeps it unowned; it outlives the presentation).
    public unowned let presentingViewController: UIViewController
    /// The view the presentation happens in; nil until the presentation starts.
    open internal(set) var containerView: UIView?
    /// The style this controller presents in.
    open internal(set) var presentationStyle: UIModalPresentationStyle = .custom
    /// UIKit's adaptive presentation delegate, typed `AnyObject` here and never called: recordings do not adapt the
    /// presentation or dismiss it by a swipe.
    open weak var delegate: AnyObject?

    /// A presentation controller for `presentedViewController`, presented by `presentingViewController`. Given nil (which
    /// UIKit fills in later), SegueKit takes the presented controller itself, so pass the presenter.
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController ?? presentedViewController
        super.init()
    }

    /// The view that is animated onto the screen: the presented controller's view.
    open var presentedView: UIView? { presentedViewController.view }

    /// Where the presented view ends: the container's bounds unless overridden.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting controller's view leaves the screen when the presentation ends
    /// (false: it stays behind the presented one, as for `.custom` by default).
    open var shouldRemovePresentersView: Bool { false }

    /// Whether the presentation covers the whole screen (UIKit's default, true).
    open var shouldPresentInFullscreen: Bool { true }

    /// Called as the presentation starts, before the container's layout and the animator: add dimming or chrome views to
    /// `containerView` here.
    open func presentationTransitionWillBegin() {}
    /// Called when the animator calls `completeTransition` (`completed` false after a cancel, the container then removed),
    /// or at once, with true, for a presentation without animation.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called as the dismissal starts, before its animator runs.
    open func dismissalTransitionWillBegin() {}
    /// Called when the dismissal's animator calls `completeTransition` (at once, with true, without animation); when
    /// `completed`, the container has already left the window.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called once, as the presentation starts, before the presented view (when already in the container) is put at
    /// `frameOfPresentedViewInContainerView`; UIKit also calls it on later layout passes, which SegueKit does not.
    open func containerViewWillLayoutSubviews() {}
    /// Called once, as the presentation starts, after the presented view was placed; not on later layout passes, as it
    /// is in UIKit.
    open func containerViewDidLayoutSubviews() {}

    // MARK: Content container (UIKit's UIContentContainer)

    /// The presented controller's preferred size.
    open var preferredContentSize: CGSize { presentedViewController.preferredContentSize }
    /// Called when the presented controller's `preferredContentSize` changes.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Called in UIKit when the presented content's Auto Layout fitting size changes; SegueKit never calls it.
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The presented content's size in a container of `parentSize`: the whole of it, by default.
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Called when the container is about to change size (recordings keep one canvas size).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// The container's layout pass: the presented view is put at its frame between the two calls.
    func layOutContainer() {
        containerViewWillLayoutSubviews()
        if let presentedView, presentedView.superview === containerView {
            presentedView.frame = frameOfPresentedViewInContainerView
        }
        containerViewDidLayoutSubviews()
    }
}

/// The built-in `.fullScreen` and `.overFullScreen` presentation: the presented view fills the
/// screen; a full-screen presentation takes the presenter's view off the screen when it ends.
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    let removesPresentersView: Bool

    init(presented: UIViewController, presenting: UIViewController, style: UIModalPresentationStyle) {
        removesPresentersView = style == .fullScreen
        super.init(presentedViewController: presented, presenting: presenting)
        presentationStyle = style
    }

    override var shouldRemovePresentersView: Bool { removesPresentersView }
}

/// What a running transition offers the code around it (`UIViewController.transitionCoordinator`).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition's own animations and `completion` after it
    /// ends; returns false when the transition has already ended.
    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
    /// Calls `handler` each time the transition stops or starts being interactive (a finish or
    /// cancel of the interaction controller, a pause).
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion: UIKit's Objective-C import
    /// gives the nullable completion a default of nil, which a Swift protocol cannot, so this
    /// overload stands in for it.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// What the coordinator's blocks can read of the transition.
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    var isAnimated: Bool { get }
    var isInteractive: Bool { get }
    var isCancelled: Bool { get }
    var transitionDuration: TimeInterval { get }
    var percentComplete: CGFloat { get }
    var presentationStyle: UIModalPresentationStyle { get }
    var containerView: UIView { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// The coordinator of an app-started transition: alongside blocks run in a `UIView.animate`
/// block of the transition's duration, started with the animator's animations (inside the
/// container, so an interactive transition scrubs them too when they animate views there);
/// completions run after `completeTransition`.
@MainActor
final class TransitionCoordinator: NSObject, UIViewControllerTransitionCoordinator {
    /// Held strongly: a coordinator kept past its transition still answers. The context holds
    /// the coordinator only while the transition runs (`end()` lets go), so there is no cycle.
    let context: TransitionContext
    var transitionDuration: TimeInterval { context.duration }
    private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false
    private(set) var ended = false

    init(context: TransitionContext) {
        self.context = context
    }

    var isAnimated: Bool { true }
    var isInteractive: Bool { context.isInteractive }
    var isCancelled: Bool { context.transitionWasCancelled }
    var percentComplete: CGFloat { context.percent }
    var presentationStyle: UIModalPresentationStyle { context.presentationStyle }
    var containerView: UIView { context.containerView }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { context.viewController(forKey: key) }
    func view(forKey key: UITransitionContextViewKey) -> UIView? { context.view(forKey: key) }

    @discardableResult
    func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !ended else { return false }
        if let animation {
            if started { run(animation) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// Tells the interaction handlers that the transition's interactivity changed.
    func interactionChanged() {
        for handler in interactionHandlers { handler(self) }
    }

    /// Runs the alongside blocks gathered so far, as the animator's animations start.
    func start() {
        started = true
        let blocks = alongside
        alongside = []
        for block in blocks { run(block) }
    }

    private func run(_ block: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void) {
        UIView.animate(withDuration: transitionDuration, animations: { block(self) })
    }

    /// Runs the completions once the transition has ended.
    func end() {
        ended = true
        context.coordinator = nil
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
    }
}
