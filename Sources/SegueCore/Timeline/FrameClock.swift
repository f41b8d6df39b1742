/// The ticks at which a render samples a transition: frames at tᵢ = i / fps for i = 0 … n,
/// n = ceil(duration·fps − ε), the last time clamped to the duration.
///
/// The first frame shows the start state and the last the end state, so 1.0 s at 60 fps is
/// 61 frames. Each time is computed from its index, never by summing steps, so frame k of a
/// long render carries no accumulated rounding error.
///
/// A clock never traps, whatever it is given: templates reject bad values before a clock is
/// built, but a clock is also built from computed durations, and a crash is never an answer
/// to input. So `init` sanitises instead of checking: a NaN or negative duration becomes 0, a
/// duration (or +∞) longer than `maxDuration` becomes `maxDuration`, and an fps below 1
/// becomes 1. The stored `duration` and `fps` are the sanitised values.
public struct FrameClock: Hashable, Sendable {
    /// Seconds covered by the clock.
    public let duration: Double
    /// Frames per second.
    public let fps: Int

    /// Slack subtracted from duration·fps before rounding up: a product such as 0.35·60 that
    /// lands a few ulps above a whole number (21.000000000000004) must not add a frame, and
    /// 1e-9 frames is far below any duration a template can meaningfully state.
    public static let frameCountSlack = 1e-9

    /// The longest duration a clock covers, in seconds (a day): far beyond any template's limit
    /// (a minute), and small enough that duration·fps always converts to an `Int`.
    public static let maxDuration = 86_400.0

    /// The largest frame rate a clock uses (templates allow 240): with `maxDuration` it keeps
    /// the frame count (≤ 8.64·10¹⁰) exact in a Double and far below `Int.max`.
    public static let maxFPS = 1_000_000

    /// A clock over `duration` seconds at `fps` frames per second, sanitised as the type's doc says.
    public init(duration: Double, fps: Int) {
        self.duration = duration.isNaN ? 0 : min(max(duration, 0), FrameClock.maxDuration)
        self.fps = min(max(fps, 1), FrameClock.maxFPS)
    }

    /// The index of the last frame, n = ceil(duration·fps − ε).
    private var lastIndex: Int {
        Int(clamping: duration * Double(fps) - FrameClock.frameCountSlack, to: 0...Int(Int32.max), rounding: .up)
    }

    /// The number of frames, n + 1 (the start and the end state both included).
    public var frameCount: Int { lastIndex + 1 }

    /// 0, ¼, ½, ¾ and 1: the fractions of a timeline a sheet shows and goldens keep by default,
    /// the start and end states and three instants between.
    public static let quarterFractions = [0.0, 0.25, 0.5, 0.75, 1.0]

    /// The frame nearest `fraction` (0...1) of the way through the clock's frames.
    public func frame(atFraction fraction: Double) -> Int {
        FrameClock.frame(atFraction: fraction, frameCount: frameCount)
    }

    /// The frame nearest `fraction` (0...1) of the way through `frameCount` frames:
    /// round(fraction · (frameCount − 1)). The sheet's and the goldens' frames at 0, ¼, ½, ¾ and 1.
    public static func frame(atFraction fraction: Double, frameCount: Int) -> Int {
        Int(clamping: fraction * Double(max(1, frameCount) - 1), to: 0...max(0, frameCount - 1))
    }

    /// The time of frame `i` in seconds: i / fps, and exactly `duration` for the last frame.
    /// Indices outside 0..<frameCount are clamped to it.
    public func time(ofFrame i: Int) -> Double {
        let index = min(max(0, i), lastIndex)
        if index == lastIndex { return duration }
        return Double(index) / Double(fps)
    }
}
