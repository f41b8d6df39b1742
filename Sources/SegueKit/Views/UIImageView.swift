import Foundation
import SegueCore

/// A view that draws an image in its bounds by its `contentMode` (UIKit's default for an image
/// view is `scaleToFill`). The image is a PNG file (see `UIImage`); it is drawn at the
/// recording's scale from its pixels.
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    /// Shown instead of `image` while `isHighlighted`.
    open var highlightedImage: UIImage?
    open var isHighlighted = false

    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }

    public override init(frame: CGRect) { super.init(frame: frame) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func content(for state: LayerState) -> LayerContent? {
        let shown = isHighlighted ? (highlightedImage ?? image) : image
        return shown.map { .image($0.imageContent(contentMode: contentMode.core)) }
    }
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

/// A view that draws text as UILabel does: its lines centred vertically in the bounds, aligned
/// by `textAlignment`, at most `numberOfLines` (0: as many as fit), the last truncated by
/// `lineBreakMode`; UILabel's defaults (17 pt system font, black, natural alignment, one line,
/// truncating the tail). Drawn with Segue's text renderer (Pango), in its font family.
@preconcurrency @MainActor
open class UILabel: UIView {
    open var text: String?
    open var font: UIFont! = UIFont.systemFont(ofSize: 17)
    open var textColor: UIColor! = .black
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    override func content(for state: LayerState) -> LayerContent? {
        guard let text, !text.isEmpty else { return nil }
        var content = TextContent(string: text, color: (textColor ?? .black).cgColor.color, alignment: textAlignment.core,
                                  numberOfLines: max(0, numberOfLines), lineBreakMode: lineBreakMode.core)
        (font ?? UIFont.systemFont(ofSize: 17)).apply(to: &content)
        return .text(content)
    }

    /// The size the text needs: not measured in SegueKit (text is laid out when drawn), so
    /// recorded as not supported; size labels by their frames.
    open override func sizeToFit() {
        Misuse.record(.unsupported("UILabel.sizeToFit() (text is measured only when drawn; give the label a frame)"))
    }
}

