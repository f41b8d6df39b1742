/// The tab bar as UIKit draws it, as layers (id `tabBar`). First cut: the bar's background and
/// its items' titles; the tab-switch work completes it.
public enum TabBarLayout {
    /// The bar's layer: 49 pt above the bottom safe area, extending to the bottom edge.
    public static func layer(_ bar: TabBarChrome, in context: ChromeContext) -> Layer {
        let bottom = context.device.safeArea.bottom
        let height = 49 + bottom
        let width = context.canvas.width / Double(max(1, bar.items.count))
        let items = bar.items.enumerated().map { index, item in
            Layer(id: "tabBarItem\(index)", frame: Rect(x: Double(index) * width, y: 30, width: width, height: 14),
                  content: .text(TextContent(string: item.title, size: 10, weight: .medium,
                                             color: index == bar.selected ? (bar.tint ?? context.color("systemBlue")) : context.color("systemGray"),
                                             alignment: .center)))
        }
        return Layer(id: Scene.chromeIDs.tabBar, frame: Rect(x: 0, y: context.canvas.height - height, width: context.canvas.width, height: height),
                     backgroundColor: context.color("secondarySystemBackground"), sublayers: items)
    }
}

extension TabBarChrome {
    /// Checks 1 to `maxItems` items and a `selected` index among them; errors at `tabBar.items`
    /// and `tabBar.selected`.
    public func validate() throws(SceneError) {
        guard (1...TabBarChrome.maxItems).contains(items.count) else {
            throw SceneError(path: "tabBar.items", message: "expected 1 to \(TabBarChrome.maxItems) items, found \(items.count)")
        }
        guard items.indices.contains(selected) else {
            throw SceneError(path: "tabBar.selected", message: "expected an item index in 0...\(items.count - 1), found \(selected)")
        }
    }
}
