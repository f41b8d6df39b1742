/// A percent-driven interactive transition as a template scripts it: a gesture that scrubs
/// the transition, a release rule, and how the rest plays (UIPercentDrivenInteractiveTransition's
/// update / finish / cancel, completionSpeed and completionCurve).
public struct Interaction: Hashable, Sendable {
    /// A (seconds since the gesture began, value) pair; keyframes are linearly interpolated.
    public struct Keyframe: Hashable, Sendable {
        /// Seconds since the gesture began; finite, non-negative and strictly increasing along a gesture.
        public var time: Double
        /// percentComplete (0...1) in a `progress` gesture, the pan's translation in points in a `pan` gesture.
        public var value: Double
        public init(time: Double, value: Double) {
            self.time = time
            self.value = value
        }
    }

    /// How percentComplete is scripted.
    public enum Gesture: Hashable, Sendable {
        /// percentComplete directly.
        case progress([Keyframe])
        /// A pan's translation in points; percent = clamp(translation / distance, 0, 1). A negative
        /// distance completes with the finger moving up (or left): a sheet dragged to a taller detent.
        case pan(translation: [Keyframe], distance: Double)
    }

    /// The end a released gesture goes to.
    public enum Outcome: String, Hashable, Sendable { case finish, cancel }

    /// When the gesture ends (at its last keyframe), what decides finish or cancel.
    public struct Release: Hashable, Sendable {
        /// Finish when percent ≥ threshold, else cancel (between rests the nearest one wins instead).
        public var threshold: Double
        /// Overrides the threshold and velocity rules.
        public var outcome: Outcome?
        /// The release velocity in percent per second; `nil` means the gesture's own at its last keyframe.
        public var velocity: Double?
        /// A flick at least this fast (percent per second; a velocity of 0 never counts) finishes when positive and cancels when
        /// negative, whatever the percent.
        public var velocityThreshold: Double?
        /// A deceleration rate (UIScrollView's: `normal` 0.998, `fast` 0.99 per millisecond) that
        /// decides by where the released motion would coast to rather than where it is: the
        /// percent plus velocity · r / (1 − r) / 1000, the projection Apple's "Designing Fluid
        /// Interfaces" (WWDC 2018) gives for choosing where a released drag comes to rest (a
        /// sheet's detent, a picture-in-picture corner); UIKit's sheet's own rule is not public,
        /// and this is the best public account of it. `nil` decides by the percent alone, except
        /// between rests (a sheet's detents: `InteractionRest`), where it means the normal rate.
        public var projection: Double? = nil

        /// A release rule; the defaults finish at 50 % or more, with the gesture's own velocity and no
        /// flick rule. `InteractionTimeline` checks `threshold` in 0...1 and a non-negative `velocityThreshold`.
        public init(threshold: Double = 0.5, outcome: Outcome? = nil, velocity: Double? = nil, velocityThreshold: Double? = nil,
                    projection: Double? = nil) {
            self.projection = projection
            self.threshold = threshold
            self.outcome = outcome
            self.velocity = velocity
            self.velocityThreshold = velocityThreshold
        }
    }

    /// The scripted gesture, which sets percentComplete until it is released at its last keyframe.
    public var gesture: Gesture
    /// What decides at release whether the transition finishes or cancels.
    public var release: Release
    /// UIPercentDrivenInteractiveTransition.completionSpeed: the remaining part plays this much faster.
    public var completionSpeed: Double
    /// UIPercentDrivenInteractiveTransition.completionCurve; a spring takes the gesture's velocity.
    public var completionCurve: Timing
    /// A layer the pan moves in points beside the percent (a pan gesture only); `nil` for none.
    public var drag: InteractionDrag? = nil

    /// An interaction with UIKit's defaults (completion speed 1, ease-in-ease-out);
    /// `InteractionTimeline` checks that `completionSpeed` is finite and positive.
    public init(gesture: Gesture, release: Release = Release(), completionSpeed: Double = 1,
                completionCurve: Timing = .easeInEaseOut) {
        self.gesture = gesture
        self.release = release
        self.completionSpeed = completionSpeed
        self.completionCurve = completionCurve
    }
}
