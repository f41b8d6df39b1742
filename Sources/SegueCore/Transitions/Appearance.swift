/// UIKit's user-interface style (`UIUserInterfaceStyle`): which value each system colour takes.
public enum Appearance: String, Hashable, Sendable, CaseIterable {
    /// The light appearance (UIKit's default before a user turns Dark Mode on).
    case light
    /// Dark Mode: system colours take their dark values, backgrounds turn black.
    case dark
}
