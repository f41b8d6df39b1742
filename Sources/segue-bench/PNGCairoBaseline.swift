import CCairo
import SegueRender

/// The reference point of the benchmark (issue 7): a frame written with Cairo's own
/// `cairo_surface_write_to_png`, libpng's defaults (adaptive filters, zlib level 6).
enum PNGCairoBaseline {
    /// Writes `surface` to the file at `path` as Cairo does; throws with Cairo's reason.
    static func write(_ surface: FrameSurface, to path: String) throws(RenderError) {
        let status = cairo_surface_write_to_png(surface.surface, path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw RenderError("\(path): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
