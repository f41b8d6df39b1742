import Testing
@testable import SegueCore

/// The status bar and home indicator, laid out by hand from `StatusBarLayout`'s rule.
struct StatusBarLayoutTests {
    private func bar(_ device: Device, battery: Double = 1, appearance: Appearance = .light) -> Layer {
        StatusBarLayout.layer(StatusBarChrome(battery: battery),
                              in: ChromeContext(device: device, canvas: device.size, appearance: appearance))
    }

    private func part(_ id: String, of layer: Layer) -> Layer { layer.sublayers.first { $0.id == id }! }

    @Test func onAnIslandPhoneTheTimeIsCentredInTheLeftEar() {
        // iPhone 16: ears (393 − 126)/2 = 133.5 pt wide; the middle line is 59/2 = 29.5 pt, so the
        // 22-pt time box starts at 18.5 and its centre is 133.5/2 = 66.75 pt from the left.
        let layer = bar(.iPhone16)
        #expect(layer.frame == Rect(0, 0, 393, 59))
        #expect(part("statusBarTime", of: layer).frame == Rect(0, 18.5, 133.5, 22))
        // The glyphs (18 + 6 + 16 + 6 + 27.5 = 73.5 pt) are centred in the right ear, at
        // 393 − 66.75 = 326.25: they start at 326.25 − 36.75 = 289.5.
        #expect(part("statusBarSignal", of: layer).frame.x == 289.5)
        #expect(part("statusBarBattery", of: layer).frame == Rect(289.5 + 18 + 6 + 16 + 6, 23.5, 27.5, 12))
    }

    @Test func onTheSETheTimeIsCentredBetweenSignalAndBattery() {
        // iPhone SE: 20-pt bar, middle line 10; a 12-pt time in an 80×16 box centred on 375/2.
        let layer = bar(.iPhoneSE3)
        #expect(part("statusBarTime", of: layer).frame == Rect(147.5, 2, 80, 16))
        guard case .text(let text)? = part("statusBarTime", of: layer).content else { Issue.record("no text"); return }
        #expect(text.size == 12 && text.alignment == .center && text.string == "9:41")
        // Signal and Wi-Fi at the left from x 6 (Wi-Fi after 18 + 6), the battery 6 pt from the
        // right edge: 375 − 6 − 27.5 = 341.5.
        #expect(part("statusBarSignal", of: layer).frame.x == 6 && part("statusBarWiFi", of: layer).frame.x == 30)
        #expect(part("statusBarBattery", of: layer).frame.x == 341.5)
    }

    @Test func theBatteryLevelIsTheChargeOfTheInnerWidth() {
        // The level fills 21 pt at full charge: 0.5 → 10.5 pt; out-of-range charges clamp.
        #expect(part("statusBarBattery", of: bar(.iPhone16, battery: 0.5)).sublayers[0].frame.width == 10.5)
        #expect(part("statusBarBattery", of: bar(.iPhone16, battery: 2)).sublayers[0].frame.width == 21)
    }

    @Test func glyphsTakeTheLabelColourOfTheAppearance() {
        #expect(part("statusBarBattery", of: bar(.iPhone16)).sublayers[0].backgroundColor == .black)
        #expect(part("statusBarBattery", of: bar(.iPhone16, appearance: .dark)).sublayers[0].backgroundColor == .white)
    }

    @Test func theHomeIndicatorSits8PointsAboveTheBottom() {
        // iPhone 16: (393 − 134)/2 = 129.5; 852 − 8 − 5 = 839. iPad: (820 − 320)/2 = 250.
        let phone = HomeIndicatorLayout.layer(in: ChromeContext(device: .iPhone16, canvas: Device.iPhone16.size, appearance: .light))
        #expect(phone.frame == Rect(129.5, 839, 134, 5) && phone.cornerRadius == 2.5)
        let pad = HomeIndicatorLayout.layer(in: ChromeContext(device: .iPadAir11, canvas: Device.iPadAir11.size, appearance: .light))
        #expect(pad.frame == Rect(250, 1167, 320, 5)) // 1180 − 8 − 5
    }
}

/// `Scene.withChrome()`: where each bar goes, and that it happens once.
struct SceneChromeTests {
    private func chromed(_ from: ScreenChrome, _ to: ScreenChrome, device: Device = .iPhone16) throws -> Scene {
        var scene = Scene(name: "s", canvas: Canvas(device: device), from: Screen(layers: [Layer(id: "row", frame: Rect(0, 100, 10, 10))]),
                          to: Screen(), transition: Transition(effect: FadeEffect(), operation: .push, duration: 1))
        scene.from.chrome = from
        scene.to.chrome = to
        return try scene.withChrome()
    }

    @Test func windowChromeGoesFirstInTheOverlayWhenEitherScreenShowsIt() throws {
        let laidOut = try chromed(ScreenChrome(statusBar: StatusBarChrome(time: "9:41"), homeIndicator: true),
                                  ScreenChrome(statusBar: StatusBarChrome(time: "10:09")))
        #expect(laidOut.overlay.map(\.id) == ["statusBar", "homeIndicator"])
        // The to-screen's description wins.
        guard case .text(let time)? = laidOut.overlay[0].sublayers[0].content else { Issue.record("no time"); return }
        #expect(time.string == "10:09")
    }

    @Test func theSEHasNoHomeIndicatorToShow() throws {
        let laidOut = try chromed(ScreenChrome(homeIndicator: true), .none, device: .iPhoneSE3)
        #expect(laidOut.overlay.isEmpty)
    }

    @Test func barsJoinTheirScreenAboveItsLayersAndTheTabBarIsFixed() throws {
        let tabs = TabBarChrome(items: [TabBarItem(title: "A", glyph: .named("star")), TabBarItem(title: "B", glyph: .named("clock"))])
        let laidOut = try chromed(ScreenChrome(navigationBar: NavigationBarChrome(title: "Title"), tabBar: tabs), .none)
        #expect(laidOut.from.layers.map(\.id) == ["row", "navigationBar", "tabBar"])
        #expect(laidOut.from.layers[2].fixed && !laidOut.from.layers[1].fixed)
        #expect(laidOut.to.layers.isEmpty)
    }

    @Test func chromeIsLaidOutOnceEvenWhenAResolvedSceneIsResolvedAgain() throws {
        var scene = Scene(name: "s", canvas: Canvas(device: .iPhone16), from: Screen(), to: Screen(),
                          transition: Transition(effect: FadeEffect(), operation: .push, duration: 1))
        scene.from.chrome = ScreenChrome(statusBar: StatusBarChrome(), navigationBar: NavigationBarChrome(title: "T"))
        let again = try scene.resolved().scene.resolved().scene
        #expect(again.overlay.map(\.id) == ["statusBar"])
        #expect(again.from.layers.map(\.id) == ["navigationBar"])
    }

    @Test func aTabBarSelectionOutsideItsItemsIsAnErrorAtItsPath() {
        var scene = Scene(name: "s", canvas: Canvas(), from: Screen(), to: Screen(),
                          transition: Transition(effect: FadeEffect(), operation: .push, duration: 1))
        scene.to.chrome.tabBar = TabBarChrome(items: [TabBarItem(title: "A", glyph: .named("star"))], selected: 3)
        #expect(throws: SceneError(path: "to.tabBar.selected", message: "expected an item index in 0...0, found 3")) { try scene.resolved() }
    }
}
