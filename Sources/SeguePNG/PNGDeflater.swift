import CZlib

/// How a frame's filtered rows become the one zlib stream of its IDAT chunk.
enum PNGDeflater: Hashable, Sendable {
    /// libdeflate's whole-buffer compressor at `level` (1...12).
    case libdeflate(level: Int32)
    /// zlib's streaming compressor: `level` (1...9), a strategy such as `Z_RLE` (only runs of
    /// the previous byte: the zeros UP leaves where a row repeats the row above), window and
    /// memory at their maximum (15, 9).
    case zlib(level: Int32, strategy: Int32)
    /// `PNGSplicedDeflater`: rows that filter to zeros in blocks of Segue's own, the other rows
    /// by zlib at `level`.
    case spliced(level: Int32)
    /// `PNGSplicedDeflater` with `PNGRunCoder` for the rows that are not zeros.
    case splicedRuns
}

/// One zlib compressor kept across frames (`deflateReset` between them keeps its tables).
/// The `z_stream` lives at a fixed address because zlib's state points back at it.
final class ZlibCompressor {
    let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    /// The compression level it was made with.
    let level: Int32
    /// Memory a segment is made in before it is copied out (`PNGSplicedDeflater.Segments`).
    let scratch = ScratchBuffer(sparse: true)

    /// A compressor of zlib streams, or with `raw` of bare deflate data (no header or checksum)
    /// that a caller splices into a stream of its own.
    init(level: Int32, strategy: Int32, raw: Bool = false) {
        self.level = level
        stream.initialize(to: z_stream())
        let status = deflateInit2_(stream, level, Z_DEFLATED, raw ? -15 : 15, 9, strategy, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        guard status == Z_OK else { fatalError("zlib: deflateInit2 failed (\(status))") }
    }

    deinit {
        deflateEnd(stream)
        stream.deallocate()
    }

    /// The most bytes `count` input bytes can become.
    func bound(_ count: Int) -> Int { Int(deflateBound(stream, UInt(count))) }

    /// Compresses `count` bytes at `input` into `output` (at least `bound(count)` bytes) as one
    /// zlib stream; returns its length.
    func compress(_ input: UnsafeMutablePointer<UInt8>, count: Int, into output: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        deflateReset(stream)
        stream.pointee.next_in = input
        stream.pointee.avail_in = UInt32(count)
        stream.pointee.next_out = output
        stream.pointee.avail_out = UInt32(capacity)
        let status = deflate(stream, Z_FINISH)
        precondition(status == Z_STREAM_END, "zlib: deflate did not finish (\(status)) within deflateBound")
        return Int(stream.pointee.total_out)
    }

    /// Compresses `count` bytes as a fresh raw deflate segment (no references to earlier input)
    /// ending on a byte boundary: with `final`, its last block is the stream's last; otherwise a
    /// sync flush leaves every block open-ended so more blocks may follow. Returns its length.
    func compressSegment(_ input: UnsafeMutablePointer<UInt8>, count: Int, final: Bool,
                         into output: UnsafeMutablePointer<UInt8>, capacity: Int) -> Int {
        deflateReset(stream)
        stream.pointee.next_in = input
        stream.pointee.avail_in = UInt32(count)
        stream.pointee.next_out = output
        stream.pointee.avail_out = UInt32(capacity)
        let status = deflate(stream, final ? Z_FINISH : Z_SYNC_FLUSH)
        precondition(status == (final ? Z_STREAM_END : Z_OK) && stream.pointee.avail_in == 0,
                     "zlib: a deflate segment did not fit its bound (\(status))")
        return capacity - Int(stream.pointee.avail_out)
    }
}
