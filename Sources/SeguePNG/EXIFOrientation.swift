/// A JPEG's EXIF orientation (TIFF tag 0x0112 in the APP1 "Exif" segment): how the stored pixels
/// turn to show the picture upright. The values are TIFF 6.0's and the EXIF 2.3 standard's:
/// 1 upright; 2 mirrored left–right; 3 turned 180°; 4 mirrored top–bottom; 5 transposed (mirrored
/// about the main diagonal); 6 stored turned 90° anticlockwise, shown turned 90° clockwise;
/// 7 transversed (mirrored about the other diagonal); 8 stored turned 90° clockwise. UIImage maps
/// them to `imageOrientation` (.up, .upMirrored, .down, .downMirrored, .leftMirrored, .right,
/// .rightMirrored, .left) and draws the picture upright; so does Segue.
struct EXIFOrientation {
    /// 1...8; 1 when the file has no EXIF orientation or an unreadable one.
    let value: Int

    /// The orientation in `jpeg`'s first APP1 Exif segment, 1 when there is none.
    init(jpeg bytes: [UInt8]) {
        value = EXIFOrientation.find(in: bytes) ?? 1
    }

    /// True for orientations 5 to 8, whose upright picture swaps width and height.
    var swapsSides: Bool { value >= 5 }

    /// `image` (the stored pixels) turned upright: pixel (x, y) of the result is the stored pixel
    /// the orientation maps there.
    func upright(_ image: RGBAImage) -> RGBAImage {
        guard value != 1 else { return image }
        let w = image.width, h = image.height
        let (ow, oh) = swapsSides ? (h, w) : (w, h)
        var out = [UInt8](repeating: 0, count: image.pixels.count)
        image.pixels.withUnsafeBufferPointer { src in
            out.withUnsafeMutableBufferPointer { dst in
                for y in 0..<oh {
                    for x in 0..<ow {
                        let (sx, sy) = source(x, y, width: ow, height: oh)
                        let s = (sy * w + sx) * 4, d = (y * ow + x) * 4
                        dst[d] = src[s]; dst[d + 1] = src[s + 1]; dst[d + 2] = src[s + 2]; dst[d + 3] = src[s + 3]
                    }
                }
            }
        }
        return RGBAImage(width: ow, height: oh, pixels: out)
    }

    /// The stored pixel shown at upright (x, y), for an upright picture of `width × height`.
    func source(_ x: Int, _ y: Int, width: Int, height: Int) -> (Int, Int) {
        switch value {
        case 2: (width - 1 - x, y)
        case 3: (width - 1 - x, height - 1 - y)
        case 4: (x, height - 1 - y)
        case 5: (y, x)
        case 6: (y, width - 1 - x)
        case 7: (height - 1 - y, width - 1 - x)
        case 8: (height - 1 - y, x)
        default: (x, y)
        }
    }

    /// The orientation tag's value, read from the markers before the image data: each segment
    /// is FF xx and a 2-byte big-endian length; APP1 (FF E1) starting "Exif\0\0" holds a TIFF
    /// header ("II" little- or "MM" big-endian, 42, the offset of IFD0), whose entries are 12
    /// bytes: tag, type, count, value. Anything malformed reads as no orientation.
    private static func find(in bytes: [UInt8]) -> Int? {
        var i = 2
        while i + 4 <= bytes.count, bytes[i] == 0xFF {
            // Fill bytes (0xFF) may pad the space before a marker.
            if bytes[i + 1] == 0xFF { i += 1; continue }
            let marker = bytes[i + 1]
            if marker == 0xDA || marker == 0xD9 { return nil }   // start of scan, end of image
            let length = Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            guard length >= 2, i + 2 + length <= bytes.count else { return nil }
            let body = i + 4, end = i + 2 + length
            if marker == 0xE1, end - body >= 14, bytes[body..<body + 6].elementsEqual([0x45, 0x78, 0x69, 0x66, 0, 0]) {
                return orientation(tiff: Array(bytes[body + 6..<end]))
            }
            i = end
        }
        return nil
    }

    private static func orientation(tiff t: [UInt8]) -> Int? {
        guard t.count >= 8 else { return nil }
        let little: Bool
        switch (t[0], t[1]) {
        case (0x49, 0x49): little = true
        case (0x4D, 0x4D): little = false
        default: return nil
        }
        func u16(_ at: Int) -> Int? {
            guard at >= 0, at + 2 <= t.count else { return nil }
            return little ? Int(t[at]) | Int(t[at + 1]) << 8 : Int(t[at]) << 8 | Int(t[at + 1])
        }
        func u32(_ at: Int) -> Int? {
            guard let a = u16(at), let b = u16(at + 2) else { return nil }
            return little ? a | b << 16 : a << 16 | b
        }
        guard u16(2) == 42, let ifd = u32(4), let count = u16(ifd) else { return nil }
        for entry in 0..<count {
            let at = ifd + 2 + entry * 12
            guard let tag = u16(at) else { return nil }
            // SHORT (type 3), count 1: the value sits in the first two bytes of the value field.
            if tag == 0x0112, u16(at + 2) == 3, let value = u16(at + 8), (1...8).contains(value) { return value }
        }
        return nil
    }
}
