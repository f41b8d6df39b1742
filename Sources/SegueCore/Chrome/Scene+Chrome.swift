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
    ///   controller, not to the screen: a push leaves it where it is); on a tab switch the two
    ///   screens' bars become one, the to-screen's, in the overlay after the status bar, above
    ///   both screens whatever the effect does (`tabSwitchBar()`, which checks they match);
    /// - the status bar and the home indicator are window-level, above every transition: the
    ///   overlay's first layers `statusBar` and `homeIndicator`, shown when either screen shows
    ///   them (the to-screen's status bar description wins).
    ///
    /// A `navigation` push or pop first gives the top screen's bar its default back title
    /// (`withDefaultBackTitle()`).
    ///
    /// Checks each description (`TabBarChrome.selected` among its items) and that no layer of
    /// the template already has a bar's id, with errors at the screen's chrome key
    /// (`to.tabBar.selected`, `to.navigationBar`).
    public func withChrome() throws(SceneError) -> Scene {
        guard !chromeLaidOut else { return self }
        var scene = withDefaultBackTitle()
        scene.chromeLaidOut = true
        let device = canvas.chromeDevice
        let context = ChromeContext(device: device, canvas: canvas.size, appearance: canvas.appearance, contentSize: canvas.contentSize)
        // A pseudolocalized variant rewrites the chrome's words before they are laid out.
        for pseudolocale in variant?.pseudolocales ?? [] {
            scene.from.chrome = scene.from.chrome.pseudolocalized(pseudolocale)
            scene.to.chrome = scene.to.chrome.pseudolocalized(pseudolocale)
        }
        // In a compact height (an iPhone in landscape) UIKit shows large titles inline.
        if device.isCompactHeight {
            scene.from.chrome.navigationBar?.largeTitle = false
            scene.to.chrome.navigationBar?.largeTitle = false
        }
        for (id, keyPath) in [(Scene.fromID, \Scene.from), (Scene.toID, \Scene.to)] as [(String, WritableKeyPath<Scene, Screen>)] {
            let chrome = scene[keyPath: keyPath].chrome
            let taken = Set(scene[keyPath: keyPath].layerIDs)
            for (shown, barID) in [(chrome.navigationBar != nil, Scene.chromeIDs.navigationBar), (chrome.tabBar != nil, Scene.chromeIDs.tabBar)]
            where shown && taken.contains(barID) {
                throw Scene.chromeIDTaken(barID, by: "a layer of the screen", at: id + "." + barID)
            }
            if let bar = chrome.navigationBar {
                scene[keyPath: keyPath].layers.append(NavigationBarLayout.layer(bar, in: context))
            }
            if let bar = chrome.tabBar {
                do { try bar.validate() } catch { throw error.prefixed(id) }
                guard transition.operation != .tab else { continue } // drawn once, in the overlay
                var layer = TabBarLayout.layer(bar, in: context)
                layer.fixed = true
                scene[keyPath: keyPath].layers.append(layer)
            }
        }
        var windowLayers: [Layer] = []
        let overlayIDs = Set(overlayScreen.layerIDs)
        if let statusBar = to.chrome.statusBar ?? from.chrome.statusBar {
            if overlayIDs.contains(Scene.chromeIDs.statusBar) {
                throw Scene.chromeIDTaken(Scene.chromeIDs.statusBar, by: "an overlay layer",
                                          at: (to.chrome.statusBar != nil ? Scene.toID : Scene.fromID) + ".statusBar")
            }
            // An iPhone held in landscape hides its status bar (`Device.showsStatusBar`): the layer
            // stays, empty and 0 pt tall, so an animation that names it still has its target.
            windowLayers.append(device.showsStatusBar ? StatusBarLayout.layer(statusBar, in: context)
                                : Layer(id: Scene.chromeIDs.statusBar, frame: Rect(x: 0, y: 0, width: canvas.size.width, height: 0)))
        }
        if transition.operation == .tab {
            if overlayIDs.contains(Scene.chromeIDs.tabBar) {
                throw Scene.chromeIDTaken(Scene.chromeIDs.tabBar, by: "an overlay layer", at: Scene.toID + ".tabBar")
            }
            windowLayers.append(TabBarLayout.layer(try tabSwitchBar(), in: context))
        }
        if (to.chrome.homeIndicator || from.chrome.homeIndicator), device.hasHomeIndicator {
            if overlayIDs.contains(Scene.chromeIDs.homeIndicator) {
                throw Scene.chromeIDTaken(Scene.chromeIDs.homeIndicator, by: "an overlay layer",
                                          at: (to.chrome.homeIndicator ? Scene.toID : Scene.fromID) + ".homeIndicator")
            }
            windowLayers.append(HomeIndicatorLayout.layer(in: context))
        }
        scene.overlay = windowLayers + scene.overlay
        return scene
    }

    /// The ids of the layers `withChrome()` adds: each screen's bars, the window's status bar,
    /// home indicator and tab-switch bar (no template layer may have them).
    static let chromeLayerIDs: Set<String> = [chromeIDs.statusBar, chromeIDs.navigationBar, chromeIDs.tabBar, chromeIDs.homeIndicator]

    /// The scene before `withChrome()`: the layers it added taken out again, so the chrome can be
    /// laid out anew (a pseudolocalized variant of a scene already resolved).
    func withoutChrome() -> Scene {
        guard chromeLaidOut else { return self }
        var scene = self
        scene.chromeLaidOut = false
        scene.from.layers = from.layers.filter { !Scene.chromeLayerIDs.contains($0.id ?? "") }
        scene.to.layers = to.layers.filter { !Scene.chromeLayerIDs.contains($0.id ?? "") }
        scene.overlay = overlay.filter { !Scene.chromeLayerIDs.contains($0.id ?? "") }
        return scene
    }

    /// The error for a chrome bar whose id a template's layer already has: the bar is named by
    /// that id (animation targets, `segue sample`), so the two cannot share it.
    private static func chromeIDTaken(_ barID: String, by owner: String, at path: String) -> SceneError {
        SceneError(path: path, message: "expected the id \(MessageText.quoted(barID)) free for the chrome that has it, found \(owner) with it (rename the layer)")
    }
}

/// What a chrome layout needs: the device's metrics, the canvas's size in points (which may
/// differ from the device's when a template sets both), and the appearance its colours take.
public struct ChromeContext: Sendable {
    public var device: Device
    public var canvas: Size
    public var appearance: Appearance
    /// The person's text size, which the navigation bar's titles and buttons follow as far as
    /// iOS lets them (`NavigationBarMetrics.fontSize(_:in:)`).
    public var contentSize: ContentSizeCategory

    public init(device: Device, canvas: Size, appearance: Appearance, contentSize: ContentSizeCategory = .large) {
        self.device = device
        self.canvas = canvas
        self.appearance = appearance
        self.contentSize = contentSize
    }

    /// The system colour `name` in the appearance (a name of `SystemColors`).
    public func color(_ name: String) -> Color { SystemColors.known(name, appearance) }
}
