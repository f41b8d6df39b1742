/// The colour names a template may use besides `#RRGGBB` / `#RRGGBBAA`, and
/// chrome draws with: `clear`, `white`, `black`, and UIKit's system colours, which take their light or dark value by the canvas's
/// `appearance`.
///
/// The values are the iOS 13+ system colours at default contrast in the sRGB space, as Apple's
/// Human Interface Guidelines (Color) list them for each appearance and as
/// `UIColor.resolvedColor(with:)` gives them on a device (measured and published for every
/// colour by Noah Gilmore, noahgilmore.com/blog/dark-mode-uicolor-compatibility, 2019).
/// Translucent colours keep their alpha (`secondaryLabel` is #3C3C43 at 60 % in light, #EBEBF5
/// at 60 % in dark).
public enum SystemColors {
    /// Each name's light and dark value.
    public static let table: [String: (light: String, dark: String)] = [
        "clear": ("#00000000", "#00000000"), "white": ("#FFFFFF", "#FFFFFF"), "black": ("#000000", "#000000"),
        // Standard colours: the dark values are brighter, for contrast on dark backgrounds.
        "systemBlue": ("#007AFF", "#0A84FF"), "systemRed": ("#FF3B30", "#FF453A"),
        "systemGreen": ("#34C759", "#30D158"), "systemOrange": ("#FF9500", "#FF9F0A"),
        "systemYellow": ("#FFCC00", "#FFD60A"), "systemPink": ("#FF2D55", "#FF375F"),
        "systemPurple": ("#AF52DE", "#BF5AF2"), "systemTeal": ("#5AC8FA", "#64D2FF"),
        "systemIndigo": ("#5856D6", "#5E5CE6"), "systemBrown": ("#A2845E", "#AC8E68"),
        // iOS 15's additions (Human Interface Guidelines, Color: mint (0, 199, 190) and
        // (99, 230, 226), cyan (50, 173, 230) and (100, 210, 255)).
        "systemMint": ("#00C7BE", "#63E6E2"), "systemCyan": ("#32ADE6", "#64D2FF"),
        "systemGray": ("#8E8E93", "#8E8E93"), "systemGray2": ("#AEAEB2", "#636366"),
        "systemGray3": ("#C7C7CC", "#48484A"), "systemGray4": ("#D1D1D6", "#3A3A3C"),
        "systemGray5": ("#E5E5EA", "#2C2C2E"), "systemGray6": ("#F2F2F7", "#1C1C1E"),
        // Backgrounds: black in dark, with lighter secondary and tertiary levels.
        "systemBackground": ("#FFFFFF", "#000000"), "secondarySystemBackground": ("#F2F2F7", "#1C1C1E"),
        "tertiarySystemBackground": ("#FFFFFF", "#2C2C2E"),
        "systemGroupedBackground": ("#F2F2F7", "#000000"), "secondarySystemGroupedBackground": ("#FFFFFF", "#1C1C1E"),
        "tertiarySystemGroupedBackground": ("#F2F2F7", "#2C2C2E"),
        // Labels, separators, links and fills.
        "label": ("#000000", "#FFFFFF"), "secondaryLabel": ("#3C3C4399", "#EBEBF599"),
        "tertiaryLabel": ("#3C3C434D", "#EBEBF54D"), "quaternaryLabel": ("#3C3C432E", "#EBEBF52E"),
        "placeholderText": ("#3C3C434D", "#EBEBF54D"),
        "separator": ("#3C3C4349", "#54545899"), "opaqueSeparator": ("#C6C6C8", "#38383A"),
        "link": ("#007AFF", "#0984FF"),
        "systemFill": ("#78788033", "#7878805C"), "secondarySystemFill": ("#78788029", "#78788052"),
        "tertiarySystemFill": ("#7676801F", "#7676803D"), "quaternarySystemFill": ("#74748014", "#7676802E"),
    ]

    /// The colour called `name` in `appearance`, or nil for an unknown name.
    public static func color(named name: String, appearance: Appearance = .light) -> Color? {
        table[name].flatMap { try? Color(hex: appearance == .dark ? $0.dark : $0.light) }
    }

    /// Every name, sorted (for messages and documentation).
    public static var names: [String] { table.keys.sorted() }
}

extension SystemColors {
    /// The colour called `name`, which must be in the table (chrome's own colours); a name
    /// missing from it is a programming error.
    public static func known(_ name: String, _ appearance: Appearance) -> Color {
        guard let color = color(named: name, appearance: appearance) else { preconditionFailure("no system colour \(name)") }
        return color
    }
}
