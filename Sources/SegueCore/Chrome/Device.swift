/// A device a canvas can be: its screen in points, its pixel scale, the safe area its status bar,
/// sensor housing and home indicator take, and the radius of its display's corners.
///
/// Sources, per value: point sizes and scales are Apple's (Human Interface Guidelines, Layout,
/// "Device screen sizes and orientations"; piotrbakker/diagonal's tables for the 2025 lineup);
/// safe-area insets are what `safeAreaInsets` reports in Xcode's Simulator, as the community
/// tables publish them: useyourloaf.com, "iPhone 16 Screen Sizes" (iOS 18, portrait and
/// landscape: 0 at the top, the sensor housing's inset on both sides, 21 pt below) and "iPhone 17
/// Screen Sizes" (iOS 26, which reserves 20 pt at the top in landscape), as swift-snapshot-testing
/// PR #1046 quotes them; the iPad values (24 / 20 in both orientations) since the iPad Pro 2018.
/// Display corner radii are what the private `UIScreen._displayCornerRadius` returns, as the
/// ScreenCorners and device_corner_radius tables publish them (public API has none); the 2025
/// phones' 62 pt was measured in the Xcode 26 release candidate (artembolotov.github.io, "iPhone
/// Air", 2025), the 2024 iPads' 18 pt is carried over from the measured 2018-2020 iPads. The
/// status bar height of the Dynamic Island phones (54 pt, useyourloaf's for the 16 Pro) is
/// below their safe-area top, which is what the bar is drawn in. docs/templates.md tables them.
public struct Device: Hashable, Sendable {
    /// The name templates and `segue list` use (`iPhone 16`); `named(_:)` also takes it without
    /// spaces or case (`iphone16`, `iphone-16`).
    public let name: String
    /// Phone or pad: which chrome metrics (bar heights, sheet styles) apply.
    public let idiom: Idiom
    /// How the device is held: `size`, `safeArea` and the status bar follow it (`oriented(_:)`).
    public private(set) var orientation: Orientation = .portrait
    /// The screen in points, portrait.
    public let portraitSize: Size
    /// Pixels per point of the real display.
    public let scale: Double
    /// The portrait safe area: the status bar (and Dynamic Island) at the top, the home indicator
    /// at the bottom.
    public let portraitSafeArea: EdgeInsets
    /// The landscape safe area (held with the Dynamic Island or notch on the left): the sensor
    /// housing's width on both sides, the home indicator below, no status bar on iPhone.
    public let landscapeSafeArea: EdgeInsets
    /// The display's corner radius in points (0: square corners).
    public let cornerRadius: Double
    /// The status bar's height in points in portrait (the area its glyphs are centred in).
    public let portraitStatusBarHeight: Double
    /// True for devices without a home button, which draw a home indicator.
    public let hasHomeIndicator: Bool

    /// The user-interface idioms Segue draws chrome for (`UIUserInterfaceIdiom`).
    public enum Idiom: String, Hashable, Sendable, CaseIterable { case phone, pad }

    public init(name: String, idiom: Idiom, size: Size, scale: Double, safeArea: EdgeInsets, landscapeSafeArea: EdgeInsets,
                cornerRadius: Double, statusBarHeight: Double, hasHomeIndicator: Bool) {
        self.name = name
        self.idiom = idiom
        self.portraitSize = size
        self.scale = scale
        self.portraitSafeArea = safeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.cornerRadius = cornerRadius
        self.portraitStatusBarHeight = statusBarHeight
        self.hasHomeIndicator = hasHomeIndicator
    }

    /// The device held as `orientation`.
    public func oriented(_ orientation: Orientation) -> Device {
        var device = self
        device.orientation = orientation
        return device
    }

    /// The screen in points as held: portrait's sides swapped in landscape.
    public var size: Size {
        orientation == .portrait ? portraitSize : Size(unchecked: portraitSize.height, portraitSize.width)
    }

    /// The safe area as held.
    public var safeArea: EdgeInsets { orientation == .portrait ? portraitSafeArea : landscapeSafeArea }

    /// Whether the status bar shows: not on an iPhone held in landscape, where iOS hides it
    /// (compact height: `prefersStatusBarHidden` is true by default there since iOS 8).
    public var showsStatusBar: Bool { !(idiom == .phone && orientation == .landscape) }

    /// The status bar's height in points as held: 0 when it is hidden.
    public var statusBarHeight: Double { showsStatusBar ? portraitStatusBarHeight : 0 }

    /// Whether the device is in a compact height (an iPhone in landscape): bars are compact and
    /// large titles show inline.
    public var isCompactHeight: Bool { idiom == .phone && orientation == .landscape }

