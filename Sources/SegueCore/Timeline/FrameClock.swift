/// The ticks at which a render samples a transition: frames at tᵢ = i / fps for i = 0 … n,
/// n = ceil(duration·fps − ε), the last time clamped to the duration.
///
/// The first frame shows the start state and the last the end state, so 1.0 s at 60 fps is
/// 61 frames. Each time is computed from its index, never by summing steps, so frame k of a
/// long render carries no accumulated rounding error.
///
/// Invariant: `fps` is positive and `duration` is finite and non-negative (checked by precondition;
/// templates reject bad values before a clock is built).
public struct FrameClock: Hashable, Sendable {
    /// Seconds covered by the clock.
    public let duration: Double
    /// Frames per second.
    public let fps: Int

    /// Slack subtracted from duration·fps before rounding up: a product such as 0.35·60 that
    /// lands a few ulps above a whole number (21.000000000000004) must not add a frame, and
    /// 1e-9 frames is far below any duration a template can meaningfully state.
    public static let frameCountSlack = 1e-9

    public init(duration: Double, fps: Int) {
        precondition(fps > 0, "FrameClock: fps must be positive, found \(fps)")
        precondition(duration.isFinite && duration >= 0, "FrameClock: invalid duration \(duration)")
        self.duration = duration
        self.fps = fps
    }

    /// The index of the last frame, n = ceil(duration·fps − ε).
    private var lastIndex: Int {
        max(0, Int((duration * Double(fps) - FrameClock.frameCountSlack).rounded(.up)))
    }

    /// The number of frames, n + 1 (the start and the end state both included).
    public var frameCount: Int { lastIndex + 1 }

    /// The time of frame `i` in seconds: i / fps, and exactly `duration` for the last frame.
    /// Indices outside 0..<frameCount are clamped to it.
    public func time(ofFrame i: Int) -> Double {
        let index = min(max(0, i), lastIndex)
        if index == lastIndex { return duration }
        return Double(index) / Double(fps)
    }
}
