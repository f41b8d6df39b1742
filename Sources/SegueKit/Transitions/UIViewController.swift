import Foundation
import SegueCore

/// UIKit's view controller, reduced to what a transition uses: a view made on first access
/// (`loadView`, then `viewDidLoad`), the appearance callbacks a transition calls, and the
/// presentation properties animator code reads.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
    /// A controller; the nib name and bundle are kept but nothing is loaded from them.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.nibName = nibNameOrNil
        super.init()
    }

    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Controllers are not decoded from storyboards in SegueKit: declared so that subclasses
    /// compile as UIKit makes them declare it, it records "not supported" and returns nil.
    public required init?(coder: NSCoder) {
        Misuse.record(.unsupported("UIViewController.init(coder:) (controllers from storyboards)"))
        return nil
    }

    public let nibName: String?
    open var title: String?
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// The object that provides the animators for presenting and dismissing this controller.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    private var loadedView: UIView?

    /// The controller this one presents, while it does (`present(_:animated:completion:)`).
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, while it is presented.
    open internal(set) weak var presentingViewController: UIViewController?
    /// The presentation controller of this controller's presentation, while presented.
    var activePresentation: UIPresentationController?
    /// Between `beginAppearanceTransition` and `endAppearanceTransition`: whether appearing.
    var appearing: Bool?

    /// The controller's view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningController = nil
            loadedView = newValue
            newValue?.owningController = self
        }
    }

    open var isViewLoaded: Bool { loadedView != nil }

    /// The view if loaded, without loading it.
    open var viewIfLoaded: UIView? { loadedView }

    /// Makes the view: a plain view the size of the screen (`UIScreen.main.bounds`), as UIKit's
    /// default is without a nib. Override to build your own; set `view`.
    open func loadView() {
        view = UIView(frame: UIScreen.main.bounds)
    }

    /// Called once after `loadView`.
    open func viewDidLoad() {}

    /// Loads the view now if it is not loaded.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}

    /// The next responder: the view's superview.
    open override var next: UIResponder? { viewIfLoaded?.superview }

    // MARK: Content container (UIKit's UIContentContainer)

    /// The container whose child (or presented controller) this is, for size changes.
    var presentationParent: (any UIContentContainer)? { activePresentation }

    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    open func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        parentSize
    }
    /// Called when the view is about to change size (recordings keep one canvas size).
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}

    /// Shows the storyboard segue `identifier`: storyboards are not supported, so the call is
    /// recorded as not supported (present or push the controller in code).
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        Misuse.record(.unsupported("performSegue(withIdentifier: \(MessageText.quoted(identifier))) (storyboards; present or push the controller in code)"))
    }

    // MARK: Containment

    /// The container controller holding this one (a navigation or tab bar controller, or your
    /// own), set by `addChild(_:)`.
    open internal(set) weak var parent: UIViewController?
    /// The controllers this one contains, in the order added.
    open internal(set) var children: [UIViewController] = []

    /// Called before the controller is added to or removed from a container (`nil`: removed);
    /// `addChild(_:)` calls it, and a container calls it with nil before `removeFromParent()`.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller is added to or removed from a container; `removeFromParent()`
    /// calls it with nil, and a container calls it after adding the child's view.
    open func didMove(toParent parent: UIViewController?) {}

    /// Whether the status bar is hidden while this controller shows (recordings draw no status
    /// bar; the value is for code that reads it).
    open var prefersStatusBarHidden: Bool { false }
    /// The status bar's style while this controller shows (not drawn).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// The controller whose status bar style shows instead (none drawn).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// The controller whose status bar visibility counts instead (none drawn).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Whether a non-full-screen presentation takes over the status bar's look (none drawn).
    open var modalPresentationCapturesStatusBarAppearance = false
    /// The size this controller would like in a container (popovers, custom presentations).
    open var preferredContentSize: CGSize = .zero {
        didSet { (parent ?? presentationParent)?.preferredContentSizeDidChange(forChildContentContainer: self) }
    }

    /// Whether a presentation over this controller's context stops here (accepted).
    open var definesPresentationContext = false
    /// Whether a pushed controller hides the tab bar (accepted; tab bars are not drawn).
    open var hidesBottomBarWhenPushed = false
    /// The navigation item a navigation bar shows for this controller (bars are not drawn).
    open var navigationItem: UINavigationItem { storedNavigationItem }
    private lazy var storedNavigationItem = UINavigationItem(title: title ?? "")
    /// The item a tab bar shows for this controller (bars are not drawn).
    open var tabBarItem: UITabBarItem! {
        get { storedTabBarItem }
        set { storedTabBarItem = newValue }
    }
    private lazy var storedTabBarItem: UITabBarItem? = UITabBarItem(title: title, image: nil, tag: 0)
}

/// The status bar's appearance (not drawn in recordings).
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// How a controller is presented; SegueKit's recorder models `.fullScreen`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}
