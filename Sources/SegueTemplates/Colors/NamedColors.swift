import SegueCore

/// The colour names a template may use besides `#RRGGBB` / `#RRGGBBAA`: Core's `SystemColors`
/// (`clear`, `white`, `black` and UIKit's system colours, light or dark by the canvas's
/// `appearance`), which chrome draws with too.
public enum NamedColors {
    /// The colour called `name` in `appearance`, or nil for an unknown name.
    public static func color(named name: String, appearance: Appearance = .light) -> Color? {
        SystemColors.color(named: name, appearance: appearance)
    }

    /// Every name, sorted (for messages and documentation).
    public static var names: [String] { SystemColors.names }
}
