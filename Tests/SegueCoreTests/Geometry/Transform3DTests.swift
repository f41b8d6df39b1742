import Foundation
import Testing
@testable import SegueCore
import SegueTestSupport

/// CATransform3D's algebra: the row-vector convention, CA's rotation signs, concatenation order,
/// and what flattening a layer's plane gives.
@Suite struct Transform3DTests {
    @Test func aPositiveTurnAboutYTakesPlusXAwayFromTheViewer() {
        // Rodrigues for the axis (0, 1, 0), written for row vectors: m11 = m33 = cos θ,
        // m13 = −sin θ, m31 = sin θ (GNUstep's and WinObjC's CATransform3DMakeRotation agree).
        // The point (1, 0, 0) goes to (cos θ, 0, −sin θ): away from the viewer (+z is toward it).
        let t = Transform3D.rotation(.pi / 6, 0, 1, 0)
        expectClose(t.m11, cos(Double.pi / 6), tolerance: 1e-15)
        expectClose(t.m13, -0.5, tolerance: 1e-15)
        expectClose(t.m31, 0.5, tolerance: 1e-15)
        let p = t.apply(x: 1, y: 0, z: 0)
        expectClose(p.z, -0.5, tolerance: 1e-15)
        // About x a positive turn takes +y (down on screen) toward the viewer: m23 = +sin θ, as
        // Apple's own CATransform3DRotate(…, π/4, 1, 0, 0) prints m23 = 0.70711, m32 = −0.70711.
        let x = Transform3D.rotation(.pi / 4, 1, 0, 0)
        expectClose(x.m23, 0.5.squareRoot(), tolerance: 1e-15)
        expectClose(x.m32, -(0.5.squareRoot()), tolerance: 1e-15)
        // About z it is the 2-D rotation.
        #expect(Transform3D.rotation(0.3, 0, 0, 1).flattened.affine == .rotation(0.3))
    }

    @Test func concatenationAppliesTheLeftOperandFirst() {
        // CATransform3DRotate(t, …) = Concat(rotation, t): with t the perspective m34 = −0.001,
        // rotating π/4 about x gives m24 = sin(π/4)·m34 (Apple's printed −0.00071).
        let perspective = Transform3D.perspective(distance: 1000)
        let t = Transform3D.rotation(.pi / 4, 1, 0, 0).concatenating(perspective)
        expectClose(t.m24, -0.001 * 0.5.squareRoot(), tolerance: 1e-18)
        expectClose(t.m34, -0.001 * 0.5.squareRoot(), tolerance: 1e-18)
        // A translation then a scale moves the translated point: (1, 0, 0) + (2, 0, 0), times 3.
        let moved = Transform3D.translation(2, 0, 0).concatenating(.scale(3, 3, 3)).apply(x: 1, y: 0, z: 0)
        #expect(moved.x == 9)
    }

    @Test func layerTransformPutsThePerspectiveAfterTheRotationAsUIKitsIdiomDoes() {
        // `var t = CATransform3DIdentity; t.m34 = −1/500; t = CATransform3DRotate(t, θ, 0, 1, 0)`
        // is rotation·perspective; LayerTransform(rotationY: θ, m34: −1/500) is the same matrix.
        let theta = Double.pi / 3
        var uikit = Transform3D.identity
        uikit.m34 = -1.0 / 500
        uikit = Transform3D.rotation(theta, 0, 1, 0).concatenating(uikit)
        let parts = LayerTransform(rotationY: theta, m34: -1.0 / 500).matrix3D
        for (a, b) in zip(uikit.entries, parts.entries) { expectClose(a, b, tolerance: 1e-15) }
        // Scale first, translation after the rotations: (1, 0) scaled by 2, turned π/2 about z,
        // moved by (10, 0, 5) lands at (10, 2, 5).
        let p = LayerTransform(scaleX: 2, scaleY: 2, rotation: .pi / 2, translation: Vector(10, 0), translationZ: 5).matrix3D
            .apply(x: 1, y: 0, z: 0)
        expectClose(p.x, 10, tolerance: 1e-12)
        expectClose(p.y, 2, tolerance: 1e-12)
        #expect(p.z == 5)
    }

