import Testing
@testable import SegueCore

@Suite struct LayerKeyPathTests {
    let card = Layer(id: "card", frame: Rect(80, 140, 40, 20))

    @Test func positionKeepsTheSize() {
        // Centre (0, 0) for a 40×20 layer: origin (−20, −10).
        var layer = card
        layer.set(.position, to: .point(.zero))
        #expect(layer.frame == Rect(-20, -10, 40, 20))
    }

    @Test func boundsSizeKeepsThePosition() {
        // Centre (100, 150), new size 10×10: origin (95, 145).
        var layer = card
        layer.set(.boundsSize, to: .size(Size(unchecked: 10, 10)))
        #expect(layer.frame == Rect(95, 145, 10, 10))
    }

    @Test func transformComponents() {
        var layer = card
        layer.set(.transformScale, to: .number(2))
        layer.set(.transformScaleY, to: .number(3))
        layer.set(.transformTranslation, to: .vector(Vector(1, 2)))
        layer.set(.transformTranslationY, to: .number(5))
        #expect(layer.transform == LayerTransform(scaleX: 2, scaleY: 3, translation: Vector(1, 5)))
    }

    @Test func shapeKeyPathsNeedShapeContentAndWrongKindsAreIgnored() {
        var layer = card
        layer.set(.strokeEnd, to: .number(0.5))  // no shape content: unchanged
        layer.set(.opacity, to: .point(.zero))   // wrong kind: unchanged
        #expect(layer == card)
        var shape = Layer(id: "s", frame: .zero, content: .shape(ShapeContent(path: BezierPath())))
        shape.set(.lineWidth, to: .number(4))
        #expect(shape.content == .shape(ShapeContent(path: BezierPath(), lineWidth: 4)))
    }

    @Test func updateSublayerFindsNestedLayers() {
        var parent = Layer(id: "p", frame: .zero, sublayers: [Layer(id: "q", frame: .zero, sublayers: [card])])
        #expect(parent.updateSublayer("card") { $0.opacity = 0.5 })
        #expect(parent.sublayers[0].sublayers[0].opacity == 0.5)
        #expect(!parent.updateSublayer("missing") { $0.opacity = 0 })
    }
}
