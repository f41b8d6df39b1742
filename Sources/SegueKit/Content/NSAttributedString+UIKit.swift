import Foundation

extension NSAttributedString.Key {
    /// The text's font (a `UIFont`); UIKit's key, raw value "NSFont".
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`); not drawn by SegueKit.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points (an `NSNumber`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The paragraph's alignment and line breaking (an `NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An underline; not drawn by SegueKit.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A line through the text; not drawn by SegueKit.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A shift of the baseline; not drawn by SegueKit.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The outline's colour; not drawn by SegueKit.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width; not drawn by SegueKit.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
}

/// A paragraph's layout attributes (UIKit's `NSParagraphStyle`): SegueKit draws `alignment`
/// and `lineBreakMode`; the spacing and indents are held for code that reads them back.
open class NSParagraphStyle: NSObject, @unchecked Sendable {
    /// How lines are aligned (default `.natural`); drawn in a UILabel's attributed text, where `.natural`
    /// and `.justified` are drawn left-aligned.
    open fileprivate(set) var alignment: NSTextAlignment = .natural
    /// How lines wrap or truncate (default `.byWordWrapping`); drawn in a UILabel's attributed text.
    open fileprivate(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    /// Extra space between lines, in points (default 0). Held, not drawn: a value other than 0 in a
    /// UILabel's attributed text is recorded as not supported, as are the other spacings and indents.
    open fileprivate(set) var lineSpacing: CGFloat = 0
    /// Extra space after a paragraph, in points (default 0); held, not drawn (see `lineSpacing`).
    open fileprivate(set) var paragraphSpacing: CGFloat = 0
    /// A factor for the natural line height (default 0: none); held, not drawn (see `lineSpacing`).
    open fileprivate(set) var lineHeightMultiple: CGFloat = 0
    /// The least line height, in points (default 0: none); held, not drawn (see `lineSpacing`).
    open fileprivate(set) var minimumLineHeight: CGFloat = 0
    /// The greatest line height, in points (default 0: no limit); held, not drawn (see `lineSpacing`).
    open fileprivate(set) var maximumLineHeight: CGFloat = 0
    /// The first line's indent from the leading edge, in points (default 0); held, not drawn (see
    /// `lineSpacing`).
    open fileprivate(set) var firstLineHeadIndent: CGFloat = 0
    /// The other lines' indent from the leading edge, in points (default 0); held, not drawn (see
    /// `lineSpacing`).
    open fileprivate(set) var headIndent: CGFloat = 0
    /// The trailing margin, in points (positive from the leading edge, negative from the trailing one;
    /// default 0); held, not drawn (see `lineSpacing`).
    open fileprivate(set) var tailIndent: CGFloat = 0

    /// The default style: natural alignment, word wrapping, no spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// A style with the defaults, as `default`.
    public override init() { super.init() }

    /// Equal when every attribute is equal, as NSParagraphStyle compares.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }
    /// A hash of every attribute, consistent with `isEqual(_:)`.
    open override var hash: Int { "\(values)".hashValue }

    /// Whether spacing, line heights and indents are all 0, as SegueKit draws them.
    var spacingIsDefault: Bool { values.dropFirst(2).allSatisfy { $0 == 0 } }

    private var values: [Double] {
        [Double(alignment.rawValue), Double(lineBreakMode.rawValue), lineSpacing, paragraphSpacing, lineHeightMultiple,
         minimumLineHeight, maximumLineHeight, firstLineHeadIndent, headIndent, tailIndent].map { Double($0) }
    }
}

/// A paragraph style whose attributes can be set.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    /// How lines are aligned; settable.
    open override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    /// How lines wrap or truncate; settable.
    open override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    /// Extra space between lines; settable (held, not drawn).
    open override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    /// Extra space after a paragraph; settable (held, not drawn).
    open override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    /// A factor for the natural line height; settable (held, not drawn).
    open override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    /// The least line height; settable (held, not drawn).
    open override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    /// The greatest line height; settable (held, not drawn).
    open override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    /// The first line's indent; settable (held, not drawn).
    open override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    /// The other lines' indent; settable (held, not drawn).
    open override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    /// The trailing margin; settable (held, not drawn).
    open override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
}
