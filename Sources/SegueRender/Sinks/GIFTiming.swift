/// Which frames of a render a GIF shows and how long each stays, in centiseconds.
///
/// GIF delays are whole centiseconds, and browsers play a delay of 0 or 1 cs as 10 cs (a rule
/// from Netscape's days that Chrome, Firefox and Safari keep), so a GIF runs at most 50 fps with
/// every delay at least 2 cs. The rule:
/// - the step k is the smallest integer ≥ 1 such that fps / k ≤ 50 and every delay below is at
///   least 2 cs;
/// - the samples are clock frames 0, k, 2k, … and always the last frame (the end state): M frames;
/// - the whole GIF lasts the transition's duration D, exactly to the centisecond: the delays
///   are spread by rounding the cumulative time, delay_j = round(100·D·(j+1)/M) − round(100·D·j/M),
///   so they sum to round(100·D) and no two differ by more than 1 cs.
/// So a 60 fps template gives a 30 fps GIF (k = 2), one at 30 fps keeps every frame. A timeline
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
                var frames = Array(stride(from: 0, through: last, by: k))
                if frames.last != last { frames.append(last) }
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
