import Foundation

/// UIKit's pan: a continuous gesture that begins once the finger has moved `hysteresis` points
/// from where it landed along either axis, reports `.changed` at every move after that and
/// `.ended` when the finger lifts (`.failed` if it lifts before the pan began).
///
/// The model follows UIKit's implementation as public decompilations of UIKitCore show it
/// (`+[UIPanGestureRecognizer _defaultHysteresis]` is 10; `_removeHysteresisFromTranslation`;
/// `velocityInView:`), as no Apple document gives these numbers:
/// - the threshold is per axis (|dx| ≥ 10 or |dy| ≥ 10), not a distance;
/// - at `.began` the hysteresis is taken off each axis (d > 0: max(d − 10, 0); d < 0:
///   min(d + 10, 0)), so a move of (12, 3) begins with a translation of (2, 0) and the view then
///   follows the finger one to one;
/// - `velocity(in:)` is 0.2 × the latest move's velocity + 0.8 × the one before (points a
///   second), the latest alone after the first move;
/// - `setTranslation(_:in:)` re-bases the start and leaves the velocity alone.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far a finger moves along an axis before a pan begins: 10 points.
    public nonisolated static let hysteresis: CGFloat = 10

    /// Kept for code that sets it; not checked, as the scripted touch is one finger (a minimum above 1 does not stop the pan).
    open var minimumNumberOfTouches = 1
    /// Kept for code that sets it (no limit by default, as in UIKit); not checked, as the scripted touch is one finger.
    open var maximumNumberOfTouches = Int.max

    /// The point the translation counts from, in window coordinates.
    private var origin: CGPoint = .zero
    private var landing: CGPoint = .zero
    /// The last two move samples' velocities (window points a second), newest last.
    private var samples: [CGPoint] = []
    private var lastMove: (location: CGPoint, time: CFTimeInterval)?

    /// This recognizer's threshold (a screen-edge pan's is larger).
    var threshold: CGFloat { Self.hysteresis }

    /// As `UIGestureRecognizer.init(target:action:)`, with the action given the pan itself.
    public convenience init(target: AnyObject?, action: @escaping @MainActor (UIPanGestureRecognizer) -> Void) {
        self.init()
        addTarget(target) { action($0 as! UIPanGestureRecognizer) }
    }

    /// The finger's movement since the start point, in `view`'s coordinate space (the window's
    /// when nil): a vector, so only `view`'s transform matters.
    open func translation(in view: UIView?) -> CGPoint {
        guard let touchLocation else { return .zero }
        return vector(from: origin, to: touchLocation, in: view)
    }

    /// Makes `translation(in: view)` return `translation` now; later moves add to it.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touchLocation else { return }
        var w = translation
        if let view {
            let a = view.convert(CGPoint.zero, to: nil), b = view.convert(translation, to: nil)
            w = CGPoint(x: b.x - a.x, y: b.y - a.y)
        }
        origin = CGPoint(x: touchLocation.x - w.x, y: touchLocation.y - w.y)
    }

    /// The finger's velocity in points a second, in `view`'s coordinate space.
    open func velocity(in view: UIView?) -> CGPoint {
        guard touchLocation != nil, let current = samples.last else { return .zero }
        var v = current
        if samples.count > 1 {
            let previous = samples[samples.count - 2]
            v = CGPoint(x: 0.2 * current.x + 0.8 * previous.x, y: 0.2 * current.y + 0.8 * previous.y)
        }
        return vector(from: .zero, to: v, in: view)
    }

    /// The window vector from `a` to `b`, in `view`'s coordinates.
    private func vector(from a: CGPoint, to b: CGPoint, in view: UIView?) -> CGPoint {
        guard let view else { return CGPoint(x: b.x - a.x, y: b.y - a.y) }
        let p = view.convert(a, from: nil), q = view.convert(b, from: nil)
        return CGPoint(x: q.x - p.x, y: q.y - p.y)
    }

    /// Whether a touch landing at `location` may start this pan (screen-edge pans narrow it).
    func accepts(landingAt location: CGPoint) -> Bool { true }

    override func touchBegan(at location: CGPoint, time: CFTimeInterval) {
        touchLocation = location
        landing = location
        origin = location
        samples = []
        lastMove = (location, time)
        state = .possible
        if !accepts(landingAt: location) { transition(to: .failed) }
    }

    /// Takes a move: its velocity sample, as UIKit keeps them.
    private func sample(_ location: CGPoint, _ time: CFTimeInterval) {
        if let last = lastMove, time - last.time >= 0.001 {
            let dt = time - last.time
            samples.append(CGPoint(x: (location.x - last.location.x) / dt, y: (location.y - last.location.y) / dt))
            if samples.count > 2 { samples.removeFirst() }
        }
        lastMove = (location, time)
        touchLocation = location
    }

    override func touchMoved(to location: CGPoint, time: CFTimeInterval) {
        guard touchLocation != nil else { return }
        sample(location, time)
        switch state {
        case .possible:
            let dx = location.x - landing.x, dy = location.y - landing.y
            let h = threshold
            guard abs(dx) >= h || abs(dy) >= h else { return }
            guard shouldBegin() else { transition(to: .failed); return }
            // The hysteresis comes off each axis, so the translation starts from the threshold.
            func less(_ d: CGFloat) -> CGFloat { d > 0 ? max(d - h, 0) : min(d + h, 0) }
            origin = CGPoint(x: location.x - less(dx), y: location.y - less(dy))
            transition(to: .began)
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    override func touchEnded(at location: CGPoint, time: CFTimeInterval) {
        guard touchLocation != nil else { return }
        if location != touchLocation { sample(location, time) }
        if state == .began || state == .changed {
            transition(to: .ended)
        } else {
            transition(to: .failed)
        }
    }
}

/// A pan that begins only from a screen edge (`edges`; none by default, so it never begins
/// until set): the finger must land within `edgeWidth` points of one of them, and the pan
/// begins after 15 points of movement (UIKit's `_UISEGestureFeatureSettings` defaults: an edge
/// region of 13 points, a hysteresis of 15, as decompiled; not documented by Apple).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The band along an edge where a touch may start the gesture.
    public nonisolated static let edgeWidth: CGFloat = 13
    /// The movement before a screen-edge pan begins.
    public nonisolated static let edgeHysteresis: CGFloat = 15

    override var threshold: CGFloat { Self.edgeHysteresis }

    /// The screen edges the pan may start from, judged against `UIScreen.main.bounds`; none by default, so
    /// the recognizer never begins until they are set.
    open var edges: UIRectEdge = []

    /// As `UIGestureRecognizer.init(target:action:)`, with the action given the recognizer itself.
    public convenience init(target: AnyObject?, action: @escaping @MainActor (UIScreenEdgePanGestureRecognizer) -> Void) {
        self.init()
        addTarget(target) { action($0 as! UIScreenEdgePanGestureRecognizer) }
    }

    override func accepts(landingAt location: CGPoint) -> Bool {
        let screen = UIScreen.main.bounds
        let w = Self.edgeWidth
        return (edges.contains(.left) && location.x <= screen.minX + w)
            || (edges.contains(.right) && location.x >= screen.maxX - w)
            || (edges.contains(.top) && location.y <= screen.minY + w)
            || (edges.contains(.bottom) && location.y >= screen.maxY - w)
    }
}

