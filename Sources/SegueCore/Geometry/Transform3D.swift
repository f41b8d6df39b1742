#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 4 × 4 transform with CATransform3D's fields and meaning.
///
/// A point (x, y, z) is the row vector [x y z 1] and maps to [x y z 1] · M, so translation sits
/// in m41…m43 and perspective in m14…m34, as Apple's CATransform3D documentation lays it out;
/// the mapped point is (X/W, Y/W, Z/W). `m34 = −1/d` is the idiom for a viewer at distance d
/// in front of the plane z = 0 (+z toward the viewer): a point with z > 0 has W < 1 and looks
/// larger.
///
/// Composition order is in the name, as for `AffineTransform`: `t1.concatenating(t2)` applies
/// `t1` first, then `t2` (CATransform3DConcat(t1, t2)), so CATransform3DRotate(t, …) is
/// `rotation.concatenating(t)`.
public struct Transform3D: Hashable, Sendable, CustomDebugStringConvertible {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    /// The transform with these entries, row by row.
    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The sixteen entries row by row, m11 … m44.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// The transform with sixteen `entries` row by row (a programming error otherwise).
    public init(entries e: [Double]) {
        precondition(e.count == 16, "a 4 × 4 transform has 16 entries, found \(e.count)")
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// CATransform3DIdentity.
    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The 2-D transform acting on the plane z = 0 and leaving z alone (CATransform3DMakeAffineTransform).
    public init(_ m: AffineTransform) {
        self = .identity
        (m11, m12, m21, m22, m41, m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
    }

    /// A translation by (tx, ty, tz).
    public static func translation(_ tx: Double, _ ty: Double, _ tz: Double) -> Transform3D {
        var t = Transform3D.identity
        (t.m41, t.m42, t.m43) = (tx, ty, tz)
        return t
    }

    /// A scale about the origin by (sx, sy, sz).
    public static func scale(_ sx: Double, _ sy: Double, _ sz: Double) -> Transform3D {
        var t = Transform3D.identity
        (t.m11, t.m22, t.m33) = (sx, sy, sz)
        return t
    }

    /// A rotation by `angle` radians about the axis (x, y, z) through the origin, as
    /// CATransform3DMakeRotation: Rodrigues' matrix written for row vectors (the transpose of
    /// the column-vector form), so about (0, 0, 1) it is `AffineTransform.rotation(angle)`. A
    /// positive angle about y takes +x toward −z (away from the viewer) and −x toward +z; about
    /// x, it takes +y toward +z. A zero axis gives the identity, as Core Animation documents.
    public static func rotation(_ angle: Double, _ x: Double, _ y: Double, _ z: Double) -> Transform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        let (u, v, w) = (x / length, y / length, z / length)
        let (c, s) = (cos(angle), sin(angle))
        let k = 1 - c
        return Transform3D(m11: c + u * u * k, m12: u * v * k + w * s, m13: u * w * k - v * s, m14: 0,
                           m21: u * v * k - w * s, m22: c + v * v * k, m23: v * w * k + u * s, m24: 0,
                           m31: u * w * k + v * s, m32: v * w * k - u * s, m33: c + w * w * k, m34: 0,
                           m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The perspective of a viewer at `distance` points in front of the plane z = 0: m34 = −1/d
    /// (the identity for a distance of 0 or infinity, which means none).
    public static func perspective(distance: Double) -> Transform3D {
        var t = Transform3D.identity
        if distance != 0, distance.isFinite { t.m34 = -1 / distance }
        return t
    }

    /// `self` followed by `other`: the matrix product self · other for row vectors.
    public func concatenating(_ o: Transform3D) -> Transform3D {
        Transform3D(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
            m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
            m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
            m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
            m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
            m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
            m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
            m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
    }

    /// The homogeneous image [X Y Z W] of the point (x, y, z).
    public func apply(x: Double, y: Double, z: Double) -> (x: Double, y: Double, z: Double, w: Double) {
        (x * m11 + y * m21 + z * m31 + m41, x * m12 + y * m22 + z * m32 + m42,
         x * m13 + y * m23 + z * m33 + m43, x * m14 + y * m24 + z * m34 + m44)
    }

    /// What the transform does to the plane z = 0 seen from the front, z dropped: the 2-D
    /// projective map (x, y) ↦ (X/W, Y/W), rows and columns 1, 2 and 4. Core Animation draws a
    /// layer this way when its parent flattens it into its own plane, and flattening after each
    /// of two transforms is the product of their flattenings.
    public var flattened: Homography {
        Homography(h11: m11, h12: m12, h13: m14, h21: m21, h22: m22, h23: m24, h31: m41, h32: m42, h33: m44)
    }

    /// True when every entry equals the identity's exactly (no tolerance).
    public var isIdentity: Bool { self == .identity }

    /// The inverse matrix, or `nil` when this one has none: an entry is not finite, a pivot of
    /// Gauss–Jordan elimination (with partial pivoting) is exactly 0, or the result is not
    /// finite. No relative tolerance: a tiny scale (1e-13) is still inverted, as Core Animation's
    /// CATransform3DInvert returns its huge inverse.
    public func inverted() -> Transform3D? {
        guard isFinite else { return nil }
        var a = entries, b = Transform3D.identity.entries
        for column in 0..<4 {
            guard let pivot = (column..<4).max(by: { abs(a[$0 * 4 + column]) < abs(a[$1 * 4 + column]) }),
                  a[pivot * 4 + column] != 0 else { return nil }
            for k in 0..<4 {
                a.swapAt(pivot * 4 + k, column * 4 + k)
                b.swapAt(pivot * 4 + k, column * 4 + k)
            }
            let scale = 1 / a[column * 4 + column]
            for k in 0..<4 {
                a[column * 4 + k] *= scale
                b[column * 4 + k] *= scale
            }
            for row in 0..<4 where row != column {
                let factor = a[row * 4 + column]
                guard factor != 0 else { continue }
                for k in 0..<4 {
                    a[row * 4 + k] -= factor * a[column * 4 + k]
                    b[row * 4 + k] -= factor * b[column * 4 + k]
                }
            }
        }
        let inverse = Transform3D(entries: b)
        return inverse.isFinite ? inverse : nil
    }

    /// The determinant of the whole 4 × 4 matrix (Laplace expansion over 2 × 2 minors).
    public var determinant: Double {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// True when the plane z = 0 carried by this matrix shows its back: its normal (0, 0, 1),
    /// carried by the inverse transpose, points away from the viewer. That z is the minor of the
    /// x, y and w columns (the flattened map's determinant) over the whole determinant, as
    /// WebKit's `TransformationMatrix::isBackFaceVisible` computes it for CSS
    /// `backface-visibility`, the web's name for Core Animation's `doubleSided`. So a turn past
    /// 90° about x or y shows the back, and a mirror in the plane (a scale of −1 in x) does not:
    /// it reverses the picture but keeps the normal. A matrix without an inverse shows no back.
    public var showsBack: Bool {
        let whole = determinant
        guard whole != 0, whole.isFinite else { return false }
        return flattened.determinant / whole < 0
    }

    /// True when every entry is a finite number (checked per layer per frame: no array made).
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite && m21.isFinite && m22.isFinite && m23.isFinite
            && m24.isFinite && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite && m41.isFinite && m42.isFinite
            && m43.isFinite && m44.isFinite
    }

    public var debugDescription: String {
        "Transform3D([\(m11), \(m12), \(m13), \(m14)], [\(m21), \(m22), \(m23), \(m24)], "
            + "[\(m31), \(m32), \(m33), \(m34)], [\(m41), \(m42), \(m43), \(m44)])"
    }
}
