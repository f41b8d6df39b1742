#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A layer's 2-D transform in the decomposed form Core Animation interpolates and its
/// `transform.*` key paths read and write: a scale (sx, sy), a skew, a rotation, then a
/// translation, about the layer's anchor point. The one decomposition of a transform in Segue:
/// templates' `transform`, SegueKit's `CATransform3D` values and their interpolation all use it.
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

    /// A transform with these components; the defaults give the identity.
    public init(scaleX: Double = 1, scaleY: Double = 1, skew: Double = 0, rotation: Double = 0, translation: Vector = .zero) {
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.skew = skew
        self.rotation = rotation
        self.translation = translation
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

    /// The matrix in coordinates whose origin is the layer's anchor point: scale (and skew),
    /// then rotate, then translate.
    public var matrix: AffineTransform {
        let scaled = skew == 0 ? AffineTransform.scale(scaleX, scaleY) : AffineTransform(a: scaleX, b: 0, c: skew, d: scaleY, tx: 0, ty: 0)
        return scaled.concatenating(.rotation(rotation)).concatenating(.translation(translation))
    }

    /// The parts `f` of the way to `other`, each linearly (f may leave 0…1: springs overshoot).
    public func interpolated(to other: LayerTransform, fraction f: Double) -> LayerTransform {
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
        return LayerTransform(scaleX: mix(scaleX, other.scaleX), scaleY: mix(scaleY, other.scaleY), skew: mix(skew, other.skew),
                              rotation: mix(rotation, other.rotation),
                              translation: Vector(mix(translation.dx, other.translation.dx), mix(translation.dy, other.translation.dy)))
    }
}
