/// How a device is held (`UIInterfaceOrientation`, up to which side is up): a canvas's
/// `orientation` and the `landscape` and `portrait` variants. Landscape is the device's portrait
/// screen turned a quarter: its sides swapped, its landscape safe area, and on iPhone a compact
/// height (no status bar, compact bars, inline titles).
public enum Orientation: String, Hashable, Sendable, CaseIterable {
    case portrait, landscape
}
