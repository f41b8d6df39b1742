import CJPEG

/// Decodes JPEG files (photos that image layers and screens show) to straight 8-bit RGBA with
/// libjpeg-turbo, as `PNGDecoder` decodes PNGs, and turns them upright by their EXIF orientation
/// as UIImage does (`imageOrientation`: a phone's portrait photo is stored sideways with
/// orientation 6, and `UIImageView` shows it upright).
///
/// Baseline and progressive files decode; grey, YCbCr and RGB become RGB; CMYK and YCCK files
/// (print workflows) are converted as Adobe writes them, R = C·K / 255 on the stored (inverted)
/// values, which is what browsers show for such a file without a colour profile. libjpeg's
/// errors (`error_exit` jumps) are caught in C (`CJPEG`), so a corrupt file throws, never
/// crashes; a warning about corrupt data is an error too, since libjpeg would fill the missing
/// part with grey.
public enum JPEGDecoder {
    /// The SOI marker every JPEG starts with, followed by the first marker's 0xFF.
    public static let signature: [UInt8] = [0xFF, 0xD8, 0xFF]

    /// The most scans a progressive file may have: real encoders write about 10; a crafted file of
    /// thousands takes minutes, each a pass over the whole image (libjpeg-turbo's advice is to
    /// cap them through the progress monitor).
    public static let maximumScans = 500

    /// Decodes JPEG bytes to RGBA, upright. Throws "not a JPEG file", "corrupt JPEG: <libjpeg's
    /// reason>", or for an image over `maximumPixels` (checked on the header, before any pixel
    /// memory) "JPEG of W×H pixels is over the cap of N pixels".
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = PNGDecoder.maximumPixels) throws(PNGError) -> RGBAImage {
        guard bytes.starts(with: signature) else { throw PNGError("not a JPEG file") }
        let header = try readHeader(bytes)
        let width = Int(header.width), height = Int(header.height)
        guard width > 0, height > 0 else { throw PNGError("JPEG of \(width)×\(height) pixels has no pixels") }
        guard width * height <= maximumPixels else {
            throw PNGError("JPEG of \(width)×\(height) pixels is over the cap of \(maximumPixels) pixels")
        }
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        // The decoder's own memory (a progressive file keeps every coefficient: 2 bytes a sample,
        // 6 bytes a pixel at 4:4:4), capped at twice the pixels' size plus 16 MiB.
        let memory = width * height * 8 + (16 << 20)
        var message = [CChar](repeating: 0, count: 200)
        let status = bytes.withUnsafeBufferPointer { input in
            pixels.withUnsafeMutableBufferPointer { output in
                segue_jpeg_decode_rgba(input.baseAddress, input.count, output.baseAddress, output.count, Int32(maximumScans),
                                       memory, &message, message.count)
            }
        }
        guard status == 0 else { throw PNGError("corrupt JPEG: " + reason(message)) }
        let image = RGBAImage(width: width, height: height, pixels: pixels)
        return EXIFOrientation(jpeg: bytes).upright(image)
    }

    /// The size a JPEG's header claims, upright (an orientation of 5 to 8 swaps the sides),
    /// without decoding any pixel; nil when `bytes` are not a JPEG or its header is unreadable.
    public static func claimedSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.starts(with: signature), let header = try? readHeader(bytes) else { return nil }
        let size = (width: Int(header.width), height: Int(header.height))
        return EXIFOrientation(jpeg: bytes).swapsSides ? (size.height, size.width) : size
    }

    private static func readHeader(_ bytes: [UInt8]) throws(PNGError) -> segue_jpeg_header {
        var header = segue_jpeg_header()
        var message = [CChar](repeating: 0, count: 200)
        let status = bytes.withUnsafeBufferPointer { segue_jpeg_read_header($0.baseAddress, $0.count, &header, &message, message.count) }
        guard status == 0 else { throw PNGError("corrupt JPEG: " + reason(message)) }
        return header
    }

    /// libjpeg's message, one line.
    private static func reason(_ message: [CChar]) -> String {
        let text = message.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        return text.isEmpty ? "unreadable data" : text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}

/// Decodes an image file's bytes by what they start with: a PNG signature or a JPEG's SOI.
public enum ImageDecoder {
    /// PNG or JPEG bytes as RGBA (a JPEG upright by its EXIF orientation); anything else throws
    /// "not a PNG or JPEG file".
    public static func decode(_ bytes: [UInt8], maximumPixels: Int = PNGDecoder.maximumPixels) throws(PNGError) -> RGBAImage {
        if bytes.starts(with: JPEGDecoder.signature) { return try JPEGDecoder.decode(bytes, maximumPixels: maximumPixels) }
        guard bytes.starts(with: PNGFile.signature) else { throw PNGError("not a PNG or JPEG file") }
        return try PNGDecoder.decode(bytes, maximumPixels: maximumPixels)
    }

    /// The file at `path` decoded (errors start with the path, as `PNGDecoder.decode(file:)`'s).
    public static func decode(file path: String, maximumPixels: Int = PNGDecoder.maximumPixels) throws(PNGError) -> RGBAImage {
        let bytes = try FileBytes.read(path)
        do {
            return try decode(bytes, maximumPixels: maximumPixels)
        } catch {
            throw PNGError("\(path): \(error.message)")
        }
    }

    /// The pixel size the header claims (a JPEG's upright), without decoding; nil for anything
    /// that is not a PNG or JPEG.
    public static func claimedSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        PNGDecoder.claimedSize(bytes) ?? JPEGDecoder.claimedSize(bytes)
    }

    /// `claimedSize` of the file at `path`; nil when it cannot be read.
    public static func claimedSize(file path: String) -> (width: Int, height: Int)? {
        if let size = PNGDecoder.claimedSize(file: path) { return size }
        guard let bytes = try? FileBytes.read(path) else { return nil }
        return JPEGDecoder.claimedSize(bytes)
    }
}
