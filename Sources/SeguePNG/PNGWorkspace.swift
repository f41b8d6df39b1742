#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CDeflate
import CRowFilter
import CZlib

/// The memory one encoding thread reuses from frame to frame: the filtered image, two raw rows,
/// the compressed output and libdeflate's compressor (about 1 MB of match-finder tables at
/// high levels). Allocating and first touching these per 1170×2532 frame costs as much as
/// compressing it, so each pipeline worker keeps one workspace for all its frames.
///
/// Not thread-safe: one workspace belongs to one thread at a time.
public final class PNGWorkspace {
    /// A frame's filtered rows (filter byte + filtered bytes of each row), whether each holds
    /// only zeros after its filter byte, and the layout they were filtered for.
    final class FilteredRows {
        let bytes = ScratchBuffer()
        /// Whether each row's filtered bytes are all zeros (after the UP filter: the row equals
        /// the one above, most rows of a flat UI).
        var zeroRows: [Bool] = []
        /// A hash of each row that is not zeros, by which `PNGSegmentCache` finds repeated
        /// segments (made by the filter: `segue_up_filter_opaque_row`, or CRC-32 on other paths).
        var rowHashes: [UInt64] = []
        /// How this frame's rows are kept.
        enum Form {
            /// In `bytes`, every row at y · (row bytes + 1).
            case placed
            /// In `bytes`, only the rows that are not zeros, one after another (the opaque path
            /// of `PNGEncoder.filter`).
            case packed
            /// In `tokens`, the run coder's tokens of each row that is not zeros, read from the
            /// row's own start, one row after another, `tokenCounts[y]` for row y (the opaque
            /// path for `fast`, whose filtered bytes are never stored).
            case tokens
        }

        /// The spliced stream reads any form (the run coder tokens, zlib bytes); a whole-buffer
        /// compressor needs every row placed (`PNGWorkspace.unpackFiltered`).
        var form = Form.placed
        /// The run coder's tokens (UInt16s), when `form` is `.tokens`.
        let tokens = ScratchBuffer(sparse: true)
        var tokenCounts: [Int32] = []
        var layout = (rowBytes: 0, height: 0)
    }

    /// Two frames' filtered rows, this frame's and the one before, alternating (`beginFrame`):
    /// the segment cache confirms a repeated segment against the previous frame's rows (bytes,
    /// or tokens for `fast`) where they lie, instead of keeping a copy of each.
    private let rowBuffers = [FilteredRows(), FilteredRows()]
    private var frameParity = 0
    private var rows: FilteredRows { rowBuffers[frameParity] }

    /// This frame's filtered rows.
    var filtered: ScratchBuffer { rows.bytes }
    /// The raw (straight, packed) current and previous rows.
    private(set) var current = ScratchBuffer()
    private(set) var previous = ScratchBuffer()
    /// The zlib stream being produced.
    let compressed = ScratchBuffer(sparse: true)
    private var compressor: OpaquePointer?
    private var compressorLevel: Int32 = -1
    private var zlib: ZlibCompressor?
    private var zlibSettings: [Int32] = []
    /// The previous frame's segments, for the segment coding `segmentKey` (a zlib level, or 0
    /// for the run coder; see `PNGSegmentCache`).
    private(set) var segments = PNGSegmentCache()
    private var segmentKey: Int32 = -1
    /// The coders of a spliced stream's segments, one per thread: zlib's raw compressors at
    /// one level (`balanced`), or run coders with their token buffers (`fast`).
    private var segmentZlibs: [ZlibCompressor] = []
    private var runCoders: [PNGRunCoder] = []

    /// Bytes past the last row that the filter may scribble on: it stores four bytes per
    /// three-byte pixel.
    static let slack = 4

    /// For each row of `filtered`: whether its filtered bytes are all zeros, and its hash (`FilteredRows`).
    var zeroRows: [Bool] { rows.zeroRows }
    var rowHashes: [UInt64] { rows.rowHashes }
    private var layout: (rowBytes: Int, height: Int) { rows.layout }

    /// Starts a frame: its rows go into the buffer of the frame before last, and the last
    /// frame's stay as they are; the segment cache keeps count of frames with it.
    func beginFrame() {
        frameParity = 1 - frameParity
        segments.beginFrame()
    }

    /// An empty workspace; its buffers grow to the first frame's size and are reused after that.
    public init() {}

