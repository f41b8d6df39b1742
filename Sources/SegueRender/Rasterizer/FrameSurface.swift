import CCairo
import SeguePNG

/// A Cairo ARGB32 image surface of a frame's pixels, reused across frames by one worker (not
/// shared between threads): allocating and touching a fresh full-size buffer per frame costs
/// more than drawing it.
///
/// Pixels are stored as Cairo stores them (premultiplied, native-endian ARGB words); the
/// accessors return straight RGBA, and `withPixelRows` lends the words themselves, to encode.
public final class FrameSurface {
    /// The width in pixels, 1...`maximumSide`.
    public let pixelWidth: Int
    /// The height in pixels, 1...`maximumSide`.
    public let pixelHeight: Int
    /// The Cairo surface; owned by this object, destroyed with it. Public for drawing code
    /// outside SegueRender, such as the benchmark's `cairo_surface_write_to_png` baseline; do not
    /// destroy it or keep it past the surface's life.
    public let surface: OpaquePointer
    /// Bytes per row of `surface` (Cairo may pad rows).
    let stride: Int

    /// The largest side accepted: Cairo's own limit for image surfaces.
    public static let maximumSide = 32767

    /// A transparent surface of `pixelWidth × pixelHeight` pixels; throws for a side outside
    /// 1...32767 or when Cairo cannot allocate it.
    public init(pixelWidth: Int, pixelHeight: Int) throws(RenderError) {
        let range = 1...FrameSurface.maximumSide
        guard range.contains(pixelWidth), range.contains(pixelHeight) else {
            throw RenderError("surface size \(pixelWidth)×\(pixelHeight) px is outside 1...\(FrameSurface.maximumSide)")
        }
        guard let s = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)),
              cairo_surface_status(s) == CAIRO_STATUS_SUCCESS else {
            throw RenderError("cannot allocate a \(pixelWidth)×\(pixelHeight) px surface")
        }
        surface = s
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        stride = Int(cairo_image_surface_get_stride(s))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Calls `body` with the surface's pixels as `premultipliedARGB32` rows, after flushing
    /// Cairo's pending drawing. The rows are Cairo's own memory, valid only inside `body`; draw
    /// nothing on the surface meanwhile.
    public func withPixelRows<R>(_ body: (PixelRows) throws -> R) rethrows -> R {
        cairo_surface_flush(surface)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body(PixelRows(base: data, width: pixelWidth, height: pixelHeight, stride: stride,
                                  format: .premultipliedARGB32))
    }

    /// The straight (un-premultiplied, as `PixelRows` reads it) pixel at (x, y).
    public subscript(x: Int, y: Int) -> RGBA8 {
        withPixelRows { $0[x, y] }
    }

    /// An un-premultiplied copy of every pixel.
    public func image() -> RGBAImage {
        withPixelRows { RGBAImage($0) }
    }

    /// True when every pixel's alpha is 255.
    var isOpaque: Bool {
        withPixelRows { $0.isOpaque }
    }
}
