import CPNG

/// One PNG being written with libpng's classic write API into memory, row by row.
///
/// Why this is safe without `setjmp`: libpng reports errors by calling the error function and
/// then `longjmp`, which must never cross a Swift frame. Every input libpng checks is
/// validated before it is called (sides in 1...1,000,000, 8-bit RGB or RGBA, zlib level 1...9,
/// exactly `height` rows of the right length), and the output callback appends to memory and
/// cannot fail, so the only remaining libpng error is an allocation failure. For that the error
/// function stops the process with libpng's message (as Swift does on any out-of-memory),
/// instead of returning into libpng, which would `abort()` without one.
final class PNGWriter {
    /// libpng's default user limit on a side.
    static let maximumSide = 1_000_000

    private(set) var bytes: [UInt8] = []
    private var png: png_structp?
    private var info: png_infop?

    /// Starts a PNG of `width × height` 8-bit pixels, RGBA when `hasAlpha`, else RGB, with one
    /// fixed row `filter` (a PNG_FILTER_* mask) and zlib `level`.
    init(width: Int, height: Int, hasAlpha: Bool, filter: Int32, level: Int32,
         expectedSize: Int) throws(RenderError) {
        guard (1...PNGWriter.maximumSide).contains(width), (1...PNGWriter.maximumSide).contains(height) else {
            throw RenderError("cannot encode a \(width)×\(height) px PNG: each side must be in 1...\(PNGWriter.maximumSide)")
        }
        bytes.reserveCapacity(expectedSize)
        png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, pngWriteError, pngWriteWarning)
        guard png != nil else { fatalError("libpng: cannot allocate a write struct") }
        info = png_create_info_struct(png)
        guard info != nil else { fatalError("libpng: cannot allocate an info struct") }
        png_set_write_fn(png, Unmanaged.passUnretained(self).toOpaque(), pngAppend, nil)
        png_set_IHDR(png, info, png_uint_32(width), png_uint_32(height), 8,
                     hasAlpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                     PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
        png_set_filter(png, PNG_FILTER_TYPE_BASE, filter)
        png_set_compression_level(png, level)
        png_write_info(png, info)
    }

    deinit { png_destroy_write_struct(&png, &info) }

    /// Writes the next row: `width × 3` or `width × 4` bytes.
    func write(row: UnsafePointer<UInt8>) { png_write_row(png, row) }

    /// Writes the end of the file (no text or time chunks) and returns every byte.
    func finish() -> [UInt8] {
        png_write_end(png, nil)
        return bytes
    }

    fileprivate func append(_ data: UnsafeRawBufferPointer) { bytes.append(contentsOf: data) }
}

private func pngAppend(_ png: png_structp?, _ data: png_bytep?, _ length: Int) {
    guard let png, let data, let io = png_get_io_ptr(png) else { return }
    Unmanaged<PNGWriter>.fromOpaque(io).takeUnretainedValue().append(UnsafeRawBufferPointer(start: data, count: length))
}

private func pngWriteError(_ png: png_structp?, _ message: png_const_charp?) {
    fatalError("libpng write failed: \(message.map { String(cString: $0) } ?? "unknown error")")
}

private func pngWriteWarning(_ png: png_structp?, _ message: png_const_charp?) {
    // Warnings do not change the output; a validated write has none worth reporting.
}
