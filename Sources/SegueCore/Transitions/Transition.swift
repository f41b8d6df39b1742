/// The view-controller operations. Forward ones (push, present, and a tab switch) put the
/// incoming to-screen on top and play the effect forward; backward ones (pop, dismiss) put the
/// leaving from-screen on top and play it in reverse.
public enum TransitionOperation: String, Hashable, Sendable, CaseIterable {
    case push, pop, present, dismiss
    /// A tab bar controller switching between two of its tabs (`UITabBarControllerDelegate`'s
    /// animator); the tab bar stays where it is.
    case tab

    /// True for push, present and tab: the to-screen is on top and a built-in effect plays forward.
    public var isForward: Bool { self == .push || self == .present || self == .tab }
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

/// A transition as a template describes it: effect, operation, duration and timing.
public struct Transition: Sendable {
    /// The effect (fade, slide, zoom, circle reveal, custom, or any `TransitionEffect`).
    public var effect: any TransitionEffect
    /// Which screen is on top and which way the effect plays.
    public var operation: TransitionOperation
    /// Seconds; positive.
    public var duration: Double
    /// The transition's timing (UIKit's default easeInEaseOut).
    public var timing: Timing
    /// Darkens the covered screen with black at alpha dimming·p, dimming·(1 − p) for backward
    /// operations, with p the timed progress; in 0...1 (0 = none).
    public var dimming: Double
    /// Property animations (the `custom` format) that run together with the effect, on either
    /// screen's layers, applied after the effect stages the screens.
    public var animations: [PropertyAnimation] = []
    /// True morphs layers with the same `Layer.match` id on the two screens from their
    /// from-screen look to their to-screen look, above both screens, while the effect plays.
    public var match: Bool = false

    /// A transition of `duration` seconds. Nothing is checked here (`Scene.resolved()` checks
    /// the duration, timing, dimming and the effect).
    public init(effect: any TransitionEffect, operation: TransitionOperation, duration: Double,
                timing: Timing = .easeInEaseOut, dimming: Double = 0) {
        self.effect = effect
        self.operation = operation
        self.duration = duration
        self.timing = timing
        self.dimming = dimming
    }
}

extension Transition: Hashable {
    /// Equal when every field is, the effects compared as values of their own type (an effect
    /// is `Hashable`; effects of different types are never equal).
    public static func == (a: Transition, b: Transition) -> Bool {
        AnyHashable(a.effect) == AnyHashable(b.effect) && a.operation == b.operation
            && a.duration == b.duration && a.timing == b.timing && a.dimming == b.dimming
            && a.animations == b.animations && a.match == b.match
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(effect))
        hasher.combine(operation)
        hasher.combine(duration)
        hasher.combine(timing)
        hasher.combine(dimming)
        hasher.combine(animations)
        hasher.combine(match)
    }
}
