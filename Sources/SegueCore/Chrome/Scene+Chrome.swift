extension Scene {
    /// The reserved ids of chrome layers: a screen's `navigationBar` and `tabBar`, the
    /// overlay's `statusBar` and `homeIndicator`. A screen or overlay layer of the template
    /// with one of these ids while the chrome is shown is a duplicate id.
    public static let chromeIDs = (statusBar: "statusBar", navigationBar: "navigationBar", tabBar: "tabBar",
                                   homeIndicator: "homeIndicator")

    /// The scene with every screen's chrome turned into layers, laid out on
    /// `canvas.chromeDevice` in the canvas's appearance (done once: a scene already laid out is
    /// returned as it is, so resolving a resolved scene's `scene` again adds nothing):
    /// - a navigation bar is the screen's top layer `navigationBar`, moving with its screen in
    ///   every effect but `navigation`, which stages its parts as UINavigationController does;
    /// - a tab bar is the screen's top layer `tabBar`, `fixed` (it belongs to the tab bar
    ///   controller, not to the screen: a push or a tab switch leaves it where it is);
    /// - the status bar and the home indicator are window-level, above every transition: the
    ///   overlay's first layers `statusBar` and `homeIndicator`, shown when either screen shows
    ///   them (the to-screen's status bar description wins).
    ///
    /// A `navigation` push or pop first gives the top screen's bar its default back title
    /// (`withDefaultBackTitle()`).
    ///
    /// Checks each description (`TabBarChrome.selected` among its items) with errors at the
    /// screen's `chrome` path (`to.tabBar.selected`).
    public func withChrome() throws(SceneError) -> Scene {
        guard !chromeLaidOut else { return self }
        var scene = withDefaultBackTitle()
        scene.chromeLaidOut = true
        let device = canvas.chromeDevice
        let context = ChromeContext(device: device, canvas: canvas.size, appearance: canvas.appearance)
        for (id, keyPath) in [(Scene.fromID, \Scene.from), (Scene.toID, \Scene.to)] as [(String, WritableKeyPath<Scene, Screen>)] {
            let chrome = scene[keyPath: keyPath].chrome
            if let bar = chrome.navigationBar {
                scene[keyPath: keyPath].layers.append(NavigationBarLayout.layer(bar, in: context))
            }
            if let bar = chrome.tabBar {
                do { try bar.validate() } catch { throw error.prefixed(id) }
                var layer = TabBarLayout.layer(bar, in: context)
                layer.fixed = true
                scene[keyPath: keyPath].layers.append(layer)
            }
        }
        var windowLayers: [Layer] = []
        if let statusBar = to.chrome.statusBar ?? from.chrome.statusBar {
            windowLayers.append(StatusBarLayout.layer(statusBar, in: context))
        }
        if (to.chrome.homeIndicator || from.chrome.homeIndicator), device.hasHomeIndicator {
            windowLayers.append(HomeIndicatorLayout.layer(in: context))
        }
        scene.overlay = windowLayers + scene.overlay
        return scene
    }
}

/// What a chrome layout needs: the device's metrics, the canvas's size in points (which may
/// differ from the device's when a template sets both), and the appearance its colours take.
public struct ChromeContext: Sendable {
    public var device: Device
    public var canvas: Size
    public var appearance: Appearance

    public init(device: Device, canvas: Size, appearance: Appearance) {
        self.device = device
        self.canvas = canvas
        self.appearance = appearance
    }

    /// The system colour `name` in the appearance (a name of `SystemColors`).
    public func color(_ name: String) -> Color { SystemColors.known(name, appearance) }
}
