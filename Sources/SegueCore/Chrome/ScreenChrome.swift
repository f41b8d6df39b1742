/// The system bars a screen shows, described in a few words and drawn by Segue as UIKit draws
/// them (`Scene.withChrome()` turns each into layers on the canvas's `Device`): a status bar, a
/// navigation bar, a tab bar and a home indicator. Each is `nil` (or false) when the screen
/// does not show it.
public struct ScreenChrome: Hashable, Sendable {
    /// The status bar: time, signal, Wi-Fi and battery glyphs at the top.
    public var statusBar: StatusBarChrome?
    /// A navigation bar (UINavigationBar) below the status bar.
    public var navigationBar: NavigationBarChrome?
    /// A tab bar (UITabBar) above the bottom safe area.
    public var tabBar: TabBarChrome?
    /// True draws the home indicator, on devices that have one.
    public var homeIndicator: Bool

    public init(statusBar: StatusBarChrome? = nil, navigationBar: NavigationBarChrome? = nil,
                tabBar: TabBarChrome? = nil, homeIndicator: Bool = false) {
        self.statusBar = statusBar
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.homeIndicator = homeIndicator
    }

    /// No chrome: the screen is drawn as its layers say.
    public static let none = ScreenChrome()

    /// True when the screen shows no bar at all.
    public var isEmpty: Bool { self == .none }
}

/// A status bar: the time on the left (in the Dynamic Island's left ear), cellular signal,
/// Wi-Fi and battery on the right, in the label colour of the canvas's appearance.
public struct StatusBarChrome: Hashable, Sendable {
    /// The time shown (Apple's marketing images show 9:41).
    public var time: String
    /// The battery's charge, 0...1.
    public var battery: Double

    public init(time: String = "9:41", battery: Double = 1) {
        self.time = time
        self.battery = battery
    }
}

/// A navigation bar: a title (inline, or large below the bar), an optional back button with its
/// chevron and label, the bar's background and its bottom hairline.
public struct NavigationBarChrome: Hashable, Sendable {
    /// The title (the view controller's `navigationItem.title`).
    public var title: String
    /// True shows the title large below the bar (`prefersLargeTitles` at the top of a scroll view).
    public var largeTitle: Bool
    /// The back button's label (the previous screen's title, or "Back"); `nil` shows no back
    /// button, unless a navigation push gives one (the from-screen's title).
    public var backTitle: String?
    /// A plain-text button on the trailing side (`Edit`, `Done`), tinted; `nil` for none.
    public var trailingTitle: String?
    /// The tint of the bar's buttons; `nil` gives systemBlue of the appearance.
    public var tint: Color?
    /// The bar's background; `nil` gives the system's translucent chrome material.
    public var background: Color?

    public init(title: String, largeTitle: Bool = false, backTitle: String? = nil, trailingTitle: String? = nil,
                tint: Color? = nil, background: Color? = nil) {
        self.title = title
        self.largeTitle = largeTitle
        self.backTitle = backTitle
        self.trailingTitle = trailingTitle
        self.tint = tint
        self.background = background
    }
}

/// A tab bar: items, each a glyph above a title, the selected one in the tint colour.
public struct TabBarChrome: Hashable, Sendable {
    /// The items, leading to trailing (2 to 5 on a phone, as UITabBar shows without "More").
    public var items: [TabBarItem]
    /// The index of the selected item.
    public var selected: Int
    /// The selected item's colour; `nil` gives systemBlue of the appearance.
    public var tint: Color?

    public init(items: [TabBarItem], selected: Int = 0, tint: Color? = nil) {
        self.items = items
        self.selected = selected
        self.tint = tint
    }

    /// The most items a tab bar shows (UITabBar puts the rest under "More" beyond five).
    public static let maxItems = 5
}

/// One tab bar item: a glyph (a built-in name or a path in a 24-point box) and a title.
public struct TabBarItem: Hashable, Sendable {
    /// The title below the glyph.
    public var title: String
    /// The glyph drawn above the title.
    public var glyph: TabGlyph

    public init(title: String, glyph: TabGlyph) {
        self.title = title
        self.glyph = glyph
    }
}

/// A tab bar item's glyph: one of Segue's built-in glyphs by name (SF Symbols' look, redrawn as
/// paths), or a path of the template's own in a 24×24-point box.
public enum TabGlyph: Hashable, Sendable {
    case named(String)
    case path(BezierPath)
}
