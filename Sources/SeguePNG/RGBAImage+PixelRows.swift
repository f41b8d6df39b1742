extension RGBAImage {
    /// A straight copy of `rows`: premultiplied rows are un-premultiplied as
    /// `Premultiplication.rgba` does, `rgba8` rows copied as they are.
    public init(_ rows: PixelRows) {
        var bytes = [UInt8](repeating: 0, count: rows.width * rows.height * 4)
        bytes.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return } // no pixels to copy
            for y in 0..<rows.height {
                _ = rows.straightRow(y, hasAlpha: true, to: base + y * rows.width * 4)
            }
        }
        self.init(width: rows.width, height: rows.height, pixels: bytes)
    }

    /// Calls `body` with the pixels as `rgba8` rows (`stride` 4 · width), which are valid only
    /// inside `body`.
    public func withPixelRows<R>(_ body: (PixelRows) throws -> R) rethrows -> R {
        try pixels.withUnsafeBytes { bytes in
            // An empty array may have no storage; no row of an empty image is ever read, so
            // any valid address serves.
            guard let base = bytes.baseAddress else {
                return try withUnsafeBytes(of: UInt32(0)) { try body(rows(at: $0.baseAddress!)) }
            }
            return try body(rows(at: base))
        }
    }

    private func rows(at base: UnsafeRawPointer) -> PixelRows {
        PixelRows(base: base, width: width, height: height, stride: 4 * width, format: .rgba8)
    }
}
