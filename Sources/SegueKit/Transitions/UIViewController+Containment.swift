import Foundation

/// View controller containment, as UIKit's documentation of "Implementing a container view
/// controller" describes it: `addChild` calls the child's `willMove(toParent:)`, the container
/// adds the child's view and calls `didMove(toParent:)`; removing is the reverse.
extension UIViewController {
    /// Makes `childController` a child of this controller (calling its `willMove(toParent:)`);
    /// add its view yourself, then call its `didMove(toParent: self)`.
    public func addChild(_ childController: UIViewController) {
        guard childController !== self else {
            Misuse.record(SegueKitError("addChild(_:): a controller cannot contain itself"))
            return
        }
        if childController.parent === self { return }
        childController.removeFromParent()
        childController.willMove(toParent: self)
        children.append(childController)
        childController.parent = self
    }

    /// Takes this controller out of its parent and calls its `didMove(toParent: nil)`; call its
    /// `willMove(toParent: nil)` and remove its view first.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// The nearest navigation controller above this controller (itself excluded).
    public var navigationController: UINavigationController? { nearestAncestor() }

    /// The nearest tab bar controller above this controller (itself excluded).
    public var tabBarController: UITabBarController? { nearestAncestor() }

    /// The nearest controller of type `T` among the parents, innermost first.
    private func nearestAncestor<T: UIViewController>() -> T? {
        var controller = parent
        while let c = controller {
            if let found = c as? T { return found }
            controller = c.parent
        }
        return nil
    }

    /// Tells the controller its view is about to appear (`isAppearing`) or disappear: a
    /// container's manual appearance forwarding; `endAppearanceTransition()` sends the did call.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearing = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    }

    /// Sends the did-appear or did-disappear call `beginAppearanceTransition` announced.
    public func endAppearanceTransition() {
        guard let isAppearing = appearing else { return }
        appearing = nil
        if isAppearing { viewDidAppear(true) } else { viewDidDisappear(true) }
    }
}

/// What a navigation bar shows for a controller (bars are not drawn in recordings).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How a large title shows.
    public enum LargeTitleDisplayMode: Int, Sendable { case automatic, always, never }

    /// The title the bar shows: the controller's `title` when `navigationItem` was first read, later changes to that not
    /// copied (not drawn).
    open var title: String?
    /// A line of text above the title (not drawn).
    open var prompt: String?
    /// Whether the back button is hidden (not drawn).
    open var hidesBackButton = false
    /// When the title shows large (not drawn).
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    /// The back button's title while a controller pushed above this one shows (not drawn).
    open var backButtonTitle: String?
    /// The button at the bar's leading end (not drawn); a value of its own, not kept in step with
    /// `leftBarButtonItems` as in UIKit.
    open var leftBarButtonItem: UIBarButtonItem?
    /// The button at the bar's trailing end (not drawn); a value of its own, not kept in step with
    /// `rightBarButtonItems` as in UIKit.
    open var rightBarButtonItem: UIBarButtonItem?
    /// The back button a controller pushed above this one shows (not drawn).
    open var backBarButtonItem: UIBarButtonItem?
    /// The buttons at the bar's leading end (not drawn); not kept in step with `leftBarButtonItem` as in UIKit.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The buttons at the bar's trailing end (not drawn); not kept in step with `rightBarButtonItem` as in UIKit.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// A view shown in place of the title (kept, never added to a view hierarchy, so not drawn).
    open var titleView: UIView?

    /// An item showing `title`.
    public init(title: String) {
        self.title = title
        super.init()
    }
}

/// A button on a navigation bar or toolbar (bars are not drawn in recordings). Linux has no
/// `#selector`, so the target-action initialisers are not in the API; UIKit's `UIAction` ones are.
@preconcurrency @MainActor
open class UIBarButtonItem: NSObject {
    /// A bar button's look.
    public enum Style: Int, Sendable { case plain = 0, done = 2 }
    /// The system's stock bar buttons.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize
        case bookmarks, search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, close = 24
    }

    /// The button's title (not drawn).
    open var title: String?
    /// The button's image (not drawn).
    open var image: UIImage?
    /// The button's look, `.plain` by default (not drawn).
    open var style: Style = .plain
    /// Whether the button is enabled (kept; the button is never tapped).
    open var isEnabled = true
    /// The button's tint (not drawn).
    open var tintColor: UIColor?
    /// A view shown in place of the button (kept, never added to a view hierarchy, so not drawn).
    open var customView: UIView?
    /// The action a tap performs; never performed, as bar buttons are not drawn or tapped.
    open var primaryAction: UIAction?

    /// A button with a title, an image or both, and the action a tap performs (UIKit's `UIAction` initialiser).
    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        super.init()
    }

    /// One of the system's stock buttons; the system item is not kept, and no title or image is set (not drawn).
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.primaryAction = primaryAction
        super.init()
    }

    /// A button showing `customView`.
    public init(customView: UIView) {
        self.customView = customView
        super.init()
    }
}

/// The item a tab bar shows for a controller (tab bars are not drawn in recordings).
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    /// The tab's title (not drawn).
    open var title: String?
    /// The tab's image (not drawn).
    open var image: UIImage?
    /// The tab's image while it is selected (not drawn).
    open var selectedImage: UIImage?
    /// A number for the app's own use.
    open var tag: Int
    /// The text of the badge on the tab (not drawn).
    open var badgeValue: String?

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        super.init()
    }

    /// The system's stock tab items (titles and glyphs of their own; not drawn).
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads, mostRecent, mostViewed
    }

    /// One of the system's stock items, with `tag`; the system item is not kept, and no title or image is set (not drawn).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.tag = tag
        super.init()
    }

    /// An item with a title and its images unselected and selected; its `tag` is 0.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
        super.init()
    }
}
