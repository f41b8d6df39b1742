import Foundation
import SegueCore

/// A view that draws an image in its bounds by its `contentMode` (UIKit's default for an image
/// view is `scaleToFill`). The image is a PNG file (see `UIImage`); it is drawn at the
/// recording's scale from its pixels.
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// The image drawn in the bounds, placed by `contentMode`; a symbol image draws nothing. A change of size updates
    /// `intrinsicContentSize` (a stack view arranging the view lays out again); the frame stays as it is, as in UIKit.
    open var image: UIImage? { didSet { if image?.size != oldValue?.size { invalidateIntrinsicContentSize() } } }
    /// Shown instead of `image` while `isHighlighted`.
    open var highlightedImage: UIImage?
    /// Whether `highlightedImage` is drawn in place of `image` (when there is one); default false.
    open var isHighlighted = false
    /// The configuration of symbol images (accepted: symbols are not drawn).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// An image view at the origin, sized to `image` (in points), with `isUserInteractionEnabled` false, as UIKit makes one.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        isUserInteractionEnabled = false // UIKit's default for an image view
    }

    /// An image view at `frame` with no image, and `isUserInteractionEnabled` false, as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Not supported, as for every view (see `UIView.init(coder:)`): recorded, and returns nil.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func content(for state: LayerState) -> LayerContent? {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        guard let shown, !shown.isSymbol else { return nil }
        return .image(shown.imageContent(contentMode: contentMode.core))
    }

    /// The image's size in points (none without an image), as UIImageView reports it.
    open override var intrinsicContentSize: CGSize {
        guard let size = image?.size else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        return size
    }

    /// The image's size in points, or (0, 0) without one.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}

extension UIView.ContentMode {
    /// The mode Segue draws: the scaling modes and `center`; the edge-pinned modes (`top`,
    /// `bottomLeft`, …) are drawn as `center` (recorded as not supported), `redraw` as
    /// `scaleToFill`, as UIKit draws images for it.
    var core: SegueCore.ContentMode {
        switch self {
        case .scaleToFill, .redraw: return .scaleToFill
        case .scaleAspectFit: return .scaleAspectFit
        case .scaleAspectFill: return .scaleAspectFill
        case .center: return .center
        default:
            Misuse.record(.unsupported("UIView.ContentMode.\(self) (edge-pinned content modes; use center or a scaling mode)"))
            return .center
        }
    }
}

/// Horizontal text alignment (UIKit's NSTextAlignment; `natural` and `justified` draw as left,
/// the natural alignment of left-to-right text, since Segue does not justify).
public enum NSTextAlignment: Int, Sendable {
    case left = 0, center = 1, right = 2, justified = 3, natural = 4

    var core: TextAlignment {
        switch self {
        case .center: .center
        case .right: .right
        default: .left
        }
    }
}

/// How a label wraps and truncates its text (UIKit's NSLineBreakMode).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping = 0, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle

    var core: LineBreakMode {
        switch self {
        case .byWordWrapping: .byWordWrapping
        case .byCharWrapping: .byCharWrapping
        case .byClipping: .byClipping
        case .byTruncatingHead: .byTruncatingHead
        case .byTruncatingTail: .byTruncatingTail
        case .byTruncatingMiddle: .byTruncatingMiddle
        }
    }
}
