extension SlideDirection {
    /// The way the incoming screen moves on a tab switch from the tab at index `from` to the one
    /// at `to` (leading to trailing, as the tab bar lists them): to a tab further right it comes
    /// in from the right edge moving `left`, and the old screen leaves to the left; to a tab on
    /// the left it moves `right`. The tab bar is the map: the screens are laid side by side in
    /// its order, as the paging tab transitions of apps (and UIPageViewController) show them.
    /// Equal indices give `left` (a tab switch checks they differ).
    ///
    /// This is the left-to-right layout's answer; under right-to-left the tab bar's order is
    /// mirrored and so is the answer (the `rtl` variant flips it: `opposite`).
    public static func forTabSwitch(from: Int, to: Int) -> SlideDirection {
        to >= from ? .left : .right
    }

    /// `forTabSwitch(from:to:)` for the selected items of the two screens' tab bars, or `nil` when
    /// either screen has none (a tab switch checks both do).
    public static func forTabSwitch(from: Screen, to: Screen) -> SlideDirection? {
        guard let fromBar = from.chrome.tabBar, let toBar = to.chrome.tabBar else { return nil }
        return forTabSwitch(from: fromBar.selected, to: toBar.selected)
    }
}
