#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
/// The segments' bytes are not copied: they are confirmed against the previous frame's filtered
/// rows, which the workspace keeps beside this frame's. What a frame did not use is dropped
/// after the next, so the cache holds one frame's compressed segments.
final class PNGSegmentCache {
    /// A segment's bytes as the cache looks them up: a hash of its rows' hashes (made by the
    /// filter, `PNGWorkspace.FilteredRows.rowHashes`), how many bytes, and whether the segment
    /// ends the stream.
    struct Key: Hashable {
        let hash: UInt64, count: Int, final: Bool

        /// The key of a segment of `count` bytes whose rows hash to `rowHashes`, in order.
        init(rowHashes: ArraySlice<UInt64>, count: Int, final: Bool) {
            var hash: UInt64 = 0
            for row in rowHashes { hash = (hash ^ row) &* 0x9E37_79B9_7F4A_7C15; hash ^= hash >> 29 }
            (self.hash, self.count, self.final) = (hash, count, final)
        }
    }

    /// Where a segment's filtered bytes lie in the filtered rows of the frame that last used
    /// it, and what they compressed to.
    private struct Entry {
        var offset: Int
        var output: [UInt8]
        var frame: Int
    }

    private var entries: [Key: Entry] = [:]
    private var frame = 0
    /// This frame's filtered rows and the previous frame's (`PNGWorkspace.beginFrame`).
    private var current: UnsafePointer<UInt8>?, previous: UnsafePointer<UInt8>?

    /// Segments compressed and segments copied since this cache was made.
    private(set) var compressedCount = 0, reusedCount = 0

    /// Starts a frame, for every frame the workspace encodes whether or not it is spliced (its
    /// buffers alternate on each): what the frame before did not use is forgotten (its bytes
    /// are gone), and so is all of it when that frame was not spliced.
    func beginFrame() {
        frame += 1
        entries = entries.filter { $0.value.frame == frame - 1 }
        (current, previous) = (nil, nil)
    }

    /// Where this frame's filtered rows are, and the previous frame's (set once the rows are
    /// filtered, before the first `lookup`).
    func locate(current: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>) {
        (self.current, self.previous) = (current, previous)
    }

    /// The compressed segment of the bytes at `input` (this frame's filtered rows, with `key`)
    /// when a segment of exactly these bytes was kept, and `nil` otherwise.
    func lookup(_ key: Key, _ input: UnsafePointer<UInt8>) -> [UInt8]? {
        guard var entry = entries[key], let current, let previous else { return nil }
        let kept = (entry.frame == frame ? current : previous) + entry.offset
        guard memcmp(kept, input, key.count) == 0 else { return nil }
        (entry.frame, entry.offset) = (frame, input - current)
        entries[key] = entry
        reusedCount += 1
        return entry.output
    }

    /// Keeps `output`, the compressed segment of the bytes at `input` (this frame's filtered
    /// rows) that have `key`.
    func insert(_ input: UnsafePointer<UInt8>, key: Key, output: [UInt8]) {
        guard let current else { return }
        entries[key] = Entry(offset: input - current, output: output, frame: frame)
        compressedCount += 1
    }
}
