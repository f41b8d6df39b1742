import Foundation

extension UIView {
    /// How a view's tint is shown: `dimmed` draws it desaturated while a modal view is up.
    public enum TintAdjustmentMode: Int, Sendable {
        case automatic, normal, dimmed
    }

    /// A width or height that a view without an intrinsic size reports (UIKit's value, −1).
    public static let noIntrinsicMetric: CGFloat = -1
}

extension UIView {
    /// Tells this view and the subviews that inherit its tint that it changed.
    func tintDidChange() {
        tintColorDidChange()
        for view in subviews where view.ownTintColor == nil { view.tintDidChange() }
    }
}
