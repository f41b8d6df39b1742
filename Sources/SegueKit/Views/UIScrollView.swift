import Foundation

/// UIKit's scroll view, as far as transitions see one: a view whose `contentOffset` is its
/// `bounds.origin` (so changing it moves the content, animatable as the bounds are), clipping
/// to its bounds by default, with `contentSize` and `contentInset` held for code that reads
/// them. Scrolling by touch, deceleration, indicators and zooming are not in the API; an
/// animated `setContentOffset` is recorded as not supported (UIKit's scrolling curve is not
/// public), and jumps.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to `contentInset`; accepted (recordings have no safe area insets).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The point of the content at the view's top-left: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    open var contentSize: CGSize = .zero
    open var contentInset: UIEdgeInsets = .zero
    /// `contentInset` plus the safe area's, which recordings do not have.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Moves the content to `contentOffset`; `animated` is recorded as not supported and the
    /// offset is set at once.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        if animated {
            Misuse.record(.unsupported("UIScrollView.setContentOffset(_:animated: true) (UIKit's scrolling animation; animate bounds.origin in UIView.animate)"))
        }
        self.contentOffset = contentOffset
    }
}