    @Test func only3DPartsThatReachThePlaneMakeATransform3D() {
        #expect(LayerTransform(scaleX: 2, rotation: 1, translation: Vector(3, 4)).is2D)
        // Perspective alone does nothing to the plane z = 0; with a z translation it scales it.
        #expect(LayerTransform(m34: -0.002).is2D)
        #expect(LayerTransform(translationZ: 40).is2D)
        #expect(!LayerTransform(translationZ: 40, m34: -0.002).is2D)
        #expect(!LayerTransform(rotationY: 0.1).is2D)
        #expect(!LayerTransform(rotationX: 0.1).is2D)
        // Toward the viewer by 100 at distance 500: W = 1 − 100/500 = 0.8, a uniform 1.25×.
        let h = LayerTransform(translationZ: 100, m34: -1.0 / 500).matrix3D.flattened
        let zoom = try! #require(h.affine)
        expectClose(zoom.a, 1.25, tolerance: 1e-12)
        expectClose(zoom.d, 1.25, tolerance: 1e-12)
    }

    @Test func theInverseSendsAnImageBackWithOneOverW() throws {
        let h = LayerTransform(rotationY: 0.8, m34: -1.0 / 400).matrix3D.flattened.concatenating(.translation(100, 50))
        let p = Point(30, -20)
        let (x, y, w) = h.homogeneous(p)
        let back = try #require(h.inverted()).homogeneous(Point(x / w, y / w))
        expectClose(back.x, p.x / w, tolerance: 1e-12)
        expectClose(back.y, p.y / w, tolerance: 1e-12)
        expectClose(back.w, 1 / w, tolerance: 1e-12)
    }

    @Test func clippingKeepsThePartInFrontOfTheViewer() {
        // W = 1 − x/100 on the square [0, 200]²: only x < 100 − 0.1 is drawn (W ≥ 1e-3).
        let h = Homography(h11: 1, h12: 0, h13: -0.01, h21: 0, h22: 1, h23: 0, h31: 0, h32: 0, h33: 1)
        let visible = h.visiblePart(of: Rect(0, 0, 200, 200).corners)
        let xs = visible.map(\.x)
        expectClose(xs.max()!, 100 * (1 - Homography.nearestDepthFactor), tolerance: 1e-9)
        #expect(xs.min() == 0)
        #expect(h.visiblePart(of: Rect(150, 0, 10, 10).corners).isEmpty)
    }

    @Test func aMatrixDecomposesIntoThePartsThatMakeIt() {
        // Scale, skew, the three turns, a translation and a perspective, multiplied out and read
        // back: the parts are the ones put in (b within ±90°, where asin reads it uniquely).
        let parts = LayerTransform(scaleX: 1.5, scaleY: 0.8, skew: 0.2, rotation: 0.3, translation: Vector(12, -7),
                                   rotationX: -0.4, rotationY: 0.9, translationZ: 25, m34: -1.0 / 600)
        let read = LayerTransform(parts.matrix3D)
        #expect(read.custom == nil)
        for (a, b) in [(read.scaleX, 1.5), (read.scaleY, 0.8), (read.skew, 0.2), (read.rotation, 0.3), (read.rotationX, -0.4),
                       (read.rotationY, 0.9), (read.translation.dx, 12), (read.translation.dy, -7), (read.translationZ, 25),
                       (read.m34, -1.0 / 600)] {
            expectClose(a, b, tolerance: 1e-12)
        }
        // A turn past 90° about y reads as an equivalent one (x and z turned by π), the same matrix.
        let far = LayerTransform(rotationY: 2.5, m34: -0.002)
        for (a, b) in zip(LayerTransform(far.matrix3D).matrix3D.entries, far.matrix3D.entries) { expectClose(a, b, tolerance: 1e-12) }
        // A 2-D matrix reads as the 2-D decomposition, its z translation beside it.
        var flat = Transform3D(AffineTransform.rotation(0.5).concatenating(.translation(3, 4)))
        flat.m43 = 9
        let flatParts = LayerTransform(flat)
        #expect(flatParts.is2D && flatParts.translationZ == 9 && flatParts.matrix == LayerTransform(.rotation(0.5).concatenating(.translation(3, 4))).matrix)
        // A z scale is not among the parts: the matrix is kept whole, and drawn as it is.
        let squashed = Transform3D.scale(1, 1, 0.5).concatenating(.rotation(0.7, 0, 1, 0))
        #expect(LayerTransform(squashed).custom == squashed && !LayerTransform(squashed).is2D)
    }

    @Test func aMirroredMatrixReadsAsTheTwoDDecompositionReadsIt() {
        // scale(−1, 1, 1) alone reads (2-D) as sx 1, sy −1 turned π; with a turn about y it must
        // read the same way (sy negative), or an animation between the two shrinks through zero.
        let mirrored = Transform3D.scale(-1, 1, 1)
        #expect(LayerTransform(mirrored).scaleY < 0 && LayerTransform(mirrored).scaleX > 0)
        let turned = LayerTransform(mirrored.concatenating(.rotation(0.2, 0, 1, 0)).concatenating(.perspective(distance: 500)))
        #expect(turned.custom == nil && turned.scaleY < 0 && turned.scaleX > 0)
    }

