import SegueCore

extension UIFont {
    /// UIKit's Dynamic Type text styles, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
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
