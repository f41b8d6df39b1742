import Foundation

/// UIKit's navigation controller: a stack of controllers, the top one's view filling the
/// controller's content view, and pushes and pops that ask the `delegate` for their animator
/// and interaction controller, as an app's navigation runs on iOS. Record it with
/// `TransitionRecorder.record(root:touches:name:perform:)`.
///
/// As in UIKit, `viewControllers` changes when the push or pop starts (a cancelled interactive
/// transition puts it back), the pushed controller is a child from the start (`willMove`) and
/// `didMove(toParent:)` is called when the transition completes; the transition's container is
/// the content view, both views are given, the from view starts and the to view ends filling it
/// (`initialFrame(for: from)`, `finalFrame(for: to)`; the other two are `.zero`), and the to view
/// is placed at its final frame before the animator runs. A push or pop without an animator
/// from the delegate would use UIKit's own slide, which SegueKit does not draw: recorded as not
/// supported (unless `animated` is false). The navigation bar is not drawn either: a navigation
/// controller shown with its bar is recorded as not supported; set `isNavigationBarHidden`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The operation of a navigation transition.
    public enum Operation: Int, Sendable { case none, push, pop }

    /// Provides the push and pop animators and interaction controllers, and hears `willShow` and `didShow`; without its
    /// animator an animated push or pop is recorded as not supported.
    open weak var delegate: (any UINavigationControllerDelegate)?
    /// The bar's properties, for code that sets them (the bar is not drawn).
    public let navigationBar = UINavigationBar()
    /// The system's edge-swipe pop recognizer: UIKit runs it with its own pop animation only,
    /// which SegueKit does not draw, so it is never attached; code may set its `delegate` or
    /// `isEnabled` as on iOS.
    public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIScreenEdgePanGestureRecognizer(target: nil) { _ in }

    /// The stack, root first.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [UIViewController] = []

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }
    /// The controller whose view shows: what the top controller presents, else the top one.
    open var visibleViewController: UIViewController? { topViewController?.presentedViewController ?? topViewController }

    /// Whether the navigation bar is hidden (it is never drawn; see the class's documentation).
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue; content.setNeedsLayout() }
    }
    /// Sets `isNavigationBarHidden`; `animated` is ignored, as the bar is not drawn.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }
    /// Whether the toolbar is hidden (there is none to draw).
    open var isToolbarHidden = true

    /// The view holding the top controller's view: the container of navigation transitions.
    private lazy var content = ContainerContentView(owner: self, bar: navigationBar, name: "UINavigationController")

    /// A navigation controller with `rootViewController` as its only controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with an empty stack (set `viewControllers` or push one); no nib is loaded.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Required by `UIViewController`: controllers are not decoded in SegueKit, so it records "not supported" and returns nil.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Makes the view: a screen-sized view holding the content view, which shows the top controller's view.
    open override func loadView() {
        view = content.installed(showing: topViewController?.view)
    }

    /// Forwards the call to the top controller, as UIKit forwards appearance to the child on screen.
    open override func viewWillAppear(_ animated: Bool) { topViewController?.viewWillAppear(animated) }
    /// Forwards the call to the top controller, as UIKit forwards appearance to the child on screen.
    open override func viewDidAppear(_ animated: Bool) { topViewController?.viewDidAppear(animated) }
    /// Forwards the call to the top controller, as UIKit forwards appearance to the child on screen.
    open override func viewWillDisappear(_ animated: Bool) { topViewController?.viewWillDisappear(animated) }
    /// Forwards the call to the top controller, as UIKit forwards appearance to the child on screen.
    open override func viewDidDisappear(_ animated: Bool) { topViewController?.viewDidDisappear(animated) }

    /// Replaces the stack; with `animated`, a new top controller is pushed (or popped to, when it
    /// was in the stack) through the delegate's animator. Controllers leaving the stack get
    /// `willMove(toParent: nil)` now and leave their parent when the transition completes;
    /// arriving ones become children now and get `didMove(toParent:)` then; a cancelled
    /// transition puts the stack back.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let previous = stack
        let old = previous.last
        let kept = Set(controllers.map(ObjectIdentifier.init)), before = Set(previous.map(ObjectIdentifier.init))
        let leaving = previous.filter { !kept.contains(ObjectIdentifier($0)) }
        let arriving = controllers.filter { !before.contains(ObjectIdentifier($0)) }
        stack = controllers
        for controller in leaving { controller.willMove(toParent: nil); controller.isMovingFromParent = true }
        for controller in arriving { addChild(controller); controller.isMovingToParent = true }
        let settle: (Bool) -> Void = { [weak self] completed in
            for controller in leaving { controller.isMovingFromParent = false }
            for controller in arriving { controller.isMovingToParent = false }
            guard let self else { return }
            if completed {
                for controller in leaving { controller.removeFromParent() }
                for controller in arriving { controller.didMove(toParent: self) }
            } else {
                self.stack = previous
                for controller in arriving { controller.willMove(toParent: nil); controller.removeFromParent() }
                for controller in leaving { controller.didMove(toParent: self) }
            }
        }
        guard let top = controllers.last, top !== old else { return settle(true) }
        transition(from: old, to: top, operation: before.contains(ObjectIdentifier(top)) ? .pop : .push,
                   animated: animated, done: settle)
    }

    /// Pushes `viewController` on top of the stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard !stack.contains(where: { $0 === viewController }) else {
            Misuse.record(SegueKitError("pushViewController(_:animated:): the controller is already in the stack; expected a controller that is not"))
            return
        }
        setViewControllers(stack + [viewController], animated: animated)
    }

    /// Pops the top controller and returns it (nil at the root).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1, let top = topViewController else { return nil }
        setViewControllers(Array(stack.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above `viewController` and returns them.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else { return nil }
        let popped = Array(stack[(index + 1)...])
        if !popped.isEmpty { setViewControllers(Array(stack[...index]), animated: animated) }
        return popped
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Shows `to` in place of `from`: at once when not animated or not on screen, else through
    /// the delegate's animator; `done` does the stack's bookkeeping when it ends.
    private func transition(from: UIViewController?, to: UIViewController, operation: Operation, animated: Bool,
                            done: @escaping (Bool) -> Void) {
        guard isViewLoaded, view.window != nil, let from else {
            if isViewLoaded { content.show(to.view) }
            done(true)
            return
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        guard animated else {
            content.swap(from: from, to: to)
            done(true)
            delegate?.navigationController(self, didShow: to, animated: false)
            return
        }
        guard let animator = delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) else {
            Misuse.record(.unsupported("\(operation == .push ? "pushViewController" : "popViewController")(animated: true) without an animator from the navigation controller's delegate (UIKit's default slide)"))
            content.swap(from: from, to: to)
            done(true)
            return
        }
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
        let bounds = content.bounds
        to.view.frame = bounds
        let context = TransitionContext(container: content, from: from, to: to, fromView: from.view, toView: to.view,
                                        style: .none, frames: (bounds, .zero, .zero, bounds))
        // UIKit calls didMove(toParent:) and didShow after the did-appear calls.
        context.onEnded = { [weak self] completed in
            done(completed)
            if completed, let self { self.delegate?.navigationController(self, didShow: to, animated: true) }
        }
        AppTransition.run(context, animator: animator, interaction: interaction) {}
    }
}

/// The content view of a container controller (navigation, tab bar): shows one child's view
/// filling it, and refuses, when laid out on screen, the bar SegueKit does not draw.
@MainActor
final class ContainerContentView: UIView {
    private weak var owner: UIViewController?
    private let bar: UIView
    private let name: String
    private var refused = false

    init(owner: UIViewController, bar: UIView, name: String) {
        self.owner = owner
        self.bar = bar
        self.name = name
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }

    /// The container controller's view: a screen-sized view with this content view filling it,
    /// showing `view`.
    func installed(showing view: UIView?) -> UIView {
        let root = UIView(frame: UIScreen.main.bounds)
        frame = root.bounds
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(self)
        if let view { show(view) }
        return root
    }

    /// Shows `view` alone, filling the content.
    func show(_ view: UIView) {
        for subview in subviews where subview !== view { subview.removeFromSuperview() }
        view.frame = bounds
        if view.superview !== self { addSubview(view) }
    }

    /// Replaces `from`'s view with `to`'s at once, with the appearance calls.
    func swap(from: UIViewController, to: UIViewController) {
        from.viewWillDisappear(false)
        to.viewWillAppear(false)
        show(to.view)
        from.viewDidDisappear(false)
        to.viewDidAppear(false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard !bar.isHidden, !refused, window != nil else { return }
        refused = true
        let barName = owner is UITabBarController ? "tab bar (set tabBar.isHidden = true)" : "navigation bar (set isNavigationBarHidden = true)"
        Misuse.record(.unsupported("\(name)'s \(barName): bars are not drawn"))
    }
}

/// A navigation bar's properties (the bar is not drawn in recordings).
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Whether titles show large (not drawn).
    open var prefersLargeTitles = false
    /// Whether the bar is translucent (not drawn).
    open var isTranslucent = true
    /// The bar's background colour (not drawn).
    open var barTintColor: UIColor?
    /// The title's text attributes (not drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?
    /// The large title's text attributes (not drawn).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The image of the line under the bar (not drawn).
    open var shadowImage: UIImage?
}
