/// Writes a deflate bit stream (RFC 1951 section 3.1.1): bits are packed into bytes starting
/// at the least significant bit; Huffman codes are sent most significant bit first, so they are
/// stored bit-reversed.
struct PNGBitWriter {
    /// A prepared run of bits: `bits` low bits of `value`, least significant first.
    struct Code: Hashable {
        var value: UInt32
        var bits: UInt8
    }

    private let out: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private var pending: UInt64 = 0
    private var pendingBits = 0

    /// Writes into `out`, which must hold every byte the caller will produce.
    init(into out: UnsafeMutablePointer<UInt8>) { self.out = out }

    /// Appends the low `bits` (at most 32) bits of `value`, least significant first. Whole
    /// bytes are stored four at a time once 32 bits are pending (the rest by `alignToByte`), so
    /// `count` is only exact on a byte boundary, where every reader of it is.
    @inline(__always)
    mutating func write(_ value: UInt32, bits: Int) {
        pending |= UInt64(value) << UInt64(pendingBits)
        pendingBits += bits
        if pendingBits >= 32 {
            UnsafeMutableRawPointer(out + count).storeBytes(of: UInt32(truncatingIfNeeded: pending).littleEndian, as: UInt32.self)
            count += 4
            pending >>= 32
            pendingBits -= 32
        }
    }

    /// Appends a whole byte (the stream must be byte-aligned).
    mutating func writeByte(_ byte: UInt8) {
        precondition(pendingBits == 0, "PNGBitWriter: byte write off a byte boundary")
        out[count] = byte
        count += 1
    }

    /// Counts `n` bytes that another compressor wrote at `out + count` (the stream must be
    /// byte-aligned), so a stream can mix this writer's blocks with zlib's.
    mutating func skip(_ n: Int) {
        precondition(pendingBits == 0, "PNGBitWriter: skip off a byte boundary")
        count += n
    }

    /// Writes a sequence of codes made earlier (`PNGBitWriter.Code`s), in order.
    @inline(__always)
    mutating func write(_ codes: [Code]) {
        for code in codes { write(code.value, bits: Int(code.bits)) }
    }

    /// An empty stored block that is not the last (BFINAL 0, BTYPE 00, padding, LEN 0, NLEN
    /// 0xFFFF, RFC 1951 3.2.4): it ends the stream's bits on a byte boundary, as zlib's sync
    /// flush does, so that another compressor's blocks can follow.
    mutating func writeEmptyStoredBlock() {
        write(0, bits: 3)
        alignToByte()
        for byte: UInt8 in [0x00, 0x00, 0xFF, 0xFF] { writeByte(byte) }
    }

    /// Pads the last byte with zero bits and stores every pending byte.
    mutating func alignToByte() {
        if pendingBits % 8 > 0 { write(0, bits: 8 - pendingBits % 8) }
        while pendingBits > 0 {
            out[count] = UInt8(truncatingIfNeeded: pending)
            count += 1
            pending >>= 8
            pendingBits -= 8
        }
    }
}
