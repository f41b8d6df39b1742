import Testing
@testable import SegueCore
import SegueTestSupport

/// The zoom's `content` modes; `scale`, the default, is `SceneZoomTests`.
@Suite struct SceneZoomContentTests {
    typealias F = EvaluationFixtures

    @Test func scaleIsTheDefault() {
        #expect(ZoomEffect(source: .layer("cell")).content == .scale)
    }

    @Test func resizeKeepsTheDestinationsLayoutClippedToTheFrame() throws {
        // Linear, f = ½: the frame is lerp((20, 100, 200, 100), (0, 0, 400, 800), ½) = (10, 50, 300, 450),
        // as for scale; the 400 × 800 screen is unscaled with its top-left at the frame's: (10, 50, 400, 800),
        // its card (80, 140, 40 × 20) at (90, 190, 40, 20); the container clips to the frame.
        let tree = try F.scene(ZoomEffect(source: .layer("cell"), content: .resize)).resolved().renderTree(atFraction: 0.5)
        #expect(F.rootIDs(tree) == ["from", "zoom"])
        expectClose(F.layer("zoom", in: tree)?.maskBounds, Rect(10, 50, 300, 450), tolerance: F.tolerance)
        let screen = try #require(F.layer("to", in: tree))
        expectClose(screen.bounds, Rect(10, 50, 400, 800), tolerance: F.tolerance)
        #expect(screen.transform.a == 1 && screen.transform.d == 1)
        expectClose(F.layer("to.card", in: tree)?.bounds, Rect(90, 190, 40, 20), tolerance: F.tolerance)
        expectClose(tree.nodes[1].cornerRadius, 6, tolerance: F.tolerance) // 12·(1 − ½)
    }

    @Test func crossfadeFadesTheSourcesContentIntoTheDestination() throws {
        // Linear, f = ½: the destination at opacity ½ over the source's content at 1 − ½ in the
        // (10, 50, 300, 450) frame: the screen aspect-filled as for scale (10, −25, 300, 600), the
        // cell's 200 × 100 fitted by width, 300/200 = 1.5, to 300 × 150 at the frame's top-left:
        // (10, 50, 300, 150). The cell itself is hidden.
        let tree = try F.scene(ZoomEffect(source: .layer("cell"), content: .crossfade)).resolved().renderTree(atFraction: 0.5)
        #expect(F.rootIDs(tree) == ["from", "zoom"])
        #expect(tree.nodes[1].children.map(\.id) == ["zoom.source", "to"])
        let screen = try #require(F.layer("to", in: tree))
        expectClose(screen.opacity, 0.5, tolerance: F.tolerance)
        expectClose(screen.bounds, Rect(10, -25, 300, 600), tolerance: F.tolerance)
        let source = try #require(F.layer("zoom.source", in: tree))
        expectClose(source.opacity, 0.5, tolerance: F.tolerance)
        expectClose(source.bounds, Rect(10, 50, 300, 150), tolerance: F.tolerance)
        #expect(F.layer("from.cell", in: tree)?.opacity == 0)
        // The frame's colour: the cell has none, so the detail's black fades in: alpha ½.
        #expect(tree.nodes[1].backgroundColor == Color(unchecked: 0, 0, 0, 0.5))
    }

    @Test func crossfadePlaysBackwardOnPop() throws {
        // Pop, linear, f = ¼: openness q = 0.75; the detail (on top) at 0.75, the cell's
        // content at 1 − 0.75 = 0.25, the to-screen's cell hidden.
        let tree = try F.scene(ZoomEffect(source: .layer("cell"), content: .crossfade), .pop).resolved().renderTree(atFraction: 0.25)
        #expect(F.rootIDs(tree) == ["to", "zoom"])
        expectClose(try #require(F.layer("from", in: tree)).opacity, 0.75, tolerance: F.tolerance)
        expectClose(try #require(F.layer("zoom.source", in: tree)).opacity, 0.25, tolerance: F.tolerance)
        #expect(F.layer("to.cell", in: tree)?.opacity == 0)
    }
}
