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

    /// The system font of `style` at the recording's text size
    /// (`TransitionRecorder.preferredContentSizeCategory`, `.large` by default): body is 17 pt
    /// regular at large and 53 pt at accessibilityExtraExtraExtraLarge, headline semibold,
    /// largeTitle 34 pt at large (Apple's Dynamic Type table, see Core's `TextStyle`). An unknown
    /// style is recorded as unsupported and gives body.
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        guard let core = style.core else {
            Misuse.record(.unsupported("UIFont.preferredFont(forTextStyle: \(MessageText.quoted(style.rawValue))) (not one of UIKit's text styles)"))
            return UIFont(size: 17, weight: .regular)
        }
        let weight = Weight.named.first { $0.1 == core.weight }!.0
        return UIFont(size: CGFloat(core.pointSize(in: ScreenCanvas.current.contentSize)), weight: weight)
    }

    /// The system font of `style` at `traitCollection`'s text size when it names one, else the
    /// recording's.
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        guard let category = traitCollection?.preferredContentSizeCategory, category != .unspecified, let core = style.core else {
            return preferredFont(forTextStyle: style)
        }
        let weight = Weight.named.first { $0.1 == core.weight }!.0
        return UIFont(size: CGFloat(core.pointSize(in: category.core)), weight: weight)
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

/// UIKit's scaling of custom fonts and values with the reader's text size: by the ratio of the
/// text style's size at the recording's category to its size at the default (large), the curve
/// Apple describes as "the same scaling" as the style (UIFontMetrics documentation; body × 19/17
/// at extraLarge). At large, the default, a font or value comes back unchanged.
public struct UIFontMetrics: Sendable {
    /// The text style whose scaling this applies.
    public let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does.
    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// The style's size at the recording's text size over its size at large (1 at large).
    private var factor: CGFloat {
        let style = textStyle.core ?? .body
        return CGFloat(style.pointSize(in: ScreenCanvas.current.contentSize) / style.pointSize(in: .large))
    }

    /// `font` scaled for the text size.
    public func scaledFont(for font: UIFont) -> UIFont {
        factor == 1 ? font : font.withSize(font.pointSize * factor)
    }

    /// `font` scaled for the text size, at most `maximumPointSize` points.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        let scaled = scaledFont(for: font)
        return scaled.pointSize > maximumPointSize ? scaled.withSize(maximumPointSize) : scaled
    }

    /// `value` scaled for the text size (a spacing or an icon's size beside text).
    public func scaledValue(for value: CGFloat) -> CGFloat { value * factor }
}
