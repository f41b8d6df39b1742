import Foundation

/// UIKit's scroll view, as far as transitions see one: a view whose `contentOffset` is its
/// `bounds.origin` (so changing it moves the content, animatable as the bounds are), clipping
/// to its bounds by default, with `contentSize` and `contentInset` held for code that reads
/// them. Scrolling by touch, deceleration, indicators and zooming are not in the API; an
/// animated `setContentOffset` is recorded as not supported (UIKit's scrolling curve is not
/// public), and jumps.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to `contentInset`; accepted and held (`adjustedContentInset` does not add it).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// The point of the content at the view's top-left: the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }
    /// The size of the scrollable content (default zero); held for code that reads it, as nothing scrolls by touch. A
    /// text view sets its own.
    open var contentSize: CGSize = .zero
    /// Extra space around the content (default zero); held only, it moves nothing.
    open var contentInset: UIEdgeInsets = .zero
    /// `contentInset` alone: SegueKit does not add the safe area's insets as UIKit does, and no inset moves content here.
    open var adjustedContentInset: UIEdgeInsets { contentInset }
    /// How the safe area adds to `contentInset` (default `.automatic`); held only.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// Whether the user may scroll (default true); held only, as recordings do not scroll by touch.
    open var isScrollEnabled = true
    /// Whether scrolling stops on page boundaries (default false); held only.
    open var isPagingEnabled = false
    /// Whether scrolling bounces past the content's edges (default true); held only.
    open var bounces = true
    /// Whether vertical scrolling bounces even when the content fits (default false); held only.
    open var alwaysBounceVertical = false
    /// Whether horizontal scrolling bounces even when the content fits (default false); held only.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical scroll indicator shows (default true); held only, no indicator is drawn.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal scroll indicator shows (default true); held only, no indicator is drawn.
    open var showsHorizontalScrollIndicator = true

    /// A scroll view at `frame`, clipping to its bounds (`clipsToBounds` true, as in UIKit).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Not supported, as for every view (see `UIView.init(coder:)`): recorded, and returns nil.
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
