/// The four view-controller operations. Forward ones (push, present) put the incoming
/// to-screen on top and play the effect forward; backward ones (pop, dismiss) put the
/// leaving from-screen on top and play it in reverse.
public enum TransitionOperation: String, Hashable, Sendable, CaseIterable {
    case push, pop, present, dismiss

    public var isForward: Bool { self == .push || self == .present }
}

/// Where an incoming screen moves during a slide.
public enum SlideDirection: String, Hashable, Sendable, CaseIterable { case left, right, up, down }

/// A place given either by a layer id (of the list screen) or directly.
public enum Anchor<Value: Hashable & Sendable>: Hashable, Sendable {
    case layer(String)
    case value(Value)
}

/// The effect of a transition.
public enum TransitionKind: Hashable, Sendable {
    case fade
    /// `direction` nil: left for push/pop, up for present/dismiss. `parallax` nil: 0.3 for push/pop, else 0.
    case slide(direction: SlideDirection?, parallax: Double?)
    /// Grows the detail screen from `source` (a rect, or a layer of the list screen).
    case zoom(source: Anchor<Rect>)
    /// Reveals through a circle centred at `origin` (a point, or a layer's centre).
    case circleReveal(origin: Anchor<Point>)
    /// Layer animations; `toOnTop` says which screen is drawn above the other.
    case custom(animations: [PropertyAnimation], toOnTop: Bool)
}

/// A transition as a template describes it: effect, operation, duration and timing.
public struct Transition: Hashable, Sendable {
    public var kind: TransitionKind
    public var operation: TransitionOperation
    /// Seconds; positive.
    public var duration: Double
    /// The transition's timing (UIKit's default easeInEaseOut).
    public var timing: Timing
    /// Darkens the covered screen with black at alpha dimming·p (0 = none).
    public var dimming: Double

    public init(kind: TransitionKind, operation: TransitionOperation, duration: Double,
                timing: Timing = .easeInEaseOut, dimming: Double = 0) {
        self.kind = kind
        self.operation = operation
        self.duration = duration
        self.timing = timing
        self.dimming = dimming
    }
}
