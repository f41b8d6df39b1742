#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Zeroed memory for frame-sized buffers (surfaces, filtered rows), mapped from the system on
/// whole 2 MiB boundaries and marked for transparent huge pages where Linux offers them
/// (`MADV_HUGEPAGE`; the system's `madvise` setting, Debian's default).
///
/// Why: a fresh 1170×2532 surface is 2 900 pages of 4 KiB, each a page fault on first touch, and
/// faults are what a short render spends its first frames on (a cube push touched 60 MB of new
/// pages in 31 frames: 13 % of its time in the kernel). In 2 MiB pages the same memory faults
/// 6 times. Where huge pages are off the memory is ordinary mapped memory, zeroed as `calloc`'s.
public enum LargeMemory {
    /// The size of a huge page on x86-64 and arm64 Linux, and the mapping's alignment: below it
    /// a buffer gains nothing from this memory.
    public static let hugePage = 2 << 20
    /// Bytes before the memory handed out: the mapping's start and length (whole huge pages
    /// from a 2 MiB boundary), for `free`.
    static let header = 64

    /// `byteCount` zeroed bytes, 64-byte aligned, or `nil` when the system has no memory for them.
    /// Release with `free(_:)`.
    public static func allocate(byteCount: Int) -> UnsafeMutableRawPointer? {
        guard byteCount >= 0 else { return nil }
        let (needed, overflow) = byteCount.addingReportingOverflow(header + 2 * hugePage)
        guard !overflow else { return nil }
        let length = needed / hugePage * hugePage
        guard let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              mapped != MAP_FAILED else { return nil }
        // The first 2 MiB boundary in the mapping: from there every huge page lies whole inside
        // it. What lies before it, and after the huge pages the buffer needs, is given back.
        let address = UInt(bitPattern: mapped)
        let aligned = (address + UInt(hugePage) - 1) / UInt(hugePage) * UInt(hugePage)
        let kept = (header + byteCount + hugePage - 1) / hugePage * hugePage
        let start = UnsafeMutableRawPointer(bitPattern: aligned)!
        if aligned > address { munmap(mapped, Int(aligned - address)) }
        let end = Int(aligned - address) + kept
        if end < length { munmap(start + kept, length - end) }
        #if os(Linux)
        _ = madvise(start, kept, 14 /* MADV_HUGEPAGE */)
        #endif
        start.storeBytes(of: start, as: UnsafeMutableRawPointer.self)
        start.storeBytes(of: kept, toByteOffset: MemoryLayout<UnsafeMutableRawPointer>.stride, as: Int.self)
        return start + header
    }

    /// Returns memory from `allocate(byteCount:)` to the system.
    public static func free(_ memory: UnsafeMutableRawPointer) {
        let start = memory - header
        let mapped = start.load(as: UnsafeMutableRawPointer.self)
        let length = start.load(fromByteOffset: MemoryLayout<UnsafeMutableRawPointer>.stride, as: Int.self)
        munmap(mapped, length)
    }
}
