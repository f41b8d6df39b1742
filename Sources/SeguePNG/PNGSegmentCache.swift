#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CDeflate

/// Frame-to-frame coherence for `balanced`: the zlib segments of a worker's previous frame,
/// each kept with the filtered bytes it was made from, so that a segment whose bytes come again
/// is copied instead of compressed.
///
/// Why it is exact: each zlib segment of `PNGSplicedDeflater` starts afresh (`deflateReset`), so
/// its compressed bytes depend on its filtered bytes and on whether it ends the stream, nothing
/// else. And why it pays: consecutive frames of a transition are mostly the same rows, still
/// (a from-screen that does not move) or moved (a screen that slides keeps its rows, and UP
/// filtering within them gives the same bytes wherever they land), so keying a segment by its
/// content, not its place, finds both. A hit is confirmed byte for byte, never trusted to the
/// hash alone.
///
/// What a frame did not use is dropped after it, so the cache holds about one frame's
/// non-zero rows (a flat UI's frame at 1170×2532: about 15 % of its 8.9 MB).
final class PNGSegmentCache {
    /// A segment's bytes as the cache looks them up: their CRC-32, how many, and whether the
    /// segment ends the stream.
    struct Key: Hashable {
        let crc: UInt32, count: Int, final: Bool
    }

    private struct Entry {
        var input: [UInt8]
        var output: [UInt8]
        var frame: Int
    }

    private var entries: [Key: Entry] = [:]
    private var frame = 0

    /// Segments compressed and segments copied since this cache was made.
    private(set) var compressedCount = 0, reusedCount = 0

    /// Starts a frame: what the frame before last did not use is forgotten.
    func beginFrame() {
        frame += 1
        entries = entries.filter { $0.value.frame >= frame - 1 }
    }

    /// The key of the `count` bytes at `input`, for `lookup` and `insert`.
    func key(_ input: UnsafePointer<UInt8>, count: Int, final: Bool) -> Key {
        Key(crc: libdeflate_crc32(0, input, count), count: count, final: final)
    }

    /// The compressed segment of the bytes at `input` (with `key`) when a segment of exactly
    /// these bytes was kept, and `nil` otherwise.
    func lookup(_ key: Key, _ input: UnsafePointer<UInt8>) -> [UInt8]? {
        guard var entry = entries[key], entry.input.withUnsafeBufferPointer({ memcmp($0.baseAddress!, input, key.count) == 0 }) else {
            return nil
        }
        entry.frame = frame
        entries[key] = entry
        reusedCount += 1
        return entry.output
    }

    /// Keeps `output`, the compressed segment of the `count` bytes at `input`.
    func insert(_ input: UnsafePointer<UInt8>, count: Int, final: Bool, output: [UInt8]) {
        entries[key(input, count: count, final: final)] = Entry(input: Array(UnsafeBufferPointer(start: input, count: count)),
                                                                output: output, frame: frame)
        compressedCount += 1
    }
}
