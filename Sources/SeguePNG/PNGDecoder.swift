import CPNG
import SegueFiles

/// Decodes PNG files (images of templates, golden frames) to straight 8-bit RGBA.
///
/// It uses libpng's simplified API (`png_image_begin_read_from_memory`,
/// `png_image_finish_read`). libpng reports errors by `longjmp`, which must never cross a
/// Swift frame; the simplified API catches them in its own C code (`png_safe_execute`) and
/// returns 0 with a message, so a corrupt or truncated file becomes a thrown `PNGError`,
/// never a crash. Any PNG colour type and bit depth is converted to RGBA8 (sRGB, not
/// premultiplied); 16-bit samples are reduced by libpng.
public enum PNGDecoder {
    /// The largest number of pixels decoded by default: 64 megapixels (8192 × 8192), 256 MiB of
    /// RGBA. A 70-byte PNG can claim 16384 × 16384 pixels in its header, which would be 1 GiB of
    /// rows before libpng finds the data missing; the header is read first
    /// (`png_image_begin_read_from_memory` reads up to IHDR and allocates no rows), so an image
    /// over the cap is refused before any pixel memory is allocated.
    public static let maximumPixels = 1 << 26

    /// Decodes PNG bytes; throws "not a PNG file", "corrupt PNG: <libpng's reason>", or, for an
    /// image of more than `maximumPixels` pixels (a golden frame passes the rendered frame's
    /// count when that is larger), "PNG of 16384×16384 pixels is over the cap of 67108864 pixels".
    /// Image data that inflates far past the rows the header claims is refused before libpng
    /// would inflate all of it (`PNGImageData`): decoding time follows the image, not the file.
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = maximumPixels) throws(PNGError) -> RGBAImage {
        guard bytes.starts(with: PNGFile.signature) else {
            throw PNGError("not a PNG file")
        }
        var image = png_image()
        image.version = png_uint_32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { png_image_begin_read_from_memory(&image, $0.baseAddress, $0.count) }
        guard begun != 0 else { throw failure(&image) }
        defer { png_image_free(&image) }
        let width = Int(image.width), height = Int(image.height)
        guard width > 0, height > 0 else { throw PNGError("PNG of \(width)×\(height) pixels has no pixels") }
        guard width * height <= maximumPixels else { // both sides are below 2^31, so the product fits an Int
            throw PNGError("PNG of \(width)×\(height) pixels is over the cap of \(maximumPixels) pixels")
        }
        try PNGImageData.check(bytes)
        image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA) // PNG_FORMAT_RGBA (a macro Swift cannot import)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let finished = pixels.withUnsafeMutableBytes {
            png_image_finish_read(&image, nil, $0.baseAddress, png_int_32(width * 4), nil)
        }
        guard finished != 0 else { throw failure(&image) }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The pixel count a PNG's header (IHDR, the first chunk) claims, read without decoding
    /// anything; nil when `bytes` do not start with a PNG signature and an IHDR chunk.
    public static func claimedPixelCount(_ bytes: [UInt8]) -> Int? {
        claimedSize(bytes).map { $0.width * $0.height } // each below 2^32, so the product fits an Int
    }

    /// The size a PNG's header claims, from its first 24 bytes (signature, IHDR's length, type,
    /// width and height), without decoding anything; nil when `bytes` do not start with a PNG
    /// signature and an IHDR chunk. A side of 0 is returned as it is (decoding refuses it).
    public static func claimedSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 24, bytes.starts(with: PNGFile.signature), bytes[12..<16].elementsEqual("IHDR".utf8) else { return nil }
        func uint32(at i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (uint32(at: 16), uint32(at: 20))
    }

    /// The size the header of the PNG file at `path` claims, reading only its first 24 bytes
    /// through the checked reader (`RegularFile.readPrefix`); nil when it is missing, not a
    /// regular file, or not a PNG.
    public static func claimedSize(file path: String) -> (width: Int, height: Int)? {
        guard case .success(let bytes) = RegularFile.readPrefix(path, count: 24) else { return nil }
        return claimedSize(bytes)
    }

    /// Decodes the PNG file at `path`, a regular file of at most `RegularFile.maximumImageBytes`;
    /// errors start with the path ("img.png: not a PNG file", "img.png: missing image file",
    /// "img.png: expected a regular file, found a FIFO").
    public static func decode(file path: String, maximumPixels: Int = maximumPixels) throws(PNGError) -> RGBAImage {
        let bytes = try FileBytes.read(path)
        do {
            return try decode(bytes, maximumPixels: maximumPixels)
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
