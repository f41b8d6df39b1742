#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Frame-to-frame coherence for `balanced` and `fast`: the segments of a worker's previous
/// frame, each kept with the rows it was made from, so that a segment whose rows come again is
/// copied instead of compressed.
///
/// Why it is exact: each segment of `PNGSplicedDeflater` starts afresh (zlib's after
/// `deflateReset`; the run coder's from its own tokens, with a code made for them alone), so its
/// compressed bytes depend on its filtered bytes (or their tokens) and on whether it ends the
/// stream, nothing else. And why it pays: consecutive frames of a transition are mostly the same rows, still
/// (a from-screen that does not move) or moved (a screen that slides keeps its rows, and UP
/// filtering within them gives the same bytes wherever they land), so keying a segment by its
/// content, not its place, finds both. A hit is confirmed byte for byte, never trusted to the
/// hash alone: against filtered bytes (`balanced`) or against the run coder's tokens (`fast`),
/// which stand for exactly one sequence of bytes.
///
/// The segments' rows are not copied: they are confirmed against the previous frame's, which
/// the workspace keeps beside this frame's. What a frame did not use is dropped
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

    /// Where a segment's rows lie in the frame that last used it (as filtered bytes, or as
    /// tokens for the run coder: `PNGSplicedDeflater.Rows`), how many bytes they take there,
    /// and what they compressed to.
    private struct Entry {
        var offset: Int
        var length: Int
        var output: [UInt8]
        var frame: Int
    }

    private var entries: [Key: Entry] = [:]
    private var frame = 0
    /// This frame's rows and the previous frame's (`PNGWorkspace.beginFrame`).
    private var current: UnsafeRawPointer?, previous: UnsafeRawPointer?

    /// Segments compressed and segments copied since this cache was made.
    private(set) var compressedCount = 0, reusedCount = 0

    /// Starts a frame, for every frame the workspace encodes whether or not it is spliced (its
    /// buffers alternate on each): what the frame before did not use is forgotten (its rows
    /// are gone), and so is all of it when that frame was not spliced.
    func beginFrame() {
        frame += 1
        entries = entries.filter { $0.value.frame == frame - 1 }
        (current, previous) = (nil, nil)
    }

    /// Where this frame's rows are, and the previous frame's, in the one form the cache's
    /// coding reads (set once the rows are filtered, before the first `lookup`).
    func locate(current: UnsafeRawPointer, previous: UnsafeRawPointer) {
        (self.current, self.previous) = (current, previous)
    }

    /// The compressed segment of the `length` bytes of rows at `input` (this frame's, with
    /// `key`) when a segment of exactly these rows was kept, and `nil` otherwise.
    func lookup(_ key: Key, _ input: UnsafeRawPointer, length: Int) -> [UInt8]? {
        guard var entry = entries[key], entry.length == length, let current, let previous else { return nil }
        let kept = (entry.frame == frame ? current : previous) + entry.offset
        guard memcmp(kept, input, length) == 0 else { return nil }
        (entry.frame, entry.offset) = (frame, input - current)
        entries[key] = entry
        reusedCount += 1
        return entry.output
    }

    /// Keeps `output`, the compressed segment of the `length` bytes of rows at `input` (this
    /// frame's) that have `key`.
    func insert(_ input: UnsafeRawPointer, length: Int, key: Key, output: [UInt8]) {
        guard let current else { return }
        entries[key] = Entry(offset: input - current, length: length, output: output, frame: frame)
        compressedCount += 1
    }
}
