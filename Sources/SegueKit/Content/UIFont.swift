import SegueCore

/// UIKit's font, as far as Segue draws text: the system font at a size and a weight (Apple's
/// UIFont documentation). Segue draws it in the renderer's family, the face nearest the weight
/// (Core's `TextContent`); other families are not supported. Immutable.
open class UIFont: NSObject, @unchecked Sendable {
    /// The font's weights, with UIKit's raw values (Apple: "the font face ultraLight has the
    /// approximate value of −0.8"), lightest first.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        /// UIKit's weight value, from −1 (thinnest) to 1 (heaviest); regular is 0.
        public let rawValue: CGFloat
        /// A weight of any value; Segue draws the face of the nearest of the nine named weights (the lighter
        /// of two equally near).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// As `init(rawValue:)`, UIKit's unlabelled form.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        /// Ultra light, −0.8.
        public static let ultraLight = Weight(-0.8)
        /// Thin, −0.6.
        public static let thin = Weight(-0.6)
        /// Light, −0.4.
        public static let light = Weight(-0.4)
        /// Regular, 0.
        public static let regular = Weight(0)
        /// Medium, 0.23.
        public static let medium = Weight(0.23)
        /// Semibold, 0.3.
        public static let semibold = Weight(0.3)
        /// Bold, 0.4.
        public static let bold = Weight(0.4)
        /// Heavy, 0.56.
        public static let heavy = Weight(0.56)
        /// Black, 0.62.
        public static let black = Weight(0.62)

        /// UIKit's nine weights with Segue's, in order.
        static let named: [(Weight, FontWeight)] = [
            (.ultraLight, .ultraLight), (.thin, .thin), (.light, .light), (.regular, .regular), (.medium, .medium),
            (.semibold, .semibold), (.bold, .bold), (.heavy, .heavy), (.black, .black),
        ]

        /// Segue's weight nearest this raw value (the lighter of two equally near; NaN is regular).
        var core: FontWeight {
            guard !rawValue.isNaN else { return .regular }
            return Weight.named.min { abs($0.0.rawValue - rawValue) < abs($1.0.rawValue - rawValue) }!.1
        }
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The weight the font was made with.
    let weight: Weight

    init(size: CGFloat, weight: Weight) {
        (pointSize, self.weight) = (size, weight)
        super.init()
    }

    /// The system font at `fontSize` points, regular.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }

    /// The system font at `fontSize` points and `weight`.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }

    /// The system font at `fontSize` points, bold.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }

    /// The same font at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: weight) }

    /// The system font's PostScript-style name for the weight, as iOS reports it (".SFUI-Regular",
    /// ".SFUI-Semibold", …); `init?(name:size:)` accepts these.
    open var fontName: String { UIFont.name(of: weight.core) }

    /// The system font's family, as iOS reports it.
    open var familyName: String { ".AppleSystemUIFont" }

    /// The font named `fontName` at `fontSize` points. Only the system font's names (a `fontName`
    /// of a SegueKit system font, such as ".SFUI-Bold") are supported; any other name returns
    /// nil, as UIKit does for a font it cannot find, and is recorded as unsupported, since on iOS
    /// it might have been found.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let (weight, _) = Weight.named.first(where: { UIFont.name(of: $0.1) == fontName }) else {
            Misuse.record(.unsupported("UIFont(name: \(MessageText.quoted(fontName))) (only the system font)"))
            return nil
        }
        self.init(size: fontSize, weight: weight)
    }

    /// The system font's name for a weight: ".SFUI-" and the face (".SFUI-Ultralight" … ".SFUI-Black").
    private static func name(of weight: FontWeight) -> String {
        let face = switch weight {
        case .ultraLight: "Ultralight"
        case .thin: "Thin"
        case .light: "Light"
        case .regular: "Regular"
        case .medium: "Medium"
        case .semibold: "Semibold"
        case .bold: "Bold"
        case .heavy: "Heavy"
        case .black: "Black"
        }
        return ".SFUI-" + face
    }

    /// Sets a text layer's font: this size and the nearest weight, in the renderer's family.
    func apply(to content: inout TextContent) {
        content.size = Double(pointSize)
        content.weight = weight.core
        content.font = nil
    }

    /// Equal when the point size and weight are equal.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return (other.pointSize, other.weight) == (pointSize, weight)
    }
    /// A hash of the point size and weight, consistent with `isEqual(_:)`.
    open override var hash: Int { pointSize.hashValue ^ weight.hashValue }

    /// Reads like the initialiser call: `UIFont.systemFont(ofSize: 17.0, weight: UIFont.Weight(0.0))`.
    open override var debugDescription: String {
        "UIFont.systemFont(ofSize: \(pointSize), weight: UIFont.Weight(\(weight.rawValue)))"
    }
}
