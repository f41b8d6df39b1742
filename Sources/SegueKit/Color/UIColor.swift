import SegueCore
import SegueTemplates

/// UIKit's colour, as a light-appearance sRGB colour (see `CGColor` for the range Segue
/// draws). The system colours are UIKit's light-mode values at default contrast, the same
/// table templates use (`SystemColors`); the fixed colours (`red`, `gray`, …) are UIKit's
/// documented component values.
open class UIColor: NSObject, @unchecked Sendable {
    /// The colour Segue draws.
    let color: Color

    /// A dynamic colour, resolved now for the light appearance SegueKit draws (its trait
    /// collection's `userInterfaceStyle` is `.light`), as UIKit resolves one when it is drawn.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(dynamicProvider(UITraitCollection()).color)
    }

    /// The app's tint colour (iOS 15's `UIColor.tintColor`): the system blue, the default tint.
    public class var tintColor: UIColor { named("systemBlue") }

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

    /// Whether `object` is a `UIColor` with the same sRGB components and alpha.
    open override func isEqual(_ object: Any?) -> Bool { (object as? UIColor)?.color == color }
    /// A hash of the components, consistent with `isEqual(_:)`.
    open override var hash: Int { color.hashValue }

    private static func named(_ name: String) -> UIColor { UIColor(SystemColors.color(named: name)!) }

    // UIKit's fixed colours (UIColor's documentation gives their components).
    /// Black: white 0, alpha 1.
    public class var black: UIColor { UIColor(white: 0, alpha: 1) }
    /// Dark grey: white 1/3, alpha 1.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3, alpha: 1) }
    /// Light grey: white 2/3, alpha 1.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3, alpha: 1) }
    /// White: white 1, alpha 1.
    public class var white: UIColor { UIColor(white: 1, alpha: 1) }
    /// Grey: white 0.5, alpha 1.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red: RGB (1, 0, 0), alpha 1.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green: RGB (0, 1, 0), alpha 1.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue: RGB (0, 0, 1), alpha 1.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan: RGB (0, 1, 1), alpha 1.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow: RGB (1, 1, 0), alpha 1.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta: RGB (1, 0, 1), alpha 1.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange: RGB (1, 0.5, 0), alpha 1.
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple: RGB (0.5, 0, 0.5), alpha 1.
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown: RGB (0.6, 0.4, 0.2), alpha 1.
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Transparent: white 0, alpha 0.
    public class var clear: UIColor { UIColor(white: 0, alpha: 0) }

    // UIKit's system colours, light appearance.
    /// The system blue; light-mode value #007AFF. SegueKit's system colours are fixed, not dynamic: they keep
    /// their light values and do not adapt to dark mode or increased contrast.
    public class var systemBlue: UIColor { named("systemBlue") }
    /// The system red; light-mode value #FF3B30.
    public class var systemRed: UIColor { named("systemRed") }
    /// The system green; light-mode value #34C759.
    public class var systemGreen: UIColor { named("systemGreen") }
    /// The system orange; light-mode value #FF9500.
    public class var systemOrange: UIColor { named("systemOrange") }
    /// The system yellow; light-mode value #FFCC00.
    public class var systemYellow: UIColor { named("systemYellow") }
    /// The system pink; light-mode value #FF2D55.
    public class var systemPink: UIColor { named("systemPink") }
    /// The system purple; light-mode value #AF52DE.
    public class var systemPurple: UIColor { named("systemPurple") }
    /// The system teal; light-mode value #5AC8FA.
    public class var systemTeal: UIColor { named("systemTeal") }
    /// The system indigo; light-mode value #5856D6.
    public class var systemIndigo: UIColor { named("systemIndigo") }
    /// The system brown; light-mode value #A2845E.
    public class var systemBrown: UIColor { named("systemBrown") }
    /// The system mint (iOS 15); light-mode value #00C7BE.
    public class var systemMint: UIColor { named("systemMint") }
    /// The system cyan (iOS 15); light-mode value #32ADE6.
    public class var systemCyan: UIColor { named("systemCyan") }
    /// The base system grey; light-mode value #8E8E93.
    public class var systemGray: UIColor { named("systemGray") }
    /// The second system grey; light-mode value #AEAEB2.
    public class var systemGray2: UIColor { named("systemGray2") }
    /// The third system grey; light-mode value #C7C7CC.
    public class var systemGray3: UIColor { named("systemGray3") }
    /// The fourth system grey; light-mode value #D1D1D6.
    public class var systemGray4: UIColor { named("systemGray4") }
    /// The fifth system grey; light-mode value #E5E5EA.
    public class var systemGray5: UIColor { named("systemGray5") }
    /// The sixth, lightest system grey; light-mode value #F2F2F7.
    public class var systemGray6: UIColor { named("systemGray6") }
    /// The background of a plain screen; light-mode value #FFFFFF.
    public class var systemBackground: UIColor { named("systemBackground") }
    /// The background of content on `systemBackground`; light-mode value #F2F2F7.
    public class var secondarySystemBackground: UIColor { named("secondarySystemBackground") }
    /// The background of content on `secondarySystemBackground`; light-mode value #FFFFFF.
    public class var tertiarySystemBackground: UIColor { named("tertiarySystemBackground") }
    /// The background of a grouped screen (a grouped table's); light-mode value #F2F2F7.
    public class var systemGroupedBackground: UIColor { named("systemGroupedBackground") }
    /// The background of content on `systemGroupedBackground` (a grouped table's cells); light-mode value #FFFFFF.
    public class var secondarySystemGroupedBackground: UIColor { named("secondarySystemGroupedBackground") }
    /// The colour of primary text; light-mode value #000000.
    public class var label: UIColor { named("label") }
    /// The colour of secondary text; light-mode value #3C3C43 at 60 % opacity.
    public class var secondaryLabel: UIColor { named("secondaryLabel") }
    /// The colour of tertiary text; light-mode value #3C3C43 at 30 % opacity.
    public class var tertiaryLabel: UIColor { named("tertiaryLabel") }
    /// The colour of quaternary text; light-mode value #3C3C43 at 18 % opacity.
    public class var quaternaryLabel: UIColor { named("quaternaryLabel") }
    /// The colour of placeholder text in text fields; light-mode value #3C3C43 at 30 % opacity.
    public class var placeholderText: UIColor { named("placeholderText") }
    /// The colour of thin separator lines, translucent; light-mode value #3C3C43 at 29 % opacity.
    public class var separator: UIColor { named("separator") }
    /// The colour of separator lines that hide what is behind them; light-mode value #C6C6C8.
    public class var opaqueSeparator: UIColor { named("opaqueSeparator") }
    /// The colour of links; light-mode value #007AFF.
    public class var link: UIColor { named("link") }
    /// The fill of thin and small shapes (a slider's track); light-mode value #787880 at 20 % opacity.
    public class var systemFill: UIColor { named("systemFill") }
    /// The fill of medium-size shapes (a switch's off background); light-mode value #787880 at 16 % opacity.
    public class var secondarySystemFill: UIColor { named("secondarySystemFill") }
}
