import SegueCore

extension UIFont {
    /// UIKit's Dynamic Type text styles, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        /// UIKit's string for the style ("UICTFontTextStyleBody" for body).
        public let rawValue: String
        /// A style of any string; `preferredFont(forTextStyle:)` records one UIKit does not have as not
        /// supported and gives body.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The large title: 34 pt regular at the default text size.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// The first-level title: 28 pt regular.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// The second-level title: 22 pt regular.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// The third-level title: 20 pt regular.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Headings: 17 pt semibold.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Subheadings: 15 pt regular.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Body text: 17 pt regular.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Callouts: 16 pt regular.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Footnotes: 13 pt regular.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Standard captions: 12 pt regular.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Alternate captions: 11 pt regular.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The style in Core's Dynamic Type table; `nil` for a raw value UIKit does not have.
        var core: SegueCore.TextStyle? {
            let pairs: [(TextStyle, SegueCore.TextStyle)] = [
                (.largeTitle, .largeTitle), (.title1, .title1), (.title2, .title2), (.title3, .title3),
                (.headline, .headline), (.subheadline, .subheadline), (.body, .body), (.callout, .callout),
                (.footnote, .footnote), (.caption1, .caption1), (.caption2, .caption2),
            ]
            return pairs.first { $0.0 == self }?.1
        }
    }

    /// The system font of `style` at the default text size (Large): body is 17 pt regular,
    /// headline 17 pt semibold, largeTitle 34 pt (Apple's Dynamic Type table, see Core's
    /// `TextStyle`). A recording has no text size setting, so every font is Large's; an unknown
    /// style is recorded as unsupported and gives body.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        guard let core = style.core else {
            Misuse.record(.unsupported("UIFont.preferredFont(forTextStyle: \(MessageText.quoted(style.rawValue))) (not one of UIKit's text styles)"))
            return UIFont(size: 17, weight: .regular)
        }
        let weight = Weight.named.first { $0.1 == core.weight }!.0
        return UIFont(size: CGFloat(core.pointSize(in: .large)), weight: weight)
    }

    /// The standard system font size, 14 pt (UIKit's `systemFontSize`).
    public class var systemFontSize: CGFloat { 14 }
    /// The standard small system font size, 12 pt.
    public class var smallSystemFontSize: CGFloat { 12 }
    /// The standard label font size, 17 pt.
    public class var labelFontSize: CGFloat { 17 }
    /// The standard button font size, 18 pt.
    public class var buttonFontSize: CGFloat { 18 }
}

/// UIKit's scaling of custom fonts and values with the reader's text size. Recordings use the
/// default size (Large), at which UIKit's scaling is the identity: a font or value comes back
/// unchanged (capped by `maximumPointSize` when given).
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling this applies.
    public let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does: the identity at the default text size, the only one
    /// SegueKit records.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled for the text size: unchanged at Large.
    public func scaledFont(for font: UIFont) -> UIFont { font }

    /// `font` scaled for the text size, at most `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    /// `value` scaled for the text size: unchanged at Large.
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
