/// The navigation bar as UIKit draws it, as layers (id `navigationBar`). First cut: the bar's
/// background and inline title; the navigation issue's work completes it.
public enum NavigationBarLayout {
    /// The bar's layer: from the top of the canvas (under the status bar, as a bar extends its
    /// background) to the bar's bottom, 44 pt below the safe area.
    public static func layer(_ bar: NavigationBarChrome, in context: ChromeContext) -> Layer {
        let top = context.device.safeArea.top
        let title = Layer(id: "navigationTitle", frame: Rect(x: 0, y: top, width: context.canvas.width, height: 44),
                          content: .text(TextContent(string: bar.title, size: 17, weight: .semibold,
                                                     color: context.color("label"), alignment: .center)))
        return Layer(id: Scene.chromeIDs.navigationBar, frame: Rect(x: 0, y: 0, width: context.canvas.width, height: top + 44),
                     backgroundColor: bar.background ?? context.color("systemBackground"), sublayers: [title])
    }
}
