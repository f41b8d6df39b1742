/// Conversions between premultiplied ARGB32 words (`PixelRows.Format.premultipliedARGB32`) and
/// straight RGBA bytes.
///
/// Such a word (Cairo's image-surface format) holds a pixel as one native-endian 32-bit word,
/// alpha in the top byte, each colour premultiplied by alpha. Reading the word (not bytes)
/// keeps this independent of endianness. Other modules premultiply with `word` (an image handed
/// to Cairo); the way back is `PixelRows`' subscript and `RGBAImage(_:)`.
public enum Premultiplication {
    /// A straight component from a premultiplied one: `(c · 255 + a / 2) / a` in integers, i.e.
    /// c · 255 / a rounded half up, clamped to 255; a fully transparent pixel gives 0.
    @inline(__always)
    static func unpremultiply(_ c: UInt32, alpha a: UInt32) -> UInt8 {
        if a == 255 { return UInt8(truncatingIfNeeded: c) }
        if a == 0 { return 0 }
        return UInt8(min(255, (c * 255 + a / 2) / a))
    }

    /// A premultiplied component from a straight one: `(c · a + 127) / 255`, c · a / 255 rounded
    /// half up (the rounding Cairo's own PNG reader uses, up to ties).
    @inline(__always)
    static func premultiply(_ c: UInt8, alpha a: UInt8) -> UInt32 {
        (UInt32(c) * UInt32(a) + 127) / 255
    }

    /// The straight pixel of one ARGB32 word.
    @inline(__always)
    static func rgba(_ word: UInt32) -> RGBA8 {
        let a = word >> 24
        return RGBA8(r: unpremultiply((word >> 16) & 0xFF, alpha: a),
                     g: unpremultiply((word >> 8) & 0xFF, alpha: a),
                     b: unpremultiply(word & 0xFF, alpha: a),
                     a: UInt8(a))
    }

    /// The ARGB32 word of one straight pixel.
    @inline(__always)
    public static func word(r: UInt8, g: UInt8, b: UInt8, a: UInt8) -> UInt32 {
        (UInt32(a) << 24) | (premultiply(r, alpha: a) << 16) | (premultiply(g, alpha: a) << 8) | premultiply(b, alpha: a)
    }
}
