#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one `FrameRenderer.run` did, for progress lines and the benchmark (the renderer's
/// instrumentation: the benchmark times renders through it, not through a loop of its own).
public struct RenderStatistics: Sendable {
    /// Frames handed to the sinks.
    public var frames = 0
    /// Of them, frames equal to the previous one that were neither drawn nor processed: every
    /// sink taking them had taken the previous frame and got its product again.
    public var reused = 0
    /// CPU seconds spent per stage, summed over all threads.
    public var times = StageTimes()
    /// Worker threads the run used: the renderer's `jobs`, fewer when the frames were fewer or
    /// the memory budget did not hold them all.
    public var workers = 0

    /// Statistics with nothing counted yet.
    public init() {}
}

/// CPU seconds per stage of a render.
public struct StageTimes: Sendable {
    /// Evaluating snapshots (and the previous frame's tree, to compare).
    public var evaluate = 0.0
    /// Rasterizing trees into surfaces.
    public var draw = 0.0
    /// In sink workers (encoding, copying pixels).
    public var process = 0.0
    /// In sinks' `consume` on the calling thread (writing files, comparing).
    public var consume = 0.0

    /// Times with nothing measured yet.
    public init() {}

    /// The sum over all stages.
    public var total: Double { evaluate + draw + process + consume }

    mutating func add(_ other: StageTimes) {
        evaluate += other.evaluate
        draw += other.draw
        process += other.process
        consume += other.consume
    }
}

/// The calling thread's CPU time, for measuring stages between laps.
public struct CPUClock: Sendable {
    private var last = CPUClock.now()

    /// A clock starting now.
    public init() {}

    /// CPU seconds of the calling thread since it started.
    public static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Seconds of this thread's CPU time since the previous lap (or since `init`).
    public mutating func lap() -> Double {
        let t = CPUClock.now()
        defer { last = t }
        return t - last
    }
}
