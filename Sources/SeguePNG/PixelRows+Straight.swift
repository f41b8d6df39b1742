extension PixelRows {
    /// Writes row `y`'s straight (un-premultiplied) bytes to `out`: r, g, b, a a pixel when
    /// `hasAlpha`, else r, g, b. Returns false when packing RGB (`hasAlpha` false) meets a pixel
    /// that is not opaque; the row written is then not to be used.
    @inline(__always)
    func straightRow(_ y: Int, hasAlpha: Bool, to out: UnsafeMutablePointer<UInt8>) -> Bool {
        switch format {
        case .premultipliedARGB32:
            PixelRows.straighten(row(y).assumingMemoryBound(to: UInt32.self), width: width, hasAlpha: hasAlpha, to: out)
        case .rgba8:
            PixelRows.pack(row(y).assumingMemoryBound(to: UInt8.self), width: width, hasAlpha: hasAlpha, to: out)
        }
    }

    /// Straight RGB(A) bytes of one row of ARGB32 words; false when packing RGB meets a pixel
    /// that is not opaque.
    @inline(__always)
    private static func straighten(_ words: UnsafePointer<UInt32>, width: Int, hasAlpha: Bool,
                                   to row: UnsafeMutablePointer<UInt8>) -> Bool {
        if hasAlpha {
            for x in 0..<width {
                let p = Premultiplication.rgba(words[x])
                row[4 * x] = p.r; row[4 * x + 1] = p.g; row[4 * x + 2] = p.b; row[4 * x + 3] = p.a
            }
            return true
        }
        var alpha: UInt32 = 0xFF00_0000
        for x in 0..<width {
            let w = words[x]
            alpha &= w
            row[3 * x] = UInt8(truncatingIfNeeded: w >> 16)
            row[3 * x + 1] = UInt8(truncatingIfNeeded: w >> 8)
            row[3 * x + 2] = UInt8(truncatingIfNeeded: w)
        }
        return alpha == 0xFF00_0000
    }

    /// One row of RGBA bytes as they are, or packed to RGB; false when packing RGB meets a pixel
    /// that is not opaque.
    @inline(__always)
    private static func pack(_ source: UnsafePointer<UInt8>, width: Int, hasAlpha: Bool,
                             to row: UnsafeMutablePointer<UInt8>) -> Bool {
        if hasAlpha {
            row.update(from: source, count: 4 * width)
            return true
        }
        var alpha: UInt8 = 0xFF
        for x in 0..<width {
            alpha &= source[4 * x + 3]
            row[3 * x] = source[4 * x]; row[3 * x + 1] = source[4 * x + 1]; row[3 * x + 2] = source[4 * x + 2]
        }
        return alpha == 0xFF
    }
}