    deinit {
        if let compressor { libdeflate_free_compressor(compressor) }
    }

    /// Makes room for an image of `height` rows of `rowBytes` raw bytes, written at their
    /// places until `markPacked`, and zeroes the previous row (the row above the first is zeros).
    /// Without `filteredBytes` (rows kept only as tokens) the filtered rows' buffer is left as it
    /// is: reserving it would touch its first huge page for nothing.
    func prepare(rowBytes: Int, height: Int, filteredBytes: Bool = true) {
        if layout != (rowBytes, height) {
            rows.layout = (rowBytes, height)
            rows.zeroRows = Array(repeating: false, count: height)
            rows.rowHashes = Array(repeating: 0, count: height)
            rows.tokenCounts = Array(repeating: 0, count: height)
        }
        rows.form = .placed
        if filteredBytes { reserveFiltered() }
        current.reserve(rowBytes)
        previous.reserve(rowBytes)
        previous.zero(rowBytes)
    }

    /// Room in `filtered` for every row at its place.
    func reserveFiltered() { filtered.reserve(layout.height * (layout.rowBytes + 1) + PNGWorkspace.slack) }

    func swapRows() { swap(&current, &previous) }

    /// Records that `filtered` holds only this frame's rows that are not zeros, one after another.
    func markPacked() { rows.form = .packed }

    /// Records that `tokens` holds this frame's rows that are not zeros as tokens, `counts[y]`
    /// for row y.
    func markTokens(counts: [Int32]) { (rows.form, rows.tokenCounts) = (.tokens, counts) }

    /// This frame's token memory, room for every row's most tokens (one per byte) made.
    func prepareTokens() -> UnsafeMutablePointer<UInt16> {
        let (rowBytes, height) = layout
        rows.tokens.reserve(2 * height * (rowBytes + 1))
        return tokenBase(rows)
    }

    private func tokenBase(_ rows: FilteredRows) -> UnsafeMutablePointer<UInt16> {
        UnsafeMutableRawPointer(rows.tokens.base).bindMemory(to: UInt16.self, capacity: rows.tokens.capacity / 2)
    }

    /// Reads this frame's filtered bytes (placed or packed) as each row's tokens, from the row's
    /// own start: the rows the run coder codes, read as the opaque filter reads them.
    func tokenizeFiltered() {
        guard rows.form != .tokens else { return }
        let (rawBytes, height) = layout, stride = rawBytes + 1, packed = rows.form == .packed
        let out = prepareTokens(), bytes = filtered.base
        let symbols = DeflateLengths.symbols
        var ignored = [UInt32](repeating: 0, count: 286), written = 0, packedRows = 0
        for y in 0..<height where !rows.zeroRows[y] {
            let row = bytes + (packed ? packedRows : y) * stride
            let n = Int(segue_run_tokens(row, Int64(stride), symbols, out + written, &ignored))
            rows.tokenCounts[y] = Int32(n)
            written += n
            packedRows += 1
        }
        rows.form = .tokens
    }

    /// Writes this frame's rows at their places when they are packed or tokens, zero rows
    /// included: what a compressor of the whole buffer reads. Packed rows move in place, from
    /// the last row up (a packed row never lies below its place, so no row is overwritten
    /// before it moves); tokens are spelled out.
    func unpackFiltered() {
        if rows.form == .tokens { reserveFiltered() }
        let stride = layout.rowBytes + 1, base = filtered.base
        switch rows.form {
        case .placed:
            return
        case .packed:
            rows.zeroRows.withUnsafeBufferPointer { zero in
                var packed = zero.lazy.filter { !$0 }.count
                for y in (0..<layout.height).reversed() {
                    let place = base + y * stride
                    if zero[y] {
                        place[0] = PNGFilter.up.rawValue
                        (place + 1).initialize(repeating: 0, count: stride - 1)
                    } else {
                        packed -= 1
                        if packed != y { memmove(place, base + packed * stride, stride) }
                    }
                }
            }
        case .tokens:
            var token = tokenBase(rows)
            for y in 0..<layout.height {
                let place = base + y * stride
                if rows.zeroRows[y] {
                    place[0] = PNGFilter.up.rawValue
                    (place + 1).initialize(repeating: 0, count: stride - 1)
                    continue
                }
                var i = 0, last: UInt8 = 0
                for _ in 0..<Int(rows.tokenCounts[y]) {
                    if token.pointee & 0x8000 == 0 {
                        last = UInt8(truncatingIfNeeded: token.pointee)
                        place[i] = last
                        i += 1
                    } else {
                        let run = Int(token.pointee & 0x7FFF)
                        (place + i).initialize(repeating: last, count: run)
                        i += run
                    }
                    token += 1
                }
                precondition(i == stride, "PNGWorkspace: a row's tokens spell \(i) bytes, not \(stride)")
            }
        }
        rows.form = .placed
    }

