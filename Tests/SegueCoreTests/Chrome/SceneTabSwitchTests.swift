import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct SceneTabSwitchTests {
    typealias F = EvaluationFixtures

    static let items = [TabBarItem(title: "Home", glyph: .named("house")), TabBarItem(title: "Search", glyph: .named("magnifyingglass")),
                        TabBarItem(title: "Library", glyph: .named("folder"))]

    /// A screen of the tab bar controller with item `selected` chosen and a card to follow.
    static func tab(_ selected: Int?, items: [TabBarItem] = items) -> Screen {
        var screen = Screen(background: .white, layers: [Layer(id: "card", frame: Rect(16, 120, 100, 100), backgroundColor: .black)])
        screen.chrome.tabBar = selected.map { TabBarChrome(items: items, selected: $0) }
        return screen
    }

    /// A tab switch on an iPhone 16 (393×852) from tab `from` to tab `to`.
    static func scene(_ effect: any TransitionEffect, from: Screen, to: Screen, timing: Timing = .linear) -> Scene {
        Scene(name: "tab", canvas: Canvas(device: .iPhone16), from: from, to: to,
              transition: Transition(effect: effect, operation: .tab, duration: 0.35, timing: timing))
    }

    @Test func theSlideDirectionFollowsTheTabOrder() {
        // To a tab further right the new screen moves left (in from the right edge); back, right.
        #expect(SlideDirection.forTabSwitch(from: 0, to: 1) == .left)
        #expect(SlideDirection.forTabSwitch(from: 0, to: 2) == .left)
        #expect(SlideDirection.forTabSwitch(from: 2, to: 1) == .right)
        #expect(SlideDirection.forTabSwitch(from: Self.tab(1), to: Self.tab(0)) == .right)
        #expect(SlideDirection.forTabSwitch(from: Self.tab(1), to: Self.tab(nil)) == nil)
    }

    @Test func aSlideToATabOnTheRightIsHalfWayAtHalfTime() throws {
        // W = 393, easeInEaseOut(0.5) = 0.5. Tab 0 → 1: the new screen comes in from the right,
        // x = W·(1 − p) = 196.5; the old one leaves left with it (parallax 1), x = −W·p = −196.5.
        let tree = try Self.scene(SlideEffect(), from: Self.tab(0), to: Self.tab(1), timing: .easeInEaseOut)
            .resolved().renderTree(atFraction: 0.5)
        expectClose(F.layer("to", in: tree)?.bounds, Rect(196.5, 0, 393, 852), tolerance: F.tolerance)
        expectClose(F.layer("from", in: tree)?.bounds, Rect(-196.5, 0, 393, 852), tolerance: F.tolerance)
        // No navigation shadow on a tab switch.
        #expect(F.layer("to", in: tree)?.shadow == nil)
    }

    @Test func aSlideToATabOnTheLeftComesFromTheLeft() throws {
        // Tab 2 → 1, linear, f = 0.25: x = −W·(1 − p) = −294.75; the old screen x = W·p = 98.25.
        let tree = try Self.scene(SlideEffect(), from: Self.tab(2), to: Self.tab(1)).resolved().renderTree(atFraction: 0.25)
        expectClose(F.layer("to", in: tree)?.bounds.x ?? .nan, -294.75, tolerance: F.tolerance)
        expectClose(F.layer("from", in: tree)?.bounds.x ?? .nan, 98.25, tolerance: F.tolerance)
        // An explicit direction still wins: left from tab 2 to 1 comes in from the right.
        let explicit = try Self.scene(SlideEffect(direction: .left), from: Self.tab(2), to: Self.tab(1)).resolved().renderTree(atFraction: 0.25)
        expectClose(F.layer("to", in: explicit)?.bounds.x ?? .nan, 294.75, tolerance: F.tolerance)
    }

    @Test func aFadesAlphaIsTheProgressAtFrameK() throws {
        // 0.35 s at 60 fps, linear: frame 7 is at 7/60 s, f = (7/60)/0.35 = 1/3 = alpha.
        let resolved = try Self.scene(FadeEffect(), from: Self.tab(0), to: Self.tab(2)).resolved()
        let tree = resolved.snapshot(ofFrame: 7).tree
        expectClose(F.layer("to", in: tree)?.opacity ?? .nan, 1.0 / 3, tolerance: F.tolerance)
        #expect(F.rootIDs(tree) == ["from", "to", "overlay"])
    }

    @Test func oneTabBarIsDrawnAboveBothScreensWithTheNewSelection() throws {
        // Neither screen keeps its own bar; the overlay holds one, the to-screen's (item 1 in
        // systemBlue), at rest at y = 769 at every instant of the slide.
        let resolved = try Self.scene(SlideEffect(), from: Self.tab(0), to: Self.tab(1)).resolved()
        for f in [0.0, 0.25, 0.5, 0.75, 1] {
            let ids = resolved.renderTree(atFraction: f).flattened().map(\.id)
            #expect(ids.filter { $0.hasSuffix(".tabBar") } == ["overlay.tabBar"])
            expectClose(F.layer("overlay.tabBar", in: resolved.renderTree(atFraction: f))?.bounds, Rect(0, 769, 393, 83), tolerance: F.tolerance)
        }
        let bar = try #require(resolved.scene.overlay.first { $0.id == "tabBar" })
        guard case .shape(let glyph)? = bar.sublayers.first(where: { $0.id == "tabBarItem1" })?.sublayers.first?.content else {
            Issue.record("no glyph"); return
        }
        #expect(glyph.fillColor == (try Color(hex: "#007AFF")))
    }

    @Test func aPushKeepsEachScreensFixedBar() throws {
        // Not a tab switch: the bar stays each screen's `fixed` layer, none in the overlay.
        var scene = Self.scene(SlideEffect(), from: Self.tab(0), to: Self.tab(0))
        scene.transition.operation = .push
        let prepared = try scene.withChrome()
        #expect(prepared.to.layers.last?.id == "tabBar" && prepared.to.layers.last?.fixed == true)
        #expect(!prepared.overlay.contains { $0.id == "tabBar" })
    }

    @Test func aTabSwitchNeedsTheSameTabBarOnBothScreens() {
        let path = "transition.operation"
        #expect(F.resolutionError(Self.scene(FadeEffect(), from: Self.tab(nil), to: Self.tab(nil)))
            == SceneError(path: path, message: "expected a tab bar on both screens for a tab switch, found none on either"))
        #expect(F.resolutionError(Self.scene(FadeEffect(), from: Self.tab(0), to: Self.tab(nil)))
            == SceneError(path: path, message: "expected a tab bar on both screens for a tab switch, found none on the to screen"))
        #expect(F.resolutionError(Self.scene(FadeEffect(), from: Self.tab(1), to: Self.tab(1)))
            == SceneError(path: path, message: "expected the screens to select different tabs for a tab switch, found item 1 selected on both"))
        let other = Self.tab(1, items: Array(Self.items.prefix(2)))
        #expect(F.resolutionError(Self.scene(FadeEffect(), from: Self.tab(0), to: other))
            == SceneError(path: path, message: "expected the same tab bar items and tint on both screens for a tab switch, "
                + "found [\"Home\", \"Search\", \"Library\"] and [\"Home\", \"Search\"]"))
    }
}
