import CDeflate
import Testing
@testable import SeguePNG

/// The `balanced` stream: rows of zeros in Segue's own dynamic-Huffman blocks, the other rows
/// in zlib segments, joined on byte boundaries. Every case is checked by two decoders: libpng
/// (PNGDecoder) and zlib's `uncompress` on the IDAT data. (Cairo's PNG reader reads the same
/// cases drawn by Cairo in SegueRenderTests.)
@Suite struct PNGSplicedDeflaterTests {
    let balanced = PNGEncoder(compression: .balanced)

    @Test func aZeroRowOf1170RGBPixelsCosts41Bits() {
        // Row bytes 1 + 3·1170 = 3511: literal filter byte (3 bits), literal 0 (2), then 3509
        // zeros = 13 matches of 258 (1-bit length, 1-bit distance: 26) + 155 (length symbol 281
        // of 4 bits, 5 extra bits, distance 1 bit: 10). 3 + 2 + 26 + 10 = 41.
        let block = PNGZeroRowBlock(rowBytes: 3511, filterByte: 2)
        #expect(block.row.reduce(0) { $0 + Int($1.bits) } == 41)
        // Written as two codes holding the same bits in the same order: whole codes joined
        // while they fit in 32 bits, 3 + 2 + 26 = 31, then the last match's 4 + 5 + 1 = 10.
        #expect(block.joinedRow.map(\.bits) == [31, 10])
        var expanded: [UInt8] = [], joined: [UInt8] = []
        for code in block.row { for k in 0..<Int(code.bits) { expanded.append(UInt8(code.value >> UInt32(k) & 1)) } }
        for code in block.joinedRow { for k in 0..<Int(code.bits) { joined.append(UInt8(code.value >> UInt32(k) & 1)) } }
        #expect(joined == expanded)
    }

    @Test(arguments: [1, 2, 86, 87, 173, 390])
    func everyRowWidthDecodes(width: Int) throws {
        // Widths chosen for the zeros after the first of a row (3w − 1): 2 (no match, two
        // literal zeros), 5, 257 (one short match), 260 and 518 (full matches and two literal
        // zeros), 1169. A frame: white, a black bar in rows 3…5, white again: segments
        // content (row 0), zeros (1…2), content (3 and 6: the bar's edges), zeros (4…5, 7…).
        try expectDecodes(Self.barFrame(width: width))
    }

    @Test func aFrameEndingInContentAndOneEndingInZerosBothDecode() throws {
        // 40 rows: the last row differs (content ends the stream, zlib's Z_FINISH block is
        // final), or the last rows repeat (the stream ends with Segue's own final block).
        try expectDecodes(Self.lineFrame(row: 39))
        try expectDecodes(Self.lineFrame(row: 10))
    }

    @Test func translucentFramesSpliceToo() throws {
        // RGBA rows (4w bytes): a half-transparent background, a bar in the middle.
        let frame = Self.translucentBarFrame()
        #expect(colorType(ofPNG: frame.encode(balanced)) == 6)
        try expectDecodes(frame)
    }

    @Test func aFlatUIFrameIsNoLargerThanLibdeflatesAndSmallerThanFast() throws {
        // The spliced stream codes the zero rows near their cost in zlib's own output and the
        // rest with zlib 6, so it should match libdeflate 6 on a whole flat-UI frame within 10 %.
        let frame = flatUIFrame()
        let spliced = frame.encode(balanced)
        let workspace = PNGWorkspace()
        var encoder = PNGEncoder(compression: .balanced)
        encoder.rowFilter = .up
        _ = frame.withPixelRows { encoder.filter($0, hasAlpha: false, into: workspace) }
        let libdeflate = workspace.compressFiltered(count: 844 * (1 + 390 * 3), with: .libdeflate(level: 6)) { $0.count }
        let pngWrapping = 8 + 25 + 12 + 12 // signature, IHDR, IDAT's length, type and CRC, IEND
        #expect(Double(spliced.count) <= Double(libdeflate + pngWrapping) * 1.1)
        #expect(spliced.count < frame.encode(PNGEncoder(compression: .fast)).count)
        #expect(try PNGDecoder.decode(spliced) == frame.image)
    }

