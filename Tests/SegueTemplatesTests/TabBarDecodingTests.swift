import Testing
import SegueCore
@testable import SegueTemplates

struct TabBarDecodingTests {
    static let items = #"[{"title": "Home", "glyph": "house"}, {"title": "Star", "glyph": {"path": "M0 0 L24 0 L12 24 Z"}}]"#

    @Test func decodesNamedAndPathGlyphs() throws {
        let scene = try decodeScene(template(to: #"{"tabBar": {"items": \#(Self.items), "selected": 1}, "layers": []}"#))
        let bar = try #require(scene.to.chrome.tabBar)
        #expect(bar.selected == 1)
        #expect(bar.items.map(\.title) == ["Home", "Star"])
        #expect(bar.items[0].glyph == .named("house"))
        guard case .path(let path) = bar.items[1].glyph else { Issue.record("expected a path glyph"); return }
        #expect(path.elements.count == 4) // move, two lines, close
    }

    /// "gears" is one edit from "gear" and two from "heart", both within the suggestions' reach.
    @Test func anUnknownGlyphNameListsTheNames() {
        let items = #"[{"title": "Home", "glyph": "house"}, {"title": "Gear", "glyph": "gears"}]"#
        #expect(errorLine(template(to: #"{"tabBar": {"items": \#(items)}, "layers": []}"#))
            == "t.json: to.tabBar.items[1].glyph: expected a glyph name (bell, clock, folder, gear, heart, house, magnifyingglass, "
                + "person, star) or an object with a path, found \"gears\"; did you mean \"gear\" or \"heart\"?")
    }

    @Test func aTabSwitchBetweenScreensThatSelectTheSameTabIsAnError() {
        let screen = #"{"tabBar": {"items": \#(Self.items), "selected": 0}, "layers": []}"#
        #expect(errorLine(template(from: screen, to: screen, transition: #"{"type": "fade", "operation": "tab", "duration": 0.3}"#))
            == "t.json: transition.operation: expected the screens to select different tabs for a tab switch, found item 0 selected on both")
    }
}
