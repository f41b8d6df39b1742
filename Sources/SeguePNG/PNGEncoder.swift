import CZlib

/// Encodes frames as PNG: 8-bit RGB when every pixel is opaque, RGBA otherwise, no time or text
/// chunks (so the same pixels always give the same bytes).
///
/// Chosen by measurement (docs/performance.md): a PNG writer of its own, one fixed row filter,
/// one zlib stream per frame from libdeflate, zlib or its own run coder (see `Compression`);
/// libpng stays the decoder. Un-premultiplying and filtering happen in one
/// pass over the pixel rows, into buffers a `PNGWorkspace` keeps from frame to frame.
public struct PNGEncoder: Sendable {
    /// The trade between encoding speed and file size.
    public enum Compression: String, Sendable, CaseIterable {
        /// Rows of zeros in Segue's own blocks, the rest by a run and literal coder of its own
        /// (`PNGSplicedDeflater`, `PNGRunCoder`): fastest, files larger than `balanced`'s.
        case fast
        /// Rows of zeros in Segue's own blocks, the rest by zlib level 6 (`PNGSplicedDeflater`):
        /// files the size of libpng's defaults, several times faster.
        case balanced
        /// zlib level 9: the smallest files, for goldens kept in git.
        case small

        /// The compressor and its settings, each chosen by measurement on the standard set
        /// at 1170×2532 (docs/performance.md; libpng level 6 UP: 25.2 KB and 37 ms a frame).
        var deflater: PNGDeflater {
            switch self {
            // 34.7 KB, 0.9 ms a frame in issue 32's run (zlib level 1 on the same rows: 31.7 KB,
            // 1.8 ms; its Z_RLE 34.6 KB and no faster; the fixed-Huffman run coder before them
            // 117 KB, 1.1 ms).
            case .fast: .splicedRuns
            // 24.1 KB, 3.2 ms in issue 32's run, 7.8 ms before its segment cache, row filter and
            // Adler-32 (libdeflate 6 on the whole frame: 24.2 KB, 16 ms, 13 of them on the zero
            // rows; levels 2 to 6 cost the same).
            case .balanced: .spliced(level: 6)
            // 21.5 KB, 55 ms. libdeflate's level 12 made 22.7 KB in 660 ms: its near-optimal
            // parser crawls over the long runs UP leaves.
            case .small: .zlib(level: 9, strategy: Z_DEFAULT_STRATEGY)
            }
        }
    }

    /// The compressor used for every frame: it changes the file size and speed, never the pixels.
    public var compression: Compression
    /// The filter of every row. UP (each byte minus the one above) is chosen by measurement on
    /// a 1170×2532 px flat-UI frame (see `PNGEncoderTests`): most rows of a UI repeat the row
    /// above and UP turns them into zeros.
    var rowFilter = PNGFilter.up

    /// The largest side PNG allows (2³¹ − 1, PNG spec 11.2.2).
    static let maximumSide = Int(Int32.max)

    /// An encoder; `balanced` by default (goldens use `small`).
    public init(compression: Compression = .balanced) { self.compression = compression }

    /// Encodes `rows`: 8-bit RGB when every pixel is opaque, else RGBA, premultiplied rows
    /// un-premultiplied as `Premultiplication.rgba` does. Reuses `workspace`'s buffers (nothing
    /// is allocated but the result once the workspace has seen a frame of this size); the default
    /// allocates one for this call, so a loop over frames should pass its own. Each side of
    /// `rows` must be at least 1 (PNG has no empty image).
    ///
    /// `threads` above 1 spreads one frame's work over that many threads: opaque rows filtered
    /// in stripes, the spliced stream's segments made at once (`fast` and `balanced`); for a
    /// render with fewer frames in flight than cores. The bytes are the same for any number.
    public func encode(_ rows: PixelRows, workspace: PNGWorkspace = PNGWorkspace(), threads: Int = 1) -> [UInt8] {
        precondition(rows.width >= 1 && rows.height >= 1, "a PNG of \(rows.width)×\(rows.height) pixels")
        var hasAlpha = false
        workspace.beginFrame()
        let tokens = compression == .fast   // the run coder reads tokens: no filtered bytes stored
        if !filter(rows, hasAlpha: false, into: workspace, threads: max(1, threads), tokens: tokens) {
            hasAlpha = true
            _ = filter(rows, hasAlpha: true, into: workspace, tokens: tokens)
        }
        return compress(width: rows.width, height: rows.height, hasAlpha: hasAlpha, threads: max(1, threads), workspace)
    }

    /// The zlib stream of `rows`' filtered bytes alone (no PNG chunks), as RGBA when `hasAlpha`,
    /// else RGB: for a file that holds several images of one colour type, such as an animated
    /// PNG. With `hasAlpha` false every pixel must be opaque.
    public func zlibStream(_ rows: PixelRows, hasAlpha: Bool, workspace: PNGWorkspace) -> [UInt8] {
        workspace.beginFrame()
        let opaque = filter(rows, hasAlpha: hasAlpha, into: workspace, tokens: compression == .fast)
        assert(opaque || hasAlpha, "an RGB stream of rows with translucent pixels")
        let count = rows.height * (1 + rows.width * (hasAlpha ? 4 : 3))
        return workspace.compressFiltered(count: count, with: compression.deflater) { Array($0) }
    }

    /// Encodes straight RGBA pixels, through `encode(_:workspace:)`; throws when a side is
    /// outside 1...`maximumSide`.
    public func encode(_ image: RGBAImage) throws(PNGError) -> [UInt8] {
        let range = 1...PNGEncoder.maximumSide
        guard range.contains(image.width), range.contains(image.height) else {
            throw PNGError("cannot encode a \(image.width)×\(image.height) px PNG: each side must be in 1...\(PNGEncoder.maximumSide)")
        }
        return image.withPixelRows { encode($0) }
    }

    /// Deflates the filtered rows in `workspace` and wraps them in PNG chunks.
    private func compress(width: Int, height: Int, hasAlpha: Bool, threads: Int, _ workspace: PNGWorkspace) -> [UInt8] {
        let count = height * (1 + width * (hasAlpha ? 4 : 3))
        return workspace.compressFiltered(count: count, with: compression.deflater, threads: threads) { zlib in
            PNGFile.bytes(width: width, height: height, hasAlpha: hasAlpha, zlib: zlib)
        }
    }
}
