/// Where UINavigationBar puts its parts on a device, in canvas points (portrait).
///
/// Sources: the bar is 44 pt tall on iPhone and 50 pt on iPad (UINavigationBar's heights as
/// commonly reported; Flutter's Cupertino re-implementation uses 44, `_kNavBarPersistentHeight`);
/// the large-title area is 52 pt more, its 34-point bold title 8 pt above the bottom (Flutter's
/// `_kNavBarLargeTitleHeightExtension` and `_kNavBarBottomPadding`); the layout margin is
/// UIKit's system minimum as commonly reported, 16 pt on phones narrower than 414 pt and 20 pt
/// on wider phones and on iPad (Flutter's `_kNavBarEdgePadding` is 16). The back chevron's
/// place and size (8 pt in from the edge on a 16-point margin, a 13×22-point box, the label
/// 6 pt after it) are Segue's estimate of iOS 17's look: Apple publishes no value and none of
/// these was measured on a device, so check them against a screenshot before relying on them.
public struct NavigationBarMetrics: Hashable, Sendable {
    /// The canvas width the bar spans.
    public let width: Double
    /// The bar's top: the safe area's top (the status bar above it).
    public let barTop: Double
    /// The inline bar's height: 44 pt on iPhone, 50 on iPad.
    public let barHeight: Double
    /// The leading and trailing layout margin: 16 or 20 pt.
    public let margin: Double
    /// One device pixel in points (1/scale): the hairline's thickness.
    public let hairline: Double

    /// The large-title area below the inline bar, in points.
    public static let largeTitleHeight = 52.0
    /// The inline title's size at the default text size (17 pt semibold, UIFont.TextStyle.headline).
    public static let titleFontSize = 17.0
    /// The large title's size at the default text size (34 pt bold, UIFont.TextStyle.largeTitle).
    public static let largeTitleFontSize = 34.0
    /// Bar buttons' and the back label's size at the default text size (17 pt regular, UIFont.TextStyle.body).
    public static let buttonFontSize = 17.0

    /// The largest text size the bar's text follows: `xxxLarge`. At the five accessibility sizes
    /// UIKit's bars do not grow and show the Large Content Viewer (a magnified copy of a title or
    /// button while it is held) instead (WWDC 2019 session 261, "Large Content Viewer: Ensuring
    /// Readability for Everyone"). Below it Segue lets the bar's text follow its style, as Apple's
    /// apps were reported to enlarge bar titles and buttons "by a fraction" (simplenote-ios #1265,
    /// 2021; earlier reports saw them fixed). Indirect evidence, not a measurement; the large
    /// title stopping here too is Segue's assumption (docs/templates.md, Dynamic Type).
    public static let largestContentSize = ContentSizeCategory.xxxLarge

    /// The point size of the bar's text of `style` (headline: the inline title; largeTitle: the
    /// large title; body: the back label and buttons) at `category`, which stops at
    /// `largestContentSize`: 17 pt at the default size, 23 at `xxxLarge` and at every
    /// accessibility size.
    public static func fontSize(_ style: TextStyle, in category: ContentSizeCategory) -> Double {
        style.pointSize(in: min(category, largestContentSize))
    }
    /// The back chevron's box (13×22 pt).
    public static let chevronSize = Size(unchecked: 13, 22)
    /// The gap between the chevron's box and the back label.
    public static let chevronLabelGap = 6.0

    public init(device: Device, width: Double) {
        self.width = width
        barTop = device.safeArea.top
        barHeight = device.idiom == .pad ? 50
            : device.isCompactHeight && !device.isRegularWidthInLandscape ? NavigationBarMetrics.compactBarHeight : 44
        // In landscape the bar's content keeps out of the sensor housing's side: the margin is
        // measured from the safe area, as UIKit's layout margins are.
        margin = (device.idiom == .pad || width >= 414 ? 20 : 16) + max(device.safeArea.left, device.safeArea.right)
        hairline = 1 / device.scale
        compactHeight = device.isCompactHeight
    }

    /// Whether the bar is an iPhone's in landscape, where large titles show inline.
    public let compactHeight: Bool

    /// The inline bar's height on a compact-width iPhone in landscape (a compact height): 32 pt,
    /// useyourloaf's "Supporting iPhone X" ("the navigation bar has a smaller height of 32
    /// points"), react-navigation's and react-native-screens' `getDefaultHeaderHeight`; the
    /// Plus, Max and Air phones, regular width in landscape, keep 44 (fluentui-apple PR #1727).
    public static let compactBarHeight = 32.0

    /// The inline bar's bottom.
    public var inlineBottom: Double { barTop + barHeight }

    /// The bar's bottom, below the large-title area when `large`.
    public func bottom(large: Bool) -> Double { inlineBottom + (large ? NavigationBarMetrics.largeTitleHeight : 0) }

    /// The chevron's box: 8 pt less than the margin from the leading edge, centred in the bar.
    public var chevronFrame: Rect {
        let size = NavigationBarMetrics.chevronSize
        return Rect(x: margin - 8, y: barTop + (barHeight - size.height) / 2, width: size.width, height: size.height)
    }

    /// The back label's box: from after the chevron to the middle of the bar, the bar's height
    /// (left-aligned text; a longer label is truncated at the middle).
    public var backLabelFrame: Rect {
        let x = chevronFrame.maxX + NavigationBarMetrics.chevronLabelGap
        return Rect(x: x, y: barTop, width: width / 2 - x, height: barHeight)
    }

    /// The inline title's box: the bar between the margins, text centred on the canvas.
    public var titleFrame: Rect { Rect(x: margin, y: barTop, width: width - 2 * margin, height: barHeight) }

    /// The large title's box: 41 pt tall (a 34-point line), its bottom 8 pt above the area's.
    public var largeTitleFrame: Rect {
        Rect(x: margin, y: inlineBottom + NavigationBarMetrics.largeTitleHeight - 8 - 41, width: width - 2 * margin, height: 41)
    }

    /// The trailing button's box: from the middle to the trailing margin (right-aligned text).
    public var trailingFrame: Rect { Rect(x: width / 2, y: barTop, width: width / 2 - margin, height: barHeight) }
}
