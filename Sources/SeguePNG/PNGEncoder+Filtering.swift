#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CRowFilter

/// The one pass from pixels to filtered PNG rows: un-premultiply (premultiplied rows), pack to
/// RGB or RGBA, filter, written into `PNGWorkspace.filtered`.
extension PNGEncoder {
    /// Filters every row of `rows`. With `hasAlpha` false it packs RGB and returns false at the
    /// first row holding a pixel that is not opaque (the caller then starts over as RGBA).
    /// Opaque rows are filtered in `threads` stripes at once (each row reads only itself and the
    /// row above, so the bytes are the same).
    func filter(_ rows: PixelRows, hasAlpha: Bool, into workspace: PNGWorkspace, threads: Int = 1) -> Bool {
        let width = rows.width, channels = hasAlpha ? 4 : 3, rowBytes = width * channels
        workspace.prepare(rowBytes: rowBytes, height: rows.height)
        let opaqueWords = !hasAlpha && rowFilter == .up && rows.format == .premultipliedARGB32
        func words(_ y: Int) -> UnsafePointer<UInt32> { rows.row(y).assumingMemoryBound(to: UInt32.self) }
        if opaqueWords {
            // One stripe or several, the buffer's address and the zero-row flags are read once:
            // read through the workspace at every row, each retained and released it.
            let base = workspace.filtered.base, height = rows.height
            var opaque = [Bool](repeating: true, count: threads)
            workspace.withZeroRows { zero in
                opaque.withUnsafeMutableBufferPointer { opaque in
                    concurrently(threads) { stripe in
                        for y in (height * stripe / threads)..<(height * (stripe + 1) / threads) {
                            let row = PNGEncoder.upFilterOpaque(words(y), above: y > 0 ? words(y - 1) : nil, width: width,
                                                                to: base + y * (rowBytes + 1), alreadyZero: zero[y])
                            zero[y] = row == .zero
                            if row == .notOpaque { opaque[stripe] = false; return }
                        }
                    }
                }
            }
            return !opaque.contains(false)
        }
        for y in 0..<rows.height {
            let out = workspace.filtered.base + y * (rowBytes + 1)
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
    /// them from an earlier frame; otherwise CRowFilter subtracts and packs it, eight pixels at a
    /// time where the processor has AVX2.
    @inline(__always)
    static func upFilterOpaque(_ words: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>?, width: Int,
                               to out: UnsafeMutablePointer<UInt8>, alreadyZero: Bool) -> OpaqueRow {
        out[0] = PNGFilter.up.rawValue
        if let above, memcmp(words, above, width * 4) == 0 {
            // The row above was already checked for opacity.
            if !alreadyZero { (out + 1).initialize(repeating: 0, count: width * 3) }
            return .zero
        }
        let opaque = segue_up_filter_opaque_row(words, above, Int32(width), out + 1)
        return opaque == 1 ? .filtered : .notOpaque
    }
}
