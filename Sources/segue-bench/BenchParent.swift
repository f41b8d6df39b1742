import Foundation

/// Runs every configuration in a child process and prints the tables.
struct BenchParent {
    var templateFolder: String
    var peerSetup = PeerSetup()
    /// Where every child and the peer's commands write their frames, deleted only when the
    /// bench ends. On a file system that passes over recently deleted inodes before it reuses
    /// any (ext4 without a journal, this VM's: `recently_deleted` in its inode allocator), files
    /// created just after others were deleted cost several times as much: deleting each child's
    /// frames as it ended made the next configuration pay for the last one's cleanup (the write
    /// column of `fast ×2` measured 0.66 ms a frame so, 0.11 without).
    let outputRoot = NSTemporaryDirectory() + "segue-bench-run-\(getpid())"

    /// The settings measured at each resolution, the baseline first.
    static func configurations(scale: Double) -> [BenchConfiguration] {
        var list = [BenchConfiguration(mode: .baseline, scale: scale, jobs: 1)]
        for mode in [BenchConfiguration.Mode.drawOnly, .fast, .balanced, .small] {
            for jobs in [1, 2] { list.append(BenchConfiguration(mode: mode, scale: scale, jobs: jobs)) }
            // One frame at a time spread over the cores (issue 32's parallelism inside a frame).
            if mode == .fast || mode == .balanced {
                list.append(BenchConfiguration(mode: mode, scale: scale, jobs: 1, threadsPerFrame: ProcessInfo.processInfo.activeProcessorCount))
            }
        }
        return list
    }

    /// The parts of the benchmark, in the order a whole run prints them.
    enum Section: String, CaseIterable {
        case tables, peer, templates, media, memory
    }

    /// Runs `sections` (all of them by default) in their order.
    func run(_ sections: Set<Section> = Set(Section.allCases)) throws {
        try FileManager.default.createDirectory(atPath: outputRoot, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: outputRoot) }
        print("segue-bench: the standard set (Templates/bench, 151 frames), \(ProcessInfo.processInfo.activeProcessorCount) cores")
        if sections.contains(.tables) {
            print("Each row is a configuration's median run by wall time, of 3 to 7 runs taken in turn with the others.")
            for scale in [3.0, 1.0] {
                let size = "\(Int(390 * scale))×\(Int(844 * scale))"
                let configurations = BenchParent.configurations(scale: scale)
                let rows = try zip(configurations, measureInRounds(configurations)).map { ($0, $1) }
                print("\n### \(size) px (scale \(Int(scale)))\n")
                print(BenchTable(rows: rows).text)
            }
        }
        if sections.contains(.peer) { try peer(peerSetup) }
        if sections.contains(.templates) { try perTemplate() }
        if sections.contains(.media) { try media() }
        if sections.contains(.memory) { try memoryCheck() }
    }

    /// Peak memory of a 61- and a 601-frame render (a 10 s circle reveal at 6 and 60 fps,
    /// balanced, 2 jobs, scale 3): the same frames drawn, ten times as many written.
    private func memoryCheck() throws {
        let short = try measure(BenchConfiguration(mode: .balanced, scale: 3, jobs: 2, memoryCheckFrames: 61))
        let long = try measure(BenchConfiguration(mode: .balanced, scale: 3, jobs: 2, memoryCheckFrames: 601))
        let ratio = Double(long.peakKB) / Double(short.peakKB)
        print("\nMemory, balanced ×2 at 1170×2532: 61 frames peak \(short.peakKB / 1024) MB, "
              + "601 frames peak \(long.peakKB / 1024) MB (×\(String(format: "%.2f", ratio)))")
    }

    /// Each of `configurations` measured several times in rounds that take them in turn, and
    /// for each its median run by wall time (all its columns from that one run): a single run of
    /// a configuration that takes a tenth of a second moves by a quarter from one run to the next
    /// on this VM (the disk's state after the previous child's files were deleted, the host), and
    /// rounds spread such drift over every configuration alike. How many runs a configuration
    /// gets follows its first run's wall time: 7 under half a second, 5 under two, else 3.
    func measureInRounds(_ configurations: [BenchConfiguration]) throws -> [BenchResult] {
        var runs = try configurations.map { [try measure($0)] }
        let wanted = runs.map { BenchParent.runs(afterFirst: $0[0].wallSeconds) }
        for round in 1..<(wanted.max() ?? 1) {
            for (k, configuration) in configurations.enumerated() where round < wanted[k] {
                runs[k].append(try measure(configuration))
            }
        }
        return runs.map(BenchParent.medianRun)
    }

    /// Runs of a configuration whose first run took `wall` seconds (`measureInRounds`).
    static func runs(afterFirst wall: Double) -> Int { wall < 0.5 ? 7 : wall < 2 ? 5 : 3 }

    /// The run with the median wall time (the upper middle one of an even count).
    static func medianRun(_ runs: [BenchResult]) -> BenchResult {
        runs.sorted { $0.wallSeconds < $1.wallSeconds }[runs.count / 2]
    }

    /// Runs `configuration` in a child process (this executable again) and parses its result.
    func measure(_ configuration: BenchConfiguration) throws -> BenchResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        process.arguments = configuration.arguments + ["--templates", templateFolder, "--output-root", outputRoot]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let result = output.split(separator: "\n").lazy.compactMap({ BenchResult(line: String($0)) }).first else {
            throw BenchFailure(description: "configuration \(configuration.arguments.joined(separator: " ")) failed")
        }
        FileHandle.standardError.write(Data("  measured \(configuration.label) at scale \(Int(configuration.scale))\n".utf8))
        return result
    }
}

extension BenchParent {
    /// Monotonic wall-clock seconds.
    static func wallClock() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }
}

struct BenchFailure: Error, CustomStringConvertible {
    var description: String
}
