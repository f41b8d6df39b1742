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

    open var title: String?
    open var prompt: String?
    open var hidesBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var backButtonTitle: String?
    open var leftBarButtonItem: UIBarButtonItem?
    open var rightBarButtonItem: UIBarButtonItem?
    open var backBarButtonItem: UIBarButtonItem?
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?
    open var titleView: UIView?

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

    open var title: String?
    open var image: UIImage?
    open var style: Style = .plain
    open var isEnabled = true
    open var tintColor: UIColor?
    open var customView: UIView?
    open var primaryAction: UIAction?

    public init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil) {
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        super.init()
    }

    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.primaryAction = primaryAction
        super.init()
    }

    public init(customView: UIView) {
        self.customView = customView
        super.init()
    }
}

/// The item a tab bar shows for a controller (tab bars are not drawn in recordings).
@preconcurrency @MainActor
open class UITabBarItem: NSObject {
    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    open var tag: Int
    open var badgeValue: String?

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

    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.tag = tag
        super.init()
    }

    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        tag = 0
        super.init()
    }
}
