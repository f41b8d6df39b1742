import SegueCore
import SegueTemplates

/// UIKit's colour, as a light-appearance sRGB colour (see `CGColor` for the range Segue
/// draws). The system colours are UIKit's light-mode values at default contrast, the same
/// table templates use (`SystemColors`); the fixed colours (`red`, `gray`, …) are UIKit's
/// documented component values.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour Segue draws.
    let color: Color

    init(_ color: Color) {
        self.color = color
        super.init()
    }

    /// An sRGB colour; components outside 0…1 are clamped (see `CGColor`).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(CGColor(red: red, green: green, blue: blue, alpha: alpha).color)
    }

    /// A grey of `white` (0 black … 1 white).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour by hue, saturation and brightness (each 0…1, hue a fraction of the turn from
    /// red), converted to sRGB by the standard HSB (HSV) formula, as UIKit's.
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue.isFinite ? hue - hue.rounded(.down) : 0) * 6
        let s = min(1, max(0, saturation.isFinite ? saturation : 0)), v = min(1, max(0, brightness.isFinite ? brightness : 0))
        let sector = Int(h) % 6, f = h - CGFloat(Int(h))
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// The colour of a `CGColor`.
    public convenience init(cgColor: CGColor) { self.init(cgColor.color) }

    /// This colour as a `CGColor`, for layers.
    open var cgColor: CGColor { CGColor(color) }

    /// The same colour with another alpha.
    open func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: alpha)
    }

    /// The sRGB components; always true (every SegueKit colour is RGB).
    open func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                     blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        red?.pointee = CGFloat(color.red)
        green?.pointee = CGFloat(color.green)
        blue?.pointee = CGFloat(color.blue)
        alpha?.pointee = CGFloat(color.alpha)
        return true
    }

    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
    open override var hash: Int { color.hashValue }

    private static func named(_ name: String) -> UIColor { UIColor(SystemColors.color(named: name)!) }

    // UIKit's fixed colours (UIColor's documentation gives their components).
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // UIKit's system colours, light appearance.
    public class var systemBlue: UIColor { named("systemBlue") }
    public class var systemRed: UIColor { named("systemRed") }
    public class var systemGreen: UIColor { named("systemGreen") }
    public class var systemOrange: UIColor { named("systemOrange") }
    public class var systemYellow: UIColor { named("systemYellow") }
    public class var systemPink: UIColor { named("systemPink") }
    public class var systemPurple: UIColor { named("systemPurple") }
    public class var systemTeal: UIColor { named("systemTeal") }
    public class var systemIndigo: UIColor { named("systemIndigo") }
    public class var systemGray: UIColor { named("systemGray") }
    public class var systemGray2: UIColor { named("systemGray2") }
    public class var systemGray3: UIColor { named("systemGray3") }
    public class var systemGray4: UIColor { named("systemGray4") }
    public class var systemGray5: UIColor { named("systemGray5") }
    public class var systemGray6: UIColor { named("systemGray6") }
    public class var systemBackground: UIColor { named("systemBackground") }
    public class var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
    public class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
    public class var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
    public class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
    public class var label: UIColor { named("label") }
    public class var secondaryLabel: UIColor { named("secondaryLabel") }
    public class var tertiaryLabel: UIColor { named("tertiaryLabel") }
    public class var quaternaryLabel: UIColor { named("quaternaryLabel") }
    public class var placeholderText: UIColor { named("placeholderText") }
    public class var separator: UIColor { named("separator") }
    public class var opaqueSeparator: UIColor { named("opaqueSeparator") }
    public class var link: UIColor { named("link") }
    public class var systemFill: UIColor { named("systemFill") }
    public class var secondarySystemFill: UIColor { named("secondarySystemFill") }
}
