/// A device a canvas can be: its screen in points, its pixel scale, the safe area its status bar,
/// sensor housing and home indicator take, and the radius of its display's corners.
///
/// Sources, per value: point sizes and scales are Apple's (Human Interface Guidelines, Layout,
/// "Device screen sizes and orientations"); safe-area insets are what `safeAreaInsets` reports in
/// portrait in Xcode's Simulator, as the community tables publish them (useyourloaf.com, "iPhone
/// 16 Screen Sizes", 2024; the iPad values since the iPad Pro 2018); display corner radii are
/// what the private `UIScreen._displayCornerRadius` returns, as the ScreenCorners and
/// device_corner_radius tables publish them (public API has none). docs/templates.md tables them.
public struct Device: Hashable, Sendable {
    /// The name templates and `segue list` use (`iPhone 16`); `named(_:)` also takes it without
    /// spaces or case (`iphone16`, `iphone-16`).
    public let name: String
    /// Phone or pad: which chrome metrics (bar heights, sheet styles) apply.
    public let idiom: Idiom
    /// The screen in points, portrait.
    public let size: Size
    /// Pixels per point of the real display.
    public let scale: Double
    /// The portrait safe area: the status bar (and Dynamic Island) at the top, the home indicator
    /// at the bottom.
    public let safeArea: EdgeInsets
    /// The display's corner radius in points (0: square corners).
    public let cornerRadius: Double
    /// The status bar's height in points (the area its glyphs are centred in).
    public let statusBarHeight: Double
    /// True for devices without a home button, which draw a home indicator.
    public let hasHomeIndicator: Bool

    /// The user-interface idioms Segue draws chrome for (`UIUserInterfaceIdiom`).
    public enum Idiom: String, Hashable, Sendable, CaseIterable { case phone, pad }

    public init(name: String, idiom: Idiom, size: Size, scale: Double, safeArea: EdgeInsets, cornerRadius: Double,
                statusBarHeight: Double, hasHomeIndicator: Bool) {
        self.name = name
        self.idiom = idiom
        self.size = size
        self.scale = scale
        self.safeArea = safeArea
        self.cornerRadius = cornerRadius
        self.statusBarHeight = statusBarHeight
        self.hasHomeIndicator = hasHomeIndicator
    }

    /// iPhone SE (3rd generation): 4.7-inch, Touch ID, square corners, a 20-point status bar.
    public static let iPhoneSE3 = Device(name: "iPhone SE", idiom: .phone, size: Size(unchecked: 375, 667), scale: 2,
                                         safeArea: EdgeInsets(top: 20), cornerRadius: 0, statusBarHeight: 20, hasHomeIndicator: false)
    /// iPhone 16: 6.1-inch with the Dynamic Island (status bar 54 pt, safe area 59 pt).
    public static let iPhone16 = Device(name: "iPhone 16", idiom: .phone, size: Size(unchecked: 393, 852), scale: 3,
                                        safeArea: EdgeInsets(top: 59, bottom: 34), cornerRadius: 55, statusBarHeight: 54, hasHomeIndicator: true)
    /// iPhone 16 Pro Max: 6.9-inch, thinner borders (safe area 62 pt, corners 62 pt).
    public static let iPhone16ProMax = Device(name: "iPhone 16 Pro Max", idiom: .phone, size: Size(unchecked: 440, 956), scale: 3,
                                              safeArea: EdgeInsets(top: 62, bottom: 34), cornerRadius: 62, statusBarHeight: 62, hasHomeIndicator: true)
    /// iPad Air 11-inch (M2): 820×1180 points, a 24-point status bar, an 18-point corner radius.
    public static let iPadAir11 = Device(name: "iPad Air 11-inch", idiom: .pad, size: Size(unchecked: 820, 1180), scale: 2,
                                         safeArea: EdgeInsets(top: 24, bottom: 20), cornerRadius: 18, statusBarHeight: 24, hasHomeIndicator: true)
    /// iPhone 14 / 15 at 390×844 (Segue's default canvas): the metrics chrome uses when a canvas
    /// names no device (a notch: status bar 47 pt, corners 47.33 pt).
    public static let iPhone14 = Device(name: "iPhone 14", idiom: .phone, size: Size(unchecked: 390, 844), scale: 3,
                                        safeArea: EdgeInsets(top: 47, bottom: 34), cornerRadius: 47.33, statusBarHeight: 47, hasHomeIndicator: true)

    /// Every preset, in the order docs/templates.md tables them.
    public static let presets: [Device] = [.iPhoneSE3, .iPhone16, .iPhone16ProMax, .iPadAir11, .iPhone14]

    /// Other spellings `named(_:)` accepts, keyed by their folded form.
    private static let aliases: [String: Device] = [
        "iphonese3": .iPhoneSE3, "iphonese3rdgeneration": .iPhoneSE3, "iphonesethirdgeneration": .iPhoneSE3,
        "ipadair": .iPadAir11, "ipadair11": .iPadAir11, "ipadair11inchm2": .iPadAir11, "ipadairm2": .iPadAir11,
        "ipadair11m2": .iPadAir11, "ipadair11inch": .iPadAir11,
        "iphone15": .iPhone14, "iphone13": .iPhone14,
    ]

    /// The preset called `name`, compared without case, spaces, hyphens, parentheses or
    /// punctuation (`iPhone 16 Pro Max`, `iphone-16-pro-max`); `nil` when there is none.
    public static func named(_ name: String) -> Device? {
        let key = folded(name)
        return presets.first { folded($0.name) == key } ?? aliases[key]
    }

    /// The preset names, for messages and `segue list`.
    public static var names: [String] { presets.map(\.name) }

    /// Every spelling `named(_:)` accepts, folded (lowercase letters and digits only): the
    /// presets' and the aliases', sorted, for the template schema's device pattern.
    public static var foldedNames: [String] { Set(presets.map { folded($0.name) } + aliases.keys).sorted() }

    /// The preset whose point size is `size` (portrait), for a canvas that names none; else the
    /// default (`iPhone14`) metrics laid on `size`: chrome always has a safe area to use.
    public static func matching(_ size: Size) -> Device {
        presets.first { $0.size == size } ?? iPhone14
    }

    private static func folded(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) })
    }
}
