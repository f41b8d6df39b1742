#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CDeflate
import CRowFilter

/// The `balanced` compressor: one zlib stream in which every run of rows that filter to zeros
/// is a `PNGZeroRowBlock` and every run of other rows a raw deflate segment from zlib.
///
/// Why: after the UP filter a flat-UI frame at 1170×2532 is about 85 % rows of zeros. A general
/// compressor spends most of its time hashing those (libdeflate: about 13 ms of its 16), while
/// their coding is fixed; zlib then only sees the rows that hold edges, text and gradients. The
/// pieces join because each ends on a byte boundary with its last block not final: zlib's
/// segments end in a sync flush, and an empty stored block aligns Segue's own blocks before a
/// zlib segment. Each zlib segment starts afresh (`deflateReset`), so no match reaches back
/// into the zero rows zlib did not see; the rows above a segment are zeros or another segment
/// more than a few rows away, so little is lost. It also makes a segment's bytes a function of
/// its rows alone, which `PNGSegmentCache` uses to copy the segments a frame shares with the
/// worker's previous one.
enum PNGSplicedDeflater {
    /// How the rows that are not zeros are coded: zlib at a level (`balanced`), or the run coder
    /// (`fast`). Either way each segment starts afresh and ends on a byte boundary.
    enum Segments {
        case zlib(ZlibCompressor)
        case runs(PNGRunCoder)

        /// The most bytes `count` input bytes can become, with the segment's closing bytes.
        func bound(_ count: Int) -> Int {
            switch self {
            case .zlib(let zlib): zlib.bound(count) + 5
            case .runs: PNGRunCoder.bound(count)
            }
        }

        /// The memory this coder makes segments in.
        var scratch: ScratchBuffer {
            switch self {
            case .zlib(let zlib): zlib.scratch
            case .runs(let coder): coder.scratch
            }
        }

        /// The `byteCount` filtered bytes of a segment as one segment: zlib's from the bytes at
        /// `start`, the run coder's from their tokens there (`length` bytes of them, each row read
        /// from its own start, so a `fast` segment has one definition). Made in the coder's own
        /// scratch memory (kept from segment to segment: a fresh buffer of the bound's size for
        /// each would be new pages every time) and copied out at their length.
        func compress(_ start: UnsafeRawPointer, length: Int, tokens: Bool, byteCount: Int, final: Bool) -> [UInt8] {
            let capacity = bound(byteCount)
            let scratch: ScratchBuffer, made: Int
            switch self {
            case .zlib(let zlib):
                precondition(!tokens, "PNGSplicedDeflater: zlib segments are made from bytes")
                scratch = zlib.scratch
                scratch.reserve(capacity)
                made = zlib.compressSegment(UnsafeMutablePointer(mutating: start.assumingMemoryBound(to: UInt8.self)), count: byteCount,
                                            final: final, into: scratch.base, capacity: capacity)
            case .runs(let coder):
                scratch = coder.scratch
                scratch.reserve(capacity)
                precondition(tokens, "PNGSplicedDeflater: run-coded segments are made from tokens")
                made = coder.compress(tokens: start.assumingMemoryBound(to: UInt16.self), count: length / 2, final: final, into: scratch.base)
            }
            return Array(UnsafeBufferPointer(start: scratch.base, count: made))
        }
    }

    /// The most bytes the stream can take: the segments' bound for all the data, plus per row
    /// (at most one segment or zero-row block starts on each) an aligning stored block (5 bytes)
    /// and the zero-row block's header (under 64 bytes) or a segment's own overhead, plus the
    /// zlib header and Adler-32.
    static func bound(count: Int, height: Int, segments: Segments) -> Int {
        segments.bound(count) + 80 * (height + 1) + 16 + (segments.bound(0) * (height + 1))
    }

