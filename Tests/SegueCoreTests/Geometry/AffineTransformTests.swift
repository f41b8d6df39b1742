import Testing
import SegueCore
import SegueTestSupport

struct AffineTransformTests {
    /// cos(π/2) is 6e-17 in floating point, not 0; 1e-12 leaves room for a few such roundings.
    let rounding = 1e-12

    @Test func quarterTurnMapsXToY() {
        // A positive angle turns +x toward +y: clockwise on a y-down screen.
        expectClose(AffineTransform.rotation(.pi / 2).apply(to: Point(1, 0)), Point(0, 1), tolerance: rounding)
        expectClose(AffineTransform.rotation(.pi / 2).apply(to: Point(0, 1)), Point(-1, 0), tolerance: rounding)
    }

    @Test func concatenationAppliesSelfFirst() {
        // Translate then scale: 0 → 10 → 20. Scale then translate: 0 → 0 → 10.
        let t = AffineTransform.translation(10, 0), s = AffineTransform.scale(2)
        #expect(t.concatenating(s).apply(to: Point.zero) == Point(20, 0))
        #expect(s.concatenating(t).apply(to: Point.zero) == Point(10, 0))
    }

    @Test func invertedUndoesTheTransform() throws {
        let t = AffineTransform.rotation(0.3).concatenating(.scale(2, 3)).concatenating(.translation(5, -7))
        let inverse = try #require(t.inverted())
        expectClose(inverse.apply(to: t.apply(to: Point(4, -9))), Point(4, -9), tolerance: rounding)
        let round = t.concatenating(inverse)
        expectClose(round.apply(to: Point(1, 0)), Point(1, 0), tolerance: rounding)
        expectClose(round.apply(to: Point(0, 1)), Point(0, 1), tolerance: rounding)
    }

    @Test func singularTransformHasNoInverse() {
        // A zero scale flattens the plane: determinant 0.
        #expect(AffineTransform.scale(0, 1).determinant == 0)
        #expect(AffineTransform.scale(0, 1).inverted() == nil)
    }

    @Test func vectorsIgnoreTranslation() {
        #expect(AffineTransform.translation(5, 5).apply(to: Vector(1, 2)) == Vector(1, 2))
        #expect(AffineTransform.scale(2, 3).apply(to: Vector(1, 2)) == Vector(2, 6))
    }

    @Test func rotatedSquareHasADiamondBoundingBox() {
        // The 2×2 square around the origin turned 45°: its corners land on the axes at
        // distance √2, so the bounding box spans −√2...√2 on both axes.
        let box = AffineTransform.rotation(.pi / 4).apply(to: Rect(-1, -1, 2, 2))
        let r2 = 2.0.squareRoot()
        expectClose(box, Rect(-r2, -r2, 2 * r2, 2 * r2), tolerance: rounding)
    }

    @Test func identityChangesNothing() {
        #expect(AffineTransform.identity.apply(to: Point(3, 4)) == Point(3, 4))
        // A transform followed by its inverse is the identity (exactly, for these binary fractions).
        let t = AffineTransform.scale(2, 0.5).concatenating(.translation(3, -4))
        #expect(t.concatenating(t.inverted()!).isIdentity)
        #expect(!AffineTransform.translation(1, 0).isIdentity)
    }
}
