// Seed 003's storyboard controllers, FromViewController (with its Push button outlet) and
// ToViewController, as SegueKit's ScreenViewController showing Segue's screen files: the list
// screen's "button" layer is the Push button. On iOS these are the storyboard's classes.
#if os(Linux)
import UIKit

/// The root controller: the list screen, whose round "button" is the Push button.
open class FromViewController: ScreenViewController {
    /// The seed's `pushBtn` outlet: the screen's "button" view.
    public var pushBtn: UIView { view(withID: "button")! }
}

/// The pushed controller: the detail screen.
open class ToViewController: ScreenViewController {}
#endif
