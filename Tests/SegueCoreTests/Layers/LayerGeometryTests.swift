import Testing
@testable import SegueCore

@Suite struct LayerGeometryTests {
    typealias F = EvaluationFixtures
    let square = Rect(0, 0, 100, 100)

    func box(_ layer: Layer) -> Rect {
        layer.transformToParent.apply(to: Rect(origin: .zero, size: layer.boundsSize))
    }

    @Test func quarterTurnAboutTheCentreKeepsASquaresBox() {
        // A 100×100 square turned π/2 about its centre (50, 50) covers itself.
        let layer = Layer(id: "a", frame: square, transform: LayerTransform(rotation: Double.pi / 2))
        #expect(F.isClose(box(layer), square))
    }

    @Test func scaleAboutTheCentreGrowsBothWays() {
        // Scale 2 about (50, 50): from 50 − 100 to 50 + 100, i.e. (−50, −50, 200, 200).
        let layer = Layer(id: "a", frame: square, transform: LayerTransform(scaleX: 2, scaleY: 2))
        #expect(F.isClose(box(layer), Rect(-50, -50, 200, 200)))
    }

    @Test func identityTransformIsTheFrameOrigin() {
        let layer = Layer(id: "a", frame: Rect(30, 40, 10, 20))
        #expect(layer.transformToParent == .translation(30, 40))
        #expect(layer.position == Point(35, 50))
    }

    @Test func translationMovesAfterScaling() {
        // scale 0.5 then translate (10, 0), about (50, 50): the box (25, 25, 50, 50) moves to x 35.
        let layer = Layer(id: "a", frame: square, transform: LayerTransform(scaleX: 0.5, scaleY: 0.5, translation: Vector(10, 0)))
        #expect(F.isClose(box(layer), Rect(35, 25, 50, 50)))
    }
}
