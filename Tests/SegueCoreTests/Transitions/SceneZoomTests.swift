import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct SceneZoomTests {
    typealias F = EvaluationFixtures

    @Test func pushZoomsFromTheCellAtHalfTime() throws {
        // Linear, f = 0.5: frame = lerp((20, 100, 200, 100), (0, 0, 400, 800), 0.5) = (10, 50, 300, 450).
        // Aspect fill: s = max(300/400, 450/800) = 0.75, so the 400×800 screen is 300×600, centred on
        // the frame's centre (160, 275): (10, −25, 300, 600).
        let tree = try F.scene(ZoomEffect(source: .layer("cell"))).resolved().renderTree(atFraction: 0.5)
        #expect(F.rootIDs(tree) == ["from", "zoom"])
        let zoom = try #require(F.layer("zoom", in: tree))
        expectClose(zoom.bounds, Rect(10, 50, 300, 450), tolerance: F.tolerance)
        expectClose(zoom.maskBounds, Rect(10, 50, 300, 450), tolerance: F.tolerance)  // masksToBounds clips to the frame
        let screen = try #require(F.layer("to", in: tree))
        expectClose(screen.bounds, Rect(10, -25, 300, 600), tolerance: F.tolerance)
        expectClose(screen.transform.a, 0.75, tolerance: F.tolerance)
        expectClose(screen.transform.d, 0.75, tolerance: F.tolerance)
    }

    @Test func aSourceInPerspectiveZoomsFromTheBoxItIsSeenIn() throws {
        // A source (100, 100, 100 × 100) moved 250 pt toward a viewer 500 pt away about its top
        // left (anchor point (0, 0)) is seen twice its size there: w = 1 − 250/500 = ½, so its
        // corners land at (100, 100) and (100 + 100/½, 100 + 100/½) = (300, 300). The zoom starts
        // from (100, 100, 200, 200), not from the flat frame (100, 100, 100, 100).
        let source = Layer(id: "src", frame: Rect(100, 100, 100, 100), anchorPoint: Point(0, 0),
                           transform: LayerTransform(translationZ: 250, m34: -1.0 / 500))
        #expect(Screen(layers: [source]).findLayer("src")?.frameInScreen == Rect(100, 100, 200, 200))
        let scene = Scene(name: "test", canvas: F.canvas, from: Screen(background: .white, layers: [source]), to: F.detail,
                          transition: Transition(effect: ZoomEffect(source: .layer("src")), operation: .push, duration: 1, timing: .linear))
        let tree = try scene.resolved().renderTree(atFraction: 0)
        expectClose(F.layer("zoom", in: tree)?.bounds, Rect(100, 100, 200, 200), tolerance: F.tolerance)
    }

    @Test func aTransformLayerIsFoundWhereItsOwnTransformPutsIt() throws {
        // A CATransformLayer draws nothing of its own, but a zoom from it starts at its box: at
        // (100, 100, 100, 100), moved 50 pt right by its transform, it is at (150, 100, 100, 100).
        var holder = Layer(id: "t", frame: Rect(100, 100, 100, 100), transform: LayerTransform(translation: Vector(50, 0)))
        holder.isTransformLayer = true
        #expect(Screen(layers: [holder]).findLayer("t")?.frameInScreen == Rect(150, 100, 100, 100))
    }

    @Test func cornerRadiusGoesFromTheSourceToZero() throws {
        // The cell's radius 12 at q = 0, 0 at q = 1: 12·(1 − 0.5) = 6 at f = 0.5.
        let tree = try F.scene(ZoomEffect(source: .layer("cell"))).resolved().renderTree(atFraction: 0.5)
        let container = try #require(tree.nodes.last)
        #expect(container.masksToBounds)
        expectClose(container.cornerRadius, 6, tolerance: F.tolerance)
    }

    @Test func popShrinksTheFromScreenBackIntoTheSource() throws {
        // Pop, linear, f = 0.25: q = 0.75, frame = lerp(cell, canvas, 0.75) = (5, 25, 350, 625);
        // s = max(350/400, 625/800) = 0.875; radius 12·0.25 = 3. The source is the to-screen's cell.
        let tree = try F.scene(ZoomEffect(source: .layer("cell")), .pop).resolved().renderTree(atFraction: 0.25)
        #expect(F.rootIDs(tree) == ["to", "zoom"])
        expectClose(F.layer("zoom", in: tree)?.bounds, Rect(5, 25, 350, 625), tolerance: F.tolerance)
        let screen = try #require(F.layer("from", in: tree))
        expectClose(screen.transform.a, 0.875, tolerance: F.tolerance)
        expectClose(tree.nodes[1].cornerRadius, 3, tolerance: F.tolerance)
    }

    @Test func rectSourceHasSquareCornersAndEndsFullScreen() throws {
        // A rect source has radius 0; at f = 1 the frame is the canvas and the scale 1.
        let scene = F.scene(ZoomEffect(source: .value(Rect(0, 0, 40, 40))))
        #expect(try scene.resolved().renderTree(atFraction: 0.5).nodes[1].cornerRadius == 0)
        let end = try scene.resolved().renderTree(atFraction: 1)
        expectClose(F.layer("to", in: end)?.bounds, Rect(0, 0, 400, 800), tolerance: F.tolerance)
    }
}
