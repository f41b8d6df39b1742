/// Which frames of a render a GIF shows and how long each stays, in centiseconds.
///
/// GIF delays are whole centiseconds, and browsers play a delay of 0 or 1 cs as 10 cs (a rule
/// from Netscape's days that Chrome, Firefox and Safari keep), so a GIF runs at most 50 fps with
/// every delay at least 2 cs. The rule:
/// - the step k is the smallest integer ≥ 1 such that fps / k ≤ 50 and every delay below is at
///   least 2 cs;
/// - the samples are M = ⌈n/k⌉ + 1 clock frames spread evenly from the first to the last (the end
///   state), frame n the last: the frames nearest j·n/(M − 1), which are 0, k, 2k, … when k
///   divides n; otherwise the one shorter step falls inside the run, not as a jerk at its end;
/// - the whole GIF lasts the transition's duration D, exactly to the centisecond: the delays
///   are spread by rounding the cumulative time, delay_j = round(100·D·(j+1)/M) − round(100·D·j/M),
///   so they sum to round(100·D) and no two differ by more than 1 cs.
/// So a 60 fps template gives a 30 fps GIF (k = 2), one at 30 fps keeps every frame. The GIF
/// plays its M frames in D rather than the M − 1 frame intervals the samples span, so it runs
/// M/(M − 1) fast, evenly: a loop of an animation has no room for the end state's own interval
/// (the first frame's instant has none), and the rule is the total. A timeline
/// too short for two frames of 2 cs (under about 4 cs) shows its end state alone, for
/// max(2, round(100·D)) cs.
public struct GIFTiming: Hashable, Sendable {
    /// The highest frame rate a GIF plays at: one frame per `minimumDelay`.
    public static let maximumFPS = 50
    /// The shortest delay browsers honour, in centiseconds.
    public static let minimumDelay = 2

    /// Clock frames between samples.
    public let step: Int
    /// The clock frame indices shown, increasing.
    public let frames: [Int]
    /// Each shown frame's delay in centiseconds, `frames.count` of them.
    public let delays: [Int]

    /// The timing of a render of `frameCount` frames (indices 0 … frameCount − 1, the last at
    /// `duration` seconds) at `fps`.
    public init(frameCount: Int, fps: Int, duration: Double) {
        let last = max(0, frameCount - 1)
        let total = 100 * max(0, duration)
        let firstStep = max(1, (fps + GIFTiming.maximumFPS - 1) / GIFTiming.maximumFPS)
        if last > 0 {
            for k in firstStep...max(firstStep, last) {
                let count = (last + k - 1) / k + 1
                let frames = (0..<count).map { j in Int((Double(j) * Double(last) / Double(count - 1)).rounded()) }
                let delays = GIFTiming.delays(total: total, count: frames.count)
                if delays.allSatisfy({ $0 >= GIFTiming.minimumDelay }) {
                    (step, self.frames, self.delays) = (k, frames, delays)
                    return
                }
                if frames.count <= 2 { break }
            }
        }
        step = max(1, last)
        frames = [last]
        delays = [max(GIFTiming.minimumDelay, Int(total.rounded()))]
    }

    /// `count` delays summing to round(`total`) centiseconds: the differences of the rounded
    /// cumulative times total·j / count.
    static func delays(total: Double, count: Int) -> [Int] {
        func cumulative(_ j: Int) -> Int { Int((j == count ? total : total * Double(j) / Double(count)).rounded()) }
        return (0..<count).map { cumulative($0 + 1) - cumulative($0) }
    }
}
