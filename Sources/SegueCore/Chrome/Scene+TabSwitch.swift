extension Scene {
    /// The one tab bar a tab switch draws, after checking that the two screens can be tabs of one
    /// UITabBarController: both show a tab bar, with the same items (titles and glyphs) and tint,
    /// selecting different items. Errors are at `transition.operation`, the key that asked for
    /// the tab switch.
    ///
    /// The bar is the to-screen's: UIKit selects the tapped item when the tap lands, before the
    /// transition's animator runs (`tabBarController(_:animationControllerForTransitionFrom:to:)`
    /// is asked after `selectedIndex` changes), so the new selection shows from the first frame.
    /// `withChrome()` draws it once, above both screens and in none of them: it belongs to the
    /// tab bar controller, which no effect moves.
    func tabSwitchBar() throws(SceneError) -> TabBarChrome {
        let path = "transition.operation"
        switch (from.chrome.tabBar, to.chrome.tabBar) {
        case (nil, nil):
            throw SceneError(path: path, message: "expected a tab bar on both screens for a tab switch, found none on either")
        case (nil, _), (_, nil):
            let missing = from.chrome.tabBar == nil ? Scene.fromID : Scene.toID
            throw SceneError(path: path, message: "expected a tab bar on both screens for a tab switch, found none on the \(missing) screen")
        case let (fromBar?, toBar?):
            guard fromBar.items == toBar.items, fromBar.tint == toBar.tint else {
                throw SceneError(path: path, message: "expected the same tab bar items and tint on both screens for a tab switch, "
                    + "found \(Scene.itemTitles(fromBar)) and \(Scene.itemTitles(toBar))" + (fromBar.items == toBar.items ? " with different tints" : ""))
            }
            guard fromBar.selected != toBar.selected else {
                throw SceneError(path: path, message: "expected the screens to select different tabs for a tab switch, "
                    + "found item \(toBar.selected) selected on both")
            }
            return toBar
        }
    }

    private static func itemTitles(_ bar: TabBarChrome) -> String {
        "[" + bar.items.map { MessageText.quoted($0.title) }.joined(separator: ", ") + "]"
    }
}
