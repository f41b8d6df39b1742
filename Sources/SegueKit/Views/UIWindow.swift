import Foundation

/// The root of a view hierarchy: in SegueKit, the recording's screen. A transition's container
/// view fills it, as UIKit's transition view fills the window.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The controller whose view fills the window (`TransitionRecorder.record(root:…)` sets it).
    open var rootViewController: UIViewController?
    /// The screen's safe area, inset from the window's edges (`TransitionRecorder.safeAreaInsets`).
    var screenSafeArea = UIEdgeInsets.zero

    /// A window at `frame`. The recorder makes each recording's window itself, the size of its canvas.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Not supported, as for every view (see `UIView.init(coder:)`): recorded, and returns nil.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
