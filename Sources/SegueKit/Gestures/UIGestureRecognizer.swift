import Foundation

/// UIKit's gesture recognizer, fed by the recorder's scripted touches (`TouchPath`): a
/// recognizer on the view a finger lands on, or on one of its superviews, watches the touch,
/// moves through its states and calls its actions, so an app's own gesture handler runs during
/// a recording and drives the transition itself.
///
/// Target-action: UIKit's `init(target:action:)` takes a `#selector`, which Swift on Linux does
/// not have (no Objective-C runtime: `#selector` and `@objc` do not compile). SegueKit takes the
/// action as a closure called with the recognizer; the handler stays the same method:
///
/// ```swift
/// #if os(Linux)
/// let pan = UIPanGestureRecognizer(target: self) { [unowned self] in self.pan($0) }
/// #else
/// let pan = UIPanGestureRecognizer(target: self, action: #selector(pan(_:)))
/// #endif
/// ```
///
/// with `@objc` on the handler inside `#if !os(Linux)` too (`canImport(UIKit)` is true on Linux
/// for a target that depends on SegueKit's `UIKit` module).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// UIKit's states: a continuous gesture goes possible → began → changed … → ended (or
    /// cancelled); a discrete one possible → ended (`recognized`); one that does not match fails.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        /// A discrete gesture's recognition: `.ended`, as in UIKit.
        public static var recognized: State { .ended }
    }

    /// The state; recognizers move it as touches arrive.
    open internal(set) var state: State = .possible
    /// The view the recognizer is attached to (`UIView.addGestureRecognizer`).
    open internal(set) weak var view: UIView?
    /// A disabled recognizer receives no touches; disabling one mid-gesture cancels it.
    open var isEnabled = true {
        didSet {
            if !isEnabled, state == .began || state == .changed { transition(to: .cancelled) }
        }
    }
    /// Kept for code that sets them; SegueKit delivers no touches to views.
    open var cancelsTouchesInView = true
    /// Kept for code that sets it; SegueKit delivers no touches to views, so nothing is delayed.
    open var delaysTouchesBegan = false
    /// Kept for code that sets it; SegueKit delivers no touches to views, so nothing is delayed.
    open var delaysTouchesEnded = true
    /// Kept for code that sets it; the scripted finger is the only kind of touch.
    open var requiresExclusiveTouchType = true
    /// A name for debugging, kept for code that sets it.
    open var name: String?
    /// Asked whether the recognizer may begin and whether it may recognize together with another; UIKit's other delegate
    /// questions are not in SegueKit's protocol.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    private var actions: [(target: AnyObject?, action: @MainActor (UIGestureRecognizer) -> Void)] = []
    /// The finger's location in the window now, while it is down or at its lift.
    var touchLocation: CGPoint?

    /// A recognizer with no action yet (add one with `addTarget(_:action:)`).
    public override init() { super.init() }

    /// A recognizer calling `action` with itself at every state change it reports; `target` is
    /// kept weakly for `removeTarget(_:)`, as UIKit keeps targets unretained.
    public convenience init(target: AnyObject?, action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        self.init()
        actions.append((target, action))
    }

    /// Adds an action, called with the recognizer (SegueKit's form of a target-action pair).
    open func addTarget(_ target: AnyObject?, action: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        actions.append((target, action))
    }

    /// Removes the actions added with `target` (every action when nil).
    open func removeTarget(_ target: AnyObject?) {
        actions.removeAll { target == nil || $0.target === target }
    }

    /// The number of fingers down: the scripted touch, while down.
    open var numberOfTouches: Int { touchLocation == nil ? 0 : 1 }

    /// The touch's location in `view`'s coordinates (the window's when nil).
    open func location(in view: UIView?) -> CGPoint {
        guard let touchLocation else { return .zero }
        guard let view else { return touchLocation }
        return view.convert(touchLocation, from: nil)
    }

    /// The location of touch `touchIndex` (only 0: SegueKit scripts one finger).
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        if touchIndex != 0 {
            Misuse.record(SegueKitError("UIGestureRecognizer.location(ofTouch: \(touchIndex), in:): expected 0, the only scripted touch"))
        }
        return location(in: view)
    }

    /// Another recognizer that must fail first: not modelled, recorded.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        Misuse.record(.unsupported("UIGestureRecognizer.require(toFail:)"))
    }

    /// Called after the recognizer has reported its last state (ended, cancelled or failed) and
    /// returned to `.possible`, as UIKit calls it: subclasses clear their per-gesture state here.
    open func reset() {}

    // MARK: Touches (called by the recorder's touch delivery)

    /// The finger landed at `location` (window coordinates) in this recognizer's view.
    func touchBegan(at location: CGPoint, time: CFTimeInterval) {}
    /// The finger moved to `location` (window coordinates) at `time`.
    func touchMoved(to location: CGPoint, time: CFTimeInterval) {}
    /// The finger lifted at `location`.
    func touchEnded(at location: CGPoint, time: CFTimeInterval) {}

    /// Whether the recognizer may leave `.possible` now: its delegate's answer (default yes).
    func shouldBegin() -> Bool {
        delegate?.gestureRecognizerShouldBegin(self) ?? true
    }

    /// Moves to `state` and calls the actions, as UIKit does for every reported state; `.ended`,
    /// `.cancelled` and `.failed` return to `.possible` after the actions ran.
    func transition(to newState: State) {
        state = newState
        if newState != .failed, newState != .possible {
            for entry in actions { entry.action(self) }
        }
        if newState == .ended || newState == .cancelled || newState == .failed {
            state = .possible
            touchLocation = nil
            reset()
        }
    }
}

/// What a recognizer asks before it begins (all optional, as in UIKit).
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin; false makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    /// Whether two recognizers may both recognize the same touch.
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
}

extension UIGestureRecognizerDelegate {
    /// true: the recognizer may begin.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// false: once one recognizer begins, the others watching the touch fail.
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
}

extension UIView {
    /// Attaches `gestureRecognizer` to this view (moving it from any other view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizer.view = self
        recognizers.append(gestureRecognizer)
    }

    /// Detaches `gestureRecognizer` from this view.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        recognizers.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.view === self { gestureRecognizer.view = nil }
    }

    /// The recognizers attached to this view, in the order they were added.
    public var gestureRecognizers: [UIGestureRecognizer]? {
        get { recognizers.isEmpty ? nil : recognizers }
        set {
            for recognizer in recognizers { recognizer.view = nil }
            recognizers = []
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }
}

/// The event a touch belongs to; SegueKit's touches come from `TouchPath`, so hit testing
/// receives nil.
@preconcurrency @MainActor
open class UIEvent: NSObject {}
