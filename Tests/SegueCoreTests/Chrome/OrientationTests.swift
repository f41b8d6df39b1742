import Testing
@testable import SegueCore
import SegueTestSupport

/// Devices held in landscape: the screen's sides swapped, the landscape safe area (useyourloaf's
/// iPhone 16 and 17 tables, docs/templates.md), and on iPhone a compact height: no status bar,
/// compact bars, large titles inline.
struct OrientationTests {
    @Test func anIPhone16InLandscapeHasTheTablesSafeArea() {
        let device = Device.iPhone16.oriented(.landscape)
        #expect(device.size == Size(unchecked: 852, 393))
        // iOS 18: nothing at the top, the Dynamic Island's 59 pt on both sides, 21 pt below.
        #expect(device.safeArea == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(!device.showsStatusBar && device.statusBarHeight == 0 && device.isCompactHeight)
        #expect(device.oriented(.portrait) == Device.iPhone16)
        // An iPad keeps its status bar and its 24 / 20 pt safe area.
        let pad = Device.iPadAir11.oriented(.landscape)
        #expect(pad.size == Size(unchecked: 1180, 820) && pad.showsStatusBar && pad.safeArea == EdgeInsets(top: 24, bottom: 20))
        // The iPhone Air on iOS 26 reserves 20 pt at the top in landscape, 29 below.
        #expect(Device.iPhoneAir.oriented(.landscape).safeArea == EdgeInsets(top: 20, left: 68, bottom: 29, right: 68))
    }

    func laidOut(_ chrome: ScreenChrome, on device: Device, operation: TransitionOperation = .push) throws -> ResolvedScene {
        var to = Screen()
        to.chrome = chrome
        let scene = Scene(name: "t", canvas: Canvas(device: device), from: Screen(), to: to,
                          transition: Transition(effect: FadeEffect(), operation: operation, duration: 0.3))
        return try scene.resolved()
    }

    @Test func landscapeHidesTheStatusBarAndCompactsTheNavigationBar() throws {
        let chrome = ScreenChrome(statusBar: StatusBarChrome(), navigationBar: NavigationBarChrome(title: "Settings", largeTitle: true, backTitle: "Back"))
        let scene = try laidOut(chrome, on: Device.iPhone16.oriented(.landscape))
        // The status bar is hidden: its layer stays, empty and 0 pt tall, for animations that name it.
        let statusBar = try #require(scene.scene.overlay.first { $0.id == "statusBar" })
        #expect(statusBar.sublayers.isEmpty && statusBar.frame.height == 0)
        let bar = try #require(scene.scene.to.findLayer("navigationBar")?.layer)
        // 32 pt from the top (no safe area above it), the large title shown inline.
        expectClose(bar.frame, Rect(0, 0, 852, 32), tolerance: 0)
        #expect(scene.scene.to.findLayer("largeTitle") == nil && scene.scene.to.findLayer("navigationTitle") != nil)
        // The margin counts from the safe area: 20 (the bar is 852 pt wide, ≥ 414) + 59 = 79,
        // the chevron 8 pt inside it, centred in the 32-point bar: y = (32 − 22) / 2 = 5.
        expectClose(try #require(scene.scene.to.findLayer("backChevron")?.layer).frame, Rect(71, 5, 13, 22), tolerance: 0)
        // A Pro Max is regular width in landscape: its bar keeps 44 pt.
        let max = try laidOut(chrome, on: Device.iPhone16ProMax.oriented(.landscape))
        #expect(try #require(max.scene.to.findLayer("navigationBar")?.layer).frame.height == 44)
    }

    @Test func aCompactWidthTabBarIs32PointsWithItsItemsBesideTheirTitles() throws {
        let chrome = ScreenChrome(tabBar: TabBarChrome(items: [TabBarItem(title: "Home", glyph: .named("house")),
                                                               TabBarItem(title: "Search", glyph: .named("magnifyingglass"))]))
        let scene = try laidOut(chrome, on: Device.iPhone16.oriented(.landscape))
        let bar = try #require(scene.scene.to.findLayer("tabBar")?.layer)
        // 32 pt above the 21-point bottom safe area: y = 393 − 53 = 340.
        expectClose(bar.frame, Rect(0, 340, 852, 53), tolerance: 0)
        // Two cells across the safe width, 852 − 2·59 = 734: 367 each from x 59; the glyph left of the title.
        let second = try #require(Screen(layers: [bar]).findLayer("tabBarItem1")?.layer)
        expectClose(second.frame, Rect(59 + 367, 0, 367, 32), tolerance: 0)
        let glyph = try #require(Screen(layers: [second]).findLayer("tabBarItem1Glyph")?.layer)
        let title = try #require(Screen(layers: [second]).findLayer("tabBarItem1Title")?.layer)
        #expect(glyph.frame.maxX < title.frame.x && glyph.frame.midY == 16)
    }

    @Test func aPlainCanvasSwapsItsSidesAndFindsItsTurnedPreset() {
        let canvas = Canvas(size: Size(unchecked: 393, 852)).oriented(.landscape)
        #expect(canvas.size == Size(unchecked: 852, 393) && canvas.orientation == .landscape)
        #expect(canvas.chromeDevice == Device.iPhone16.oriented(.landscape))
        #expect(canvas.oriented(.landscape) == canvas)
    }
}

/// What a canvas without a device keeps: the chrome it always had, whatever presets were added.
struct PlainCanvasChromeTests {
    @Test func aPlainCanvasKeepsItsChrome() {
        // 402 × 874 is the iPhone 16 Pro's and 17's size, but a plain canvas of it keeps the iPhone 14's metrics.
        #expect(Canvas(size: Size(unchecked: 402, 874)).chromeDevice == Device.iPhone14)
        // A wide plain canvas is not a phone held in landscape unless it is turned: its status bar shows.
        let wide = Canvas(size: Size(unchecked: 852, 393))
        #expect(wide.orientation == .portrait && wide.chromeDevice.showsStatusBar)
        // An unknown size turned takes the iPhone 14's metrics turned: no status bar.
        let turned = Canvas(size: Size(unchecked: 100, 200)).oriented(.landscape)
        #expect(turned.size == Size(unchecked: 200, 100) && !turned.chromeDevice.showsStatusBar)
    }

