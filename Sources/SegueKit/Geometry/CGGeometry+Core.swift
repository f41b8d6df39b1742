import SegueCore

// Foundation's CGPoint and CGRect as Segue's Point and Rect, and back: the conversions the
// path, image and screen types share (CGAffineTransform has its own, `core`).

extension CGPoint {
    /// Segue's point of the same coordinates.
    var core: Point { Point(Double(x), Double(y)) }

    init(_ p: Point) { self.init(x: CGFloat(p.x), y: CGFloat(p.y)) }
}

extension CGRect {
    /// Segue's rectangle of the same origin and size (a negative size is kept; Segue's
    /// constructors standardize it, as Core Graphics' do).
    var core: Rect { Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height)) }

    init(_ r: Rect) { self.init(x: CGFloat(r.x), y: CGFloat(r.y), width: CGFloat(r.width), height: CGFloat(r.height)) }
}
