#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A layer's transform in the decomposed form Core Animation interpolates and its
/// `transform.*` key paths read and write: a scale (sx, sy), a skew, rotations about x, y and
/// z, a translation (x, y and z), then a perspective, about the layer's anchor point. The one
/// decomposition of a transform in Segue: templates' `transform`, SegueKit's `CATransform3D`
/// values and their interpolation all use it.
///
/// The 3-D parts compose as the W3C's "recomposing to a 3D matrix" does (CSS Transforms 2,
/// after Graphics Gems II's unmatrix, which WebKit's `TransformationMatrix` also follows): for
/// points, scale and skew first, then the rotations (x, then y, then z: Euler angles, as CA's
/// `transform.rotation.x/y/z` key paths are), then the translation, then the perspective, so
/// `m34` set before the rotations in UIKit's idiom (`t.m34 = −1/500; t =
/// CATransform3DRotate(t, θ, 0, 1, 0)`) is the same matrix as `rotationY = θ, m34 = −1/500`.
///
/// For row vectors (`AffineTransform`'s convention) the linear part is
/// [a b] = sx·[cos r, sin r], [c d] = skew·[cos r, sin r] + sy·[−sin r, cos r], that is
/// [[sx 0] [skew sy]] · R(r): scale and skew, then the rotation; then the translation. With no
/// skew this is scale, then rotation, then translation, the order templates describe.
/// `init(_:)` decomposes any affine transform this way (the form CA's `transform.scale`,
/// `transform.rotation` and `transform.translation` report), and interpolating the parts
/// linearly is how CA interpolates matrices.
public struct LayerTransform: Hashable, Sendable {
    /// The horizontal scale factor (1 is unscaled, negative mirrors).
    public var scaleX: Double
    /// The vertical scale factor (1 is unscaled, negative mirrors).
    public var scaleY: Double
    /// The shear of the y axis along x, before the rotation (0: none; templates have none).
    public var skew: Double
    /// Radians; positive turns clockwise on screen.
    public var rotation: Double
    /// An offset in the parent's points, applied after scale, skew and rotation.
    public var translation: Vector
    /// Radians about the x axis (CA's `transform.rotation.x`); positive takes the bottom edge
    /// toward the viewer (+y toward +z).
    public var rotationX: Double = 0
    /// Radians about the y axis (CA's `transform.rotation.y`); positive takes the left edge
    /// toward the viewer and the right edge away (+x toward −z).
    public var rotationY: Double = 0
    /// An offset along z in points, toward the viewer when positive (CA's `transform.translation.z`).
    public var translationZ: Double = 0
    /// CATransform3D's `m34`, applied last: −1/d puts the viewer d points in front of the layer
    /// (0, the default, is no perspective: an orthographic view).
    public var m34: Double = 0
    /// The rest of the perspective applied last, with `m34`: the matrix P whose fourth column is
    /// (`perspectiveX`, `perspectiveY`, m34, `perspectiveW`), as the W3C's decomposition reads
    /// a perspective (CSS Transforms 2, after Graphics Gems II's unmatrix). (0, 0, 1), the
    /// defaults, for every perspective UIKit's idiom makes (m34 set before the rotations); others
    /// come from a matrix whose m34 was set after them (`t = CATransform3DMakeRotation(…);
    /// t.m34 = −1/500`), whose fourth column then has m14 or m24 of the turn.
    public var perspectiveX: Double = 0, perspectiveY: Double = 0, perspectiveW: Double = 1
    /// A whole matrix the parts cannot say (a z scale, a shear out of the plane, a perspective
    /// in m14 or m24: a CATransform3D SegueKit was given, see `init(_: Transform3D)`); when set,
    /// it is the transform and the parts are not used. `nil` (the default) for the parts.
    public var custom: Transform3D? = nil

