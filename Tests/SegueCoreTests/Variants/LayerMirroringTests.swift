import Testing
@testable import SegueCore
import SegueTestSupport

@Suite struct LayerMirroringTests {
    @Test func aLayerLandsAtTheMirroredX() {
        // A 100-pt layer at x 16 on a 393-pt canvas (iPhone 16): x → 393 − 16 − 100 = 277.
        let layer = Layer(frame: Rect(16, 40, 100, 30)).mirrored(inParentWidth: 393)
        #expect(layer.frame == Rect(277, 40, 100, 30))
    }

    @Test func aSublayerIsMirroredInItsParentsBounds() {
        // Parent 200 wide at x 20 on 393: 393 − 20 − 200 = 173. Child 50 wide at x 10 inside it:
        // 200 − 10 − 50 = 140, so on screen 173 + 140 = 313 = 393 − (20 + 10) − 50, the
        // mirror of its screen box (30, 50 wide).
        let parent = Layer(frame: Rect(20, 0, 200, 100), sublayers: [Layer(frame: Rect(10, 5, 50, 20))]).mirrored(inParentWidth: 393)
        #expect(parent.frame.x == 173)
        #expect(parent.sublayers[0].frame == Rect(140, 5, 50, 20))
    }

    @Test func aMaskLayerIsMirroredInItsLayersBounds() {
        // A 30-pt mask at x 0 in a 200-pt layer lands at 200 − 0 − 30 = 170: the mask covers the
        // same side of the mirrored layer as the mirror of the original.
        var layer = Layer(frame: Rect(20, 0, 200, 100))
        layer.maskLayer = Layer(frame: Rect(0, 0, 30, 100))
        #expect(layer.mirrored(inParentWidth: 393).maskLayer?.frame == Rect(170, 0, 30, 100))
    }

    @Test func aPathPointIsMirroredInTheLayersBounds() {
        // A back chevron "<" in a 12-pt-wide box: (10, 0) → (2, 10) → (10, 20). x → 12 − x gives
        // (2, 0) → (10, 10) → (2, 20): the chevron ">" UIKit shows in right-to-left layout.
        let chevron = BezierPath(elements: [.move(to: Point(10, 0)), .line(to: Point(2, 10)), .line(to: Point(10, 20))])
        let layer = Layer(frame: Rect(8, 0, 12, 20), mask: chevron,
                          content: .shape(ShapeContent(path: chevron))).mirrored(inParentWidth: 393)
        let flipped = BezierPath(elements: [.move(to: Point(2, 0)), .line(to: Point(10, 10)), .line(to: Point(2, 20))])
        #expect(layer.content == .shape(ShapeContent(path: flipped)))
        #expect(layer.mask == flipped)
    }

    @Test func textAlignsToTheOtherSideAndCentreStays() {
        let text = { (alignment: TextAlignment) in LayerContent.text(TextContent(string: "Inbox", alignment: alignment)) }
        #expect(text(.left).mirrored(width: 100) == text(.right))
        #expect(text(.right).mirrored(width: 100) == text(.left))
        #expect(text(.center).mirrored(width: 100) == text(.center))
    }

    @Test func imagesAreNotFlipped() {
        // UIKit flips an image only when made with imageFlippedForRightToLeftLayoutDirection().
        let image = LayerContent.image(ImageContent(file: "photo.png"))
        #expect(image.mirrored(width: 100) == image)
    }

    @Test func transformsAreConjugatedByTheReflection() {
        // S·T·S: scale kept, rotation and translation x negated; the anchor point x → 1 − x,
        // the shadow offset x negated.
        var layer = Layer(frame: Rect(0, 0, 100, 50), anchorPoint: Point(0.25, 0.5),
                          transform: LayerTransform(scaleX: 2, scaleY: 3, rotation: 0.5, translation: Vector(10, 5)))
        layer.shadow = LayerShadow(color: .black, opacity: 0.5, radius: 4, offset: Vector(3, 2))
        let mirrored = layer.mirrored(inParentWidth: 400)
        #expect(mirrored.transform == LayerTransform(scaleX: 2, scaleY: 3, rotation: -0.5, translation: Vector(-10, 5)))
        #expect(mirrored.anchorPoint == Point(0.75, 0.5))
        #expect(mirrored.shadow.offset == Vector(-3, 2))
    }

    @Test func aTransformedLayersScreenBoxIsTheMirrorOfTheOriginals() throws {
        // Whatever the transform, the box on screen reflects: x' = W − x − w, same y and size.
        let layer = Layer(id: "card", frame: Rect(30, 100, 120, 80), anchorPoint: Point(0.2, 0.7),
                          transform: LayerTransform(scaleX: 1.5, scaleY: 0.5, rotation: 0.3, translation: Vector(12, -7)))
        let box = try #require(Screen(layers: [layer]).findLayer("card")?.frameInScreen)
        let mirroredBox = try #require(Screen(layers: [layer.mirrored(inParentWidth: 400)]).findLayer("card")?.frameInScreen)
        expectClose(mirroredBox, Rect(400 - box.x - box.width, box.y, box.width, box.height), tolerance: 1e-9)
    }

    @Test func animatedValuesMirrorAsTheirRowOfTheKeyPathTableSays() {
        // In a 100 pt parent, for a 20 pt wide target: position.x 10 → 90 (x → W − x), a
        // rotation and a translation's x negate, the anchor's x → 1 − x, a y stays.
        func mirrored(_ keyPath: AnimatableKeyPath, _ value: AnimationValue) -> AnimationValue? {
            PropertyAnimation(target: .to, keyPath: keyPath, from: value, to: value).mirrored(parentWidth: 100, width: 20).to
        }
        #expect(mirrored(.positionX, .number(10)) == .number(90))
        #expect(mirrored(.positionY, .number(10)) == .number(10))
        #expect(mirrored(.transformRotation, .number(0.5)) == .number(-0.5))
        #expect(mirrored(.transformTranslationX, .number(4)) == .number(-4))
        #expect(mirrored(.anchorPoint, .point(Point(0.25, 0.5))) == .point(Point(0.75, 0.5)))
        #expect(mirrored(.boundsSizeWidth, .number(30)) == .number(30))
    }

    @Test func mirroringTwiceGivesTheLayerBack() {
        // An anchor x of 0.25 so that 1 − (1 − x) is exact in binary.
        let layer = Layer(frame: Rect(16, 40, 100, 30), anchorPoint: Point(0.25, 0.5),
                          transform: LayerTransform(rotation: 0.2, translation: Vector(4, 0)),
                          content: .text(TextContent(string: "Hi")), sublayers: [Layer(frame: Rect(3, 4, 5, 6))])
        #expect(layer.mirrored(inParentWidth: 393).mirrored(inParentWidth: 393) == layer)
    }
}
