import Testing
import SegueKit

/// CGAffineTransform and CATransform3D against values worked out by hand from Core Graphics'
/// and Core Animation's documented matrices (row vectors: x' = a·x + c·y + tx, y' = b·x + d·y + ty).
struct GeometryTests {
    private func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-12 && abs(a.y - b.y) < 1e-12 }

    @Test func translatedByActsBeforeTheTransform() {
        // CGAffineTransformTranslate(scale 2, 10, 0): translate first, then scale: (0,0) → (20, 0).
        let t = CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(CGPoint.zero.applying(t) == CGPoint(x: 20, y: 0))
        // concatenating is the other order: scale, then translate: (0,0) → (10, 0).
        let u = CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 10, y: 0))
        #expect(CGPoint.zero.applying(u) == CGPoint(x: 10, y: 0))
    }

    @Test func aQuarterTurnTakesXToYDownOnScreen() {
        // a = cos, b = sin, c = −sin, d = cos: (1, 0) → (0, 1), clockwise in UIKit's y-down space.
        let t = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(close(CGPoint(x: 1, y: 0).applying(t), CGPoint(x: 0, y: 1)))
        #expect(close(CGPoint(x: 3, y: 4).applying(t.inverted()).applying(t), CGPoint(x: 3, y: 4)))
    }

    @Test func aSingularTransformInvertsToItself() {
        let flat = CGAffineTransform(scaleX: 0, y: 1)
        #expect(flat.inverted() == flat) // CGAffineTransformInvert returns it unchanged
        #expect(CGAffineTransform.identity.isIdentity && !flat.isIdentity)
    }

    @Test func aRectMapsToTheBoundsOfItsCorners() {
        // A 10×20 rect turned a quarter: its corners (0,0), (10,0), (0,20), (10,20) go to
        // (0,0), (0,10), (−20,0), (−20,10): x from −20 to 0, y from 0 to 10.
        let r = CGRect(x: 0, y: 0, width: 10, height: 20).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(r.minX + 20) < 1e-12 && abs(r.minY) < 1e-12 && abs(r.width - 20) < 1e-12 && abs(r.height - 10) < 1e-12)
        #expect(CGSize(width: 3, height: 4).applying(CGAffineTransform(scaleX: 2, y: -1).translatedBy(x: 9, y: 9)) == CGSize(width: 6, height: -4))
    }

    @Test func aZRotationIsTheAffineRotation() {
        let t = CATransform3DMakeRotation(0.3, 0, 0, 1)
        #expect(CATransform3DIsAffine(t))
        let affine = CATransform3DGetAffineTransform(t), expected = CGAffineTransform(rotationAngle: 0.3)
        #expect(abs(affine.a - expected.a) < 1e-15 && abs(affine.b - expected.b) < 1e-15)
        #expect(abs(affine.c - expected.c) < 1e-15 && abs(affine.d - expected.d) < 1e-15)
        // A zero axis is the identity, as Core Animation documents.
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test func rotationsAboutXOrYAndPerspectiveAreNotAffine() {
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 1, 0, 0)))
        #expect(!CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 1, 0)))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        #expect(!CATransform3DIsAffine(perspective))
        // A half turn about x maps y to −y and z to −z: m22 = m33 = −1.
        let flip = CATransform3DMakeRotation(.pi, 1, 0, 0)
        #expect(abs(flip.m22 + 1) < 1e-15 && abs(flip.m33 + 1) < 1e-15 && abs(flip.m23) < 1e-15)
    }

    @Test func concatAppliesTheFirstThenTheSecond() {
        // Scale 2, then translate (5, 7): (1, 1) → (2, 2) → (7, 9); as the affine concatenation.
        let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(5, 7, 0))
        let affine = CATransform3DGetAffineTransform(t)
        #expect(CGPoint(x: 1, y: 1).applying(affine) == CGPoint(x: 7, y: 9))
        #expect(affine == CGAffineTransform(scaleX: 2, y: 2).concatenating(CGAffineTransform(translationX: 5, y: 7)))
        // CATransform3DTranslate(t, …) translates first, as CGAffineTransform's translatedBy.
        #expect(CATransform3DGetAffineTransform(CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0))
                == CGAffineTransform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0))
        #expect(CATransform3DMakeAffineTransform(affine) == t)
    }
}
