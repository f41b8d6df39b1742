import CCairo

/// A Cairo ARGB32 image surface of a frame's pixels, reused across frames by one worker (not
/// shared between threads): allocating and touching a fresh full-size buffer per frame costs
/// more than drawing it.
///
/// Pixels are stored as Cairo stores them (premultiplied, native-endian ARGB words); the
/// accessors return straight RGBA. The surface also owns the row buffer the PNG encoder fills,
/// so encoding a frame allocates nothing per row.
public final class FrameSurface {
    /// The width in pixels, 1...`maximumSide`.
    public let pixelWidth: Int
    /// The height in pixels, 1...`maximumSide`.
    public let pixelHeight: Int
    /// The Cairo surface; owned by this object, destroyed with it.
    let surface: OpaquePointer
    /// Bytes per row of `surface` (Cairo may pad rows).
    let stride: Int
    /// Scratch space for one encoded PNG row (up to 4 bytes per pixel).
    var rowBuffer: [UInt8]

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
        rowBuffer = [UInt8](repeating: 0, count: pixelWidth * 4)
    }

    deinit { cairo_surface_destroy(surface) }

    /// The straight (un-premultiplied, see `Premultiplication.unpremultiply`) pixel at (x, y).
    public subscript(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < pixelWidth && y >= 0 && y < pixelHeight,
                     "pixel (\(x), \(y)) outside \(pixelWidth)×\(pixelHeight)")
        return Premultiplication.rgba(word(x: x, y: y))
    }

    /// An un-premultiplied copy of every pixel.
    public func image() -> RGBAImage {
        var bytes = [UInt8](repeating: 0, count: pixelWidth * pixelHeight * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            for y in 0..<pixelHeight {
                withRow(y) { row in
                    for x in 0..<pixelWidth {
                        let p = Premultiplication.rgba(row[x])
                        let i = (y * pixelWidth + x) * 4
                        out[i] = p.r; out[i + 1] = p.g; out[i + 2] = p.b; out[i + 3] = p.a
                    }
                }
            }
        }
        return RGBAImage(width: pixelWidth, height: pixelHeight, pixels: bytes)
    }

    /// True when every pixel's alpha is 255.
    var isOpaque: Bool {
        for y in 0..<pixelHeight {
            let opaque = withRow(y) { row in row.allSatisfy { $0 >> 24 == 0xFF } }
            if !opaque { return false }
        }
        return true
    }

    /// Calls `body` with row `y`'s ARGB words, after flushing Cairo's pending drawing.
    func withRow<R>(_ y: Int, _ body: (UnsafeBufferPointer<UInt32>) -> R) -> R {
        cairo_surface_flush(surface)
        let base = cairo_image_surface_get_data(surface)! + y * stride
        return base.withMemoryRebound(to: UInt32.self, capacity: pixelWidth) {
            body(UnsafeBufferPointer(start: $0, count: pixelWidth))
        }
    }

    private func word(x: Int, y: Int) -> UInt32 {
        withRow(y) { $0[x] }
    }
}