    /// The back button gives way as `BackButtonDisplayMode.default` does: its title, then "Back",
    /// then the chevron alone, by the room left before the centred title (0.55 em a character).
    @Test func theBackLabelGivesWayToTheTitle() {
        func label(_ back: String, title: String, at category: ContentSizeCategory) -> String? {
            let layer = NavigationBarLayout.layer(NavigationBarChrome(title: title, backTitle: back),
                                                  in: ChromeContext(device: .iPhone16, canvas: Device.iPhone16.size, appearance: .light,
                                                                    contentSize: category))
            guard case .text(let text)? = Screen(layers: [layer]).findLayer("backLabel")?.layer.content else { return nil }
            return text.string
        }
        // At large: "Privacy & Security" (18 chars, 17 pt semibold) spans 0.55·17·18 = 168.3 pt, so
        // its left edge is at 196.5 − 84.15 = 112.35; less the 8-point gap, the label (from x 27)
        // has 77.35 pt: "Accounts" needs 0.55·17·8 = 74.8 and fits.
        #expect(label("Accounts", title: "Privacy & Security", at: .large) == "Accounts")
        // A 10-character label (93.5 pt) does not: "Back" (37.4 pt) does.
        #expect(label("Passwords!", title: "Privacy & Security", at: .large) == "Back")
        // At AX5 the bar's text stops at 23 pt: the title spans 227.7 pt, leaving 196.5 − 113.85 − 8 − 27
        // = 47.65 pt, less than "Back" needs (0.55·23·4 = 50.6): the chevron alone.
        #expect(label("Accounts", title: "Privacy & Security", at: .accessibilityXXXLarge) == nil)
    }
}

/// A page sheet presented on an iPhone in landscape covers the screen: UIKit's default in a
/// compact height. On iPad in landscape it stays a sheet.
@Test func aSheetInACompactHeightIsPresentedFullScreen() throws {
    func end(on device: Device) throws -> RenderTree {
        let scene = Scene(name: "s", canvas: Canvas(device: device), from: Screen(), to: Screen(),
                          transition: Transition(effect: SheetEffect(style: .pageSheet), operation: .present, duration: 0.5))
        return try scene.resolved().renderTree(atFraction: 1)
    }
    func find(_ id: String, _ nodes: [RenderNode]) -> RenderNode? {
        for node in nodes { if node.id == id { return node }; if let found = find(id, node.children) { return found } }
        return nil
    }
    // iPhone 16 held in landscape: no sheet card, the to-screen on the whole 852 × 393 canvas.
    let landscape = try end(on: Device.iPhone16.oriented(.landscape))
    #expect(find(SheetEffect.stageIDs.sheet, landscape.nodes) == nil)
    #expect(try #require(find("to", landscape.nodes)).transform.apply(to: Point(0, 0)) == Point(0, 0))
    // In portrait it is a card: the large detent's top 10 pt below the 59-point safe area, y = 69.
    let portrait = try end(on: .iPhone16)
    let card = try #require(find(SheetEffect.stageIDs.sheet, portrait.nodes))
    expectClose(card.transform.apply(to: Point(0, 0)), Point(0, 69), tolerance: 1e-9)
}
