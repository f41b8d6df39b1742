import CCairo

/// The surfaces a rasterizer draws projected nodes through, kept between frames: allocating
/// (and touching fresh pages of) two frame-sized surfaces for every layer in perspective in
/// every frame costs more than drawing them. One level per depth of projected nodes inside
/// projected nodes, each with an offscreen surface (the flat rendering) and a warp target;
/// a surface grows to the largest size asked of it and only its top-left part is used.
///
/// Owned by one rasterizer and the ones it makes for flat renderings, on one thread (a
/// rasterizer is made per thread), hence `@unchecked Sendable`.
final class ProjectionScratch: @unchecked Sendable {
    private var levels: [Level] = []

    /// The level for projected nodes at `depth`.
    func level(_ depth: Int) -> Level {
        while levels.count <= depth { levels.append(Level()) }
        return levels[depth]
    }

    /// One depth's two surfaces.
    final class Level {
        private(set) var offscreenSurface: OpaquePointer?
        private var warpSurface: OpaquePointer?

        deinit {
            if let offscreenSurface { cairo_surface_destroy(offscreenSurface) }
            if let warpSurface { cairo_surface_destroy(warpSurface) }
        }

        /// The offscreen surface's top-left `width × height` pixels, cleared to transparent, all of
        /// them or, when `covered` (whole pixels the drawing will paint opaque) is given, the ring
        /// around it only.
        func offscreen(width: Int, height: Int, covered: PixelRect? = nil) -> PixelPlane? {
            guard let surface = Level.surface(&offscreenSurface, width: width, height: height) else { return nil }
            if let cr = cairo_create(surface) {
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_rectangle(cr, 0, 0, Double(width), Double(height))
                if let covered {
                    // Even-odd: the rectangle less the covered part.
                    cairo_rectangle(cr, Double(covered.x), Double(covered.y), Double(covered.width), Double(covered.height))
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                }
                cairo_fill(cr)
                cairo_destroy(cr)
            }
            return Level.plane(surface, width: width, height: height)
        }

        /// The warp target's top-left `width × height` pixels (not cleared: the warp writes each).
        func warpTarget(width: Int, height: Int) -> (surface: OpaquePointer, pixels: PixelPlane)? {
            guard let surface = Level.surface(&warpSurface, width: width, height: height) else { return nil }
            return (surface, Level.plane(surface, width: width, height: height))
        }

        /// `slot`'s surface, replaced by a larger one when it is smaller than `width × height`.
        private static func surface(_ slot: inout OpaquePointer?, width: Int, height: Int) -> OpaquePointer? {
            if let surface = slot, Int(cairo_image_surface_get_width(surface)) >= width,
               Int(cairo_image_surface_get_height(surface)) >= height {
                return surface
            }
            // Grown in steps of 256 pixels a side (at most Cairo's limit), so that a layer turning
            // in, a little wider every frame, does not make a new surface every frame.
            func grown(_ asked: Int, _ old: Int) -> Int { min(FrameSurface.maximumSide, max(old, (asked + 255) / 256 * 256)) }
            var w = grown(width, slot.map { Int(cairo_image_surface_get_width($0)) } ?? 0)
            var h = grown(height, slot.map { Int(cairo_image_surface_get_height($0)) } ?? 0)
            // Growing both sides from two different long, thin asks could make a surface far
            // larger than either: then it is made just the size asked.
            if w * h > 2 * Rasterizer.maximumOffscreenPixels { (w, h) = (width, height) }
            if let old = slot { cairo_surface_destroy(old) }
            slot = nil
            guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
            guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(made)
                return nil
            }
            slot = made
            return made
        }

        private static func plane(_ surface: OpaquePointer, width: Int, height: Int) -> PixelPlane {
            cairo_surface_flush(surface)
            return PixelPlane(base: cairo_image_surface_get_data(surface)!, width: width, height: height,
                              stride: Int(cairo_image_surface_get_stride(surface)))
        }
    }
}
