import SegueCore

/// Core Graphics' 2-D affine transform, which Foundation on Linux lacks: the matrix
/// [a b 0; c d 0; tx ty 1] acting on row vectors, x' = a·x + c·y + tx, y' = b·x + d·y + ty,
/// with Core Graphics' initialisers and methods (Apple's CGAffineTransform documentation).
///
/// The arithmetic is Segue's `AffineTransform`, which has the same convention: `t1.concatenating(t2)`
/// applies t1, then t2; `translatedBy`, `scaledBy` and `rotated(by:)` act first, in the
/// transform's own space (CGAffineTransformTranslate(t, x, y) is translation(x, y) then t).
public struct CGAffineTransform: Hashable, Sendable {
    /// The matrix's entries: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    /// The transform with these entries, as Core Graphics' `CGAffineTransform(a:b:c:d:tx:ty:)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    /// The identity, [1 0; 0 1; 0 0]; also `init()`, as in Core Graphics.
    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }

    /// The identity transform, which changes nothing.
    public static let identity = CGAffineTransform()

    /// A translation by (tx, ty).
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    /// A scale by sx along x and sy along y.
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    /// A rotation by `angle` radians; in UIKit's y-down space a positive angle turns clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }

    /// This transform, then `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(core.concatenating(t2.core))
    }

    /// A translation by (tx, ty), then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// A scale by (sx, sy), then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A rotation by `angle`, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse; a transform that cannot be inverted (determinant 0) is returned unchanged,
    /// as CGAffineTransformInvert documents.
    public func inverted() -> CGAffineTransform {
        core.inverted().map(CGAffineTransform.init) ?? self
    }

    /// Segue's value of the same matrix.
    var core: SegueCore.AffineTransform {
        SegueCore.AffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }

    init(_ t: SegueCore.AffineTransform) {
        self.init(a: CGFloat(t.a), b: CGFloat(t.b), c: CGFloat(t.c), d: CGFloat(t.d), tx: CGFloat(t.tx), ty: CGFloat(t.ty))
    }
}

extension CGPoint {
    /// The point moved by `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size as a vector transformed by `t` without its translation (CGSizeApplyAffineTransform;
    /// the result may be negative).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four transformed corners (CGRectApplyAffineTransform);
    /// a null rectangle stays null.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY)]
            .map { $0.applying(t) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
