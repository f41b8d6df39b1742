import Foundation
import SegueCore

/// UIKit's text view, drawn: its text wrapped at words from the top, inside
/// `textContainerInset` (UIKit's default (8, 0, 8, 0), Apple's documentation) and the text
/// container's `lineFragmentPadding` on each side (5 points, Apple's NSTextContainer
/// documentation), moved up by `contentOffset` and clipped to the bounds as a scroll view is.
/// With no `font`, the text is 12 points (TextKit's default font size; the face is Segue's
/// family). Editing, selection and the keyboard are not in play in a recording.
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// The plain text (`""` when there is none); setting it drops `attributedText`'s attributes.
    open var text: String! {
        get { textLabel.text ?? "" }
        set { textLabel.text = newValue; setNeedsLayout() }
    }
    /// The styled text (see `UILabel.attributedText` for what is drawn of it).
    open var attributedText: NSAttributedString! {
        get { textLabel.attributedText }
        set { textLabel.attributedText = newValue; setNeedsLayout() }
    }
    /// The text's font; nil (the default) draws 12-point text, TextKit's default size.
    open var font: UIFont? {
        didSet { textLabel.font = font ?? UIFont.systemFont(ofSize: 12); setNeedsLayout() }
    }
    /// The text's colour; nil (the default) draws black.
    open var textColor: UIColor? {
        didSet { textLabel.textColor = textColor ?? .black }
    }
    /// The lines' horizontal alignment (default `.natural`, drawn as left).
    open var textAlignment: NSTextAlignment {
        get { textLabel.textAlignment }
        set { textLabel.textAlignment = newValue }
    }
    /// Space between the bounds and the text container.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { setNeedsLayout() } }
    /// The text's container: its padding and line limit.
    public let textContainer = NSTextContainer()
    /// Whether the user may edit the text (default true); held only, as nothing is edited in a recording.
    open var isEditable = true
    /// Whether the user may select the text (default true); held only, as nothing is selected in a recording.
    open var isSelectable = true

    /// The view drawing the text, inside the insets and padding, as tall as the text.
    let textLabel = UILabel()

    /// An empty text view at `frame`, wrapping its text at words and clipping to its bounds.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        textLabel.font = UIFont.systemFont(ofSize: 12)
        textLabel.textAlignment = .natural
        textLabel.topAligned = true
        textContainer.owner = self
        addSubview(textLabel)
    }

    /// Not supported, as for every view (see `UIView.init(coder:)`): recorded, and returns nil.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Places the text inside the insets and padding, as tall as it wraps to, and sets `contentSize` to fit it.
    open override func layoutSubviews() {
        super.layoutSubviews()
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.lineBreakMode = textContainer.lineBreakMode
        let padding = textContainer.lineFragmentPadding
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * padding)
        let height = textLabel.sizeThatFits(CGSize(width: width, height: 0)).height
        textLabel.frame = CGRect(x: textContainerInset.left + padding, y: textContainerInset.top, width: width, height: height)
        contentSize = CGSize(width: bounds.width, height: height + textContainerInset.top + textContainerInset.bottom)
    }

    /// The view's width, and the text's height with the insets.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let padding = textContainer.lineFragmentPadding
        let width = size.width > 0 ? size.width : bounds.width
        let textWidth = max(0, width - textContainerInset.left - textContainerInset.right - 2 * padding)
        let height = textLabel.sizeThatFits(CGSize(width: textWidth, height: 0)).height
        return CGSize(width: width, height: height + textContainerInset.top + textContainerInset.bottom)
    }
}

/// The region a text view lays its text out in (TextKit's `NSTextContainer`).
@preconcurrency @MainActor
open class NSTextContainer: NSObject {
    /// Space left empty at each end of a line (5 points by default, Apple's documentation).
    open var lineFragmentPadding: CGFloat = 5 { didSet { owner?.setNeedsLayout() } }
    /// The most lines drawn; 0 (the default) has no limit.
    open var maximumNumberOfLines = 0 { didSet { owner?.setNeedsLayout() } }
    /// How lines wrap, and how the last one is truncated when `maximumNumberOfLines` cuts the text (default
    /// `.byWordWrapping`).
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping { didSet { owner?.setNeedsLayout() } }
    weak var owner: UIView?
}
