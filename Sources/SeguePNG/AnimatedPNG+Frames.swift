extension AnimatedPNG {
    /// One frame of an animated PNG: its pixels and how long it shows, in seconds.
    public struct Frame: Sendable, Hashable {
        /// The frame's straight RGBA pixels, the whole canvas.
        public let image: RGBAImage
        /// delay_num / delay_den of its fcTL (a den of 0 means 100, as APNG 1.0 says).
        public let delay: Double
    }

    /// An animated PNG taken apart: each frame as an ordinary PNG file of its own, and the
    /// file's tEXt entries.
    public struct Parts: Sendable {
        /// Each frame as the bytes of a PNG file that `PNGDecoder` reads, with its delay in seconds.
        public var frames: [(png: [UInt8], delay: Double)]
        /// The tEXt chunks' keyword and text, in the file's order (Latin-1 read as such); they
        /// describe the animation and are not copied into the frames' files.
        public var text: [(keyword: String, text: String)]
    }

    /// The frames of an animated PNG of the kind `bytes()` writes, decoded (`parts(of:)`, each
    /// frame's PNG through `PNGDecoder`). So a golden kept as one APNG compares frame by frame
    /// as a folder of PNGs does. `maximumPixels` caps each frame as `PNGDecoder` does.
    public static func frames(of bytes: [UInt8], maximumPixels: Int = PNGDecoder.maximumPixels) throws(PNGError) -> [Frame] {
        var frames: [Frame] = []
        for (index, frame) in try parts(of: bytes).frames.enumerated() {
            do {
                frames.append(Frame(image: try PNGDecoder.decode(frame.png, maximumPixels: maximumPixels), delay: frame.delay))
            } catch {
                throw PNGError("APNG frame \(index): \(error.message)")
            }
        }
        return frames
    }

    /// An animated PNG of the kind `bytes()` writes, taken apart without decoding a pixel: each
    /// frame's fcTL and its data (IDAT for the first, fdAT without its sequence number for the
    /// others) become an ordinary PNG with the file's IHDR and the chunks before the first frame.
    ///
    /// Read are frames that cover the whole canvas from (0, 0), as `bytes()` writes them (dispose
    /// and blend then do not matter); a partial frame is an error naming it, as are a chunk whose
    /// CRC does not match, a length past the end, and a file without frames. A PNG without acTL
    /// is one frame of delay 0.
    public static func parts(of bytes: [UInt8]) throws(PNGError) -> Parts {
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGFile.signature else { throw PNGError("not a PNG file") }
        func uint32(_ at: Int) -> UInt32 {
            UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
        }
        var header: Range<Int>? = nil, width = 0, height = 0
        var before: [Range<Int>] = []                       // whole chunks between IHDR and the first frame
        var pending: (delay: Double, data: [UInt8])? = nil
        var decoded: [(delay: Double, data: [UInt8])] = []
        var animated = false
        var text: [(keyword: String, text: String)] = []
        var offset = 8
        while offset < bytes.count {
            guard offset + 12 <= bytes.count else { throw PNGError("corrupt PNG: a chunk is cut off at byte \(offset)") }
            let length = Int(uint32(offset))
            guard length <= bytes.count - offset - 12 else { throw PNGError("corrupt PNG: a chunk at byte \(offset) runs past the end") }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let data = (offset + 8)..<(offset + 8 + length)
            let stored = uint32(offset + 8 + length)
            let computed = bytes.withUnsafeBytes { raw in
                PNGFile.crc(UnsafeRawBufferPointer(rebasing: raw[(offset + 4)..<(offset + 8)]), UnsafeRawBufferPointer(rebasing: raw[data]))
            }
            guard stored == computed else { throw PNGError("corrupt PNG: chunk \(type) at byte \(offset) fails its CRC") }
            switch type {
            case "IHDR":
                guard length == 13 else { throw PNGError("corrupt PNG: IHDR of \(length) bytes") }
                header = offset..<(offset + 12 + length)
                (width, height) = (Int(uint32(data.lowerBound)), Int(uint32(data.lowerBound + 4)))
            case "acTL":
                animated = true
            case "fcTL":
                guard length == 26 else { throw PNGError("corrupt PNG: fcTL of \(length) bytes") }
                if let frame = pending { decoded.append(frame) }
                let at = data.lowerBound
                let (w, h, x, y) = (Int(uint32(at + 4)), Int(uint32(at + 8)), Int(uint32(at + 12)), Int(uint32(at + 16)))
                guard w == width, h == height, x == 0, y == 0 else {
                    throw PNGError("APNG frame \(decoded.count): expected a frame of the whole \(width)×\(height) canvas at (0, 0), "
                        + "found \(w)×\(h) at (\(x), \(y))")
                }
                let numerator = Double(UInt16(bytes[at + 20]) << 8 | UInt16(bytes[at + 21]))
                let denominator = Double(UInt16(bytes[at + 22]) << 8 | UInt16(bytes[at + 23]))
                pending = (numerator / (denominator == 0 ? 100 : denominator), [])
            case "IDAT":
                if animated, pending != nil { pending?.data += bytes[data] }
                else if !animated {
                    if pending == nil { pending = (0, []) }
                    pending?.data += bytes[data]
                }
            case "fdAT":
                guard length >= 4, pending != nil else { throw PNGError("corrupt PNG: fdAT at byte \(offset) without its frame") }
                pending?.data += bytes[(data.lowerBound + 4)..<data.upperBound]
            case "tEXt":
                let entry = bytes[data]
                if let nul = entry.firstIndex(of: 0) {
                    let latin1 = { (slice: ArraySlice<UInt8>) in String(slice.map { Character(Unicode.Scalar($0)) }) }
                    text.append((latin1(entry[..<nul]), latin1(entry[(nul + 1)...])))
                }
            case "IEND":
                offset = bytes.count
                continue
            default:
                if decoded.isEmpty, pending == nil, header != nil { before.append(offset..<(offset + 12 + length)) }
            }
            offset = data.upperBound + 4
        }
        if let frame = pending { decoded.append(frame) }
        guard let header else { throw PNGError("corrupt PNG: no IHDR") }
        guard !decoded.isEmpty else { throw PNGError("corrupt PNG: no image data") }
        var frames: [(png: [UInt8], delay: Double)] = []
        for frame in decoded {
            var file = PNGFile.signature + bytes[header]
            for chunk in before { file += bytes[chunk] }
            frame.data.withUnsafeBytes { zlib in
                [UInt8]("IDAT".utf8).withUnsafeBytes { PNGFile.appendChunk($0, zlib, to: &file) }
            }
            [UInt8]("IEND".utf8).withUnsafeBytes { PNGFile.appendChunk($0, UnsafeRawBufferPointer(start: nil, count: 0), to: &file) }
            frames.append((file, frame.delay))
        }
        return Parts(frames: frames, text: text)
    }
}
