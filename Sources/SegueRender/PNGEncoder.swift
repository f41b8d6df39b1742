/// Encodes frames as PNG: 8-bit RGB when every pixel is opaque, RGBA otherwise, no time or text
/// chunks (so the same pixels always give the same bytes).
///
/// This one small type is where encoding speed and size are tuned (issue 7); today it is
/// libpng with one fixed row filter and a zlib level per `Compression`.
public struct PNGEncoder: Sendable {
    /// The trade between encoding speed and file size.
    public enum Compression: String, Sendable, CaseIterable {
        /// zlib level 1: fastest, larger files.
        case fast
        /// zlib level 6: zlib's default balance.
        case balanced
        /// zlib level 9: the smallest files this encoder makes, for goldens kept in git.
        case small

        var zlibLevel: Int32 {
            switch self {
            case .fast: 1
            case .balanced: 6
            case .small: 9
            }
        }
    }

    public var compression: Compression
    /// The filter of every row. UP (each byte minus the one above) is chosen by measurement on
    /// a 1170×2532 px flat-UI frame (see `PNGEncoderTests`): 9 % smaller than SUB at level 6,
    /// as most rows of a UI repeat the row above and UP turns them into zeros. (At scale 1,
    /// SUB is about 5 % smaller; full-resolution frames are the ones that cost.)
    var rowFilter = PNGFilter.up

    public init(compression: Compression = .balanced) { self.compression = compression }

    /// Encodes the surface's pixels, un-premultiplied as `FrameSurface`'s subscript does,
    /// reusing the surface's row buffer.
    public func encode(_ surface: FrameSurface) throws(RenderError) -> [UInt8] {
        let hasAlpha = !surface.isOpaque
        let channels = hasAlpha ? 4 : 3
        let writer = try makeWriter(width: surface.pixelWidth, height: surface.pixelHeight, hasAlpha: hasAlpha)
        var row = surface.rowBuffer
        surface.rowBuffer = []
        defer { surface.rowBuffer = row }
        row.withUnsafeMutableBufferPointer { out in
            for y in 0..<surface.pixelHeight {
                surface.withRow(y) { words in
                    for x in 0..<words.count {
                        let p = Premultiplication.rgba(words[x])
                        let i = x * channels
                        out[i] = p.r; out[i + 1] = p.g; out[i + 2] = p.b
                        if hasAlpha { out[i + 3] = p.a }
                    }
                }
                writer.write(row: UnsafePointer(out.baseAddress!))
            }
        }
        return writer.finish()
    }

    /// Encodes straight RGBA pixels.
    public func encode(_ image: RGBAImage) throws(RenderError) -> [UInt8] {
        let hasAlpha = !image.isOpaque
        let writer = try makeWriter(width: image.width, height: image.height, hasAlpha: hasAlpha)
        var row = [UInt8](repeating: 0, count: image.width * 3)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let start = pixels.baseAddress! + y * image.width * 4
                if hasAlpha {
                    writer.write(row: start)
                    continue
                }
                for x in 0..<image.width {
                    row[3 * x] = start[4 * x]; row[3 * x + 1] = start[4 * x + 1]; row[3 * x + 2] = start[4 * x + 2]
                }
                row.withUnsafeBufferPointer { writer.write(row: $0.baseAddress!) }
            }
        }
        return writer.finish()
    }

    private func makeWriter(width: Int, height: Int, hasAlpha: Bool) throws(RenderError) -> PNGWriter {
        try PNGWriter(width: width, height: height, hasAlpha: hasAlpha, filter: rowFilter.mask,
                      level: compression.zlibLevel, expectedSize: 1 << 16)
    }
}

/// PNG row filters (a subset of PNG_FILTER_* from png.h, as bit masks).
enum PNGFilter: Int32 {
    case none = 0x08, sub = 0x10, up = 0x20

    var mask: Int32 { rawValue }
}
