import CCairo

/// Cairo's own PNG reader over bytes in memory (a second decoder for the encoder's output).
enum CairoPNG {
    private final class Cursor {
        let bytes: [UInt8]
        var offset = 0
        init(_ bytes: [UInt8]) { self.bytes = bytes }
    }

    /// A new image surface the caller destroys (check its status), or nil.
    static func read(_ bytes: [UInt8]) -> OpaquePointer? {
        let cursor = Cursor(bytes)
        return withExtendedLifetime(cursor) {
            cairo_image_surface_create_from_png_stream({ closure, data, length in
                let cursor = Unmanaged<Cursor>.fromOpaque(closure!).takeUnretainedValue()
                let n = Int(length)
                guard cursor.offset + n <= cursor.bytes.count, let data else { return CAIRO_STATUS_READ_ERROR }
                for i in 0..<n { data[i] = cursor.bytes[cursor.offset + i] }
                cursor.offset += n
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(cursor).toOpaque())
        }
    }
}
