import Foundation

/// What a controller or presentation controller does for the content it contains (UIKit's
/// `UIContentContainer`): its preferred size, the size of a child, and size changes, which a
/// recording (one canvas size) does not make.
@preconcurrency @MainActor
public protocol UIContentContainer: AnyObject {
    var preferredContentSize: CGSize { get }
    func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func systemLayoutFittingSizeDidChange(forChildContentContainer container: any UIContentContainer)
    func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize
    func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator)
}

/// A view's rule for its layout direction (recordings lay out left to right).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}

/// A layout direction.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight, rightToLeft
}

/// What an accessibility element is (kept for code that sets it).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits, with UIKit's values.
    public let rawValue: UInt64
    /// Traits from their bits (UIKit's values, so a raw value taken from iOS means the same here).
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No traits.
    public static let none = UIAccessibilityTraits([])
    /// The element behaves as a button.
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// The element is a link.
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// The element is an image.
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// The element is selected.
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// The element is text that does not change.
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// The element heads a section of content.
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// The element is disabled and does not respond to the user.
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
}

/// Haptic feedback: a recording has no device to tap, so the generators do nothing.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    /// Readies the engine (nothing to ready).
    open func prepare() {}
}

/// An impact's tap (does nothing in a recording).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy an impact feels (no impact is played in a recording).
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    /// A generator of impacts in `style`; the style is not kept, as nothing is played.
    public init(style: FeedbackStyle) { super.init() }
    /// A generator of `.medium` impacts, UIKit's default style.
    public override convenience init() { self.init(style: .medium) }
    /// Plays an impact: does nothing in a recording.
    open func impactOccurred() {}
    /// Plays an impact at `intensity` (0…1 in UIKit): does nothing in a recording, and the intensity is not checked.
    open func impactOccurred(intensity: CGFloat) {}
}

/// A selection change's tick (does nothing in a recording).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection tick: does nothing in a recording.
    open func selectionChanged() {}
}

/// A success, warning or error pattern (does nothing in a recording).
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The notification patterns: success, warning and error.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    /// Plays the pattern for `notificationType`: does nothing in a recording.
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}