    /// iPhone SE (3rd generation): 4.7-inch, Touch ID, square corners, a 20-point status bar.
    public static let iPhoneSE3 = Device(name: "iPhone SE", idiom: .phone, size: Size(unchecked: 375, 667), scale: 2,
                                         safeArea: EdgeInsets(top: 20), landscapeSafeArea: EdgeInsets(), cornerRadius: 0,
                                         statusBarHeight: 20, hasHomeIndicator: false)
    /// iPhone 16: 6.1-inch with the Dynamic Island (status bar 54 pt, safe area 59 pt).
    public static let iPhone16 = Device(name: "iPhone 16", idiom: .phone, size: Size(unchecked: 393, 852), scale: 3,
                                        safeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
                                        cornerRadius: 55, statusBarHeight: 54, hasHomeIndicator: true)
    /// iPhone 16 Pro Max: 6.9-inch, thinner borders (safe area 62 pt, corners 62 pt).
    public static let iPhone16ProMax = Device(name: "iPhone 16 Pro Max", idiom: .phone, size: Size(unchecked: 440, 956), scale: 3,
                                              safeArea: EdgeInsets(top: 62, bottom: 34), landscapeSafeArea: EdgeInsets(left: 62, bottom: 21, right: 62),
                                              cornerRadius: 62, statusBarHeight: 54, hasHomeIndicator: true)
    /// iPad Air 11-inch (M2): 820×1180 points, a 24-point status bar, an 18-point corner radius.
    public static let iPadAir11 = Device(name: "iPad Air 11-inch", idiom: .pad, size: Size(unchecked: 820, 1180), scale: 2,
                                         safeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
                                         cornerRadius: 18, statusBarHeight: 24, hasHomeIndicator: true)
    /// iPhone 14 / 15 at 390×844 (Segue's default canvas): the metrics chrome uses when a canvas
    /// names no device (a notch: status bar 47 pt, corners 47.33 pt).
    public static let iPhone14 = Device(name: "iPhone 14", idiom: .phone, size: Size(unchecked: 390, 844), scale: 3,
                                        safeArea: EdgeInsets(top: 47, bottom: 34), landscapeSafeArea: EdgeInsets(left: 47, bottom: 21, right: 47),
                                        cornerRadius: 47.33, statusBarHeight: 47, hasHomeIndicator: true)

    /// iPhone 16 Plus: 6.7-inch with the Dynamic Island, regular width in landscape.
    public static let iPhone16Plus = Device(name: "iPhone 16 Plus", idiom: .phone, size: Size(unchecked: 430, 932), scale: 3,
                                            safeArea: EdgeInsets(top: 59, bottom: 34), landscapeSafeArea: EdgeInsets(left: 59, bottom: 21, right: 59),
                                            cornerRadius: 55, statusBarHeight: 54, hasHomeIndicator: true)
    /// iPhone 16 Pro: 6.3-inch, thinner borders (safe area 62 pt, corners 62 pt).
    public static let iPhone16Pro = Device(name: "iPhone 16 Pro", idiom: .phone, size: Size(unchecked: 402, 874), scale: 3,
                                           safeArea: EdgeInsets(top: 62, bottom: 34), landscapeSafeArea: EdgeInsets(left: 62, bottom: 21, right: 62),
                                           cornerRadius: 62, statusBarHeight: 54, hasHomeIndicator: true)
    /// iPhone 16e: 6.1-inch with a notch, the iPhone 14's screen.
    public static let iPhone16e = Device(name: "iPhone 16e", idiom: .phone, size: Size(unchecked: 390, 844), scale: 3,
                                         safeArea: EdgeInsets(top: 47, bottom: 34), landscapeSafeArea: EdgeInsets(left: 47, bottom: 21, right: 47),
                                         cornerRadius: 47.33, statusBarHeight: 47, hasHomeIndicator: true)
    /// iPhone 17: the 16 Pro's 6.3-inch screen; iOS 26 reserves 20 pt at the top in landscape.
    public static let iPhone17 = Device(name: "iPhone 17", idiom: .phone, size: Size(unchecked: 402, 874), scale: 3,
                                        safeArea: EdgeInsets(top: 62, bottom: 34), landscapeSafeArea: EdgeInsets(top: 20, left: 62, bottom: 20, right: 62),
                                        cornerRadius: 62, statusBarHeight: 54, hasHomeIndicator: true)
    /// iPhone Air: 6.5-inch, the deepest top safe area (68 pt), regular width in landscape.
    public static let iPhoneAir = Device(name: "iPhone Air", idiom: .phone, size: Size(unchecked: 420, 912), scale: 3,
                                         safeArea: EdgeInsets(top: 68, bottom: 34), landscapeSafeArea: EdgeInsets(top: 20, left: 68, bottom: 29, right: 68),
                                         cornerRadius: 62, statusBarHeight: 54, hasHomeIndicator: true)
    /// iPhone 17 Pro: 6.3-inch.
    public static let iPhone17Pro = Device(name: "iPhone 17 Pro", idiom: .phone, size: Size(unchecked: 402, 874), scale: 3,
                                           safeArea: EdgeInsets(top: 62, bottom: 34), landscapeSafeArea: EdgeInsets(top: 20, left: 62, bottom: 20, right: 62),
                                           cornerRadius: 62, statusBarHeight: 54, hasHomeIndicator: true)
    /// iPhone 17 Pro Max: 6.9-inch, regular width in landscape.
    public static let iPhone17ProMax = Device(name: "iPhone 17 Pro Max", idiom: .phone, size: Size(unchecked: 440, 956), scale: 3,
                                              safeArea: EdgeInsets(top: 62, bottom: 34), landscapeSafeArea: EdgeInsets(top: 20, left: 62, bottom: 20, right: 62),
                                              cornerRadius: 62, statusBarHeight: 54, hasHomeIndicator: true)
    /// iPad Air 13-inch (M2/M3): 1024×1366 points.
    public static let iPadAir13 = Device(name: "iPad Air 13-inch", idiom: .pad, size: Size(unchecked: 1024, 1366), scale: 2,
                                         safeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
                                         cornerRadius: 18, statusBarHeight: 24, hasHomeIndicator: true)
    /// iPad Pro 11-inch (M4): 834×1210 points.
    public static let iPadPro11 = Device(name: "iPad Pro 11-inch", idiom: .pad, size: Size(unchecked: 834, 1210), scale: 2,
                                         safeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
                                         cornerRadius: 18, statusBarHeight: 24, hasHomeIndicator: true)
    /// iPad Pro 13-inch (M4): 1032×1376 points.
    public static let iPadPro13 = Device(name: "iPad Pro 13-inch", idiom: .pad, size: Size(unchecked: 1032, 1376), scale: 2,
                                         safeArea: EdgeInsets(top: 24, bottom: 20), landscapeSafeArea: EdgeInsets(top: 24, bottom: 20),
                                         cornerRadius: 18, statusBarHeight: 24, hasHomeIndicator: true)

