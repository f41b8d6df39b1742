import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct ScreenTests {
    typealias F = EvaluationFixtures

    @Test func findLayerGivesTheBoxALayerCoversOnScreen() throws {
        // The badge (0, 0, 50, 50) sits in the group (100, 200, 200, 200), which is scaled 0.5
        // about its centre (200, 300): the group covers (150, 250, 100, 100), and the badge its
        // top-left quarter, (150, 250, 25, 25), where the render tree draws it too.
        let found = try #require(F.list.findLayer("badge"))
        expectClose(found.frameInScreen, Rect(150, 250, 25, 25), tolerance: F.tolerance)
        let drawn = F.layer("from.badge", in: try F.scene(FadeEffect()).resolved().renderTree(atFraction: 0))
        expectClose(drawn?.bounds, found.frameInScreen, tolerance: F.tolerance)
        // A layer with no transformed ancestor keeps its frame.
        #expect(F.list.findLayer("cell")?.frameInScreen == Rect(20, 100, 200, 100))
        #expect(F.list.findLayer("missing") == nil)
    }

    @Test func aZoomFromANestedLayerStartsWhereItIsSeen() throws {
        // Zoom push from the badge, linear, f = 0: the clip container is the badge's box.
        let tree = try F.scene(ZoomEffect(source: .layer("badge"))).resolved().renderTree(atFraction: 0)
        expectClose(F.layer(ZoomEffect.containerID, in: tree)?.bounds, Rect(150, 250, 25, 25), tolerance: F.tolerance)
    }
}
