import Foundation

/// UIKit's tab bar controller: one child's view at a time filling the content view, and a
/// switch of `selectedIndex` or `selectedViewController` that asks the `delegate` for an
/// animator and interaction controller, as on iOS (where, without one, the switch is instant,
/// as it is here). The transition's container is the content view, both views are given and
/// both frames are its bounds. Taps on the tab bar's items are not played (the bar is not
/// drawn: a tab bar controller shown with its bar is recorded as not supported; set
/// `tabBar.isHidden`), so switch tabs in code, as a gesture handler or `perform` would.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// Provides the tab switch animators and interaction controllers; without an animator a switch is instant, as on iOS.
    open weak var delegate: (any UITabBarControllerDelegate)?
    /// The bar's properties (not drawn).
    public let tabBar = UITabBar()
    private var controllers: [UIViewController] = []
    private var selected = 0
    private lazy var content = ContainerContentView(owner: self, bar: tabBar, name: "UITabBarController")

    /// The tabs' controllers, nil when there are none; setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController]? {
        get { controllers.isEmpty ? nil : controllers }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The tabs' controllers; the selection stays on the same index when it still exists.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        for controller in controllers { controller.willMove(toParent: nil); controller.removeFromParent() }
        controllers = viewControllers ?? []
        for controller in controllers { addChild(controller); controller.didMove(toParent: self) }
        selected = min(selected, max(0, controllers.count - 1))
        if isViewLoaded, let shown = selectedViewController { content.show(shown.view) }
    }

    /// The index of the tab shown.
    open var selectedIndex: Int {
        get { selected }
        set {
            guard controllers.indices.contains(newValue) else {
                Misuse.record(SegueKitError("UITabBarController.selectedIndex = \(newValue): expected 0..<\(controllers.count)"))
                return
            }
            select(newValue)
        }
    }

    /// The controller of the tab shown.
    open var selectedViewController: UIViewController? {
        get { controllers.indices.contains(selected) ? controllers[selected] : nil }
        set {
            guard let newValue, let index = controllers.firstIndex(where: { $0 === newValue }) else {
                Misuse.record(SegueKitError("UITabBarController.selectedViewController: expected one of viewControllers"))
                return
            }
            select(index)
        }
    }

    /// Makes the view: a screen-sized view holding the content view, which shows the selected controller's view.
    open override func loadView() {
        view = content.installed(showing: selectedViewController?.view)
    }

    /// Forwards the call to the selected controller, as UIKit forwards appearance to the child on screen.
    open override func viewWillAppear(_ animated: Bool) { selectedViewController?.viewWillAppear(animated) }
    /// Forwards the call to the selected controller, as UIKit forwards appearance to the child on screen.
    open override func viewDidAppear(_ animated: Bool) { selectedViewController?.viewDidAppear(animated) }
    /// Forwards the call to the selected controller, as UIKit forwards appearance to the child on screen.
    open override func viewWillDisappear(_ animated: Bool) { selectedViewController?.viewWillDisappear(animated) }
    /// Forwards the call to the selected controller, as UIKit forwards appearance to the child on screen.
    open override func viewDidDisappear(_ animated: Bool) { selectedViewController?.viewDidDisappear(animated) }

    /// Shows tab `index`: through the delegate's animator when one is given and the controller
    /// is on screen, else at once.
    private func select(_ index: Int) {
        guard index != selected, let from = selectedViewController else { selected = index; return }
        let to = controllers[index]
        selected = index
        guard isViewLoaded, view.window != nil else {
            if isViewLoaded { content.show(to.view) }
            return
        }
        guard let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to) else {
            content.swap(from: from, to: to)
            return
        }
        let interaction = delegate?.tabBarController(self, interactionControllerFor: animator)
        let bounds = content.bounds
        to.view.frame = bounds
        let context = TransitionContext(container: content, from: from, to: to, fromView: from.view, toView: to.view,
                                        style: .none, frames: (bounds, .zero, .zero, bounds))
        let previous = controllers.firstIndex { $0 === from } ?? 0
        context.onComplete = { [weak self] completed in
            if !completed { self?.selected = previous }
        }
        AppTransition.run(context, animator: animator, interaction: interaction) {}
    }
}

/// A tab bar's properties (the bar is not drawn in recordings).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// Whether the bar is translucent (not drawn).
    open var isTranslucent = true
    /// The bar's background colour (not drawn).
    open var barTintColor: UIColor?
    /// The tint of the items not selected (not drawn).
    open var unselectedItemTintColor: UIColor?
    /// The bar's items (not drawn). Unlike UIKit, the tab bar controller does not fill it from its children's `tabBarItem`s.
    open var items: [UITabBarItem]?
}
