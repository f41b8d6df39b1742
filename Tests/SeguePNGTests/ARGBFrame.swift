import SeguePNG

/// Pixels as premultiplied ARGB32 words (`PixelRows.Format.premultipliedARGB32`), built by hand
/// the way Cairo holds a drawn frame, so the encoder is tested without Cairo.
///
/// Rows are `stride` bytes apart: the `width` pixels, then `padding` words that the encoder must
/// never read. The padding holds `ARGBFrame.paddingWord`, a translucent word that would turn the
/// file into RGBA (and change its bytes) if it were read.
struct ARGBFrame: Sendable {
    let width: Int
    let height: Int
    let padding: Int
    private(set) var words: [UInt32]

    /// Not a valid premultiplied pixel (colour above alpha), and not opaque.
    static let paddingWord: UInt32 = 0x1234_5678

    /// A frame of `width × height` pixels, all `fill` (transparent black unless given).
    init(width: Int, height: Int, fill: RGBA8 = RGBA8(r: 0, g: 0, b: 0, a: 0), padding: Int = 0) {
        self.width = width
        self.height = height
        self.padding = padding
        let row = Array(repeating: ARGBFrame.word(fill), count: width) + Array(repeating: ARGBFrame.paddingWord, count: padding)
        words = Array((0..<height).map { _ in row }.joined())
    }

    /// Bytes from one row to the next.
    var stride: Int { 4 * (width + padding) }

    /// The word at column `x`, row `y`, as stored.
    subscript(x: Int, y: Int) -> UInt32 {
        get { words[y * (width + padding) + x] }
        set { words[y * (width + padding) + x] = newValue }
    }

    /// The word Cairo stores for the straight pixel `p`.
    static func word(_ p: RGBA8) -> UInt32 { Premultiplication.word(r: p.r, g: p.g, b: p.b, a: p.a) }

    /// Sets every pixel of the `w × h` rectangle at (x, y), clipped to the frame, to `color`.
    mutating func fill(x: Int, y: Int, width w: Int, height h: Int, _ color: RGBA8) {
        let word = ARGBFrame.word(color)
        for row in max(0, y)..<min(height, y + h) {
            for column in max(0, x)..<min(width, x + w) { self[column, row] = word }
        }
    }

    /// Calls `body` with the words as pixel rows.
    func withPixelRows<R>(_ body: (PixelRows) throws -> R) rethrows -> R {
        try words.withUnsafeBytes { bytes in
            try body(PixelRows(base: bytes.baseAddress!, width: width, height: height, stride: stride,
                               format: .premultipliedARGB32))
        }
    }

    /// The straight pixels, as `RGBAImage(_: PixelRows)` makes them.
    var image: RGBAImage { withPixelRows { RGBAImage($0) } }

    /// The PNG of these pixels.
    func encode(_ encoder: PNGEncoder = PNGEncoder(), workspace: PNGWorkspace = PNGWorkspace()) -> [UInt8] {
        withPixelRows { encoder.encode($0, workspace: workspace) }
    }
}
