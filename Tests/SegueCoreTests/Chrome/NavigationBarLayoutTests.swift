import Testing
@testable import SegueCore
import SegueTestSupport

/// UINavigationBar's parts on two phones and an iPad, each value from `NavigationBarMetrics`'
/// rules: the bar 44 pt (50 on iPad) below the safe-area top, 52 more for a large title, the
/// margin 16 pt below 414 pt of width and 20 above, the chevron 8 pt inside the margin.
struct NavigationBarLayoutTests {
    func bar(_ chrome: NavigationBarChrome, on device: Device, appearance: Appearance = .light) -> Layer {
        NavigationBarLayout.layer(chrome, in: ChromeContext(device: device, canvas: device.size, appearance: appearance))
    }

    func part(_ id: String, of layer: Layer) -> Layer? { Screen(layers: [layer]).findLayer(id)?.layer }

    @Test func inlineBarOnAniPhone16() throws {
        // 393 pt wide, safe-area top 59: the bar spans 0...59 + 44 = 103; margin 16.
        let layer = bar(NavigationBarChrome(title: "General", backTitle: "Settings"), on: .iPhone16)
        #expect(layer.id == "navigationBar")
        expectClose(layer.frame, Rect(0, 0, 393, 103), tolerance: 0)
        expectClose(try #require(part("navigationTitle", of: layer)).frame, Rect(16, 59, 361, 44), tolerance: 0)
        // The chevron's 13×22 box centred in the bar: y = 59 + (44 − 22)/2 = 70, x = 16 − 8 = 8.
        let button = try #require(part("backButton", of: layer))
        expectClose(try #require(part("backChevron", of: button)).frame, Rect(8, 70, 13, 22), tolerance: 0)
        // The label 6 pt after the chevron: x = 8 + 13 + 6 = 27, up to the middle, 393/2 − 27 = 169.5.
        expectClose(try #require(part("backLabel", of: button)).frame, Rect(27, 59, 169.5, 44), tolerance: 0)
        // The hairline is one pixel at 3×: 1/3 pt at the bar's bottom; the inline bar is material.
        let background = try #require(part("navigationBarBackground", of: layer))
        expectClose(try #require(part("navigationBarHairline", of: background)).frame, Rect(0, 103 - 1.0 / 3, 393, 1.0 / 3), tolerance: 1e-12)
        #expect(background.blur?.material == .systemChromeMaterial)
        #expect(part("largeTitle", of: layer) == nil)
    }

    @Test func largeTitleBarOnAniPhone16ProMax() throws {
        // 440 pt wide (≥ 414: margin 20), safe-area top 62: inline bottom 106, large 106 + 52 = 158.
        let layer = bar(NavigationBarChrome(title: "Settings", largeTitle: true), on: .iPhone16ProMax)
        expectClose(layer.frame, Rect(0, 0, 440, 158), tolerance: 0)
        // 41 pt tall, its bottom 8 pt above the area's: y = 158 − 8 − 41 = 109.
        let title = try #require(part("largeTitle", of: layer))
        expectClose(title.frame, Rect(20, 109, 400, 41), tolerance: 0)
        guard case .text(let text)? = title.content else { Issue.record("the large title draws no text"); return }
        #expect(text.size == 34 && text.weight == .bold && text.alignment == .left)
        // At the scroll edge: no background, no blur, the hairline hidden; no inline title, no back button.
        let background = try #require(part("navigationBarBackground", of: layer))
        #expect(background.backgroundColor == nil && background.blur == nil)
        #expect(part("navigationBarHairline", of: background)?.opacity == 0)
        #expect(part("navigationTitle", of: layer) == nil && part("backButton", of: layer) == nil)
    }

    @Test func padBarIsFiftyPointsWithTwentyPointMargins() throws {
        // iPad Air 11-inch: safe-area top 24, bar 50 → bottom 74; margin 20, chevron x 12,
        // y = 24 + (50 − 22)/2 = 38; trailing button from the middle (410) to 820 − 20.
        let layer = bar(NavigationBarChrome(title: "Notes", backTitle: "Folders", trailingTitle: "Edit"), on: .iPadAir11)
        expectClose(layer.frame, Rect(0, 0, 820, 74), tolerance: 0)
        expectClose(try #require(part("backChevron", of: layer)).frame, Rect(12, 38, 13, 22), tolerance: 0)
        expectClose(try #require(part("trailingButton", of: layer)).frame, Rect(410, 24, 390, 50), tolerance: 0)
    }

    @Test func buttonsTakeTheTintAndTheTitleTheLabelColour() throws {
        let layer = bar(NavigationBarChrome(title: "Notes", backTitle: "Folders", tint: .black), on: .iPhone16, appearance: .dark)
        guard case .shape(let chevron)? = part("backChevron", of: layer)?.content,
              case .text(let label)? = part("backLabel", of: layer)?.content,
              case .text(let title)? = part("navigationTitle", of: layer)?.content else { Issue.record("missing parts"); return }
        #expect(chevron.strokeColor == .black && label.color == .black)
        #expect(title.color == SystemColors.known("label", .dark))
    }

    @Test func backTitleIsThePreviousTitleUpToTwelveCharacters() {
        #expect(NavigationBarChrome.defaultBackTitle(previousTitle: "Settings") == "Settings")
        #expect(NavigationBarChrome.defaultBackTitle(previousTitle: "Applications") == "Applications") // 12
        #expect(NavigationBarChrome.defaultBackTitle(previousTitle: "Notifications") == "Back")       // 13
    }

    @Test func estimatedWidthAddsCharacterClasses() {
        // "Settings" at 17 pt regular: S 0.68 + e 0.56 + t 0.27 + t 0.27 + i 0.27 + n 0.56
        // + g 0.56 + s 0.56 = 3.73 em = 63.41 pt; bold is 7 % wider.
        expectClose(TextContent(string: "Settings", size: 17).estimatedWidth, 63.41, tolerance: 1e-9)
        expectClose(TextContent(string: "Settings", size: 17, weight: .bold).estimatedWidth, 63.41 * 1.07, tolerance: 1e-9)
    }
}

/// The bar's text and the person's text size: titles and buttons follow their styles up to
/// `xxxLarge` and stop there (the Large Content Viewer takes over at the accessibility sizes);
/// the tab bar's titles keep 10 pt at every size.
struct NavigationBarDynamicTypeTests {
    func text(_ id: String, _ chrome: NavigationBarChrome, at category: ContentSizeCategory) -> TextContent? {
        let layer = NavigationBarLayout.layer(chrome, in: ChromeContext(device: .iPhone16, canvas: Device.iPhone16.size,
                                                                        appearance: .light, contentSize: category))
        guard case .text(let text)? = Screen(layers: [layer]).findLayer(id)?.layer.content else { return nil }
        return text
    }

    @Test func theInlineTitleFollowsTheHeadlineUpToXXXLarge() {
        let chrome = NavigationBarChrome(title: "General", backTitle: "Settings")
        // Headline: 14 at xSmall, 17 at large, 23 at xxxLarge, where it stops: 23 at AX5 too (not 53).
        #expect(text("navigationTitle", chrome, at: .xSmall)?.size == 14)
        #expect(text("navigationTitle", chrome, at: .large)?.size == 17)
        #expect(text("navigationTitle", chrome, at: .xxxLarge)?.size == 23)
        #expect(text("navigationTitle", chrome, at: .accessibilityXXXLarge)?.size == 23)
        #expect(text("navigationTitle", chrome, at: .accessibilityXXXLarge)?.weight == .semibold)
        // The back label follows body the same way: 19 at xLarge, 23 at AX3.
        #expect(text("backLabel", chrome, at: .xLarge)?.size == 19)
        #expect(text("backLabel", chrome, at: .accessibilityXLarge)?.size == 23)
    }

    @Test func theLargeTitleFollowsLargeTitleUpToXXXLarge() {
        let chrome = NavigationBarChrome(title: "Settings", largeTitle: true)
        #expect(text("largeTitle", chrome, at: .xLarge)?.size == 36)
        #expect(text("largeTitle", chrome, at: .accessibilityMedium)?.size == 40)
        #expect(text("largeTitle", chrome, at: .accessibilityMedium)?.weight == .bold)
    }

    @Test func tabBarTitlesKeepTenPoints() {
        let chrome = TabBarChrome(items: [TabBarItem(title: "Home", glyph: .named("house")), TabBarItem(title: "Search", glyph: .named("magnifyingglass"))])
        let layer = TabBarLayout.layer(chrome, in: ChromeContext(device: .iPhone16, canvas: Device.iPhone16.size,
                                                                 appearance: .light, contentSize: .accessibilityXXXLarge))
        func sizes(_ layer: Layer) -> [Double] {
            var found: [Double] = []
            if case .text(let text)? = layer.content { found.append(text.size) }
            return found + layer.sublayers.flatMap(sizes)
        }
        #expect(sizes(layer) == [10, 10])
    }
}