    /// Every preset: the five Segue started with (`plainCanvasPresets`), then the lineup added
    /// since, in the order `segue list --devices` prints them.
    public static let presets: [Device] = [.iPhoneSE3, .iPhone16, .iPhone16ProMax, .iPadAir11, .iPhone14,
                                           .iPhone16Plus, .iPhone16Pro, .iPhone16e, .iPhone17, .iPhoneAir, .iPhone17Pro, .iPhone17ProMax,
                                           .iPadAir13, .iPadPro11, .iPadPro13]

    /// Whether the device has a regular width when held in landscape (the Plus, Max and Air
    /// phones, 414 pt wide or more in portrait, and every iPad): its landscape bars keep their
    /// portrait heights; a compact-width phone's are compact.
    public var isRegularWidthInLandscape: Bool { idiom == .pad || portraitSize.width >= 414 }

    /// Other spellings `named(_:)` accepts, keyed by their folded form.
    private static let aliases: [String: Device] = [
        "iphonese3": .iPhoneSE3, "iphonese3rdgeneration": .iPhoneSE3, "iphonesethirdgeneration": .iPhoneSE3,
        "ipadair": .iPadAir11, "ipadair11": .iPadAir11, "ipadair11inchm2": .iPadAir11, "ipadairm2": .iPadAir11,
        "ipadair11m2": .iPadAir11, "ipadair11inch": .iPadAir11,
        "iphone15": .iPhone14, "iphone13": .iPhone14,
        "ipadair13inchm2": .iPadAir13, "ipadair13inchm3": .iPadAir13, "ipadair13": .iPadAir13, "ipadpro11": .iPadPro11,
        "ipadpro11inchm4": .iPadPro11, "ipadpro13": .iPadPro13, "ipadpro13inchm4": .iPadPro13,
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

    /// The presets a canvas without a device may take its chrome's metrics from, by its size:
    /// those Segue had before naming a device was possible, so a plain canvas's chrome never
    /// changes with the presets added since (a plain 402×874 canvas keeps the iPhone 14's).
    public static let plainCanvasPresets: [Device] = [.iPhoneSE3, .iPhone16, .iPhone16ProMax, .iPadAir11, .iPhone14]

    /// The preset whose portrait point size is `size`, among `plainCanvasPresets`, held as
    /// `orientation`, for a canvas that names none; else the default (`iPhone14`) metrics laid on
    /// `size`: chrome always has a safe area to use. A canvas is only ever turned when its
    /// template or a variant says so (`Canvas.oriented(_:)`): a wide plain canvas is not taken for a
    /// phone held in landscape.
    public static func matching(_ size: Size, orientation: Orientation = .portrait) -> Device {
        let portrait = orientation == .portrait ? size : Size(unchecked: size.height, size.width)
        return (plainCanvasPresets.first { $0.portraitSize == portrait } ?? iPhone14).oriented(orientation)
    }

    private static func folded(_ name: String) -> String {
        String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) })
    }
}
