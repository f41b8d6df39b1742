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

    /// A controller without a nib, as `init(nibName: nil, bundle: nil)`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Controllers are not decoded from storyboards in SegueKit: declared so that subclasses
    /// compile as UIKit makes them declare it, it records "not supported" and returns nil.
    public required init?(coder: NSCoder) {
        Misuse.record(.unsupported("UIViewController.init(coder:) (controllers from storyboards)"))
        return nil
    }

    /// The nib name given to `init(nibName:bundle:)`, kept for code that reads it (no nib is loaded).
    public let nibName: String?
    /// The controller's title. As in UIKit, setting it also sets `navigationItem.title` and, when the controller has
    /// one, `tabBarItem.title` ("assigning a value to this property updates the title text of those objects").
    open var title: String? {
        didSet {
            navigationItem.title = title
            storedTabBarItem?.title = title
        }
    }
    /// How `present(_:animated:completion:)` shows this controller. The default is `.fullScreen`, where iOS 13 and later
    /// default to `.automatic` (a page sheet); styles other than `.fullScreen`, `.overFullScreen` and `.custom`,
    /// `.automatic` included, are recorded as not supported.
    open var modalPresentationStyle: UIModalPresentationStyle = .fullScreen
    /// The animation UIKit's own presentation would use. Accepted, and changes nothing drawn: a
    /// custom animator (which UIKit then uses instead) draws the transition, and a presentation
    /// without one is recorded as not supported.
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The object that provides the animators for presenting and dismissing this controller.
    open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

    private var loadedView: UIView?

    /// The controller this one presents, while it does (`present(_:animated:completion:)`).
    open internal(set) var presentedViewController: UIViewController?
    /// The controller that presented this one, while it is presented.
    open internal(set) weak var presentingViewController: UIViewController?
    /// True while this controller is being presented: from `present(_:animated:completion:)`
    /// until the presentation ends (its appearance calls see it), as UIKit's.
    open internal(set) var isBeingPresented = false
    /// True while this controller is being dismissed, from `dismiss(animated:completion:)` until
    /// the dismissal ends.
    open internal(set) var isBeingDismissed = false
    /// True while this controller is being added to a container (pushed, or set as a
    /// navigation controller's new controller) until that transition ends.
    open internal(set) var isMovingToParent = false
    /// True while this controller is being removed from a container (popped) until that
    /// transition ends.
    open internal(set) var isMovingFromParent = false
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

    /// Whether the view has been loaded; reading it does not load the view.
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

    /// Called before the view appears: as an animated transition to this controller starts (`animated` true), before a
    /// push, pop or tab switch shows it without animation, and for the recorder's root controller. A `present` or
    /// `dismiss` with `animated` false does not call it (UIKit does), and the base class forwards it to no child.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared: when an animated transition to this controller completes (not when it is
    /// cancelled), after a push, pop or tab switch without animation, and for the recorder's root controller. A `present`
    /// or `dismiss` with `animated` false does not call it (UIKit does).
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves: as an animated transition from this controller starts, or before a push, pop or tab
    /// switch without animation replaces it. Unlike UIKit, a presenter gets it for every animated presentation, even an
    /// `.overFullScreen` or `.custom` one that leaves its view on screen; a non-animated `present` or `dismiss` does not call it.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left: when an animated transition from this controller completes, or after a push, pop or tab
    /// switch without animation. As with `viewWillDisappear(_:)`, a presenter gets it even when its view stays on screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called at the start of the view's layout pass (`layoutIfNeeded()` on the view when it needs layout), before its
    /// constraints are solved and `layoutSubviews()` runs.
    open func viewWillLayoutSubviews() {}
    /// Called at the end of the view's layout pass, after its constraints are solved and `layoutSubviews()` ran.
    open func viewDidLayoutSubviews() {}

    /// The next responder: the view's superview.
    open override var next: UIResponder? { viewIfLoaded?.superview }

    // MARK: Content container (UIKit's UIContentContainer)

    /// The container whose child (or presented controller) this is, for size changes.
    var presentationParent: (any UIContentContainer)? { activePresentation }

    /// Called when a child's `preferredContentSize` changes; does nothing by default.
    open func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// Called in UIKit when a child's Auto Layout fitting size changes; SegueKit never calls it (kept for overrides).
    open func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer) {}
    /// The size a child should have in a container of `parentSize`: `parentSize` itself, as UIKit's default. SegueKit
    /// never asks it, as a recording keeps one size.
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
    open var navigationItem: UINavigationItem {
        if let item = storedNavigationItem { return item }
        let item = UINavigationItem(title: title ?? "")
        storedNavigationItem = item
        return item
    }
    private var storedNavigationItem: UINavigationItem?
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


/// How UIKit's own modal presentation animates (`UIViewController.modalTransitionStyle`).
public enum UIModalTransitionStyle: Int, Sendable {
    /// The presented screen slides up from the bottom: UIKit's default.
    case coverVertical = 0
    /// The screen flips horizontally.
    case flipHorizontal = 1
    /// The screens cross-fade.
    case crossDissolve = 2
    /// The screen's corner curls up.
    case partialCurl = 3
}
