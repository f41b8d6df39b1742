/// An animated PNG (APNG): frames of one size and colour type, each shown for a number of ticks
/// of a frame rate, looping forever. Browsers and GitHub play it; a viewer that does not know
/// APNG shows the first frame, which is the file's ordinary image.
///
/// The file is IHDR, acTL (frame count, loop forever), then per frame an fcTL (size, delay,
/// dispose none, blend source) followed by the frame's zlib stream: IDAT for the first, fdAT
/// (with a sequence number) for the others, then IEND (APNG 1.0). Consecutive identical frames
/// are one frame with a longer delay. `text` entries go in tEXt chunks after acTL, where a
/// reader finds them before any frame (`parts(of:)`).
public struct AnimatedPNG {
    /// The width of every frame, in pixels.
    public let width: Int
    /// The height of every frame, in pixels.
    public let height: Int
    /// RGBA frames (translucent pixels kept) or RGB (every pixel opaque).
    public let hasAlpha: Bool
    /// Ticks per second of the delays.
    public let fps: Int
    private var frames: [(zlib: [UInt8], ticks: Int)] = []
    /// How frames are compressed (`append(_:ticks:sameAsPrevious:)`); a caller compressing
    /// frames itself, on other threads, uses the same encoder for `append(zlibStream:ticks:)`.
    public let encoder: PNGEncoder
    private let workspace = PNGWorkspace()
    /// Keyword and text pairs written as tEXt chunks, in order: what the file says about its
    /// frames (a golden file keeps their frame indices here). Keywords are 1 to 79 Latin-1
    /// printable characters; the text is Latin-1 without NUL (PNG 1.2, 11.3.4.3).
    public var text: [(keyword: String, text: String)] = []

    /// An empty animation of `width × height` frames at `fps` ticks per second.
    public init(width: Int, height: Int, hasAlpha: Bool, fps: Int, compression: PNGEncoder.Compression = .small) {
        self.width = width
        self.height = height
        self.hasAlpha = hasAlpha
        self.fps = min(max(1, fps), Int(UInt16.max)) // the delay's denominator is a 16-bit field
        self.encoder = PNGEncoder(compression: compression)
    }

    /// The number of distinct frames so far.
    public var frameCount: Int { frames.count }

    /// Appends `rows` (which must be `width × height`), shown for `ticks` ticks. `sameAsPrevious`
    /// says the pixels equal the last frame's, which then just lasts longer.
    public mutating func append(_ rows: PixelRows, ticks: Int = 1, sameAsPrevious: Bool = false) {
        precondition(rows.width == width && rows.height == height, "an APNG frame of another size")
        if sameAsPrevious, !frames.isEmpty {
            frames[frames.count - 1].ticks += ticks
            return
        }
        frames.append((encoder.zlibStream(rows, hasAlpha: hasAlpha, workspace: workspace), ticks))
    }

    /// Appends a frame already compressed: `encoder.zlibStream(rows, hasAlpha: hasAlpha, …)` of
    /// `width × height` rows, shown for `ticks` ticks. Lets frames be compressed in parallel
    /// and appended in order.
    public mutating func append(zlibStream: [UInt8], ticks: Int = 1) {
        frames.append((zlibStream, ticks))
    }

    /// Holds the last frame `ticks` ticks longer (a pause before the loop starts again).
    public mutating func holdLast(ticks: Int) {
        if !frames.isEmpty { frames[frames.count - 1].ticks += ticks }
    }

    /// The file's bytes. At least one frame must have been appended: an APNG without image
    /// data is not a PNG.
    public func bytes() -> [UInt8] {
        precondition(!frames.isEmpty, "an animated PNG needs at least one frame")
        var out = PNGFile.signature
        PNGFile.appendHeader(width: width, height: height, hasAlpha: hasAlpha, to: &out)
        var control: [UInt8] = []
        control.appendBigEndian(UInt32(frames.count))
        control.appendBigEndian(0) // loop forever
        control.withUnsafeBytes { PNGFile.appendChunk("acTL", $0, to: &out) }
        for (keyword, text) in text {
            precondition((1...79).contains(keyword.utf8.count) && keyword.utf8.allSatisfy { (32...126).contains($0) },
                         "a tEXt keyword is 1 to 79 printable characters")
            precondition(text.utf8.allSatisfy { $0 != 0 && $0 < 128 }, "tEXt text here is ASCII without NUL")
            let data = Array(keyword.utf8) + [0] + Array(text.utf8)
            data.withUnsafeBytes { PNGFile.appendChunk("tEXt", $0, to: &out) }
        }
        var sequence: UInt32 = 0
        for (index, frame) in frames.enumerated() {
            var fcTL: [UInt8] = []
            fcTL.appendBigEndian(sequence)
            sequence += 1
            for value in [UInt32(width), UInt32(height), 0, 0] { fcTL.appendBigEndian(value) }
            // The delay as a fraction ticks / fps seconds; both are 16-bit fields.
            let ticks = min(frame.ticks, Int(UInt16.max))
            fcTL += [UInt8(ticks >> 8), UInt8(ticks & 0xFF), UInt8(fps >> 8), UInt8(fps & 0xFF)]
            fcTL += [0, 0] // dispose: none; blend: source (each frame replaces the whole canvas)
            fcTL.withUnsafeBytes { PNGFile.appendChunk("fcTL", $0, to: &out) }
            if index == 0 {
                frame.zlib.withUnsafeBytes { PNGFile.appendChunk("IDAT", $0, to: &out) }
            } else {
                var data: [UInt8] = []
                data.reserveCapacity(4 + frame.zlib.count)
                data.appendBigEndian(sequence)
                sequence += 1
                data += frame.zlib
                data.withUnsafeBytes { PNGFile.appendChunk("fdAT", $0, to: &out) }
            }
        }
        PNGFile.appendChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0), to: &out)
        return out
    }
}
