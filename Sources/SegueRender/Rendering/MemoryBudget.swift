#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// How much memory a render may take, and so how many worker threads it can afford: checked
/// before any surface is allocated, so a large canvas with many `--jobs` runs on fewer workers
/// (or is refused with one line) instead of aborting when an allocation fails half-way.
///
/// The model, measured with `/usr/bin/time -f %M` on an 8192×8192 px render (a 256 MiB
/// surface): one worker peaks at 1.86 surfaces, two at 3.61. A worker holds its surface and its
/// sink's scratch (the PNG encoder's filtered rows, about one surface more), so it is counted as
/// `bytesPerWorker`: 2 × 4 bytes × the pixels of every scale it draws at. Finished frames
/// waiting for the writer are compressed and mostly far smaller; they, the decoded images and
/// the process itself are covered by using only `usableFraction` of what is available.
public struct MemoryBudget: Sendable, Hashable {
    /// Bytes the process may still allocate.
    public var availableBytes: Int
    /// Where `availableBytes` comes from, for messages: `MemAvailable`, `cgroup memory.max`,
    /// `RLIMIT_AS`, or whatever the caller says.
    public var source: String

    /// The share of `availableBytes` workers may take (the rest is headroom, see the type's doc).
    public static let usableFraction = 0.75

    /// A budget of `availableBytes`, read from `source`.
    public init(availableBytes: Int, source: String) {
        self.availableBytes = max(0, availableBytes)
        self.source = source
    }

    /// What one worker takes: its surface and its sink's scratch, 2 × 4 bytes per pixel, for a
    /// surface of each of `pixelCounts` (one per scale the sinks ask for), and 4 bytes per pixel
    /// more for each of `groups` nested offscreen groups the rasterizer may hold at once (a
    /// translucent layer with sublayers is drawn into a group as large as the canvas, inside
    /// its translucent ancestors' groups: 32 nested full-canvas groups took 3.2 GB at 25 MP).
    public static func bytesPerWorker(pixelCounts: [Int], groups: Int = 0) -> Int {
        let bytesPerPixel = bytesPerPixel(groups: groups)
        return pixelCounts.reduce(0) { total, pixels in total.addingClamped(pixels.multipliedClamped(by: bytesPerPixel)) }
    }

    /// 8 bytes (surface and encoder rows) and 4 for each nested group.
    public static func bytesPerPixel(groups: Int) -> Int { 8 + 4 * max(0, groups) }

    /// The workers that fit: `requested` when they all do, fewer when not, and an error when
    /// not even one fits, naming `subject` (a template file), the frame size and the numbers.
    public func workers(requested: Int, pixelCounts: [Int], frameSize: (width: Int, height: Int), groups: Int = 0,
                        subject: String? = nil) throws(RenderError) -> Int {
        let perWorker = Self.bytesPerWorker(pixelCounts: pixelCounts, groups: groups)
        let usable = Int(Double(availableBytes) * Self.usableFraction)
        let fitting = perWorker == 0 ? requested : usable / perWorker
        guard fitting >= 1 else {
            throw RenderError((subject.map { "\($0): " } ?? "")
                + "a \(frameSize.width)×\(frameSize.height) px frame needs about \(Self.format(perWorker)) for one worker "
                + "(\(groups > 0 ? "its surface, encoder rows and up to \(groups) nested groups" : "its surface and encoder rows"), "
                + "\(Self.bytesPerPixel(groups: groups)) bytes a pixel); \(Self.format(usable)) of the \(Self.format(availableBytes)) "
                + "available (\(source)) may be used: lower --scale or the canvas size")
        }
        return max(1, min(requested, fitting))
    }

    /// The budget this process has now: the smallest of the cgroup's remaining memory
    /// (`memory.max` − `memory.current`, cgroup v2), the address-space limit left
    /// (`RLIMIT_AS` − `VmSize`), and the system's `MemAvailable`; `nil` when none can be read.
    public static func current() -> MemoryBudget? {
        var candidates: [MemoryBudget] = []
        if let max = readInteger("/sys/fs/cgroup/memory.max"), let used = readInteger("/sys/fs/cgroup/memory.current") {
            candidates.append(MemoryBudget(availableBytes: max - used, source: "cgroup memory.max"))
        }
        var limit = rlimit()
        if getrlimit(Int32(RLIMIT_AS.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
           let size = statusKilobytes("VmSize") {
            let cap = limit.rlim_cur > rlim_t(Int.max) ? Int.max : Int(limit.rlim_cur)
            candidates.append(MemoryBudget(availableBytes: cap - size * 1024, source: "RLIMIT_AS"))
        }
        if let available = meminfoKilobytes("MemAvailable") {
            candidates.append(MemoryBudget(availableBytes: available.multipliedClamped(by: 1024), source: "MemAvailable"))
        }
        return candidates.min { $0.availableBytes < $1.availableBytes }
    }

    /// `1.2 GiB available (MemAvailable)`, for notes about a lowered worker count.
    public var summary: String { "\(Self.format(availableBytes)) available (\(source))" }

    /// Bytes in KiB, MiB or GiB with one decimal, as messages print them: `1.5 GiB`, `300.0 MiB`.
    static func format(_ bytes: Int) -> String {
        let kib = Double(bytes) / 1024
        if kib < 1024 { return String(format: "%.1f KiB", kib) }
        return kib < 1024 * 1024 ? String(format: "%.1f MiB", kib / 1024) : String(format: "%.1f GiB", kib / (1024 * 1024))
    }

    private static func readInteger(_ path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// A `Key:   123 kB` line of /proc/meminfo, in kilobytes.
    private static func meminfoKilobytes(_ key: String) -> Int? { field(key, in: "/proc/meminfo") }

    /// A `Key:   123 kB` line of /proc/self/status, in kilobytes.
    private static func statusKilobytes(_ key: String) -> Int? { field(key, in: "/proc/self/status") }

    private static func field(_ key: String, in path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
            // `VmSize:\t  123456 kB` (status pads with a tab), `MemAvailable:   123 kB` (meminfo).
            return Int(line.dropFirst(key.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first ?? "")
        }
        return nil
    }
}

extension Int {
    /// `self × factor`, or `Int.max` where that overflows.
    func multipliedClamped(by factor: Int) -> Int {
        let (product, overflow) = multipliedReportingOverflow(by: factor)
        return overflow ? .max : product
    }

    /// `self + other`, or `Int.max` where that overflows.
    func addingClamped(_ other: Int) -> Int {
        let (sum, overflow) = addingReportingOverflow(other)
        return overflow ? .max : sum
    }
}
