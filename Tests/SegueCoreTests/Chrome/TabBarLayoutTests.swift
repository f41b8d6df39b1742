import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct TabBarLayoutTests {
    /// Layout is sums and quotients of a few points: exact to far below 1e-9.
    let tolerance = 1e-9

    static let items = [TabBarItem(title: "Home", glyph: .named("house")), TabBarItem(title: "Search", glyph: .named("magnifyingglass")),
                        TabBarItem(title: "Library", glyph: .named("folder"))]

    func context(_ device: Device, _ appearance: Appearance = .light) -> ChromeContext {
        ChromeContext(device: device, canvas: device.size, appearance: appearance)
    }

    func sublayer(_ id: String, of layer: Layer) -> Layer? {
        layer.id == id ? layer : layer.sublayers.lazy.compactMap { sublayer(id, of: $0) }.first
    }

    func color(of layer: Layer?) -> Color? {
        switch layer?.content {
        case .shape(let shape)?: shape.fillColor
        case .text(let text)?: text.color
        default: nil
        }
    }

    @Test func barSitsFortyNinePointsAboveTheHomeIndicatorAreaOnAniPhone16() throws {
        // iPhone 16: 852 pt tall, bottom safe area 34: the bar is 49 + 34 = 83 pt tall from
        // y = 852 − 83 = 769 to the bottom edge, the whole 393-pt width.
        let bar = TabBarLayout.layer(TabBarChrome(items: Self.items), in: context(.iPhone16))
        expectClose(bar.frame, Rect(0, 769, 393, 83), tolerance: tolerance)
        expectClose(try #require(sublayer("tabBarBackground", of: bar)).frame, Rect(0, 0, 393, 83), tolerance: tolerance)
        // The hairline is one device pixel: 1/3 pt at scale 3.
        expectClose(try #require(sublayer("tabBarHairline", of: bar)).frame, Rect(0, 0, 393, 1.0 / 3), tolerance: tolerance)
    }

    @Test func withoutAHomeIndicatorTheBarIsFortyNinePointsAtTheBottom() throws {
        // iPhone SE: 667 pt tall, no bottom safe area: y = 667 − 49 = 618.
        let bar = TabBarLayout.layer(TabBarChrome(items: Self.items), in: context(.iPhoneSE3))
        expectClose(bar.frame, Rect(0, 618, 375, 49), tolerance: tolerance)
    }

    @Test func itemsShareTheWidthEvenlyWithTheGlyphCentredAboveTheTitle() throws {
        // Three items on 393 pt: each 131 pt wide, at x = 0, 131, 262, the bar's 49 pt tall.
        let bar = TabBarLayout.layer(TabBarChrome(items: Self.items), in: context(.iPhone16))
        for index in 0..<3 {
            let item = try #require(sublayer("tabBarItem\(index)", of: bar))
            expectClose(item.frame, Rect(131 * Double(index), 0, 131, 49), tolerance: tolerance)
            // The 25-pt glyph centred: x = (131 − 25)/2 = 53, 5 pt below the bar's top; the title
            // the item's width, 32 pt down, 12 tall.
            expectClose(try #require(sublayer("tabBarItem\(index)Glyph", of: item)).frame, Rect(53, 5, 25, 25), tolerance: tolerance)
            expectClose(try #require(sublayer("tabBarItem\(index)Title", of: item)).frame, Rect(0, 32, 131, 12), tolerance: tolerance)
        }
        // Four items: 393/4 = 98.25 pt each; the last at x = 3·98.25 = 294.75.
        let four = TabBarLayout.layer(TabBarChrome(items: Self.items + [TabBarItem(title: "Me", glyph: .named("person"))]), in: context(.iPhone16))
        expectClose(try #require(sublayer("tabBarItem3", of: four)).frame, Rect(294.75, 0, 98.25, 49), tolerance: tolerance)
    }

    @Test func theSelectedItemTakesTheTintTheOthersTheUnselectedGrey() throws {
        // Selected 1, no tint: systemBlue #007AFF in light, #0A84FF in dark; the others #999999
        // (light) and #757575 (dark), glyph and title alike.
        let light = TabBarLayout.layer(TabBarChrome(items: Self.items, selected: 1), in: context(.iPhone16))
        #expect(color(of: sublayer("tabBarItem1Glyph", of: light)) == (try Color(hex: "#007AFF")))
        #expect(color(of: sublayer("tabBarItem1Title", of: light)) == (try Color(hex: "#007AFF")))
        #expect(color(of: sublayer("tabBarItem0Glyph", of: light)) == (try Color(hex: "#999999")))
        #expect(color(of: sublayer("tabBarItem2Title", of: light)) == (try Color(hex: "#999999")))
        let dark = TabBarLayout.layer(TabBarChrome(items: Self.items, selected: 1), in: context(.iPhone16, .dark))
        #expect(color(of: sublayer("tabBarItem1Glyph", of: dark)) == (try Color(hex: "#0A84FF")))
        #expect(color(of: sublayer("tabBarItem0Glyph", of: dark)) == (try Color(hex: "#757575")))
        // A tint wins over systemBlue.
        let red = try Color(hex: "#FF0000")
        let tinted = TabBarLayout.layer(TabBarChrome(items: Self.items, selected: 2, tint: red), in: context(.iPhone16))
        #expect(color(of: sublayer("tabBarItem2Glyph", of: tinted)) == red)
    }

    @Test func theBackgroundIsTheChromeMaterial() throws {
        let bar = TabBarLayout.layer(TabBarChrome(items: Self.items), in: context(.iPhone16, .dark))
        let blur = try #require(sublayer("tabBarBackground", of: bar)?.blur)
        #expect(blur.material == .systemChromeMaterial)
        #expect(blur.tint == BlurMaterial.systemChromeMaterial.tint(dark: true))
    }

    @Test func glyphPathsFillTheirBoxScaledToTheGlyphSize() throws {
        // The star's top point is at (12, 12.8 − 11) = (12, 1.8) in the 24-pt box; drawn at 25 pt
        // it is scaled by 25/24: (12.5, 1.875).
        let bar = TabBarLayout.layer(TabBarChrome(items: [TabBarItem(title: "Fav", glyph: .named("star"))]), in: context(.iPhone16))
        guard case .shape(let shape)? = sublayer("tabBarItem0Glyph", of: bar)?.content,
              case .move(let top)? = shape.path.elements.first else { Issue.record("no star path"); return }
        expectClose(top, Point(12.5, 1.875), tolerance: tolerance)
        // Every built-in glyph stays inside its box.
        for name in TabGlyph.builtInNames {
            let bounds = try #require(TabGlyph.named(name).path).bounds
            #expect(bounds.minX >= 0 && bounds.minY >= 0 && bounds.maxX <= 24 && bounds.maxY <= 24, "\(name): \(bounds)")
        }
    }

    @Test func padItemsAreCentredAsAGroupOnTheClassicBottomBar() throws {
        // iPad Air 11: 820×1180, bottom safe area 20: the bar is 50 + 20 = 70 pt from y = 1110.
        // Three 150-pt items centred: the group starts at (820 − 450)/2 = 185.
        let bar = TabBarLayout.layer(TabBarChrome(items: Self.items), in: context(.iPadAir11))
        expectClose(bar.frame, Rect(0, 1110, 820, 70), tolerance: tolerance)
        expectClose(try #require(sublayer("tabBarItem1", of: bar)).frame, Rect(335, 0, 150, 50), tolerance: tolerance)
    }

    @Test func anUnknownGlyphNameIsAnErrorListingTheNames() {
        let bar = TabBarChrome(items: [Self.items[0], TabBarItem(title: "Home", glyph: .named("hose"))])
        #expect(throws: SceneError(path: "tabBar.items[1].glyph",
                                   message: "expected a glyph name (bell, clock, folder, gear, heart, house, magnifyingglass, person, star) "
                                       + "or an object with a path, found \"hose\"; did you mean \"house\"?")) {
            try bar.validate()
        }
    }
}
