import Foundation
import SegueCore
import SegueRender

/// A view that draws text as UILabel does: its lines centred vertically in the bounds, aligned
/// by `textAlignment`, at most `numberOfLines` (0: as many as fit), the last truncated by
/// `lineBreakMode`; UILabel's defaults (17 pt system font, black, natural alignment, one line,
/// truncating the tail). Drawn with Segue's text renderer (Pango), in its font family.
///
/// `attributedText` draws its font, colour, kern and paragraph alignment when they are the same
/// over the whole string; attributes that change within it, and attributes Segue does not draw
/// (underline, strikethrough, shadow, background colour, baseline offset, stroke), are recorded
/// as not supported when set.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text; setting it drops `attributedText`'s attributes, as in UIKit.
    open var text: String? {
        get { attributed?.string ?? plainText }
        set {
            plainText = newValue
            attributed = nil
            invalidateIntrinsicContentSize()
        }
    }
    /// The text's font (default the 17-point system font); changing it changes the natural size.
    open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// The text's colour (default black). Not a layer property: it changes at once, even inside an animation block, as
    /// in UIKit (cross-dissolve it with `transition(with:…)`).
    open var textColor: UIColor! = .black
    /// The lines' horizontal alignment (default `.natural`); `.natural` and `.justified` are drawn as left.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines drawn (default 1; 0 for no limit), the last truncated by `lineBreakMode`; changing it changes
    /// the natural size.
    open var numberOfLines = 1 { didSet { invalidateIntrinsicContentSize() } }
    /// How the text wraps and the last line is truncated (default `.byTruncatingTail`).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The width a multi-line label wraps at for `intrinsicContentSize` (0: unbounded).
    open var preferredMaxLayoutWidth: CGFloat = 0
    /// Whether the font follows the reader's text size; recordings use the default size, so it
    /// changes nothing.
    open var adjustsFontForContentSizeCategory = false
    /// Whether UIKit shrinks the font to fit the width: not drawn, so setting it true is
    /// recorded as not supported.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth { Misuse.record(.unsupported("UILabel.adjustsFontSizeToFitWidth = true (text is drawn at its font's size)")) } }
    }
    /// The smallest scale `adjustsFontSizeToFitWidth` may shrink to (accepted).
    open var minimumScaleFactor: CGFloat = 0

    /// Draws the lines from the top of the bounds, as a text view does (UILabel centres them).
    var topAligned = false

    private var plainText: String?
    private var attributed: NSAttributedString?

    /// The styled text: what was set, else the text with the label's font, colour and alignment.
    open var attributedText: NSAttributedString? {
        get {
            if let attributed { return attributed }
            guard let plainText else { return nil }
            let style = NSMutableParagraphStyle()
            style.alignment = textAlignment
            return NSAttributedString(string: plainText, attributes: [
                .font: font ?? UIFont.systemFont(ofSize: 17), .foregroundColor: textColor ?? .black, .paragraphStyle: style,
            ])
        }
        set {
            attributed = newValue
            plainText = newValue?.string
            invalidateIntrinsicContentSize()
            if let newValue { _ = TextAttributes(newValue, record: true) }
        }
    }

    /// An empty label at `frame`, not opaque and with `isUserInteractionEnabled` false, as UIKit makes one.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false // UIKit's default for a label
    }

    /// Not supported, as for every view (see `UIView.init(coder:)`): recorded, and returns nil.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The text as Core draws it: the label's properties, overridden by `attributedText`'s.
    func textContent() -> TextContent? {
        guard let string = text, !string.isEmpty else { return nil }
        var content = TextContent(string: string, color: (textColor ?? .black).cgColor.color, alignment: textAlignment.core,
                                  numberOfLines: max(0, numberOfLines), lineBreakMode: lineBreakMode.core)
        (font ?? UIFont.systemFont(ofSize: 17)).apply(to: &content)
        if let attributed { TextAttributes(attributed, record: false).apply(to: &content) }
        if topAligned { content.verticalPlacement = .top }
        return content
    }

    override func content(for state: LayerState) -> LayerContent? {
        textContent().map(LayerContent.text)
    }

    /// The size the text takes, measured as it is drawn (Segue's text renderer, its default
    /// family): one line as wide as it needs when `numberOfLines` is 1, else wrapped at
    /// `size.width` (unbounded when 0); rounded up to whole pixels of the screen, as UIKit
    /// rounds it. An empty label measures (0, 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let content = textContent() else { return .zero }
        let bound = numberOfLines == 1 || size.width <= 0 ? nil : Double(size.width)
        let measured = TextMeasurement.size(of: content, width: bound)
        let scale = Double(UIScreen.main.scale)
        func up(_ v: Double) -> CGFloat { CGFloat((v * scale).rounded(.up) / scale) }
        return CGSize(width: up(measured.width), height: up(measured.height))
    }

    /// `sizeThatFits` unbounded, or at `preferredMaxLayoutWidth` for several lines.
    open override var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: numberOfLines == 1 ? 0 : preferredMaxLayoutWidth, height: 0))
    }
}

