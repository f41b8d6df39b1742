import CZlib

/// What a PNG's image data (its IDAT chunks, one zlib stream) must inflate to, checked before
/// libpng decodes the file, so that decoding stops at the rows the header claims.
///
/// libpng reads a stream to its end even after the last row (`png_read_finish_IDAT` inflates
/// whatever compressed data is left, to find the stream's end), and a stream of zeros compresses
/// about a thousandfold: a 62 MB file under the image cap that claims 1 × 1 pixels inflated
/// gigabytes and took minutes. Here the stream is inflated into a small scratch buffer, counting
/// what it gives, and refused as soon as that passes the filtered rows the header needs (PNG
/// spec 7.2 and 8.2: a filter byte per row, per Adam7 pass when interlaced) by more than
/// `maximumExtraBytes`. The check reads at most the file's own IDAT bytes and inflates at most
/// that bound, whatever the file says. A structure it cannot follow (a chunk running past the
/// end, a bad colour type, a broken stream) is left to libpng, which refuses it with its reason.
enum PNGImageData {
    /// Inflated bytes past the rows the header needs that are still accepted: some encoders pad
    /// the stream, and libpng accepts a little extra with a warning. Beyond it, the file is refused.
    static let maximumExtraBytes = 64 * 1024

    /// Throws when the image data of `bytes` (a PNG file, signature checked) inflates to more
    /// than its header's rows need plus `maximumExtraBytes`.
    static func check(_ bytes: [UInt8]) throws(PNGError) {
        guard let layout = PNGChunkLayout(bytes), let needed = layout.header?.filteredByteCount, !layout.imageData.isEmpty else { return }
        let limit = needed.addingReportingOverflow(maximumExtraBytes).overflow ? Int.max : needed + maximumExtraBytes
        let produced = inflatedByteCount(of: layout.imageData, in: bytes, stoppingPast: limit)
        guard produced > limit else { return }
        throw PNGError("corrupt PNG: its image data inflates past the \(needed) bytes its \(layout.header!.width)×\(layout.header!.height) "
            + "header needs (more than \(maximumExtraBytes) bytes extra)")
    }

    /// How many bytes the zlib stream in the `ranges` of `bytes` inflates to, counted until the
    /// stream ends, fails, runs out of input, or passes `limit` (then some count above `limit`).
    static func inflatedByteCount(of ranges: [Range<Int>], in bytes: [UInt8], stoppingPast limit: Int) -> Int {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { inflateEnd(stream); stream.deinitialize(count: 1); stream.deallocate() }
        guard inflateInit_(stream, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return 0 }
        var scratch = [UInt8](repeating: 0, count: 64 * 1024)
        var produced = 0
        return bytes.withUnsafeBufferPointer { input in
            scratch.withUnsafeMutableBufferPointer { out in
                for range in ranges {
                    stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + range.lowerBound)
                    stream.pointee.avail_in = UInt32(range.count)
                    while stream.pointee.avail_in > 0 {
                        stream.pointee.next_out = out.baseAddress!
                        stream.pointee.avail_out = UInt32(out.count)
                        let status = inflate(stream, Z_NO_FLUSH)
                        produced += out.count - Int(stream.pointee.avail_out)
                        if produced > limit || status == Z_STREAM_END { return produced }
                        if status != Z_OK { return produced }   // a broken stream: libpng says why
                    }
                }
                return produced
            }
        }
    }
}

/// The chunks of a PNG file that `PNGImageData` reads: the header's fields and where each IDAT
/// chunk's data lies. `nil` when the bytes do not start with the signature and an IHDR chunk;
/// the scan stops at IEND or at a chunk that runs past the end of the bytes.
struct PNGChunkLayout {
    struct Header {
        let width: Int, height: Int, bitDepth: Int, colorType: Int, interlaced: Bool

        /// The bytes the filtered rows take (PNG spec 7.2, 8.2): for each pass (the whole image,
        /// or Adam7's seven sub-images) with pixels, its rows each one filter byte and
        /// ⌈width · bits per pixel / 8⌉ bytes; `nil` for a colour type and bit depth PNG does not allow.
        var filteredByteCount: Int? {
            let channels: Int
            switch (colorType, bitDepth) {
            case (0, 1), (0, 2), (0, 4), (0, 8), (0, 16): channels = 1
            case (3, 1), (3, 2), (3, 4), (3, 8): channels = 1
            case (2, 8), (2, 16): channels = 3
            case (4, 8), (4, 16): channels = 2
            case (6, 8), (6, 16): channels = 4
            default: return nil
            }
            // PNG's sides are below 2³¹ (spec 11.2.2), so a row's bytes fit; the product with the
            // height is checked, and a header no PNG may have gives no count (libpng refuses it).
            guard (1...Int(Int32.max)).contains(width), (1...Int(Int32.max)).contains(height) else { return nil }
            let bits = channels * bitDepth
            func passBytes(_ w: Int, _ h: Int) -> Int {
                guard w > 0, h > 0 else { return 0 }
                let (total, overflow) = h.multipliedReportingOverflow(by: 1 + (w * bits + 7) / 8)
                return overflow ? Int.max / 8 : min(total, Int.max / 8)   // far past any decodable image
            }
            guard interlaced else { return passBytes(width, height) }
            // Adam7: (x start, y start, x step, y step) of each pass.
            let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            return passes.reduce(0) { total, p in
                total + passBytes((width - p.0 + p.2 - 1) / p.2, (height - p.1 + p.3 - 1) / p.3)   // seven terms of at most Int.max / 8
            }
        }
    }

    /// IHDR's fields, `nil` when IHDR is shorter than 13 bytes.
    let header: Header?
    /// The data of each IDAT chunk, in file order.
    let imageData: [Range<Int>]

    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 33, bytes.starts(with: PNGFile.signature) else { return nil }
        func uint32(at i: Int) -> Int { bytes[i..<i + 4].reduce(0) { $0 << 8 | Int($1) } }
        var header: Header?
        var imageData: [Range<Int>] = []
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = uint32(at: offset), type = bytes[offset + 4..<offset + 8]
            let start = offset + 8
            guard length <= bytes.count - start - 4 else { break }
            if type.elementsEqual("IHDR".utf8), length >= 13, header == nil {   // the first, as libpng reads it
                header = Header(width: uint32(at: start), height: uint32(at: start + 4), bitDepth: Int(bytes[start + 8]),
                                colorType: Int(bytes[start + 9]), interlaced: bytes[start + 12] == 1)
            } else if type.elementsEqual("IDAT".utf8) {
                imageData.append(start..<start + length)
            } else if type.elementsEqual("IEND".utf8) {
                break
            }
            offset = start + length + 4
        }
        guard header != nil || !imageData.isEmpty else { return nil }
        self.header = header
        self.imageData = imageData
    }
}
