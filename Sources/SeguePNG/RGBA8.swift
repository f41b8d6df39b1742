/// One straight (un-premultiplied) 8-bit RGBA pixel.
public struct RGBA8: Hashable, Sendable, CustomDebugStringConvertible {
    /// The channels, 0...255; the colour is not multiplied by alpha, and `a` 255 is opaque.
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// A pixel, opaque unless `a` is given.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) {
        self.r = r; self.g = g; self.b = b; self.a = a
    }

    public var debugDescription: String { "RGBA8(r: \(r), g: \(g), b: \(b), a: \(a))" }
}
