import CDeflate

/// The bytes of a PNG file around one zlib stream: signature, IHDR, one IDAT, IEND (PNG spec
/// sections 5 and 11). No time, text or gamma chunks, so the same pixels always give the same
/// file. Chunk CRCs are CRC-32 over the type and data (libdeflate's `libdeflate_crc32`, the
/// same polynomial as zlib's `crc32`).
enum PNGFile {
    /// The eight bytes every PNG file starts with (PNG spec section 5.2).
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Length of everything but the IDAT data: signature 8, IHDR 12 + 13, IDAT 12, IEND 12.
    static let overhead = 8 + 25 + 12 + 12

    /// A whole file: 8-bit `width × height`, colour type 2 (RGB) or 6 (RGBA), deflate,
    /// filter method 0, no interlace, with `zlib` (a zlib stream of the filtered rows) as IDAT.
    static func bytes(width: Int, height: Int, hasAlpha: Bool, zlib: UnsafeRawBufferPointer) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(overhead + zlib.count)
        out += signature
        appendHeader(width: width, height: height, hasAlpha: hasAlpha, to: &out)
        appendChunk("IDAT", zlib, to: &out)
        appendChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0), to: &out)
        return out
    }

    /// Appends the IHDR chunk: 8-bit RGB (colour type 2) or RGBA (6), deflate, filter method 0,
    /// no interlace.
    static func appendHeader(width: Int, height: Int, hasAlpha: Bool, to out: inout [UInt8]) {
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, hasAlpha ? 6 : 2, 0, 0, 0]
        header.withUnsafeBytes { appendChunk("IHDR", $0, to: &out) }
    }

    /// Appends length, type, data and CRC(type + data).
    static func appendChunk(_ type: StaticString, _ data: UnsafeRawBufferPointer, to out: inout [UInt8]) {
        appendChunk(UnsafeRawBufferPointer(start: type.utf8Start, count: 4), data, to: &out)
    }

    /// `appendChunk` with the type as its four bytes.
    static func appendChunk(_ typeBytes: UnsafeRawBufferPointer, _ data: UnsafeRawBufferPointer, to out: inout [UInt8]) {
        out.appendBigEndian(UInt32(data.count))
        out += typeBytes
        out += data
        out.appendBigEndian(crc(typeBytes, data))
    }

    /// CRC-32 over a chunk's type and data, as its last four bytes hold it.
    static func crc(_ typeBytes: UnsafeRawBufferPointer, _ data: UnsafeRawBufferPointer) -> UInt32 {
        var crc = libdeflate_crc32(0, typeBytes.baseAddress, 4)
        if data.count > 0 { crc = libdeflate_crc32(crc, data.baseAddress, data.count) }
        return crc
    }
}

extension [UInt8] {
    /// Appends `value` most significant byte first (PNG's byte order).
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(truncatingIfNeeded: value >> 24))
        append(UInt8(truncatingIfNeeded: value >> 16))
        append(UInt8(truncatingIfNeeded: value >> 8))
        append(UInt8(truncatingIfNeeded: value))
    }
}
