import SegueCore

/// Core Graphics' colour: RGBA components in the sRGB space (a grey is stored as RGB), with
/// CGColor's initialisers and accessors. A reference type, as in Core Graphics; immutable.
///
/// Segue draws sRGB with components in 0…1: a component outside it (extended sRGB, which iOS
/// shows only on wide-gamut displays) is clamped, NaN counts as 0.
public final class CGColor: Hashable, @unchecked Sendable {
    /// The colour Segue draws.
    let color: Color

    init(_ color: Color) { self.color = color }

    /// An sRGB colour (iOS 13's `CGColor(red:green:blue:alpha:)`).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(Color(unchecked: CGColor.unit(red), CGColor.unit(green), CGColor.unit(blue), CGColor.unit(alpha)))
    }

    /// A grey of `gray` (0 black … 1 white).
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(red: gray, green: gray, blue: gray, alpha: alpha)
    }

    /// The opacity, 0…1.
    public var alpha: CGFloat { CGFloat(color.alpha) }

    /// Red, green, blue and alpha.
    public var numberOfComponents: Int { 4 }

    /// [red, green, blue, alpha].
    public var components: [CGFloat]? { [color.red, color.green, color.blue, color.alpha].map { CGFloat($0) } }

    /// The same colour with another alpha.
    public func copy(alpha: CGFloat) -> CGColor? {
        CGColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: alpha)
    }

    /// Whether the two colours have the same sRGB components and alpha (after clamping).
    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.color == rhs.color }
    /// Hashes the components, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }

    /// `value` clamped into 0…1, NaN as 0.
    static func unit(_ value: CGFloat) -> Double {
        value.isNaN ? 0 : min(1, max(0, Double(value)))
    }
}
