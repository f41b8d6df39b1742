import Foundation

/// UIKit's view controller, reduced to what a transition uses: a view made on first access
/// (`loadView`, then `viewDidLoad`), the appearance callbacks a transition calls, and the
/// presentation properties animator code reads.
@preconcurrency @MainActor
open class UIViewController: NSObject {
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

    /// The controller's view, loaded on first access.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
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
        if loadedView == nil { loadedView = UIView(frame: UIScreen.main.bounds) }
        viewDidLoad()
    }

    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}
    open func viewWillLayoutSubviews() {}
    open func viewDidLayoutSubviews() {}
}

/// How a controller is presented; SegueKit's recorder models `.fullScreen`.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    case none = -1
    case automatic = -2
}

/// The operation of a navigation transition.
extension UINavigationController {
    public enum Operation: Int, Sendable { case none, push, pop }
}

/// A navigation controller's vocabulary, for the delegate method that vends push and pop
/// animators; SegueKit records navigation transitions with `TransitionRecorder` (`.push`, `.pop`).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    open weak var delegate: (any UINavigationControllerDelegate)?
    open private(set) var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        viewControllers = [rootViewController]
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