    /// Records whether row `y` of `filtered` now holds only zeros after its filter byte, and
    /// the hash of its bytes when not.
    func setRow(_ y: Int, zero: Bool, hash: UInt64) { (rows.zeroRows[y], rows.rowHashes[y]) = (zero, hash) }

    /// `zeroRows` and `rowHashes` for threads that each record their own rows.
    func withRowRecords<R>(_ body: (UnsafeMutableBufferPointer<Bool>, UnsafeMutableBufferPointer<UInt64>) -> R) -> R {
        rows.zeroRows.withUnsafeMutableBufferPointer { zero in rows.rowHashes.withUnsafeMutableBufferPointer { body(zero, $0) } }
    }

    /// Compresses this frame's `count` filtered bytes (in whichever form the filter left them:
    /// `FilteredRows.Form`) into one zlib stream with `deflater` and passes it to `body`; a
    /// spliced stream's segments on up to `threads` threads at once (the same bytes for any
    /// number).
    func compressFiltered<R>(count: Int, with deflater: PNGDeflater, threads: Int = 1, _ body: (UnsafeRawBufferPointer) -> R) -> R {
        let size: Int
        switch deflater {
        case .libdeflate(let level):
            unpackFiltered()
            let compressor = libdeflateCompressor(level: level)
            let bound = libdeflate_zlib_compress_bound(compressor, count)
            compressed.reserve(bound)
            size = libdeflate_zlib_compress(compressor, filtered.base, count, compressed.base, bound)
            precondition(size > 0, "libdeflate: output larger than its own bound")
        case .zlib(let level, let strategy):
            unpackFiltered()
            let compressor = zlibCompressor(level: level, strategy: strategy)
            let bound = compressor.bound(count)
            compressed.reserve(bound)
            size = compressor.compress(filtered.base, count: count, into: compressed.base, capacity: bound)
        case .spliced(let level):
            if rows.form == .tokens { unpackFiltered() }   // zlib reads bytes
            if segmentZlibs.first?.level != level { segmentZlibs = [] }
            while segmentZlibs.count < threads { segmentZlibs.append(ZlibCompressor(level: level, strategy: Z_DEFAULT_STRATEGY, raw: true)) }
            let coders = segmentZlibs.prefix(threads).map { PNGSplicedDeflater.Segments.zlib($0) }
            guard let spliced = compressSpliced(count: count, segments: coders, cacheKey: level) else {
                // Few rows of zeros (or rows this workspace did not filter): one libdeflate pass.
                return compressFiltered(count: count, with: .libdeflate(level: 6), body)
            }
            size = spliced
        case .splicedRuns:
            tokenizeFiltered()
            while runCoders.count < threads { runCoders.append(PNGRunCoder()) }
            let coders = runCoders.prefix(threads).map { PNGSplicedDeflater.Segments.runs($0) }
            guard let spliced = compressSpliced(count: count, segments: coders, cacheKey: 0, always: true) else {
                // Rows this workspace did not filter (`zlibStream`'s other colour type, say).
                return compressFiltered(count: count, with: .libdeflate(level: 1), body)
            }
            size = spliced
        }
        return body(UnsafeRawBufferPointer(start: compressed.base, count: size))
    }