    /// Where the rows that are not zeros lie, in one of two forms.
    enum Rows {
        /// Filtered bytes: every row at its place, or with `packed` only the rows that are not
        /// zeros, one after another (`PNGWorkspace.FilteredRows`).
        case bytes(UnsafeMutablePointer<UInt8>, packed: Bool)
        /// Each row's `PNGRunCoder` tokens, read from the row's own start, one row after another;
        /// `counts[y]` of them for row y (a zero row's count is never read). Only the run coder
        /// reads these.
        case tokens(UnsafeMutablePointer<UInt16>, counts: [Int32])

        /// The memory this form is in.
        var base: UnsafeRawPointer {
            switch self {
            case .bytes(let base, _): UnsafeRawPointer(base)
            case .tokens(let base, _): UnsafeRawPointer(base)
            }
        }
    }

    /// Compresses `height` filtered rows of `rowBytes` bytes, where `zeroRows[y]` says that row
    /// y's bytes after its filter byte `filterByte` are all zeros (and `rowHashes[y]` hashes them
    /// when not, for `cache`), the others in `rows`. Returns the stream's length in `output` (at
    /// least `bound` bytes).
    ///
    /// The stream is planned first: its runs of zero rows and segments, each segment copied
    /// from `cache` when the worker's previous frame (or this one) had the same rows, the
    /// others made by `segments`, one coder per thread: with more than one, on as many threads
    /// at once, each taking every n-th segment to make. Segments never depend on each other, so
    /// the stream is the same for any number of threads.
    static func compress(_ rows: Rows, rowBytes: Int, height: Int, zeroRows: [Bool], rowHashes: [UInt64],
                         filterByte: UInt8, segments coders: [Segments], zeroBlock: PNGZeroRowBlock, cache: PNGSegmentCache? = nil,
                         into output: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        let pieces = plan(rows, rowBytes: rowBytes, height: height, zeroRows: zeroRows)
        let base = rows.base, tokens: Bool
        if case .tokens = rows { tokens = true } else { tokens = false }
        var made = [[UInt8]](repeating: [], count: pieces.count)
        var toMake: [Int] = []
        var sameAs: [Int: Int] = [:]
        var pending: [PNGSegmentCache.Key: Int] = [:], keys: [Int: PNGSegmentCache.Key] = [:]
        for (p, piece) in pieces.enumerated() where !piece.zeros {
            let start = base + piece.offset
            guard let cache else { toMake.append(p); continue }
            let key = PNGSegmentCache.Key(rowHashes: rowHashes[piece.rows], count: piece.rows.count * rowBytes, final: piece.final)
            if let kept = cache.lookup(key, start, length: piece.length) {
                made[p] = kept
            } else if let first = pending[key], pieces[first].length == piece.length,
                      memcmp(base + pieces[first].offset, start, piece.length) == 0 {
                sameAs[p] = first
            } else {
                (pending[key], keys[p]) = (p, key)
                toMake.append(p)
            }
        }
        made.withUnsafeMutableBufferPointer { made in
            let threads = min(coders.count, toMake.count)
            func make(_ thread: Int) {
                for n in stride(from: thread, to: toMake.count, by: max(1, threads)) {
                    let piece = pieces[toMake[n]]
                    made[toMake[n]] = coders[thread].compress(base + piece.offset, length: piece.length, tokens: tokens,
                                                              byteCount: piece.rows.count * rowBytes, final: piece.final)
                }
            }
            concurrently(threads, make)
        }
        for p in toMake {
            if let key = keys[p] { cache?.insert(base + pieces[p].offset, length: pieces[p].length, key: key, output: made[p]) }
        }

        var bits = PNGBitWriter(into: output)
        bits.writeByte(0x78) // deflate, 32 KB window
        bits.writeByte(0x9C) // default level, no dictionary: 0x789C is a multiple of 31
        for (p, piece) in pieces.enumerated() {
            if piece.zeros {
                zeroBlock.write(rows: piece.rows.count, final: piece.final, &bits)
                if piece.final {
                    bits.alignToByte()
                } else {
                    bits.writeEmptyStoredBlock()
                }
            } else {
                let bytes = made[sameAs[p] ?? p]
                precondition(bits.count + bytes.count + 4 <= capacity, "PNGSplicedDeflater: a segment past the stream's bound")
                bytes.withUnsafeBufferPointer { (output + bits.count).update(from: $0.baseAddress!, count: $0.count) }
                bits.skip(bytes.count)
            }
        }
        let adler = adler32(pieces, in: rows, rowBytes: rowBytes, filterByte: filterByte)
        for shift in stride(from: 24, through: 0, by: -8) { bits.writeByte(UInt8(truncatingIfNeeded: adler >> UInt32(shift))) }
        return bits.count
    }

