import CCairo
import CZlib
import SegueCore
import Testing
@testable import SeguePNG
@testable import SegueRender

/// The `balanced` stream: rows of zeros in Segue's own dynamic-Huffman blocks, the other rows
/// in zlib segments, joined on byte boundaries. Every case is checked by three decoders:
/// libpng (PNGDecoder), Cairo's PNG reader, and zlib's `uncompress` on the IDAT data.
@Suite struct PNGSplicedDeflaterTests {
    let balanced = PNGEncoder(compression: .balanced)

    @Test func aZeroRowOf1170RGBPixelsCosts41Bits() {
        // Row bytes 1 + 3·1170 = 3511: literal filter byte (3 bits), literal 0 (2), then 3509
        // zeros = 13 matches of 258 (1-bit length, 1-bit distance: 26) + 155 (length symbol 281
        // of 4 bits, 5 extra bits, distance 1 bit: 10). 3 + 2 + 26 + 10 = 41.
        let block = PNGZeroRowBlock(rowBytes: 3511, filterByte: 2)
        #expect(block.row.reduce(0) { $0 + Int($1.bits) } == 41)
    }

    @Test(arguments: [1, 2, 86, 87, 173, 390])
    func everyRowWidthDecodes(width: Int) throws {
        // Widths chosen for the zeros after the first of a row (3w − 1): 2 (no match, two
        // literal zeros), 5, 257 (one short match), 260 and 518 (full matches and two literal
        // zeros), 1169. A frame: white, a black bar in rows 3…5, white again: segments
        // content (row 0), zeros (1…2), content (3 and 6: the bar's edges), zeros (4…5, 7…).
        let surface = try render(Double(width), 12, [rectNode(0, 3, Double(width), 3, color: .black)])
        try expectDecodesEverywhere(surface)
    }

    @Test func aFrameEndingInContentAndOneEndingInZerosBothDecode() throws {
        // 40 rows: the last row differs (content ends the stream, zlib's Z_FINISH block is
        // final), or the last rows repeat (the stream ends with Segue's own final block).
        try expectDecodesEverywhere(try render(40, 40, [rectNode(0, 39, 40, 1, color: hex("#FF0000"))]))
        try expectDecodesEverywhere(try render(40, 40, [rectNode(0, 10, 40, 1, color: hex("#FF0000"))]))
    }

    @Test func translucentFramesSpliceToo() throws {
        // RGBA rows (4w bytes): a half-transparent background, a bar in the middle.
        let surface = try render(30, 30, background: Color(unchecked: 0, 0, 1, 0.5),
                                 [rectNode(0, 12, 30, 4, color: hex("#00FF00"))])
        try expectDecodesEverywhere(surface)
    }

    @Test func aFlatUIFrameIsNoLargerThanLibdeflatesAndSmallerThanFast() throws {
        // The spliced stream codes the zero rows near their cost in zlib's own output and the
        // rest with zlib 6, so it should match libdeflate 6 on a whole flat-UI frame within 10 %.
        let surface = try render(390, 844, scale: 1, [
            rectNode(0, 0, 390, 844, color: hex("#F2F2F7"), children: [
                rectNode(0, 0, 390, 101, color: .white),
                rectNode(16, 120, 358, 70, color: .white), rectNode(16, 200, 358, 70, color: .white),
            ]),
        ])
        let spliced = balanced.encode(surface)
        let whole = surface.image()
        let workspace = PNGWorkspace()
        var encoder = PNGEncoder(compression: .balanced)
        encoder.rowFilter = .up
        _ = surface.withPixelRows { encoder.filter($0, hasAlpha: false, into: workspace) }
        let libdeflate = workspace.compressFiltered(count: 844 * (1 + 390 * 3), with: .libdeflate(level: 6)) { $0.count }
        let pngWrapping = 8 + 25 + 12 + 12 // signature, IHDR, IDAT's length, type and CRC, IEND
        #expect(Double(spliced.count) <= Double(libdeflate + pngWrapping) * 1.1)
        #expect(spliced.count < PNGEncoder(compression: .fast).encode(surface).count)
        #expect(try PNGDecoder.decode(spliced) == whole)
    }

    /// libpng, Cairo and zlib all read `surface`'s balanced PNG back to its pixels.
    private func expectDecodesEverywhere(_ surface: FrameSurface, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let png = balanced.encode(surface)
        #expect(try PNGDecoder.decode(png) == surface.image(), sourceLocation: sourceLocation)
        let read = try #require(CairoPNG.read(png))
        defer { cairo_surface_destroy(read) }
        #expect(cairo_surface_status(read) == CAIRO_STATUS_SUCCESS, sourceLocation: sourceLocation)
        // zlib's own decoder, checksum included: the IDAT data inflates to height rows.
        let idat = Array(png[41..<(png.count - 16)]) // signature 8 + IHDR 25 + IDAT length and type 8; CRC 4 + IEND 12
        let channels = surface.image().isOpaque ? 3 : 4
        var size = UInt(surface.pixelHeight * (1 + surface.pixelWidth * channels))
        var inflated = [UInt8](repeating: 0, count: Int(size))
        #expect(uncompress(&inflated, &size, idat, UInt(idat.count)) == Z_OK, sourceLocation: sourceLocation)
        #expect(Int(size) == inflated.count, sourceLocation: sourceLocation)
    }
}
