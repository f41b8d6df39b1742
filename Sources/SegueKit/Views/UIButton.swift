import Foundation

/// UIKit's button: a title (`titleLabel`) and an image (`imageView`) for each control state,
/// laid out side by side (image first) in the bounds inset by `contentEdgeInsets`, centred by
/// the control's content alignment.
///
/// What each state shows follows UIKit's lookup, as UIKit's decompiled `UIButton` does it: the
/// value set for the exact state, else the one for `.normal` (and highlighted-and-disabled looks
/// up highlighted). Defaults: the title in the 15 pt system font (`_defaultFontForIdiom:` on a
/// phone); a `.system` button's title follows `tintColor` and its content is dimmed while pressed
/// (UIKit draws that look in a private visual provider whose values are not public: SegueKit
/// dims to 20 % opacity, the look commonly reported); a `.custom` button's title is white.
/// Images are drawn in their own colours: a `.system` button that would tint a template image is
/// recorded as not supported when it draws one. `UIButton.Configuration` (iOS 15) is not in the
/// API. Taps in a recording reach its actions (see `UIControl`).
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// UIKit's kinds of button; `.system` is the one `UIButton(type:)` makes most.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system = 1, detailDisclosure = 2, infoLight = 3, infoDark = 4, contactAdd = 5, plain = 6, close = 7
        /// UIKit's alias of `.system`.
        public static var roundedRect: ButtonType { .system }
    }

    /// The button's kind, fixed when made.
    public let buttonType: ButtonType
    /// The label showing the current title (UIKit's, made with the button).
    open private(set) var titleLabel: UILabel?
    /// The view showing the current image.
    open private(set) var imageView: UIImageView?
    /// Space around the content, inside the bounds.
    open var contentEdgeInsets = UIEdgeInsets.zero { didSet { contentChanged() } }
    /// Moves the title from its laid-out place (positive insets move that edge inward).
    open var titleEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Moves the image from its laid-out place.
    open var imageEdgeInsets = UIEdgeInsets.zero { didSet { setNeedsLayout() } }
    /// Whether a pressed custom button darkens its image (accepted; images are drawn as they are).
    open var adjustsImageWhenHighlighted = true
    /// Whether a disabled custom button dims its image (accepted).
    open var adjustsImageWhenDisabled = true

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private let backgroundView = UIImageView()
    private var recordedTint = false

    /// A button of `buttonType`, with no frame (give it one, or call `sizeToFit()`).
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
        setUpContent()
    }

    /// A button of `buttonType` whose primary action (a tap) calls `primaryAction`, titled by it.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            addAction(primaryAction, for: .primaryActionTriggered)
            if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
            if let image = primaryAction.image { setImage(image, for: .normal) }
        }
    }

    /// A `.custom` button at `frame`, as `UIButton(frame:)` makes one.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
        setUpContent()
    }

    /// Not supported, as for every view (see `UIView.init(coder:)`): recorded, and returns nil.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    private func setUpContent() {
        let label = UILabel()
        label.font = UIFont.systemFont(ofSize: 15)
        label.textAlignment = .center
        titleLabel = label
        imageView = UIImageView()
        backgroundView.isUserInteractionEnabled = false
        addSubview(backgroundView)
        addSubview(imageView!)
        addSubview(label)
        isOpaque = false
    }

    // MARK: Content by state

    /// The state whose values are looked up: highlighted-and-disabled looks up highlighted.
    private static func key(_ state: State) -> UInt {
        state.contains([.highlighted, .disabled]) ? state.subtracting(.disabled).rawValue : state.rawValue
    }

    private func value<T>(_ table: [UInt: T], for state: State) -> T? {
        table[UIButton.key(state)] ?? table[State.normal.rawValue]
    }

    /// Sets the title shown in `state` (nil removes it, so the state falls back to `.normal`'s); the button lays out
    /// again and its natural size follows.
    open func setTitle(_ title: String?, for state: State) { titles[UIButton.key(state)] = title; contentChanged() }
    /// The title for `state`: the one set for it, else `.normal`'s.
    open func title(for state: State) -> String? { value(titles, for: state) }
    /// Sets the styled title for `state`, shown in place of the plain title and its colour; what is not drawn of it is
    /// recorded as not supported (see `UILabel.attributedText`).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[UIButton.key(state)] = title
        if let title { _ = TextAttributes(title, record: true) }
        contentChanged()
    }
    /// The styled title for `state`: the one set for it, else `.normal`'s.
    open func attributedTitle(for state: State) -> NSAttributedString? { value(attributedTitles, for: state) }
    /// Sets the title's colour in `state` (nil removes it: `.normal`'s, else the type's default, is used).
    open func setTitleColor(_ color: UIColor?, for state: State) { titleColors[UIButton.key(state)] = color; setNeedsLayout() }
    /// The title colour for `state`: the one set, else the type's default (tint for `.system`,
    /// white for `.custom`).
    open func titleColor(for state: State) -> UIColor? {
        value(titleColors, for: state) ?? (buttonType == .custom ? .white : tintColor)
    }
    /// Sets the image shown before the title in `state`, in its own colours; a `.system` button records a drawn image
    /// as not supported, as UIKit would tint it.
    open func setImage(_ image: UIImage?, for state: State) { images[UIButton.key(state)] = image; contentChanged() }
    /// The image for `state`: the one set for it, else `.normal`'s.
    open func image(for state: State) -> UIImage? { value(images, for: state) }
    /// Sets the image stretched over the whole bounds, behind the title and image, in `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { backgroundImages[UIButton.key(state)] = image; setNeedsLayout() }
    /// The background image for `state`: the one set for it, else `.normal`'s.
    open func backgroundImage(for state: State) -> UIImage? { value(backgroundImages, for: state) }

    /// The symbol configuration for images in `state` (accepted: symbols are not drawn).
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {}

    /// The title for the current `state`.
    open var currentTitle: String? { title(for: state) }
    /// The styled title for the current `state`.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title colour for the current `state`, the type's default when none is set.
    open var currentTitleColor: UIColor { titleColor(for: state) ?? tintColor }
    /// The image for the current `state`.
    open var currentImage: UIImage? { image(for: state) }
    /// The background image for the current `state`.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Lays the button out again, so that a `.system` button's title takes the new tint.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    /// The button's content changed: lay it out again and tell a container its size may have.
    private func contentChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    /// Shows the current state's title and image and places them (UIKit lays a button out here).
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard let titleLabel, let imageView else { return }
        let state = self.state
        if let attributed = attributedTitle(for: state) {
            titleLabel.attributedText = attributed
        } else {
            titleLabel.text = title(for: state)
            titleLabel.textColor = titleColor(for: state)
        }
        imageView.image = image(for: state)
        backgroundView.image = backgroundImage(for: state)
        backgroundView.frame = bounds
        if buttonType == .system, imageView.image != nil, !recordedTint {
            recordedTint = true
            Misuse.record(.unsupported("UIButton(type: .system) with an image (template images are not tinted; use a .custom button or an image in its final colours)"))
        }
        let pressed: CGFloat = buttonType == .system && isHighlighted ? 0.2 : 1
        titleLabel.alpha = pressed
        imageView.alpha = pressed
        let (imageSize, titleSize) = contentSizes()
        let content = CGSize(width: imageSize.width + titleSize.width, height: max(imageSize.height, titleSize.height))
        let box = bounds.inset(by: contentEdgeInsets)
        let x: CGFloat = switch contentHorizontalAlignment {
        case .left, .leading, .fill: box.minX
        case .right, .trailing: box.maxX - content.width
        case .center: box.minX + (box.width - content.width) / 2
        }
        func y(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: box.minY
            case .bottom: box.maxY - height
            case .center: box.minY + (box.height - height) / 2
            }
        }
        imageView.frame = CGRect(x: x, y: y(imageSize.height), width: imageSize.width, height: imageSize.height)
            .inset(by: imageEdgeInsets)
        titleLabel.frame = CGRect(x: x + imageSize.width, y: y(titleSize.height), width: titleSize.width, height: titleSize.height)
            .inset(by: titleEdgeInsets)
    }

    /// The image's size and the title's measured size for the current state.
    private func contentSizes() -> (image: CGSize, title: CGSize) {
        let imageSize = image(for: state)?.size ?? .zero
        guard let titleLabel, titleLabel.text?.isEmpty == false else { return (imageSize, .zero) }
        return (imageSize, titleLabel.sizeThatFits(.zero))
    }

    /// The content's size (image beside title) plus `contentEdgeInsets`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let state = self.state
        if let titleLabel {
            if let attributed = attributedTitle(for: state) { titleLabel.attributedText = attributed } else { titleLabel.text = title(for: state) }
        }
        let (imageSize, titleSize) = contentSizes()
        return CGSize(width: imageSize.width + titleSize.width + contentEdgeInsets.left + contentEdgeInsets.right,
                      height: max(imageSize.height, titleSize.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
    }

    /// `sizeThatFits(.zero)`: the image beside the title, plus `contentEdgeInsets`.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }
}
