import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct LayerGeometryTests {
    typealias F = EvaluationFixtures
    let square = Rect(0, 0, 100, 100)

    func box(_ layer: Layer) -> Rect {
        layer.transformToParent.apply(to: Rect(origin: .zero, size: layer.boundsSize))
    }

    @Test func quarterTurnAboutTheCentreKeepsASquaresBox() {
        // A 100×100 square turned π/2 about its centre (50, 50) covers itself.
        let layer = Layer(id: "a", frame: square, transform: LayerTransform(rotation: Double.pi / 2))
        expectClose(box(layer), square, tolerance: F.tolerance)
    }

    @Test func scaleAboutTheCentreGrowsBothWays() {
        // Scale 2 about (50, 50): from 50 − 100 to 50 + 100, i.e. (−50, −50, 200, 200).
        let layer = Layer(id: "a", frame: square, transform: LayerTransform(scaleX: 2, scaleY: 2))
        expectClose(box(layer), Rect(-50, -50, 200, 200), tolerance: F.tolerance)
    }

    @Test func identityTransformIsTheFrameOrigin() {
        let layer = Layer(id: "a", frame: Rect(30, 40, 10, 20))
        #expect(layer.transformToParent == .translation(30, 40))
        #expect(layer.position == Point(35, 50))
    }

    @Test func translationMovesAfterScaling() {
        // scale 0.5 then translate (10, 0), about (50, 50): the box (25, 25, 50, 50) moves to x 35.
        let layer = Layer(id: "a", frame: square, transform: LayerTransform(scaleX: 0.5, scaleY: 0.5, translation: Vector(10, 0)))
        expectClose(box(layer), Rect(35, 25, 50, 50), tolerance: F.tolerance)
    }

    @Test func aQuarterTurnAboutTheTopLeftAnchorSwingsTheSquareLeft() {
        // anchorPoint (0, 0): the position is the frame's origin (0, 0), and the turn is about it.
        // A positive quarter turn takes +x to +y: the corner (100, 0) goes to (0, 100) and
        // (0, 100) to (−100, 0), so the square covers x in [−100, 0] and y in [0, 100].
        let layer = Layer(id: "a", frame: square, anchorPoint: .zero, transform: LayerTransform(rotation: Double.pi / 2))
        #expect(layer.position == .zero)
        expectClose(box(layer), Rect(-100, 0, 100, 100), tolerance: F.tolerance)
    }

    @Test func theAnchorPointSitsAtThePosition() {
        // Frame (30, 40, 10, 20), anchor (1, 0.25): position = (30 + 1·10, 40 + 0.25·20) = (40, 45).
        var layer = Layer(id: "a", frame: Rect(30, 40, 10, 20), anchorPoint: Point(1, 0.25))
        #expect(layer.position == Point(40, 45))
        // Scaling by 2 about it keeps that point: the box grows left and down, (20, 35, 20, 40).
        layer.transform.scaleX = 2
        layer.transform.scaleY = 2
        expectClose(box(layer), Rect(20, 35, 20, 40), tolerance: F.tolerance)
        #expect(layer.transformToParent.apply(to: Point(10, 5)) == Point(40, 45))
    }
}
