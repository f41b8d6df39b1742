import Foundation

/// UIKit's base of buttons and other controls: state (`isEnabled`, `isSelected`,
/// `isHighlighted`) and actions sent for control events.
///
/// During a recording a scripted touch that begins on an enabled control is tracked by it as
/// UIKit tracks one: highlighted while the finger is within 70 points of its bounds (UIKit's
/// tracking slop), `touchDown` at once, and on lift `touchUpInside` and `primaryActionTriggered`
/// (inside) or `touchUpOutside`; a gesture recognizer that begins with the same touch cancels
/// the tracking (`touchCancel`). A tap recognizer on a view behind the control does not get the
/// touch: the control's own action wins, as UIKit's documentation says of overlapping
/// gestures. Linux has no `#selector`, so targets take closures (`addTarget(_:for:action:)`);
/// `addAction(_:for:)` with a `UIAction` is UIKit's own closure form and needs no `#if`.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// What happened to a control.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The events' bits, as UIKit numbers them.
        public let rawValue: UInt
        /// The events with bits `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch began in the control: sent when a recording's touch begins on it.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (one of several taps); SegueKit's tracking never sends it.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The tracked touch moved within the control's bounds and its 70-point tracking slop.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The tracked touch moved outside the control's bounds and tracking slop.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The tracked touch came back within the bounds and tracking slop.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The tracked touch left the bounds and tracking slop.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The tracked touch lifted within the bounds and tracking slop: a tap. `primaryActionTriggered` follows.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The tracked touch lifted outside the bounds and tracking slop.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The control lost the touch to a gesture recognizer that began with it.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed; no SegueKit control has a value, so only `sendActions(for:)` sends it.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's main action: sent right after `touchUpInside` by every control in SegueKit (in UIKit, buttons send
        /// it on a tap and other controls when their value changes); `UIButton(primaryAction:)`'s action listens for it.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action was chosen; menus are not in SegueKit, so only `sendActions(for:)` sends it.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Text editing began; nothing edits text in a recording, so only `sendActions(for:)` sends it.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The edited text changed; only `sendActions(for:)` sends it.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Text editing ended; only `sendActions(for:)` sends it.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key; only `sendActions(for:)` sends it.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event (`touchDown` … `touchCancel`).
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Every event, those reserved for the system included.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's look for a combination of flags (`normal` is none of them).
    public struct State: OptionSet, Hashable, Sendable {
        /// The state's bits, as UIKit numbers them.
        public let rawValue: UInt
        /// The state with bits `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// No flag: enabled, not selected, not highlighted; the state a button falls back to for values not set for the
        /// state it is in.
        public static let normal = State([])
        /// Pressed (`isHighlighted`).
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled (`isEnabled` false).
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected (`isSelected`).
        public static let selected = State(rawValue: 1 << 2)
        /// Focused by the focus engine; recordings have none, so `state` never includes it.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Where content sits across the control.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center, left, right, fill, leading, trailing
    }

    /// Where content sits up and down the control.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center, top, bottom, fill
    }

    /// Whether the control takes part (default true): a disabled one does not track a recording's touches, and its
    /// `state` includes `.disabled`.
    open var isEnabled = true { didSet { stateChanged() } }
    /// Whether the control is selected (default false): a button then shows what is set for `.selected`.
    open var isSelected = false { didSet { stateChanged() } }
    /// Whether the control is pressed: true while a recording's touch is tracked within the tracking slop; a `.system`
    /// button dims its content then.
    open var isHighlighted = false { didSet { stateChanged() } }
    /// Where a button's content sits across its bounds (default `.center`); `.leading` and `.trailing` are left and
    /// right, and `.fill` places the content at the left without stretching it.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// Where a button's content sits up and down its bounds (default `.center`); `.fill` places it at the top without
    /// stretching it.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    /// The flags as one state.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether a touch is being tracked, and whether it is within the tracking slop.
    open private(set) var isTracking = false
    /// Whether the tracked touch is within the bounds and the 70-point tracking slop.
    open private(set) var isTouchInside = false

    /// A target-action pair; the target is held weakly, as UIKit's controls hold targets.
    private final class Target {
        weak var target: AnyObject?
        let events: Event
        let action: (UIControl) -> Void
        init(_ target: AnyObject?, _ events: Event, _ action: @escaping (UIControl) -> Void) {
            (self.target, self.events, self.action) = (target, events, action)
        }
    }

    private var targets: [Target] = []
    private var actions: [(action: UIAction, events: Event)] = []

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes (controls redraw).
    func stateChanged() { setNeedsLayout() }

    /// Adds `action`, called with the control when one of `controlEvents` happens: Linux's form
    /// of `addTarget(_:action:for:)`, whose `#selector` Swift has only with Objective-C.
    open func addTarget(_ target: AnyObject?, for controlEvents: Event, action: @escaping (UIControl) -> Void) {
        targets.append(Target(target, controlEvents, action))
    }

    /// Removes the closures added with `target` (all of them when nil) for `controlEvents`.
    open func removeTarget(_ target: AnyObject?, for controlEvents: Event) {
        targets.removeAll { (target == nil || $0.target === target) && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Adds `action` for `controlEvents` (UIKit's closure API, iOS 14).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.append((action, controlEvents))
    }

    /// Removes `action` for `controlEvents`.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Calls every target and action registered for any of `controlEvents`, in the order added.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.sender = self
            entry.action.handler(entry.action)
        }
        for entry in targets where !entry.events.isDisjoint(with: controlEvents) { entry.action(self) }
    }

    // MARK: Tracking a recording's touch

    /// UIKit's tracking slop: a touch within this many points of the bounds is still inside.
    static let trackingSlop: CGFloat = 70

    /// A touch began at `point` (window coordinates).
    func trackingBegan(at point: CGPoint) {
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: .touchDown)
    }

    /// The touch moved to `point` (window coordinates).
    func trackingMoved(to point: CGPoint) {
        guard isTracking else { return }
        let inside = isWithinSlop(point)
        if inside != isTouchInside { sendActions(for: inside ? .touchDragEnter : .touchDragExit) }
        isTouchInside = inside
        isHighlighted = inside
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    /// The touch lifted at `point` (window coordinates).
    func trackingEnded(at point: CGPoint) {
        guard isTracking else { return }
        let inside = isWithinSlop(point)
        isTracking = false
        isHighlighted = false
        sendActions(for: inside ? [.touchUpInside] : .touchUpOutside)
        if inside { sendActions(for: .primaryActionTriggered) }
    }

    /// A gesture recognizer took the touch.
    func trackingCancelled() {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        sendActions(for: .touchCancel)
    }

    private func isWithinSlop(_ point: CGPoint) -> Bool {
        let slop = UIControl.trackingSlop
        return bounds.insetBy(dx: -slop, dy: -slop).contains(convert(point, from: nil))
    }
}

/// A closure with a title and image (UIKit's `UIAction`), for `UIControl.addAction(_:for:)` and
/// `UIButton(primaryAction:)`.
@preconcurrency @MainActor
open class UIAction: NSObject {
    /// A name for an action (UIKit's `UIAction.Identifier`).
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// The identifier `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The identifier `rawValue` (the unlabelled form).
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's title; `UIButton(primaryAction:)` shows it as the button's normal title.
    open var title: String
    /// The action's image; `UIButton(primaryAction:)` shows it as the button's normal image.
    open var image: UIImage?
    /// The action's identifier: the one given, else a unique UUID string.
    public let identifier: Identifier
    /// The control that sent the action, while its handler runs.
    open internal(set) weak var sender: AnyObject?
    let handler: (UIAction) -> Void

    /// An action that calls `handler` with itself when a control sends it (with `sender` set to the control); without
    /// an `identifier`, it gets a unique one.
    public init(title: String = "", image: UIImage? = nil, identifier: Identifier? = nil,
                handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.image = image
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.handler = handler
        super.init()
    }
}