    @Test(arguments: [PNGEncoder.Compression.balanced, .fast])
    func aSegmentSeenInTheWorkersPreviousFrameIsCopiedWhereverItLands(compression: PNGEncoder.Compression) throws {
        // 40 × 60 white frames with three-row bars of three shades each: a bar's four rows
        // (its three and the white row under it) differ from the rows above them, so each bar
        // is one zlib segment, and UP gives it the same bytes wherever it lies on white. Row 0
        // (UP reads zeros above it) is a segment too, the same white row in every frame. The
        // same for `fast`, whose segments are confirmed against the previous frame's tokens.
        // Frame 1: row 0 and bars A (rows 10…12) and B (30…32): three segments made.
        // Frame 2: A where it was, B moved to 40…42, a new bar C at 50…52: row 0, A and B
        // copied, C made.
        func frame(_ bars: [(row: Int, shade: (UInt8) -> RGBA8)]) -> ARGBFrame {
            var frame = ARGBFrame(width: 40, height: 60, fill: RGBA8(r: 255, g: 255, b: 255))
            for bar in bars {
                for k in 0..<3 { frame.fill(x: 0, y: bar.row + k, width: 40, height: 1, bar.shade(UInt8(60 * k))) }
            }
            return frame
        }
        let encoder = PNGEncoder(compression: compression)
        let a = { (v: UInt8) in RGBA8(r: 200, g: v, b: v) }, b = { (v: UInt8) in RGBA8(r: v, g: 200, b: v) }
        let c = { (v: UInt8) in RGBA8(r: v, g: v, b: 200) }
        let workspace = PNGWorkspace()
        _ = frame([(10, a), (30, b)]).encode(encoder, workspace: workspace)
        #expect((workspace.segments.compressedCount, workspace.segments.reusedCount) == (3, 0))
        let second = frame([(10, a), (40, b), (50, c)])
        let warm = second.encode(encoder, workspace: workspace)
        #expect((workspace.segments.compressedCount, workspace.segments.reusedCount) == (4, 3))
        // Copied segments are the bytes a fresh workspace makes: the file does not change.
        #expect(warm == second.encode(encoder))
        #expect(try PNGDecoder.decode(warm) == second.image)

        // `balanced`: a frame between them that is not spliced (a grey ramp in every row but the
        // bars' and the white rows around them: 50 of 60 rows differ from the row above, fewer
        // than a quarter are zeros, so it is one libdeflate pass) takes the other buffer: after it
        // the first frame's segments are gone, none is copied, and the bytes are a fresh run's.
        guard compression == .balanced else { return }
        var ramp = frame([(10, a), (30, b)])
        for y in 0..<60 where !(9...13).contains(y) && !(29...33).contains(y) {
            ramp.fill(x: 0, y: y, width: 40, height: 1, RGBA8(r: UInt8(2 * y), g: UInt8(2 * y), b: UInt8(2 * y)))
        }
        let first = frame([(10, a), (30, b)])
        let workspace2 = PNGWorkspace()
        _ = first.encode(encoder, workspace: workspace2)
        _ = ramp.encode(encoder, workspace: workspace2)
        let before = workspace2.segments.reusedCount
        #expect(first.encode(encoder, workspace: workspace2) == first.encode(encoder))
        #expect(workspace2.segments.reusedCount == before)
    }

    @Test func packedRowsUnpackForTheWholeBufferCompressors() throws {
        // The opaque filter writes only the rows that are not zeros, one after another. `small`
        // (zlib on the whole buffer) and `balanced` on a frame with few zero rows (libdeflate on
        // the whole buffer) first put every row at its place, zeros written: each decodes to its
        // pixels. Bar frame, 20 × 12: rows 0, 3 and 6 are content, the other nine are zeros, so
        // the packed bytes are 3 rows of 1 + 3 · 20 = 61; unpacked, rows 3 and 6 move to offsets
        // 183 and 366 and row 1, at 61, is its filter byte and zeros.
        let bar = Self.barFrame(width: 20)
        let workspace = PNGWorkspace()
        #expect(bar.withPixelRows { PNGEncoder(compression: .small).filter($0, hasAlpha: false, into: workspace) })
        #expect(workspace.zeroRows.indices.filter { !workspace.zeroRows[$0] } == [0, 3, 6])
        let bytes = workspace.filtered.base
        // Packed: row 3 (black under white, 0 − 255 = 1) at 61, row 6 (255 − 0) at 122.
        #expect([bytes[61], bytes[62], bytes[122], bytes[123]] == [2, 1, 2, 255])
        workspace.unpackFiltered()
        #expect([bytes[61], bytes[62], bytes[183], bytes[184], bytes[366], bytes[367]] == [2, 0, 2, 1, 2, 255])
        // Kept as the run coder's tokens instead (in a workspace that never held the bytes), the
        // rows spell out the same bytes.
        let placed = Array(UnsafeBufferPointer(start: bytes, count: 12 * 61))
        let tokenWorkspace = PNGWorkspace()
        #expect(bar.withPixelRows { PNGEncoder(compression: .fast).filter($0, hasAlpha: false, into: tokenWorkspace, tokens: true) })
        tokenWorkspace.unpackFiltered()
        #expect(Array(UnsafeBufferPointer(start: tokenWorkspace.filtered.base, count: 12 * 61)) == placed)
        var ramp = bar
        for y in 0..<12 { ramp.fill(x: 0, y: y, width: 20, height: 1, RGBA8(r: UInt8(20 * y), g: 0, b: 0)) }
        for (frame, compression) in [(bar, PNGEncoder.Compression.small), (ramp, .balanced), (bar, .fast), (bar, .small)] {
            let png = frame.encode(PNGEncoder(compression: compression), workspace: workspace)
            #expect(try PNGDecoder.decode(png) == frame.image, "\(compression)")
        }
    }

