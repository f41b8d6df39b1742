#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one pass from pixels to filtered PNG rows: un-premultiply (premultiplied rows), pack to
/// RGB or RGBA, filter, written into `PNGWorkspace.filtered`.
extension PNGEncoder {
    /// Filters every row of `rows`. With `hasAlpha` false it packs RGB and returns false at the
    /// first row holding a pixel that is not opaque (the caller then starts over as RGBA).
    func filter(_ rows: PixelRows, hasAlpha: Bool, into workspace: PNGWorkspace) -> Bool {
        let width = rows.width, channels = hasAlpha ? 4 : 3, rowBytes = width * channels
        workspace.prepare(rowBytes: rowBytes, height: rows.height)
        let opaqueWords = !hasAlpha && rowFilter == .up && rows.format == .premultipliedARGB32
        func words(_ y: Int) -> UnsafePointer<UInt32> { rows.row(y).assumingMemoryBound(to: UInt32.self) }
        for y in 0..<rows.height {
            let out = workspace.filtered.base + y * (rowBytes + 1)
            if opaqueWords {
                let row = PNGEncoder.upFilterOpaque(words(y), above: y > 0 ? words(y - 1) : nil, width: width,
                                                    to: out, alreadyZero: workspace.zeroRows[y])
                workspace.setZeroRow(y, row == .zero)
                guard row != .notOpaque else { return false }
                continue
            }
            guard rows.straightRow(y, hasAlpha: hasAlpha, to: workspace.current.base) else {
                workspace.setZeroRow(y, false)
                return false
            }
            workspace.setZeroRow(y, filtersToZeros(y, rowBytes, workspace))
            rowFilter.apply(row: workspace.current.base, previous: workspace.previous.base, count: rowBytes,
                            bytesPerPixel: channels, to: out)
            workspace.swapRows()
        }
        return true
    }

    /// Whether row `y`, packed in `workspace.current`, filters to zeros: under UP, when it
    /// equals the row above (`workspace.previous`).
    @inline(__always)
    func filtersToZeros(_ y: Int, _ rowBytes: Int, _ workspace: PNGWorkspace) -> Bool {
        rowFilter == .up && y > 0 && memcmp(workspace.current.base, workspace.previous.base, rowBytes) == 0
    }

    /// What `upFilterOpaque` made of a row.
    enum OpaqueRow { case zero, filtered, notOpaque }

    /// The fast path of almost every frame: an opaque row, UP-filtered straight from its ARGB
    /// words (opaque pixels need no un-premultiplying). A row equal to the one above (most rows
    /// of a flat UI) is all zeros, written only when `alreadyZero` says the buffer does not hold
    /// them from an earlier frame; otherwise four bytes are subtracted at once and each pixel is
    /// stored as one 4-byte write, three of them kept (the buffer has `PNGWorkspace.slack`).
    @inline(__always)
    static func upFilterOpaque(_ words: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>?, width: Int,
                               to out: UnsafeMutablePointer<UInt8>, alreadyZero: Bool) -> OpaqueRow {
        out[0] = PNGFilter.up.rawValue
        let body = UnsafeMutableRawPointer(out + 1)
        if let above, memcmp(words, above, width * 4) == 0 {
            // The row above was already checked for opacity.
            if !alreadyZero { body.initializeMemory(as: UInt8.self, repeating: 0, count: width * 3) }
            return .zero
        }
        var alpha: UInt32 = 0xFF00_0000
        for x in 0..<width {
            let w = words[x]
            alpha &= w
            let d = above.map { bytewiseDifference(w, $0[x]) } ?? w
            // 0x··RRGGBB shifted to 0xRRGGBB00, stored big-endian: R, G, B, 0.
            body.storeBytes(of: (d << 8).bigEndian, toByteOffset: 3 * x, as: UInt32.self)
        }
        return alpha == 0xFF00_0000 ? .filtered : .notOpaque
    }

    /// Each byte of `a` minus the same byte of `b`, modulo 256, without borrows crossing bytes
    /// (SWAR: subtract with every byte's top bit set in `a` and cleared in `b`, then fix the
    /// top bits by xor).
    @inline(__always)
    static func bytewiseDifference(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let high: UInt32 = 0x8080_8080
        return ((a | high) &- (b & ~high)) ^ ((a ^ ~b) & high)
    }
}