    /// A run of rows of the stream: zeros (a `PNGZeroRowBlock`) or a segment, whose rows lie
    /// `length` bytes from `offset` in its `Rows`.
    struct Piece { let rows: Range<Int>, zeros: Bool, final: Bool, offset: Int, length: Int }

    /// The stream's runs of zero rows and of other rows, in order. A segment's rows start at
    /// their place, or, packed, after the rows that are not zeros above them; its tokens after
    /// the tokens of every row above.
    static func plan(_ rows: Rows, rowBytes: Int, height: Int, zeroRows: [Bool]) -> [Piece] {
        var pieces: [Piece] = []
        var y = 0, written = 0
        while y < height {
            var end = y + 1
            while end < height && zeroRows[end] == zeroRows[y] { end += 1 }
            let offset: Int, length: Int
            switch rows {
            case .bytes(_, let packed):
                (offset, length) = ((packed ? written : y) * rowBytes, zeroRows[y] ? 0 : (end - y) * rowBytes)
                if !zeroRows[y] { written += end - y }
            case .tokens(_, let counts):
                let n = zeroRows[y] ? 0 : counts[y..<end].reduce(0) { $0 + Int($1) }
                (offset, length) = (2 * written, 2 * n)
                written += n
            }
            pieces.append(Piece(rows: y..<end, zeros: zeroRows[y], final: end == height, offset: offset, length: length))
            y = end
        }
        return pieces
    }

    /// The Adler-32 (RFC 1950 8.2) of the filtered rows, reading only the rows that are not
    /// zeros (as bytes, or as tokens, a run in one step): a zero row adds its filter byte to s1
    /// and s1 to s2, then each of its zeros adds s1 to s2 again, so it adds s1 + (rowBytes − 1)·s1
    /// in all, computed, not summed byte by byte.
    static func adler32(_ pieces: [Piece], in rows: Rows, rowBytes: Int, filterByte: UInt8) -> UInt32 {
        let modulus: UInt64 = 65521
        var adler: UInt32 = 1
        for piece in pieces {
            if piece.zeros {
                var s1 = UInt64(adler & 0xFFFF), s2 = UInt64(adler >> 16)
                for _ in piece.rows {
                    s1 = (s1 + UInt64(filterByte)) % modulus
                    s2 = (s2 + s1 * UInt64(rowBytes)) % modulus
                }
                adler = UInt32(s2 << 16 | s1)
            } else {
                switch rows {
                case .bytes(let base, _):
                    adler = UInt32(libdeflate_adler32(adler, base + piece.offset, piece.length))
                case .tokens(let base, _):
                    adler = segue_adler32_tokens(adler, base + piece.offset / 2, Int64(piece.length / 2))
                }
            }
        }
        return adler
    }

    /// `adler32` of rows of bytes, every row at its place or `packed`.
    static func adler32(_ input: UnsafeMutablePointer<UInt8>, rowBytes: Int, height: Int, zeroRows: [Bool], packed: Bool = false,
                        filterByte: UInt8) -> UInt32 {
        let rows = Rows.bytes(input, packed: packed)
        return adler32(plan(rows, rowBytes: rowBytes, height: height, zeroRows: zeroRows), in: rows, rowBytes: rowBytes, filterByte: filterByte)
    }
}
