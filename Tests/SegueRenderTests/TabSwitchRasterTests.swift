import Testing
import SegueCore
import SeguePNG
@testable import SegueRender

/// A tab switch draws one tab bar, the to-screen's, above both screens: its pixels do not
/// change while the screens cross-fade under it.
@Suite struct TabSwitchRasterTests {
    static let items = [TabBarItem(title: "Home", glyph: .named("house")), TabBarItem(title: "Search", glyph: .named("magnifyingglass")),
                        TabBarItem(title: "Library", glyph: .named("folder"))]

    static func tab(_ selected: Int, background: Color) -> Screen {
        var screen = Screen(background: background)
        screen.chrome.tabBar = TabBarChrome(items: items, selected: selected)
        return screen
    }

    @Test func theTabBarsPixelsStayPutThroughAFade() throws {
        // iPhone 16 at 1×, three items 131 pt wide; the bar's top at 852 − 34 − 49 = 769, glyphs
        // 25 pt at (53, 5) in their item: the folder of item 2 at (315, 774), the house of item 0
        // at (53, 774); a glyph's box point b is at origin + b·25/24.
        // Pixel (327, 788) is box (11.5…12.5, 13.4…14.4): inside the folder's body (2…22 × 7…20.5).
        // Pixel (60, 788) is box (6.7…7.7, 13.4…14.4): inside the house's body (4.5…19.5 × 12…21.5),
        // left of the door (9.75…14.25). Both fully covered, so exactly the glyph's colour.
        var canvas = Canvas(device: .iPhone16)
        canvas.scale = 1
        let scene = Scene(name: "tab", canvas: canvas, from: Self.tab(0, background: .white), to: Self.tab(2, background: .black),
                          transition: Transition(effect: FadeEffect(), operation: .tab, duration: 0.25, timing: .linear))
        let resolved = try scene.resolved()
        let blue = RGBA8(r: 0, g: 122, b: 255), grey = RGBA8(r: 153, g: 153, b: 153)
        for f in [0.0, 0.5, 1] {
            let surface = try FrameSurface(pixelWidth: 393, pixelHeight: 852)
            Rasterizer(images: ImageStore(), scale: 1).draw(resolved.renderTree(atFraction: f), into: surface)
            // The to-screen's selection from the first frame: Library (item 2) blue, Home grey.
            // Two bars cross-fading would give (153·(1 − f) + 0·f, …) at the folder instead.
            #expect(surface[327, 788] == blue, "f = \(f)")
            #expect(surface[60, 788] == grey, "f = \(f)")
        }
    }
}