    @Test func rowsFoundNotOpaqueOnTheWayToTokensLeaveTheByteBufferInBounds() {
        // The token path does not reserve the byte buffer; when a translucent pixel stops it, the
        // frame is placed bytes again, and the buffer holds every row (12 rows of 1 + 3 · 20).
        var frame = Self.barFrame(width: 20)
        frame.fill(x: 5, y: 7, width: 1, height: 1, RGBA8(r: 10, g: 20, b: 30, a: 100))
        let workspace = PNGWorkspace()
        #expect(!frame.withPixelRows { PNGEncoder(compression: .fast).filter($0, hasAlpha: false, into: workspace, tokens: true) })
        #expect(workspace.filtered.capacity >= 12 * 61)
    }

    /// White, `width` × 12 pixels, a black bar over rows 3…5.
    static func barFrame(width: Int) -> ARGBFrame {
        var frame = ARGBFrame(width: width, height: 12, fill: RGBA8(r: 255, g: 255, b: 255))
        frame.fill(x: 0, y: 3, width: width, height: 3, RGBA8(r: 0, g: 0, b: 0))
        return frame
    }

    /// White, 40 × 40 pixels, with a red line at `row`.
    static func lineFrame(row: Int) -> ARGBFrame {
        var frame = ARGBFrame(width: 40, height: 40, fill: RGBA8(r: 255, g: 255, b: 255))
        frame.fill(x: 0, y: row, width: 40, height: 1, RGBA8(r: 255, g: 0, b: 0))
        return frame
    }

    /// 30 × 30 pixels of half-transparent blue, a green bar over rows 12…15.
    static func translucentBarFrame() -> ARGBFrame {
        var frame = ARGBFrame(width: 30, height: 30, fill: RGBA8(r: 0, g: 0, b: 255, a: 128))
        frame.fill(x: 0, y: 12, width: 30, height: 4, RGBA8(r: 0, g: 255, b: 0))
        return frame
    }

    /// libpng and zlib both read `frame`'s balanced and fast PNGs (zlib's segments and the run
    /// coder's between the zero rows) back to its pixels.
    private func expectDecodes(_ frame: ARGBFrame, sourceLocation: SourceLocation = #_sourceLocation) throws {
        for encoder in [balanced, PNGEncoder(compression: .fast)] {
            let png = frame.encode(encoder)
            let image = frame.image
            #expect(try PNGDecoder.decode(png) == image, "\(encoder.compression)", sourceLocation: sourceLocation)
            // zlib's own decoder, checksum included: the IDAT data inflates to height rows.
            let idat = Array(png[41..<(png.count - 16)]) // signature 8 + IHDR 25 + IDAT length and type 8; CRC 4 + IEND 12
            let channels = image.isOpaque ? 3 : 4
            let inflated = inflate(idat, count: frame.height * (1 + frame.width * channels))
            #expect(inflated != nil, "\(encoder.compression)", sourceLocation: sourceLocation)
        }
    }
}

/// The stream's Adler-32 computes its zero rows instead of reading them: the same value as
/// libdeflate's over every byte, on rows of zeros, of content, and both, at the first and last row.
@Test func theSplicedAdler32MatchesTheWholeBuffersChecksum() {
    let rowBytes = 1 + 3 * 29, height = 9
    for pattern in [[true, true, true, false, false, true, true, true, true], [false, true, false, true, false, true, false, true, false],
                    [false, false, false, false, false, false, false, false, false]] {
        var rows = [UInt8](repeating: 0, count: rowBytes * height)
        for y in 0..<height {
            rows[y * rowBytes] = 2
            if !pattern[y] { for x in 1..<rowBytes { rows[y * rowBytes + x] = UInt8(truncatingIfNeeded: 31 * x + 7 * y + 200) } }
        }
        let whole = rows.withUnsafeBufferPointer { UInt32(libdeflate_adler32(1, $0.baseAddress!, $0.count)) }
        let spliced = rows.withUnsafeMutableBufferPointer {
            PNGSplicedDeflater.adler32($0.baseAddress!, rowBytes: rowBytes, height: height, zeroRows: pattern, filterByte: 2)
        }
        #expect(spliced == whole, "\(pattern)")
    }
}

/// A frame spread over threads (stripes of rows filtered at once, segments made at once) is the
/// same file as on one, for both spliced encoders, on a flat UI frame (many segments, some
/// repeated within the frame) and on one whose translucent rows send the encoder back to RGBA.
@Test(arguments: [PNGEncoder.Compression.fast, .balanced])
func threadsInsideAFrameChangeNoByte(compression: PNGEncoder.Compression) {
    let encoder = PNGEncoder(compression: compression)
    var translucent = PNGSplicedDeflaterTests.barFrame(width: 90)
    translucent.fill(x: 0, y: 8, width: 90, height: 1, RGBA8(r: 10, g: 20, b: 30, a: 100))
    for frame in [flatUIFrame(), translucent] {
        let one = frame.withPixelRows { encoder.encode($0, workspace: PNGWorkspace(), threads: 1) }
        for threads in [2, 3, 8] {
            #expect(frame.withPixelRows { encoder.encode($0, workspace: PNGWorkspace(), threads: threads) } == one, "\(threads) threads")
        }
    }
}