    @Test func aTurnPastNinetyDegreesInterpolatesAboutItsOwnAxis() {
        // Ry(π)·P reads as turns of π about x and z with y near 0; nearest the identity it is
        // the half turn about y it was made as, so halfway it is a quarter turn about y. Both
        // ways round are half a turn from the identity: the tie is taken the positive way, +π.
        let half = LayerTransform(Transform3D.rotation(.pi, 0, 1, 0).concatenating(.perspective(distance: 500)))
        let near = half.nearestEquivalent(to: .identity)
        expectClose(near.rotationY, .pi, tolerance: 1e-9)
        expectClose(near.rotationX, 0, tolerance: 1e-9)
        expectClose(near.rotation, 0, tolerance: 1e-9)
        for (a, b) in zip(near.matrix3D.entries, half.matrix3D.entries) { expectClose(a, b, tolerance: 1e-12) }
    }

    @Test func aPerspectiveSetAfterATurnIsReadWholeNotKeptAsEntries() {
        // m34 set on a turn (t = Ry(θ); t.m34 = p), an idiom of older cube animators: the fourth
        // column (0, 0, p, 1) is A·P for A = Ry(θ) and P's column (px, py, pz, pw) = R⁻¹·(0, 0, p)
        // = Rᵀ·(0, 0, p) = p·(sin θ, 0, cos θ) (R's third row), pw = 1: θ = 60°, p = −1/500
        // gives px = −√3/1000 and pz = −1/1000. Read so, an animation to it turns about y with
        // its perspective growing, instead of blending the matrices' entries (a flat squash).
        var m = Transform3D.rotation(.pi / 3, 0, 1, 0)
        m.m34 = -1.0 / 500
        let parts = LayerTransform(m)
        #expect(parts.custom == nil)
        expectClose(parts.rotationY, .pi / 3, tolerance: 1e-12)
        expectClose(parts.perspectiveX, -(3.0).squareRoot() / 1000, tolerance: 1e-15)
        expectClose(parts.perspectiveY, 0, tolerance: 1e-15)
        expectClose(parts.m34, -1.0 / 1000, tolerance: 1e-15)
        expectClose(parts.perspectiveW, 1, tolerance: 1e-15)
        for (a, b) in zip(parts.matrix3D.entries, m.entries) { expectClose(a, b, tolerance: 1e-15) }
        // Halfway from the identity: 30° about y, the perspective's parts halved.
        let half = LayerTransform.identity.interpolated(to: parts, fraction: 0.5)
        expectClose(half.rotationY, .pi / 6, tolerance: 1e-12)
        expectClose(half.perspectiveX, -(3.0).squareRoot() / 2000, tolerance: 1e-15)
        expectClose(half.m34, -1.0 / 2000, tolerance: 1e-15)
        #expect(!half.is2D && half.hasPlanePerspective)
        // Mirrored (S·M·S, S the reflection of x), the perspective's x part is negated: the
        // parts' matrix is S·M·S entry for entry.
        let s = Transform3D.scale(-1, 1, 1)
        expectClose(parts.mirrored.perspectiveX, (3.0).squareRoot() / 1000, tolerance: 1e-15)
        for (a, b) in zip(parts.mirrored.matrix3D.entries, s.concatenating(m).concatenating(s).entries) { expectClose(a, b, tolerance: 1e-15) }
        // UIKit's idiom (m34 set, then CATransform3DRotate: the turn, then the perspective)
        // still reads as m34 alone.
        var idiom = Transform3D.identity
        idiom.m34 = -1.0 / 500
        let turned = LayerTransform(Transform3D.rotation(.pi / 3, 0, 1, 0).concatenating(idiom))
        #expect(!turned.hasPlanePerspective && turned.m34 == -1.0 / 500)
    }

    @Test func mirroringAThreeDTransformReflectsItsImage() {
        // S·M·S with S = scale(−1, 1, 1): the mirrored layer's image is the reflection of the
        // original's. A point (x, y) lands where (−x, y) did, x negated.
        let t = LayerTransform(translation: Vector(5, 2), rotationX: 0.3, rotationY: 0.6, translationZ: -20, m34: -1.0 / 400)
        let original = t.matrix3D.flattened, mirrored = t.mirrored.matrix3D.flattened
        for p in [Point(10, 4), Point(-30, 25)] {
            let a = original.apply(to: Point(-p.x, p.y))!, b = mirrored.apply(to: p)!
            expectClose(b, Point(-a.x, a.y), tolerance: 1e-9)
        }
    }
}
