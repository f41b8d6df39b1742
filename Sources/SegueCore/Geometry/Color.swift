/// A colour as straight (not premultiplied) sRGB components, each in 0...1.
///
/// Invariant: every component is finite and in 0...1; the throwing initialisers check it.
/// Interpolation is component-wise in sRGB space, which is how Core Animation
/// interpolates `backgroundColor` and other colour properties.
public struct Color: Hashable, Sendable, CustomDebugStringConvertible {
    /// The red component in 0...1, sRGB-encoded, not multiplied by alpha.
    public private(set) var red: Double
    /// The green component in 0...1, sRGB-encoded, not multiplied by alpha.
    public private(set) var green: Double
    /// The blue component in 0...1, sRGB-encoded, not multiplied by alpha.
    public private(set) var blue: Double
    /// The opacity in 0...1: 0 is fully transparent, 1 fully opaque.
    public private(set) var alpha: Double

    /// A validated colour; throws when a component is NaN or outside 0...1.
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) throws(GeometryError) {
        try GeometryError.require(red, in: 0...1, "red")
        try GeometryError.require(green, in: 0...1, "green")
        try GeometryError.require(blue, in: 0...1, "blue")
        try GeometryError.require(alpha, in: 0...1, "alpha")
        self.init(unchecked: red, green, blue, alpha)
    }

    /// A colour whose components the caller guarantees are in 0...1.
    public init(unchecked red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        assert([red, green, blue, alpha].allSatisfy { (0...1).contains($0) }, "invalid Color")
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case).
    public init(hex: String) throws(GeometryError) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else {
            throw GeometryError("expected a colour #RRGGBB or #RRGGBBAA, found \(MessageText.quoted(hex))")
        }
        var bytes: [Double] = []
        var i = 1
        while i < digits.count {
            guard let hi = Color.hexValue(digits[i]), let lo = Color.hexValue(digits[i + 1]) else {
                throw GeometryError("expected a colour #RRGGBB or #RRGGBBAA, found \(MessageText.quoted(hex))")
            }
            bytes.append(Double(hi * 16 + lo) / 255)
            i += 2
        }
        self.init(unchecked: bytes[0], bytes[1], bytes[2], bytes.count == 4 ? bytes[3] : 1)
    }

    private static func hexValue(_ c: UInt8) -> Int? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(c - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(c - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(c - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// Fully transparent (black with alpha 0).
    public static let clear = Color(unchecked: 0, 0, 0, 0)
    /// Opaque black.
    public static let black = Color(unchecked: 0, 0, 0, 1)
    /// Opaque white.
    public static let white = Color(unchecked: 1, 1, 1, 1)

    /// The same colour with `alpha` replaced (clamped to 0...1).
    public func withAlpha(_ alpha: Double) -> Color {
        Color(unchecked: red, green, blue, min(1, max(0, alpha.isNaN ? 0 : alpha)))
    }

    /// The colour `fraction` of the way to `other`, component-wise in sRGB space
    /// (alpha included), as Core Animation interpolates colours. Fractions outside 0...1
    /// (a spring's overshoot) are extrapolated and then clamped to valid components.
    public func lerp(to other: Color, _ fraction: Double) -> Color {
        func mix(_ x: Double, _ y: Double) -> Double { min(1, max(0, x + (y - x) * fraction)) }
        return Color(unchecked: mix(red, other.red), mix(green, other.green),
                     mix(blue, other.blue), mix(alpha, other.alpha))
    }

    /// `#RRGGBB`, or `#RRGGBBAA` when not opaque, with components rounded to bytes.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let n = Int(clamping: v * 255, to: 0...255)
            let s = String(n, radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha == 1 ? "" : byte(alpha))
    }

    public var debugDescription: String { "Color(unchecked: \(red), \(green), \(blue), \(alpha))" }
}
