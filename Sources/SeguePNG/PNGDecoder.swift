import CPNG

/// Decodes PNG files (images of templates, golden frames) to straight 8-bit RGBA.
///
/// It uses libpng's simplified API (`png_image_begin_read_from_memory`,
/// `png_image_finish_read`). libpng reports errors by `longjmp`, which must never cross a
/// Swift frame; the simplified API catches them in its own C code (`png_safe_execute`) and
/// returns 0 with a message, so a corrupt or truncated file becomes a thrown `PNGError`,
/// never a crash. Any PNG colour type and bit depth is converted to RGBA8 (sRGB, not
/// premultiplied); 16-bit samples are reduced by libpng.
public enum PNGDecoder {
    /// The largest number of pixels decoded (about 1 GB of RGBA): a guard against a tiny
    /// corrupt header asking for an enormous allocation.
    public static let maximumPixels = 1 << 28

    /// Decodes PNG bytes; throws "not a PNG file" or "corrupt PNG: <libpng's reason>".
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        guard bytes.starts(with: PNGFile.signature) else {
            throw PNGError("not a PNG file")
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw failure(&image) }
        defer { png_image_free(&image) }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0, width.multipliedReportingOverflow(by: height).partialValue <= maximumPixels,
              width <= maximumPixels, height <= maximumPixels else {
            throw PNGError("PNG of \(width)×\(height) pixels is too large to decode")
        }
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA) // PNG_FORMAT_RGBA (a macro Swift cannot import)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, png_int_32(width * 4), nil)
        }
        guard finished != 0 else { throw failure(&image) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// Decodes the PNG file at `path`; errors start with the path ("img.png: not a PNG file",
    /// "img.png: missing image file").
    public static func decode(file path: String) throws(PNGError) -> RGBAImage {
        let bytes = try FileBytes.read(path)
        do {
            return try decode(bytes)
        } catch {
            throw PNGError("\(path): \(error.message)")
        }
    }

    /// The error libpng recorded in `image.message` (a NUL-terminated char[64]).
    private static func failure(_ image: inout png_image) -> PNGError {
        let text = withUnsafeBytes(of: &image.message) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
        png_image_free(&image)
        return PNGError("corrupt PNG: \(text.isEmpty ? "unknown libpng error" : text)")
    }
}
