/// UIKit's Dynamic Type text styles and the point size each has in each content size category,
/// the sizes `UIFont.preferredFont(forTextStyle:)` returns.
///
/// The table is the one Apple's Human Interface Guidelines publish (Typography, "iOS, iPadOS
/// Dynamic Type sizes"), as measured on the iOS 13 simulator by temoki/UIKit_DynamicType; every
/// style is regular except `headline`, which is semibold (zacwest's measured list, iosfontsizes.com).
/// Sources and how strong each is: `docs/research/uikit-views-gestures-presentation.md` §3.
public enum TextStyle: String, Hashable, Sendable, CaseIterable {
    case largeTitle, title1, title2, title3, headline, subheadline, body, callout, footnote, caption1, caption2

    /// The size in points in `category`.
    public func pointSize(in category: ContentSizeCategory = .large) -> Double {
        Double(TextStyle.sizes[self]![category.index])
    }

    /// The weight the style is drawn in: semibold for `headline`, regular for the rest.
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// Sizes per category, xSmall … accessibilityXXXLarge.
    private static let sizes: [TextStyle: [Int]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 41],
    ]
}

/// UIKit's twelve content size categories (`UIContentSizeCategory`): the text size a person
/// chose in Settings › Accessibility › Display & Text Size › Larger Text, seven standard sizes
/// then five accessibility sizes, smallest first; `large` is iOS's default. A template's
/// `canvas.contentSize` and `--variant content-size=<category>` choose one.
///
/// The names are SwiftUI's `DynamicTypeSize` for the standard sizes and UIKit's for the
/// accessibility ones, shortened alike: UIKit's `.extraExtraExtraLarge` is `xxxLarge`, its
/// `.accessibilityExtraExtraExtraLarge` is `accessibilityXXXLarge`.
public enum ContentSizeCategory: String, Hashable, Sendable, CaseIterable, Comparable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibilityMedium, accessibilityLarge, accessibilityXLarge, accessibilityXXLarge, accessibilityXXXLarge

    /// The category's place in the order, 0 … 11.
    var index: Int { ContentSizeCategory.allCases.firstIndex(of: self)! }

    /// Whether this is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Smaller first, as Settings' slider orders them.
    public static func < (a: ContentSizeCategory, b: ContentSizeCategory) -> Bool { a.index < b.index }
}
