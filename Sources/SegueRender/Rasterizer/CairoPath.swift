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
        setRoundedRect(Rect(0, 0, width, height), radius: radius, corners: corners, curve: curve, on: cr)
    }

    /// `rect` with rounded corners as the current path.
    static func setRoundedRect(_ rect: Rect, radius: Double, corners: CornerMask = .all, curve: CornerCurve = .circular,
                               on cr: OpaquePointer) {
        if radius <= 0 || corners.isEmpty {
            cairo_new_path(cr)
            cairo_rectangle(cr, rect.x, rect.y, rect.width, rect.height)
        } else {
            set(BezierPath.roundedRect(rect, cornerRadius: radius, corners: corners, curve: curve), on: cr)
        }
    }

    /// `node`'s rounded bounds: its size, corner radius, masked corners and corner curve, the
    /// straight edges on whole pixels when `snapping` and the node does not allow edge
    /// antialiasing (`edgeRect`).
    static func setRoundedBounds(of node: RenderNode, snapping: Bool, on cr: OpaquePointer) {
        setRoundedRect(edgeRect(Rect(0, 0, node.size.width, node.size.height), of: node, snapping: snapping, on: cr),
                       radius: node.cornerRadius, corners: node.maskedCorners, curve: node.cornerCurve, on: cr)
    }

    /// `rect`, a rectangle of `node`'s own (its bounds, its border's inner edge, its image's
    /// frame), as the node draws it: moved onto whole device pixels (`pixelAligned`) when
    /// `snapping` (drawing on a frame, not inside a projected layer's flat rendering, whose
    /// pixels are not the frame's) and the node does not allow edge antialiasing.
    static func edgeRect(_ rect: Rect, of node: RenderNode, snapping: Bool, on cr: OpaquePointer) -> Rect {
        node.allowsEdgeAntialiasing || !snapping ? rect : pixelAligned(rect, on: cr)
    }

    /// `rect` (in the current user space) with each edge moved to the pixel boundary that
    /// decides which pixels it covers when a pixel is inside exactly when its centre is: a device
    /// edge at e goes to ⌈e − ½⌉, so the pixel whose centre is on the edge belongs to the
    /// rectangle that starts there. This is how Core Animation draws a layer's edges when
    /// `allowsEdgeAntialiasing` is false (Apple's documentation: edges are antialiased only
    /// when it is true): no partial pixel, so two rectangles that abut anywhere share no pixel,
    /// and a colour below cannot show between them, where two antialiased edges each cover part
    /// of the pixel and leave the rest to the background (the seam of a slide at a fractional
    /// offset). Only where the matrix keeps the rectangle on the pixel grid (scales,
    /// translations, quarter turns); turned or skewed, `rect` is returned unchanged and its
    /// edges stay antialiased, as issue 29 asks (Core Animation would draw them jagged until
    /// `allowsEdgeAntialiasing` is set: a deliberate difference, so a turned card is not aliased).
    /// The matrix is the context's user-to-device one, without a surface's device scale or
    /// offset, so the caller snaps only on surfaces that have none (a frame and its groups).
    static func pixelAligned(_ rect: Rect, on cr: OpaquePointer) -> Rect {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        let tolerance = 1e-12 * (abs(m.xx) + abs(m.xy) + abs(m.yx) + abs(m.yy))
        let straight = abs(m.xy) <= tolerance && abs(m.yx) <= tolerance
        let quarterTurn = abs(m.xx) <= tolerance && abs(m.yy) <= tolerance
        guard straight || quarterTurn else { return rect }
        var (x0, y0, x1, y1) = (rect.x, rect.y, rect.x + rect.width, rect.y + rect.height)
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return rect }
        (x0, y0, x1, y1) = ((x0 - 0.5).rounded(.up), (y0 - 0.5).rounded(.up), (x1 - 0.5).rounded(.up), (y1 - 0.5).rounded(.up))
        cairo_device_to_user(cr, &x0, &y0)
        cairo_device_to_user(cr, &x1, &y1)
        return Rect(min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))
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
