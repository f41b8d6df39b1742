#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A 2-D affine transform with CGAffineTransform's fields and meaning.
///
/// A point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty): the row-vector convention
/// `[x y 1] · [[a b 0] [c d 0] [tx ty 1]]` that Core Graphics documents.
///
/// Composition order is in the name: `t1.concatenating(t2)` applies `t1` first, then `t2`
/// (CGAffineTransformConcat(t1, t2)). A positive rotation angle turns +x toward +y, which in
/// UIKit's y-down space looks clockwise on screen.
public struct AffineTransform: Hashable, Sendable, CustomDebugStringConvertible {
    /// The matrix entries, named and laid out as CGAffineTransform's (see the type's doc).
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double

    /// The transform with these entries, as CGAffineTransform(a:b:c:d:tx:ty:).
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The transform that maps every point to itself.
    public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// A translation by (tx, ty).
    public static func translation(_ tx: Double, _ ty: Double) -> AffineTransform {
        AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A translation by `v`.
    public static func translation(_ v: Vector) -> AffineTransform { translation(v.dx, v.dy) }

    /// A scale about the origin by `sx` horizontally and `sy` vertically.
    public static func scale(_ sx: Double, _ sy: Double) -> AffineTransform {
        AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A uniform scale about the origin.
    public static func scale(_ s: Double) -> AffineTransform { scale(s, s) }

    /// A rotation about the origin by `angle` radians; positive turns +x toward +y
    /// (clockwise on a y-down screen), as CGAffineTransform(rotationAngle:) on iOS.
    public static func rotation(_ angle: Double) -> AffineTransform {
        let cs = cos(angle), sn = sin(angle)
        return AffineTransform(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }

    /// `self` followed by `other`: the result maps p to other.apply(self.apply(p)).
    public func concatenating(_ other: AffineTransform) -> AffineTransform {
        AffineTransform(
            a: a * other.a + b * other.c,
            b: a * other.b + b * other.d,
            c: c * other.a + d * other.c,
            d: c * other.b + d * other.d,
            tx: tx * other.a + ty * other.c + other.tx,
            ty: tx * other.b + ty * other.d + other.ty)
    }

    /// The determinant a·d − b·c; zero for a transform that flattens the plane.
    public var determinant: Double { a * d - b * c }

    /// True when every entry equals the identity's exactly (no tolerance).
    public var isIdentity: Bool { self == .identity }

    /// The inverse transform, or `nil` when the determinant is zero (not invertible).
    public func inverted() -> AffineTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        return AffineTransform(
            a: d / det, b: -b / det, c: -c / det, d: a / det,
            tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }

    /// Maps a point (translation applies).
    public func apply(to p: Point) -> Point {
        Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
    }

    /// Maps an offset (translation does not apply).
    public func apply(to v: Vector) -> Vector {
        Vector(a * v.dx + c * v.dy, b * v.dx + d * v.dy)
    }

    /// The axis-aligned bounding box of the mapped rectangle, as CGRectApplyAffineTransform.
    public func apply(to r: Rect) -> Rect {
        let pts = r.corners.map { apply(to: $0) }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        let x0 = xs.min()!, y0 = ys.min()!
        return Rect(x: x0, y: y0, width: xs.max()! - x0, height: ys.max()! - y0)
    }

    public var debugDescription: String {
        "AffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}
