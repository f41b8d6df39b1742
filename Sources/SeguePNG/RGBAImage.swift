/// Straight (un-premultiplied) RGBA8 pixels, row-major, no padding: the pixel at (x, y)
/// starts at byte `(y · width + x) · 4` in the order r, g, b, a.
///
/// Invariant: `pixels.count == width · height · 4`, with width and height ≥ 0; the
/// initialiser traps otherwise, as an out-of-range array index would (a programming error,
/// not a user's).
public struct RGBAImage: Hashable, Sendable {
    /// Pixels a row, ≥ 0.
    public let width: Int
    /// Rows, ≥ 0.
    public let height: Int
    /// `width · height · 4` bytes: r, g, b, a per pixel, row-major, straight alpha.
    public var pixels: [UInt8]

    /// An image over `pixels`; traps unless there are exactly `width · height · 4` of them.
    public init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height * 4,
                     "RGBAImage: \(pixels.count) bytes for \(width)×\(height) pixels")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// An image of `width × height` pixels, all `fill`.
    public init(width: Int, height: Int, fill: RGBA8) {
        let count = max(0, width) * max(0, height)
        var bytes = [UInt8](repeating: 0, count: count * 4)
        for i in 0..<count {
            bytes[4 * i] = fill.r; bytes[4 * i + 1] = fill.g; bytes[4 * i + 2] = fill.b; bytes[4 * i + 3] = fill.a
        }
        self.init(width: max(0, width), height: max(0, height), pixels: bytes)
    }

    /// The pixel at column `x`, row `y` (both must be in range).
    public subscript(x: Int, y: Int) -> RGBA8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            return RGBA8(r: pixels[i], g: pixels[i + 1], b: pixels[i + 2], a: pixels[i + 3])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) outside \(width)×\(height)")
            let i = (y * width + x) * 4
            pixels[i] = newValue.r; pixels[i + 1] = newValue.g; pixels[i + 2] = newValue.b; pixels[i + 3] = newValue.a
        }
    }

    /// True when every pixel's alpha is 255.
    public var isOpaque: Bool {
        var i = 3
        while i < pixels.count {
            if pixels[i] != 255 { return false }
            i += 4
        }
        return true
    }
}
