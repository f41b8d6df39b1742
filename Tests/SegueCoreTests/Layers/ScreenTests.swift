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

    @Test func layersWithoutIdsNeedNoneAndAreShownByTheirPlace() throws {
        // A screen whose second layer and the first's sublayer have no id: it validates, its ids
        // are the ones given, and the render tree names the others by their JSON path.
        let screen = Screen(layers: [
            Layer(id: "card", frame: Rect(0, 0, 10, 10), sublayers: [Layer(frame: Rect(0, 0, 5, 5))]),
            Layer(frame: Rect(0, 0, 10, 10), sublayers: [Layer(id: "label", frame: Rect(0, 0, 5, 5))]),
        ])
        #expect(throws: Never.self) { try screen.validate() }
        #expect(screen.layerIDs == ["card", "label"])
        let names = RenderNode(layer: screen.rootLayer(id: "to", canvas: Size(unchecked: 10, 10)), id: "to", idPrefix: "to",
                               parentTransform: .identity)
        #expect(RenderTree(size: Size(unchecked: 10, 10), nodes: [names]).flattened().map(\.id)
            == ["to", "to.card", "to.layers[0].sublayers[0]", "to.layers[1]", "to.label"])
    }

    @Test func aPathNameIsTheScreensJSONPath() {
        #expect(Layer.pathName(of: []) == "")
        #expect(Layer.pathName(of: [2]) == "layers[2]")
        #expect(Layer.pathName(of: [2, 0, 3]) == "layers[2].sublayers[0].sublayers[3]")
        #expect(Layer(frame: .zero).displayName(at: [1]) == "layers[1]")
        #expect(Layer(id: "card", frame: .zero).displayName(at: [1]) == "card")
    }

    @Test func anIdThatLooksLikeAPathIsAnError() {
        // Otherwise "layers[1]" could name two layers: the one with that id and the second one.
        let screen = Screen(layers: [Layer(id: "layers[1]", frame: .zero), Layer(frame: .zero)])
        #expect(throws: SceneError(path: "layers[0].id", message: "expected a layer id without \"[\" (such names are the paths of layers without an id), found \"layers[1]\"")) {
            try screen.validate()
        }
    }
}
