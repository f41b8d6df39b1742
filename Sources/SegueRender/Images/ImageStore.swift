import CCairo
import SeguePNG

/// The image files (PNG or JPEG) of a render, decoded once (not per frame) and shared by every worker.
///
/// Thread safety: after `init` returns, the store is never mutated. Each image is kept as
/// premultiplied ARGB32 words in memory that the store owns and nobody writes; a draw call
/// wraps that memory in a Cairo surface of its own (`cairo_image_surface_create_for_data`,
/// no copy) used as a paint source only, so no Cairo object is ever shared between threads,
/// and concurrent readers of immutable bytes need no lock.
public final class ImageStore: Sendable {
    private let images: [String: DecodedImage]

    /// The most pixels a render's images may have in all, as their headers claim them, checked
    /// before any is decoded: 32 megapixels, 128 MiB of decoded pixels (decoding one image
    /// briefly takes twice its size: libpng's straight RGBA, then the premultiplied copy kept).
    public static let maximumTotalPixels = 1 << 25

    /// Decodes every file (duplicates once). Throws the first failure, naming the file
    /// ("img.png: not a PNG or JPEG file", "img.png: missing image file").
    public init(files: [String]) throws(RenderError) {
        var images: [String: DecodedImage] = [:]
        for file in files where images[file] == nil {
            let decoded: RGBAImage
            do { decoded = try ImageDecoder.decode(file: file) } catch { throw RenderError(error.message) }
            images[file] = try DecodedImage(decoded, file: file)
        }
        self.images = images
    }

    /// Decodes every image from its encoded bytes (a `Template`'s `images`, read once by the
    /// template loader), keyed by the path the scene names it by. Throws the first failure,
    /// naming the file ("img.png: not a PNG or JPEG file"); decoding goes in path order, so the same
    /// input always reports the same file.
    public init(encoded: [String: [UInt8]]) throws(RenderError) {
        let claimed = encoded.values.reduce(0) { $0 + (ImageDecoder.claimedSize($1).map { $0.width * $0.height } ?? 0) }
        guard claimed <= ImageStore.maximumTotalPixels else {
            throw RenderError("expected images of at most \(ImageStore.maximumTotalPixels) pixels in all (\(ImageStore.maximumTotalPixels >> 18) MiB decoded), "
                + "found \(encoded.count) images of \(claimed) pixels")
        }
        var images: [String: DecodedImage] = [:]
        for file in encoded.keys.sorted() {
            let decoded: RGBAImage
            do { decoded = try ImageDecoder.decode(encoded[file]!) } catch { throw RenderError("\(file): \(error.message)") }
            images[file] = try DecodedImage(decoded, file: file)
        }
        self.images = images
    }

    /// An empty store, for trees without images.
    public convenience init() {
        try! self.init(files: [])
    }

    /// The files this store holds.
    public var files: [String] { images.keys.sorted() }

    /// The pixel size of `file`, or `nil` when it was not loaded.
    public func pixelSize(of file: String) -> (width: Int, height: Int)? {
        images[file].map { ($0.width, $0.height) }
    }

    func image(_ file: String) -> DecodedImage? { images[file] }
}

/// One decoded image as premultiplied ARGB32 words in memory owned by this object and never
/// written after `init` (hence `@unchecked Sendable`; see `ImageStore`).
final class DecodedImage: @unchecked Sendable {
    let width: Int
    let height: Int
    /// The image's size in points: its pixels divided by an `@2x`/`@3x` name suffix, as
    /// UIImage(named:) reads it (1 otherwise).
    let pointScale: Double
    private let stride: Int
    private let data: UnsafeMutableRawPointer

    init(_ image: RGBAImage, file: String) throws(RenderError) {
        guard image.width <= FrameSurface.maximumSide, image.height <= FrameSurface.maximumSide else {
            throw RenderError("\(file): \(image.width)×\(image.height) px is larger than Cairo's 32767 px limit")
        }
        width = image.width
        height = image.height
        pointScale = DecodedImage.scaleSuffix(of: file)
        stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        data = UnsafeMutableRawPointer.allocate(byteCount: stride * height, alignment: 16)
        for y in 0..<height {
            let row = (data + y * stride).bindMemory(to: UInt32.self, capacity: width)
            for x in 0..<width {
                let p = image[x, y]
                row[x] = Premultiplication.word(r: p.r, g: p.g, b: p.b, a: p.a)
            }
        }
    }

    deinit { data.deallocate() }

    /// A new Cairo surface over the shared pixels, for one draw call; the caller destroys it.
    /// Cairo only reads a source surface, so the memory is never written.
    func makeSurface() -> OpaquePointer? {
        cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                            Int32(width), Int32(height), Int32(stride))
    }

    private static func scaleSuffix(of file: String) -> Double {
        var name = Substring(file)
        if let dot = name.lastIndex(of: "."), !name[dot...].contains("/") { name = name[..<dot] }
        if name.hasSuffix("@2x") { return 2 }
        if name.hasSuffix("@3x") { return 3 }
        return 1
    }
}
