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
        guard let s = FrameSurface.imageSurface(width: pixelWidth, height: pixelHeight) else {
            throw RenderError("cannot allocate a \(pixelWidth)×\(pixelHeight) px surface")
        }
        surface = s
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
        stride = Int(cairo_image_surface_get_stride(s))
    }

    deinit { cairo_surface_destroy(surface) }

    /// A transparent ARGB32 image surface of `width × height` pixels (each side in
    /// 1...`maximumSide`), or `nil` when it cannot be allocated. A frame-sized one draws into
    /// `LargeMemory` (huge pages: a few page faults where a fresh surface would take thousands),
    /// freed when Cairo destroys the surface; a small one is Cairo's own.
    static func imageSurface(width: Int, height: Int) -> OpaquePointer? {
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        let (bytes, overflow) = stride.multipliedReportingOverflow(by: height)
        guard stride > 0, height > 0, !overflow else { return nil }
        guard bytes >= LargeMemory.hugePage, let memory = LargeMemory.allocate(byteCount: bytes) else {
            guard let made = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
            guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(made)
                return nil
            }
            return made
        }
        guard let made = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                             Int32(width), Int32(height), Int32(stride)) else {
            LargeMemory.free(memory)
            return nil
        }
        guard cairo_surface_status(made) == CAIRO_STATUS_SUCCESS,
              cairo_surface_set_user_data(made, FrameSurface.memoryKey, memory, { LargeMemory.free($0!) }) == CAIRO_STATUS_SUCCESS
        else {
            // The surface first (an error surface is Cairo's own static one, destroyed harmlessly), then its memory.
            cairo_surface_destroy(made)
            LargeMemory.free(memory)
            return nil
        }
        return made
    }

    /// The key under which a surface holds the `LargeMemory` it draws into, freed with it: an
    /// address Cairo compares, made once and never written (so workers may share it).
    nonisolated(unsafe) private static let memoryKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)

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
