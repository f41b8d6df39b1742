import SegueCore

/// The colour names a template may use besides `#RRGGBB` / `#RRGGBBAA`: `clear`, `white`,
/// `black`, and UIKit's light-mode system colours (the values Apple's Human Interface
/// Guidelines list for the light appearance, default contrast).
public enum NamedColors {
    static let table: [String: String] = [
        "clear": "#00000000", "white": "#FFFFFF", "black": "#000000",
        "systemBlue": "#007AFF", "systemRed": "#FF3B30", "systemGreen": "#34C759",
        "systemOrange": "#FF9500", "systemYellow": "#FFCC00", "systemPink": "#FF2D55",
        "systemPurple": "#AF52DE", "systemTeal": "#5AC8FA", "systemIndigo": "#5856D6",
        "systemGray": "#8E8E93", "systemGray2": "#AEAEB2", "systemGray3": "#C7C7CC",
        "systemGray4": "#D1D1D6", "systemGray5": "#E5E5EA", "systemGray6": "#F2F2F7",
        "systemBackground": "#FFFFFF", "secondarySystemBackground": "#F2F2F7",
        "tertiarySystemBackground": "#FFFFFF",
        "systemGroupedBackground": "#F2F2F7", "secondarySystemGroupedBackground": "#FFFFFF",
        "label": "#000000", "secondaryLabel": "#3C3C4399", "tertiaryLabel": "#3C3C434D",
        "quaternaryLabel": "#3C3C432E", "placeholderText": "#3C3C434D",
        "separator": "#3C3C4349", "opaqueSeparator": "#C6C6C8", "link": "#007AFF",
        "systemFill": "#78788033", "secondarySystemFill": "#78788029",
    ]

    /// The colour called `name`, or nil for an unknown name.
    public static func color(named name: String) -> Color? {
        table[name].flatMap { try? Color(hex: $0) }
    }
}
