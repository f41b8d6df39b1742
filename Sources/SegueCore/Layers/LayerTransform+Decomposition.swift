#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension LayerTransform {
    /// The parts of a whole 4 × 4 matrix, as Core Animation's `transform.*` key paths read a
    /// CATransform3D: the perspective `m34` taken off the end, then the translation (row 4), then
    /// the 3 × 3 part split into scales, the x-y skew and Euler angles in this type's order
    /// (x, then y, then z, for points) by Gram and Schmidt's steps, as Graphics Gems II's
    /// unmatrix splits a matrix and Mirai-QuartzCore's `CATransformDecompose` reads CA's angles
    /// (θy = asin(−r13), θx = atan2(r23, r33), θz = atan2(r12, r11)).
    ///
    /// A 2-D matrix (nothing in z but a z translation) gives exactly `init(_: AffineTransform)`'s
    /// parts. A perspective other than m34 before the rest (m34 set after a turn) is read whole,
    /// as the W3C reads one (`perspectiveX`, `perspectiveY`, `perspectiveW`). A matrix the parts
    /// cannot say (a z scale, a shear out of the plane) is kept whole in `custom`, so it is still
    /// drawn exactly.
    public init(_ m: Transform3D) {
        if m.m13 == 0, m.m23 == 0, m.m31 == 0, m.m32 == 0, m.m14 == 0, m.m24 == 0, m.m34 == 0, m.m33 == 1, m.m44 == 1 {
            self.init(AffineTransform(a: m.m11, b: m.m12, c: m.m21, d: m.m22, tx: m.m41, ty: m.m42))
            translationZ = m.m43
            return
        }
        if let parts = LayerTransform.parts(of: m), LayerTransform.close(parts.matrix3D, m) {
            self = parts
        } else {
            self.init()
            custom = m
        }
    }

    /// The same transform with its Euler angles read as the equivalent set nearest `reference`'s,
    /// for interpolating from `reference` to it: (a, b, c) and (a + π, π − b, c + π) are the
    /// same rotation, and each angle is the same plus a whole turn. `init(_:)` reads the angle
    /// about y within ±90°, so a matrix turned 180° about y reads as turns of π about x and z;
    /// nearest the identity it is the 180° about y it was made as, and an animation to it turns
    /// about y, not about all three axes. 2-D transforms (no x or y turn at either end) are
    /// returned as they are.
    public func nearestEquivalent(to reference: LayerTransform) -> LayerTransform {
        guard custom == nil, reference.custom == nil,
              rotationX != 0 || rotationY != 0 || reference.rotationX != 0 || reference.rotationY != 0 else { return self }
        // A tie, exactly half a turn from the target, is taken the positive way: a turn made as
        // exactly π animates so (UIKit animates a rotation of ±π clockwise, the positive way
        // on screen, "CGAffineTransformMakeRotation with negative M_PI", Stack Overflow 31007262),
        // where rounding half away from zero would make π a turn of −π.
        func near(_ angle: Double, _ target: Double) -> Double {
            let r = angle + 2 * Double.pi * ((target - angle) / (2 * Double.pi)).rounded()
            // Exactly half a turn, or so near it that only rounding decides (a billionth of a radian).
            return abs(r - target + Double.pi) < 1e-9 ? r + 2 * Double.pi : r
        }
        func candidate(_ a: Double, _ b: Double, _ c: Double) -> (Double, Double, Double) {
            (near(a, reference.rotationX), near(b, reference.rotationY), near(c, reference.rotation))
        }
        let first = candidate(rotationX, rotationY, rotation)
        let second = candidate(rotationX + .pi, .pi - rotationY, rotation + .pi)
        func distance(_ t: (Double, Double, Double)) -> Double {
            abs(t.0 - reference.rotationX) + abs(t.1 - reference.rotationY) + abs(t.2 - reference.rotation)
        }
        var result = self
        (result.rotationX, result.rotationY, result.rotation) = distance(second) < distance(first) ? second : first
        return result
    }

    /// The parts `init(_:)` reads, or `nil` when the matrix has no such reading.
    private static func parts(of m: Transform3D) -> LayerTransform? {
        // M = A·P with P the perspective m34 = p: A's third column is M's, and its fourth is
        // (0, 0, 0, 1) exactly when M's fourth column is the third times p, plus (0, 0, 0, 1).
        // When the fourth column is not of that form (m34 set after a turn), the whole
        // perspective P, fourth column (px, py, pz, pw), solves A·P = M (`general`).
        guard m.m33 != 0 else { return general(m) }
        let p = m.m34 / m.m33
        let tolerance = 1e-12 * max(1, abs(m.m41), abs(m.m42), abs(m.m43))
        guard abs(m.m14 - m.m13 * p) <= tolerance, abs(m.m24 - m.m23 * p) <= tolerance,
              abs(m.m44 - (m.m43 * p + 1)) <= tolerance else { return general(m) }
        return affineParts(of: m, m34: p)
    }

    /// The parts of M = A·P for any perspective P (identity but its fourth column (px, py, pz,
    /// pw)), as the W3C decomposes a matrix: A is M with its fourth column (0, 0, 0, 1), so M's
    /// fourth column is A·(px, py, pz, pw): (px, py, pz) = R⁻¹·(m14, m24, m34) for R A's 3 × 3
    /// part, and pw = m44 − (m41, m42, m43)·(px, py, pz). `nil` when R is singular.
    private static func general(_ m: Transform3D) -> LayerTransform? {
        let det = m.m11 * (m.m22 * m.m33 - m.m23 * m.m32) - m.m12 * (m.m21 * m.m33 - m.m23 * m.m31) + m.m13 * (m.m21 * m.m32 - m.m22 * m.m31)
        guard det != 0, det.isFinite else { return nil }
        // R⁻¹ by cofactors (the adjugate over the determinant), applied to the column.
        let (c1, c2, c3) = (m.m14, m.m24, m.m34)
        let px = ((m.m22 * m.m33 - m.m23 * m.m32) * c1 - (m.m12 * m.m33 - m.m13 * m.m32) * c2 + (m.m12 * m.m23 - m.m13 * m.m22) * c3) / det
        let py = (-(m.m21 * m.m33 - m.m23 * m.m31) * c1 + (m.m11 * m.m33 - m.m13 * m.m31) * c2 - (m.m11 * m.m23 - m.m13 * m.m21) * c3) / det
        let pz = ((m.m21 * m.m32 - m.m22 * m.m31) * c1 - (m.m11 * m.m32 - m.m12 * m.m31) * c2 + (m.m11 * m.m22 - m.m12 * m.m21) * c3) / det
        let pw = m.m44 - (m.m41 * px + m.m42 * py + m.m43 * pz)
        guard [px, py, pz, pw].allSatisfy(\.isFinite), var parts = affineParts(of: m, m34: pz) else { return nil }
        (parts.perspectiveX, parts.perspectiveY, parts.perspectiveW) = (px, py, pw)
        return parts
    }

    /// The scale, skew, rotation and translation of M's 3 × 3 part and fourth row, with the
    /// perspective `m34` beside them.
    private static func affineParts(of m: Transform3D, m34 p: Double) -> LayerTransform? {
        // The 3 × 3 rows are (scale and skew, then R): r1 = sx·R1, r2 = k·R1 + sy·R2, r3 = R3,
        // with R1, R2, R3 the rows of the rotation (no z scale: the caller checks the result).
        typealias V = (x: Double, y: Double, z: Double)
        func dot(_ a: V, _ b: V) -> Double { a.x * b.x + a.y * b.y + a.z * b.z }
        func scaled(_ a: V, _ s: Double) -> V { (a.x * s, a.y * s, a.z * s) }
        func cross(_ a: V, _ b: V) -> V { (a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x) }
        let r1: V = (m.m11, m.m12, m.m13), r2: V = (m.m21, m.m22, m.m23), r3: V = (m.m31, m.m32, m.m33)
        let sx = dot(r1, r1).squareRoot()
        guard sx > 0 else { return nil }
        let row1 = scaled(r1, 1 / sx)
        let along = dot(r2, row1)
        let rest: V = (r2.x - along * row1.x, r2.y - along * row1.y, r2.z - along * row1.z)
        var sy = dot(rest, rest).squareRoot()
        guard sy > 0 else { return nil }
        var row2 = scaled(rest, 1 / sy)
        // A mirrored matrix (its rows a left-handed frame) keeps R a rotation with sy negative,
        // as `init(_: AffineTransform)` reads a mirrored 2-D matrix.
        if dot(cross(row1, row2), r3) < 0 {
            sy = -sy
            row2 = scaled(row2, -1)
        }
        let row3 = cross(row1, row2)
        // R = Rx(a)·Ry(b)·Rz(c) (`Transform3D.rotation`'s matrices multiplied out) has first row
        // (cb·cc, cb·sc, −sb) and last column (−sb, sa·cb, ca·cb).
        let b = asin(max(-1, min(1, -row1.z)))
        var a = atan2(row2.z, row3.z), c = atan2(row1.y, row1.x)
        if abs(row1.z) > 1 - 1e-12 {
            // Gimbal lock (b = ±90°): only a ∓ c is defined; it is put in a, from rows 2 and 3
            // with c = 0: (sa·sb, ca, 0) and (ca·sb, −sa, 0).
            (a, c) = (atan2(-row3.y, row2.y), 0)
        }
        return LayerTransform(scaleX: sx, scaleY: sy, skew: dot(r2, row1), rotation: c, translation: Vector(m.m41, m.m42),
                              rotationX: a, rotationY: b, translationZ: m.m43, m34: p)
    }

    /// True when every entry of `a` is within a billionth (relative) of `b`'s.
    private static func close(_ a: Transform3D, _ b: Transform3D) -> Bool {
        zip(a.entries, b.entries).allSatisfy { abs($0 - $1) <= 1e-9 * max(1, abs($1)) }
    }
}