/// What Segue draws of an attributed string: font, colour, kern and paragraph alignment and
/// line break mode, read from its first run.
@MainActor
struct TextAttributes {
    var font: UIFont?
    var color: UIColor?
    var kern: CGFloat?
    var paragraph: NSParagraphStyle?

    /// Reads `string`'s attributes; with `record`, records as not supported attributes that
    /// change within the string and those Segue does not draw.
    init(_ string: NSAttributedString, record: Bool) {
        let whole = NSRange(location: 0, length: string.length)
        guard whole.length > 0 else { return }
        let first = string.attributes(at: 0, effectiveRange: nil)
        font = first[.font] as? UIFont
        color = first[.foregroundColor] as? UIColor
        kern = (first[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? (first[.kern] as? CGFloat)
        paragraph = first[.paragraphStyle] as? NSParagraphStyle
        guard record else { return }
        var changing = false
        var undrawn: Set<String> = []
        string.enumerateAttributes(in: whole, options: []) { attributes, _, _ in
            let run = TextAttributes(font: attributes[.font] as? UIFont, color: attributes[.foregroundColor] as? UIColor,
                                     kern: (attributes[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? (attributes[.kern] as? CGFloat),
                                     paragraph: attributes[.paragraphStyle] as? NSParagraphStyle)
            if !run.draws(as: self) { changing = true }
            for key in attributes.keys where !TextAttributes.drawn.contains(key) { undrawn.insert(key.rawValue) }
        }
        if changing {
            Misuse.record(.unsupported("UILabel.attributedText with font, colour, kern or paragraph style changing within the text (drawn with the first character's)"))
        }
        for key in undrawn.sorted() {
            Misuse.record(.unsupported("UILabel.attributedText attribute \(key)"))
        }
        if let paragraph, !paragraph.spacingIsDefault {
            Misuse.record(.unsupported("NSParagraphStyle spacing, line heights and indents in UILabel.attributedText (only alignment and lineBreakMode are drawn)"))
        }
    }

    private init(font: UIFont?, color: UIColor?, kern: CGFloat?, paragraph: NSParagraphStyle?) {
        (self.font, self.color, self.kern, self.paragraph) = (font, color, kern, paragraph)
    }

    /// The attributes Segue draws.
    static let drawn: Set<NSAttributedString.Key> = [.font, .foregroundColor, .kern, .paragraphStyle]

    /// Whether `other` draws the same as this.
    private func draws(as other: TextAttributes) -> Bool {
        font == other.font && color == other.color && kern == other.kern
            && paragraph?.alignment == other.paragraph?.alignment && paragraph?.lineBreakMode == other.paragraph?.lineBreakMode
    }

    /// `content` with these attributes over the label's own.
    func apply(to content: inout TextContent) {
        font?.apply(to: &content)
        if let color { content.color = color.cgColor.color }
        if let kern { content.kern = Double(kern) }
        if let paragraph {
            content.alignment = paragraph.alignment.core
            content.lineBreakMode = paragraph.lineBreakMode.core
        }
    }
}