    /// A transform with these components; the defaults give the identity.
    public init(scaleX: Double = 1, scaleY: Double = 1, skew: Double = 0, rotation: Double = 0, translation: Vector = .zero,
                rotationX: Double = 0, rotationY: Double = 0, translationZ: Double = 0, m34: Double = 0) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.skew = skew
        self.rotation = rotation
        self.translation = translation
        self.rotationX = rotationX
        self.rotationY = rotationY
        self.translationZ = translationZ
        self.m34 = m34
    }

    /// No scale, rotation or translation.
    public static let identity = LayerTransform()

    /// The parts of `m`: sx = |[a b]|, r = atan2(b, a), skew = ([a b]·[c d]) / sx,
    /// sy = det / sx; a transform that collapses x (sx = 0) is a y scale alone.
    public init(_ m: AffineTransform) {
        let sx = (m.a * m.a + m.b * m.b).squareRoot()
        translation = Vector(m.tx, m.ty)
        guard sx > 0 else {
            (scaleX, scaleY, skew, rotation) = (0, (m.c * m.c + m.d * m.d).squareRoot(), 0, 0)
            return
        }
        scaleX = sx
        rotation = atan2(m.b, m.a)
        skew = (m.a * m.c + m.b * m.d) / sx
        scaleY = (m.a * m.d - m.b * m.c) / sx
    }

    /// True when the transform acts on the layer's plane as the 2-D `matrix` does: no rotation
    /// about x or y, and no perspective acting on a z translation. Such a layer is drawn as it
    /// always was, whatever its `m34` (perspective alone does nothing to a flat layer).
    public var is2D: Bool {
        custom == nil && rotationX == 0 && rotationY == 0 && (m34 == 0 || translationZ == 0) && !hasPlanePerspective
    }

    /// True when the perspective acts on the layer's own plane (`perspectiveX`, `perspectiveY`
    /// or `perspectiveW` other than 0, 0, 1): a projective map even of a flat layer.
    public var hasPlanePerspective: Bool { perspectiveX != 0 || perspectiveY != 0 || perspectiveW != 1 }

    /// The 2-D matrix in coordinates whose origin is the layer's anchor point: scale (and skew),
    /// then rotate, then translate; the 3-D parts are not in it (see `matrix3D`).
    public var matrix: AffineTransform {
        skewScale.concatenating(.rotation(rotation)).concatenating(.translation(translation))
    }

    /// The whole matrix about the anchor point, in the order of the type's doc: scale and skew,
    /// rotation about x, y, then z, translation, perspective.
    public var matrix3D: Transform3D {
        if let custom { return custom }
        var m = Transform3D(skewScale)
        if rotationX != 0 { m = m.concatenating(.rotation(rotationX, 1, 0, 0)) }
        if rotationY != 0 { m = m.concatenating(.rotation(rotationY, 0, 1, 0)) }
        m = m.concatenating(Transform3D(AffineTransform.rotation(rotation).concatenating(.translation(translation))))
        m.m43 += translationZ
        if m34 != 0 || hasPlanePerspective {
            var p = Transform3D.identity
            (p.m14, p.m24, p.m34, p.m44) = (perspectiveX, perspectiveY, m34, perspectiveW)
            m = m.concatenating(p)
        }
        return m
    }

    /// Scale and skew, the first of the parts.
    private var skewScale: AffineTransform {
        skew == 0 ? AffineTransform.scale(scaleX, scaleY) : AffineTransform(a: scaleX, b: 0, c: skew, d: scaleY, tx: 0, ty: 0)
    }

    /// The parts `f` of the way to `other`, each linearly (f may leave 0…1: springs overshoot).
    /// With a `custom` matrix at either end, the matrices' entries are interpolated instead.
    public func interpolated(to other: LayerTransform, fraction f: Double) -> LayerTransform {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        if custom != nil || other.custom != nil {
            var t = LayerTransform()
            t.custom = Transform3D(entries: zip(matrix3D.entries, other.matrix3D.entries).map(mix))
            return t
        }
        var t = LayerTransform(scaleX: mix(scaleX, other.scaleX), scaleY: mix(scaleY, other.scaleY), skew: mix(skew, other.skew),
                               rotation: mix(rotation, other.rotation),
                               translation: Vector(mix(translation.dx, other.translation.dx), mix(translation.dy, other.translation.dy)),
                               rotationX: mix(rotationX, other.rotationX), rotationY: mix(rotationY, other.rotationY),
                               translationZ: mix(translationZ, other.translationZ), m34: mix(m34, other.m34))
        if hasPlanePerspective || other.hasPlanePerspective {
            // The perspective's parts linearly, as the W3C interpolates its perspective vector.
            (t.perspectiveX, t.perspectiveY, t.perspectiveW) =
                (mix(perspectiveX, other.perspectiveX), mix(perspectiveY, other.perspectiveY), mix(perspectiveW, other.perspectiveW))
        }
        return t
    }
}
