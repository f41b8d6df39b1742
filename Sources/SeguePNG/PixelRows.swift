/// Rows of pixels in memory that someone else owns: what the PNG encoder reads.
///
/// A borrowed view, not a copy: `base` is valid only for the duration of the call that receives
/// the value (such as the body of `RGBAImage.withPixelRows`, or of a drawing surface's method
/// that lends its memory), so never keep it or let it escape. Row y starts at
/// `base + y · stride`; its first `width` pixels are read, any bytes past them (padding) never
/// are.
///
/// Invariants (checked by the initialiser, which traps otherwise, a programming error): width
/// and height ≥ 0; `stride` ≥ 4 · width, every format having four bytes a pixel; for
/// `premultipliedARGB32`, `base` and `stride` multiples of 4, so every word is aligned.
public struct PixelRows {
    /// How one pixel is laid out in its four bytes.
    public enum Format: Hashable, Sendable {
        /// Cairo's ARGB32: one native-endian 32-bit word a pixel, alpha in the top byte, red,
        /// green, blue below it, each colour already multiplied by alpha
        /// (`Premultiplication.word`). Rows are 4-byte aligned, as Cairo's are.
        case premultipliedARGB32
        /// Straight (un-premultiplied) bytes r, g, b, a, as `RGBAImage` stores them.
        case rgba8
    }

    /// The first byte of row 0.
    public let base: UnsafeRawPointer
    /// Pixels a row.
    public let width: Int
    /// Rows.
    public let height: Int
    /// Bytes from the start of one row to the start of the next (at least 4 · width).
    public let stride: Int
    /// The layout of each pixel.
    public let format: Format

    /// Rows of `width × height` pixels in `format` at `base`, `stride` bytes apart.
    public init(base: UnsafeRawPointer, width: Int, height: Int, stride: Int, format: Format) {
        precondition(width >= 0 && height >= 0 && stride >= 4 * width,
                     "PixelRows: \(width)×\(height) pixels with a stride of \(stride) bytes")
        precondition(format == .rgba8 || (Int(bitPattern: base) % 4 == 0 && stride % 4 == 0),
                     "PixelRows: ARGB32 words must be 4-byte aligned")
        self.base = base
        self.width = width
        self.height = height
        self.stride = stride
        self.format = format
    }

    /// The first byte of row `y` (0 ..< height).
    @inline(__always)
    func row(_ y: Int) -> UnsafeRawPointer { base + y * stride }

    /// The straight (un-premultiplied, see `Premultiplication.unpremultiply`) pixel at column `x`,
    /// row `y` (both must be in range).
    public subscript(x: Int, y: Int) -> RGBA8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
        switch format {
        case .premultipliedARGB32:
            return Premultiplication.rgba(row(y).load(fromByteOffset: 4 * x, as: UInt32.self))
        case .rgba8:
            let p = row(y) + 4 * x
            return RGBA8(r: p.load(as: UInt8.self), g: p.load(fromByteOffset: 1, as: UInt8.self),
                         b: p.load(fromByteOffset: 2, as: UInt8.self), a: p.load(fromByteOffset: 3, as: UInt8.self))
        }
    }

    /// True when every pixel's alpha is 255.
    public var isOpaque: Bool {
        (0..<height).allSatisfy { y in
            let p = row(y)
            switch format {
            case .premultipliedARGB32:
                return (0..<width).allSatisfy { p.load(fromByteOffset: 4 * $0, as: UInt32.self) >> 24 == 0xFF }
            case .rgba8:
                return (0..<width).allSatisfy { p.load(fromByteOffset: 4 * $0 + 3, as: UInt8.self) == 0xFF }
            }
        }
    }
}
