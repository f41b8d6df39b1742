import Foundation

/// Clocks and the memory gauge of the benchmark.
enum BenchClock {
    /// Monotonic wall-clock seconds.
    static func wall() -> Double { seconds(CLOCK_MONOTONIC) }

    /// CPU seconds of the calling thread.
    static func threadCPU() -> Double { seconds(CLOCK_THREAD_CPUTIME_ID) }

    /// Thread CPU seconds since `last`, which becomes now.
    static func lap(_ last: inout Double) -> Double {
        let now = threadCPU()
        defer { last = now }
        return now - last
    }

    /// This process's peak resident set (VmHWM in /proc/self/status), in KB; 0 if unreadable.
    static func peakResidentKB() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
        }
        return 0
    }

    private static func seconds(_ clock: clockid_t) -> Double {
        var ts = timespec()
        clock_gettime(clock, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}
