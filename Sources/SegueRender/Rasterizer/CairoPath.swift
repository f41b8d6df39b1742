import CCairo
import SegueCore

/// Building Cairo paths and sources from Segue's values.
enum CairoPath {
    /// Replaces the context's path with `path`, in the current user space.
    ///
    /// Quadratic segments become the exact equivalent cubic: from p0 with control c to p,
    /// c1 = p0 + ⅔(c − p0) and c2 = p + ⅔(c − p).
    static func set(_ path: BezierPath, on cr: OpaquePointer) {
        cairo_new_path(cr)
        var current: Point?
        var subpathStart: Point?
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cr, p.x, p.y)
                current = p; subpathStart = p
            case .line(let p):
                cairo_line_to(cr, p.x, p.y)
                if current == nil { subpathStart = p }
                current = p
            case .quadCurve(let p, let c):
                let p0 = current ?? c
                if current == nil { cairo_move_to(cr, c.x, c.y); subpathStart = c }
                let c1 = p0 + (c - p0) * (2.0 / 3.0), c2 = p + (c - p) * (2.0 / 3.0)
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                if current == nil { subpathStart = c1 }
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .close:
                cairo_close_path(cr)
                current = subpathStart
            }
        }
    }

    /// Replaces the path with the rectangle (0, 0, width, height) with circular corners of
    /// `radius` at `corners` (a plain rectangle when the radius is 0 or no corner is rounded,
    /// which is the same shape).
    static func setRoundedBounds(width: Double, height: Double, radius: Double, corners: CornerMask = .all,
                                 curve: CornerCurve = .circular, on cr: OpaquePointer) {
        if radius <= 0 || corners.isEmpty {
            cairo_new_path(cr)
            cairo_rectangle(cr, 0, 0, width, height)
        } else {
            set(BezierPath.roundedRect(Rect(0, 0, width, height), cornerRadius: radius, corners: corners, curve: curve), on: cr)
        }
    }

    /// `node`'s rounded bounds: its size, corner radius, masked corners and corner curve.
    static func setRoundedBounds(of node: RenderNode, on cr: OpaquePointer) {
        setRoundedBounds(width: node.size.width, height: node.size.height, radius: node.cornerRadius, corners: node.maskedCorners,
                         curve: node.cornerCurve, on: cr)
    }

    /// Sets a solid source of `color` with its alpha multiplied by `alpha`.
    static func setSource(_ color: Color, alpha: Double, on cr: OpaquePointer) {
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha * alpha)
    }

    /// Sets the user-to-device matrix to `scale × transform`: local points → canvas points →
    /// pixels. Returns false (and changes nothing) for a transform that is not finite or not
    /// invertible, which Cairo would reject by putting the context into an error state.
    static func setMatrix(_ t: AffineTransform, scale s: Double, on cr: OpaquePointer) -> Bool {
        let values = [t.a, t.b, t.c, t.d, t.tx, t.ty, s]
        let det = t.determinant * s * s
        guard values.allSatisfy(\.isFinite), det != 0, det.isFinite else { return false }
        var m = cairo_matrix_t()
        cairo_matrix_init(&m, t.a * s, t.b * s, t.c * s, t.d * s, t.tx * s, t.ty * s)
        cairo_set_matrix(cr, &m)
        return true
    }
}
