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

    @Test func updateAtAPathReachesNestedLayers() {
        // The card is sublayer 0 of sublayer 0: path [0, 0]; an index out of range changes nothing.
        var parent = Layer(id: "p", frame: .zero, sublayers: [Layer(id: "q", frame: .zero, sublayers: [card])])
        parent.update(at: [0, 0]) { $0.opacity = 0.5 }
        #expect(parent.sublayers[0].sublayers[0].opacity == 0.5)
        #expect(parent.layer(at: [0, 0])?.id == "card")
        let before = parent
        parent.update(at: [0, 3]) { $0.opacity = 0 }
        #expect(parent == before)
        #expect(parent.layer(at: [1]) == nil)
    }

    @Test func settingTheAnchorPointKeepsThePositionAndMovesTheFrame() {
        // The card's position is (100, 150); anchor (0, 1) puts its bottom-left corner there:
        // frame (100, 130, 40, 20), as CALayer does when only anchorPoint changes.
        var layer = card
        layer.set(.anchorPoint, to: .point(Point(0, 1)))
        #expect(layer.anchorPoint == Point(0, 1))
        #expect(layer.position == Point(100, 150))
        #expect(layer.frame == Rect(100, 130, 40, 20))
        // position and bounds.size then act about the new anchor: size 10×10 keeps the bottom-left.
        layer.set(.boundsSize, to: .size(Size(unchecked: 10, 10)))
        #expect(layer.frame == Rect(100, 140, 10, 10))
    }

    @Test func valueForReadsWhatSetWrites() {
        // Every key path: setting a value and reading it back gives that value.
        var shape = Layer(id: "s", frame: Rect(0, 0, 10, 10), backgroundColor: .white, borderColor: .black,
                          mask: .rect(Rect(0, 0, 1, 1)),
                          content: .shape(ShapeContent(path: .rect(Rect(0, 0, 5, 5)), strokeColor: .black)))
        let values: [(AnimatableKeyPath, AnimationValue)] = [
            (.opacity, .number(0.25)), (.position, .point(Point(7, 8))), (.positionX, .number(3)), (.positionY, .number(-2)),
            (.anchorPoint, .point(Point(0.2, 0.9))), (.boundsSize, .size(Size(unchecked: 4, 6))),
            (.boundsSizeWidth, .number(5)), (.boundsSizeHeight, .number(7)), (.frame, .rect(Rect(1, 2, 3, 4))),
            (.transformScaleX, .number(2)), (.transformScaleY, .number(3)), (.transformRotation, .number(0.5)),
            (.transformTranslation, .vector(Vector(9, -9))), (.transformTranslationX, .number(4)),
            (.transformTranslationY, .number(-4)), (.transformRotationX, .number(0.7)), (.transformRotationY, .number(-1.2)),
            (.transformTranslationZ, .number(-30)), (.cornerRadius, .number(3)), (.backgroundColor, .color(.black)),
            (.borderWidth, .number(2)), (.borderColor, .color(.white)), (.mask, .path(.oval(in: Rect(0, 0, 2, 2)))),
            (.path, .path(.rect(Rect(0, 0, 8, 8)))), (.fillColor, .color(.white)), (.strokeColor, .color(.white)),
            (.lineWidth, .number(6)), (.strokeStart, .number(0.1)), (.strokeEnd, .number(0.9)),
            (.shadowColor, .color(.white)), (.shadowOpacity, .number(0.4)), (.shadowRadius, .number(7)),
            (.shadowOffset, .vector(Vector(2, 5))), (.shadowPath, .path(.rect(Rect(0, 0, 3, 3)))), (.blurRadius, .number(11)),
            (.sublayerTransformScaleX, .number(1.5)), (.sublayerTransformScaleY, .number(0.5)), (.sublayerTransformRotation, .number(-0.3)),
            (.sublayerTransformTranslation, .vector(Vector(3, 1))), (.sublayerTransformTranslationX, .number(6)),
            (.sublayerTransformTranslationY, .number(-6)), (.sublayerTransformRotationX, .number(0.2)),
            (.sublayerTransformRotationY, .number(1.1)), (.sublayerTransformTranslationZ, .number(12)),
            (.zPosition, .number(4)), (.anchorPointZ, .number(-25)),
        ]
        shape.blur = LayerBlur() // blur.radius sets a blur's radius only
        #expect(Set(values.map(\.0)) == Set(AnimatableKeyPath.allCases).subtracting([.transformScale, .sublayerTransformScale]))
        for (keyPath, value) in values {
            shape.set(keyPath, to: value)
            #expect(shape.value(for: keyPath) == value, "\(keyPath.rawValue)")
        }
        // transform.scale sets both factors; reading it gives the x factor.
        shape.set(.transformScale, to: .number(5))
        #expect(shape.value(for: .transformScale) == .number(5) && shape.value(for: .transformScaleY) == .number(5))
    }

    @Test func valueForIsNilWhereTheLayerHasNoSuchValue() {
        // No shape content, no background, no mask: nothing to read.
        #expect(card.value(for: .strokeEnd) == nil)
        #expect(card.value(for: .backgroundColor) == nil)
        #expect(card.value(for: .mask) == nil)
        #expect(card.value(for: .opacity) == .number(1))
        // No shadow path, no blur: nil; the shadow's other values are CALayer's defaults.
        #expect(card.value(for: .shadowPath) == nil)
        #expect(card.value(for: .blurRadius) == nil)
        #expect(card.value(for: .shadowRadius) == .number(3))
        var unblurred = card
        unblurred.set(.blurRadius, to: .number(9)) // no blur to set: unchanged
        #expect(unblurred == card)
    }
}
