import SegueCore

/// The text size a person chose (UIKit's `UIContentSizeCategory`, with UIKit's names and raw
/// values): what `UIFont.preferredFont(forTextStyle:)` and `UIFontMetrics` scale by. A recording
/// takes it from `TransitionRecorder.preferredContentSizeCategory` (default `.large`, iOS's).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable {
    /// UIKit's string for the category ("UICTContentSizeCategoryL" for large).
    public let rawValue: String
    /// A category of any string; one UIKit does not have reads as `.large`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No category chosen; reads as `.large`.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest size: body 14 pt.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Body 15 pt.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Body 16 pt.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// iOS's default: body 17 pt.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Body 19 pt.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Body 21 pt.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest standard size: body 23 pt.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size: body 28 pt.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Body 33 pt.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Body 40 pt.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Body 47 pt.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest size: body 53 pt.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// UIKit's twelve categories in Core's order, smallest first.
    private static let ordered: [(UIContentSizeCategory, ContentSizeCategory)] = [
        (.extraSmall, .xSmall), (.small, .small), (.medium, .medium), (.large, .large), (.extraLarge, .xLarge),
        (.extraExtraLarge, .xxLarge), (.extraExtraExtraLarge, .xxxLarge), (.accessibilityMedium, .accessibilityMedium),
        (.accessibilityLarge, .accessibilityLarge), (.accessibilityExtraLarge, .accessibilityXLarge),
        (.accessibilityExtraExtraLarge, .accessibilityXXLarge), (.accessibilityExtraExtraExtraLarge, .accessibilityXXXLarge),
    ]

    /// The category in Core's table; `.large` for `unspecified` or a string UIKit does not have.
    var core: ContentSizeCategory { UIContentSizeCategory.ordered.first { $0.0 == self }?.1 ?? .large }

    /// The UIKit category of Core's `category`.
    init(_ category: ContentSizeCategory) { self = UIContentSizeCategory.ordered.first { $0.1 == category }!.0 }

    /// Whether this is one of the five accessibility sizes (UIKit's `isAccessibilityCategory`).
    public var isAccessibilityCategory: Bool { core.isAccessibilityCategory }

    /// Smaller first, as UIKit orders them (`unspecified` as `.large`).
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.core < b.core }
}
