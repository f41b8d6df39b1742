/// The four view-controller operations. Forward ones (push, present) put the incoming
/// to-screen on top and play the effect forward; backward ones (pop, dismiss) put the
/// leaving from-screen on top and play it in reverse.
public enum TransitionOperation: String, Hashable, Sendable, CaseIterable {
    case push, pop, present, dismiss

    /// True for push and present: the to-screen is on top and a built-in effect plays forward.
    public var isForward: Bool { self == .push || self == .present }
}

/// Where an incoming screen moves during a slide.
public enum SlideDirection: String, Hashable, Sendable, CaseIterable { case left, right, up, down }

/// A place given either by a layer id (of the list screen) or directly.
public enum Anchor<Value: Hashable & Sendable>: Hashable, Sendable {
    /// A layer id of the list screen (the from-screen of a push or present, the to-screen of a pop
    /// or dismiss), searched at any depth: its box as seen on the screen, or that box's centre.
    case layer(String)
    /// A value in canvas points.
    case value(Value)
}

/// The effect of a transition.
public enum TransitionKind: Hashable, Sendable {
    /// The top screen fades in over the covered one (forward) or out of it (backward).
    case fade
    /// `direction` nil: left for push/pop, up for present/dismiss. `parallax` nil: 0.3 for push, else 0
    /// (`SlideDirection.defaultParallax`).
    case slide(direction: SlideDirection?, parallax: Double?)
    /// Grows the detail screen from `source` (a rect, or a layer of the list screen).
    case zoom(source: Anchor<Rect>)
    /// Reveals through a circle centred at `origin` (a point, or a layer's centre).
    case circleReveal(origin: Anchor<Point>)
    /// Layer animations; `toOnTop` says which screen is drawn above the other.
    case custom(animations: [PropertyAnimation], toOnTop: Bool)
}

extension TransitionKind {
    /// The template's name of the effect: `fade`, `slide`, `zoom`, `circleReveal` or `custom`.
    public var name: String {
        switch self {
        case .fade: "fade"
        case .slide: "slide"
        case .zoom: "zoom"
        case .circleReveal: "circleReveal"
        case .custom: "custom"
        }
    }
}

/// A transition as a template describes it: effect, operation, duration and timing.
public struct Transition: Hashable, Sendable {
    /// The effect.
    public var kind: TransitionKind
    /// Which screen is on top and which way the effect plays.
    public var operation: TransitionOperation
    /// Seconds; positive.
    public var duration: Double
    /// The transition's timing (UIKit's default easeInEaseOut).
    public var timing: Timing
    /// Darkens the covered screen with black at alpha dimming·p, dimming·(1 − p) for backward
    /// operations, with p the timed progress; in 0...1 (0 = none).
    public var dimming: Double

    /// A transition of `duration` seconds. Nothing is checked here (`Scene.validate()` checks
    /// the duration, timing, dimming and parallax).
    public init(kind: TransitionKind, operation: TransitionOperation, duration: Double,
                timing: Timing = .easeInEaseOut, dimming: Double = 0) {
        self.kind = kind
        self.operation = operation
        self.duration = duration
        self.timing = timing
        self.dimming = dimming
    }
}