/// A tap: recognized when the finger lifts within `UIPanGestureRecognizer.hysteresis` points
/// of where it landed (one tap, one finger).
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// The taps that make the gesture: only 1 is modelled; any other number makes every tap fail, without a recorded error.
    open var numberOfTapsRequired = 1
    /// Kept for code that sets it; not checked, as the scripted touch is one finger.
    open var numberOfTouchesRequired = 1
    private var landing: CGPoint = .zero

    /// As `UIGestureRecognizer.init(target:action:)`, with the action given the tap itself.
    public convenience init(target: AnyObject?, action: @escaping @MainActor (UITapGestureRecognizer) -> Void) {
        self.init()
        addTarget(target) { action($0 as! UITapGestureRecognizer) }
    }

    override func touchBegan(at location: CGPoint, time: CFTimeInterval) {
        touchLocation = location
        landing = location
        state = .possible
    }

    override func touchMoved(to location: CGPoint, time: CFTimeInterval) {
        guard touchLocation != nil, state == .possible else { return }
        touchLocation = location
        let dx = location.x - landing.x, dy = location.y - landing.y
        if (dx * dx + dy * dy).squareRoot() >= UIPanGestureRecognizer.hysteresis { transition(to: .failed) }
    }

    override func touchEnded(at location: CGPoint, time: CFTimeInterval) {
        guard touchLocation != nil, state == .possible else { return }
        touchLocation = location
        if numberOfTapsRequired == 1, shouldBegin() { transition(to: .ended) } else { transition(to: .failed) }
    }
}

/// The edges of a rectangle (`UIScreenEdgePanGestureRecognizer.edges`).
public struct UIRectEdge: OptionSet, Sendable {
    /// The edges as bits, with UIKit's values.
    public let rawValue: UInt
    /// Edges from their bits (UIKit's values).
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = UIRectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = UIRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = UIRectEdge(rawValue: 1 << 3)
    /// All four edges.
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
