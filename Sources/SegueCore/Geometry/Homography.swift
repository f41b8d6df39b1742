/// A 2-D projective transform: how a plane under perspective lands on another, the map
/// (x, y) ↦ (X/W, Y/W) for [X Y W] = [x y 1] · H, in the row-vector convention of
/// `AffineTransform` (whose matrix is the special case h13 = h23 = 0, h33 = 1).
///
/// It is what a `Transform3D` does to a flat layer (`Transform3D.flattened`): straight lines
/// stay straight, but parallel lines meet and equal steps shrink with depth, so it is drawn by
/// mapping every pixel back through `inverted()`, never by an affine approximation. A point
/// with W ≤ 0 lies behind the viewer and is not drawn.
public struct Homography: Hashable, Sendable, CustomDebugStringConvertible {
    public var h11: Double, h12: Double, h13: Double
    public var h21: Double, h22: Double, h23: Double
    public var h31: Double, h32: Double, h33: Double

    /// The map with these entries, row by row.
    public init(h11: Double, h12: Double, h13: Double, h21: Double, h22: Double, h23: Double,
                h31: Double, h32: Double, h33: Double) {
        (self.h11, self.h12, self.h13) = (h11, h12, h13)
        (self.h21, self.h22, self.h23) = (h21, h22, h23)
        (self.h31, self.h32, self.h33) = (h31, h32, h33)
    }

    /// The affine transform `m` as a projective one.
    public init(_ m: AffineTransform) {
        self.init(h11: m.a, h12: m.b, h13: 0, h21: m.c, h22: m.d, h23: 0, h31: m.tx, h32: m.ty, h33: 1)
    }

    /// The map that leaves every point where it is.
    public static let identity = Homography(.identity)

    /// `self` followed by `other` (the product self · other for row vectors).
    public func concatenating(_ o: Homography) -> Homography {
        Homography(
            h11: h11 * o.h11 + h12 * o.h21 + h13 * o.h31, h12: h11 * o.h12 + h12 * o.h22 + h13 * o.h32,
            h13: h11 * o.h13 + h12 * o.h23 + h13 * o.h33,
            h21: h21 * o.h11 + h22 * o.h21 + h23 * o.h31, h22: h21 * o.h12 + h22 * o.h22 + h23 * o.h32,
            h23: h21 * o.h13 + h22 * o.h23 + h23 * o.h33,
            h31: h31 * o.h11 + h32 * o.h21 + h33 * o.h31, h32: h31 * o.h12 + h32 * o.h22 + h33 * o.h32,
            h33: h31 * o.h13 + h32 * o.h23 + h33 * o.h33)
    }

    /// `self` followed by the affine `m`.
    public func concatenating(_ m: AffineTransform) -> Homography { concatenating(Homography(m)) }

    /// The homogeneous image [X Y W] of (x, y).
    public func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (p.x * h11 + p.y * h21 + h31, p.x * h12 + p.y * h22 + h32, p.x * h13 + p.y * h23 + h33)
    }

    /// W at (x, y): positive in front of the viewer, where the point is drawn.
    public func depthFactor(at p: Point) -> Double { p.x * h13 + p.y * h23 + h33 }

    /// The image of `p`, or `nil` when it lies behind the viewer (W ≤ 0).
    public func apply(to p: Point) -> Point? {
        let (x, y, w) = homogeneous(p)
        guard w > 0 else { return nil }
        return Point(x / w, y / w)
    }

    /// The affine transform this map is when it has no perspective (h13 = h23 = 0, h33 > 0),
    /// the whole matrix divided by h33; `nil` otherwise (h33 ≤ 0 puts the whole plane behind
    /// the viewer, where nothing is drawn).
    public var affine: AffineTransform? {
        guard h13 == 0, h23 == 0, h33 > 0, h33.isFinite else { return nil }
        if h33 == 1 { return AffineTransform(a: h11, b: h12, c: h21, d: h22, tx: h31, ty: h32) }
        return AffineTransform(a: h11 / h33, b: h12 / h33, c: h21 / h33, d: h22 / h33, tx: h31 / h33, ty: h32 / h33)
    }

    /// The determinant; its sign says whether the map keeps the plane's orientation where W > 0
    /// (the Jacobian of (X/W, Y/W) is det / W³), so a negative one shows the plane's back.
    public var determinant: Double {
        h11 * (h22 * h33 - h23 * h32) - h12 * (h21 * h33 - h23 * h31) + h13 * (h21 * h32 - h22 * h31)
    }

    /// The inverse map (the adjugate over the determinant), or `nil` when the plane is seen
    /// edge-on (determinant 0) or an entry is not finite. For a point p in front of the viewer,
    /// `[q 1] · inverted()` is [p 1] / W(p): its third entry is 1/W, positive exactly where the
    /// forward map draws.
    public func inverted() -> Homography? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let r = 1 / det
        return Homography(
            h11: (h22 * h33 - h23 * h32) * r, h12: (h13 * h32 - h12 * h33) * r, h13: (h12 * h23 - h13 * h22) * r,
            h21: (h23 * h31 - h21 * h33) * r, h22: (h11 * h33 - h13 * h31) * r, h23: (h13 * h21 - h11 * h23) * r,
            h31: (h21 * h32 - h22 * h31) * r, h32: (h12 * h31 - h11 * h32) * r, h33: (h11 * h22 - h12 * h21) * r)
    }

    /// True when every entry is finite.
    public var isFinite: Bool {
        [h11, h12, h13, h21, h22, h23, h31, h32, h33].allSatisfy(\.isFinite)
    }

    public var debugDescription: String {
        "Homography([\(h11), \(h12), \(h13)], [\(h21), \(h22), \(h23)], [\(h31), \(h32), \(h33)])"
    }
}