    /// The spliced stream of the `count` filtered bytes into `compressed`, its zlib segments
    /// made by `segments` and copied from the previous frame's where they repeat (the cache is
    /// kept per `cacheKey`, a segment coding); its length, or `nil` when the rows are not this
    /// workspace's layout or, unless `always`, too few are zeros for splicing to pay.
    private func compressSpliced(count: Int, segments coders: [PNGSplicedDeflater.Segments], cacheKey: Int32, always: Bool = false) -> Int? {
        let rowBytes = layout.rowBytes + 1, height = layout.height
        guard count == rowBytes * height, zeroRows.count == height, always || worthSplicing else { return nil }
        if segmentKey != cacheKey { (segments, segmentKey) = (PNGSegmentCache(), cacheKey) }
        let previousRows = rowBuffers[1 - frameParity]
        let source: PNGSplicedDeflater.Rows
        if rows.form == .tokens {
            source = .tokens(tokenBase(rows), counts: rows.tokenCounts)
            segments.locate(current: UnsafeRawPointer(tokenBase(rows)), previous: UnsafeRawPointer(previousRows.tokens.base))
        } else {
            source = .bytes(filtered.base, packed: rows.form == .packed)
            segments.locate(current: UnsafeRawPointer(filtered.base), previous: UnsafeRawPointer(previousRows.bytes.base))
        }
        let bound = PNGSplicedDeflater.bound(count: count, height: height, segments: coders[0])
        compressed.reserve(bound)
        // Each coder's scratch at once at the bound of every row, so that no larger segment
        // makes it allocate again (it is sparse: only what a segment writes is touched).
        for coder in coders { coder.scratch.reserve(coder.bound(count)) }
        return PNGSplicedDeflater.compress(source, rowBytes: rowBytes, height: height, zeroRows: zeroRows, rowHashes: rowHashes,
                                           filterByte: PNGFilter.up.rawValue, segments: coders,
                                           zeroBlock: zeroRowBlock(rowBytes: rowBytes), cache: segments,
                                           into: compressed.base, capacity: bound)
    }

    private func libdeflateCompressor(level: Int32) -> OpaquePointer {
        if let compressor, compressorLevel == level { return compressor }
        if let compressor { libdeflate_free_compressor(compressor) }
        guard let made = libdeflate_alloc_compressor(level) else { fatalError("libdeflate: cannot allocate a compressor") }
        compressor = made
        compressorLevel = level
        return made
    }

    private func zlibCompressor(level: Int32, strategy: Int32, raw: Bool = false) -> ZlibCompressor {
        let settings = [level, strategy, raw ? 1 : 0]
        if let zlib, zlibSettings == settings { return zlib }
        zlib = ZlibCompressor(level: level, strategy: strategy, raw: raw)
        zlibSettings = settings
        return zlib!
    }

    /// Splicing pays when at least a quarter of the rows are zeros: below that, most of the
    /// frame goes through zlib, which is slower than libdeflate on the same bytes.
    private var worthSplicing: Bool {
        zeroRows.count == layout.height && zeroRows.lazy.filter { $0 }.count * 4 >= layout.height
    }

    private var zeroBlock: PNGZeroRowBlock?
    private var zeroBlockRowBytes = 0

    /// The zero-row block for rows of `rowBytes` (UP-filtered), made once per row width.
    private func zeroRowBlock(rowBytes: Int) -> PNGZeroRowBlock {
        if let zeroBlock, zeroBlockRowBytes == rowBytes { return zeroBlock }
        let made = PNGZeroRowBlock(rowBytes: rowBytes, filterByte: PNGFilter.up.rawValue)
        zeroBlock = made
        zeroBlockRowBytes = rowBytes
        return made
    }
}

/// A byte buffer that only grows, so a worker's buffers stop allocating after its first frame.
/// Frame-sized ones come from `LargeMemory` (fewer page faults on first touch) unless made
/// `sparse`.
final class ScratchBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var capacity = 0
    private var large = false
    /// Whether the buffer is reserved at a bound far above what it holds (a compressed stream:
    /// reserved at more than the filtered rows, filled with tens of kilobytes). Such a buffer
    /// stays in ordinary pages, touched as written: a huge page is 2 MiB cleared at its first touch.
    private let sparse: Bool

    init(sparse: Bool = false) {
        base = .allocate(capacity: 1)
        self.sparse = sparse
    }

    deinit { release() }

    /// Grows to at least `count` bytes (contents are not kept).
    func reserve(_ count: Int) {
        guard count > capacity else { return }
        release()
        if !sparse, count >= LargeMemory.hugePage, let memory = LargeMemory.allocate(byteCount: count) {
            (base, large) = (memory.assumingMemoryBound(to: UInt8.self), true)
        } else {
            (base, large) = (.allocate(capacity: count), false)
        }
        capacity = count
    }

    private func release() {
        if large { LargeMemory.free(UnsafeMutableRawPointer(base)) } else { base.deallocate() }
    }

    func zero(_ count: Int) { base.initialize(repeating: 0, count: count) }
}
