#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CDeflate
import CRowFilter

/// The one pass from pixels to filtered PNG rows: un-premultiply (premultiplied rows), pack to
/// RGB or RGBA, filter, written into `PNGWorkspace.filtered`.
extension PNGEncoder {
    /// Filters every row of `rows`. With `hasAlpha` false it packs RGB and returns false at the
    /// first row holding a pixel that is not opaque (the caller then starts over as RGBA).
    /// Opaque rows are filtered in `threads` stripes at once (each row reads only itself and the
    /// row above, so the bytes are the same) and packed (`PNGWorkspace.FilteredRows.Form`), or
    /// with `tokens` kept only as the run coder's tokens; other rows are written at their place,
    /// zero rows included (then read as tokens with `tokens`).
    func filter(_ rows: PixelRows, hasAlpha: Bool, into workspace: PNGWorkspace, threads: Int = 1, tokens: Bool = false) -> Bool {
        let width = rows.width, channels = hasAlpha ? 4 : 3, rowBytes = width * channels
        let opaqueWords = !hasAlpha && rowFilter == .up && rows.format == .premultipliedARGB32
        workspace.prepare(rowBytes: rowBytes, height: rows.height, filteredBytes: !(opaqueWords && tokens))
        func words(_ y: Int) -> UnsafePointer<UInt32> { rows.row(y).assumingMemoryBound(to: UInt32.self) }
        if opaqueWords {
            // Only the rows that do not filter to zeros are kept, one after another, as bytes or
            // (`fast`) as tokens: the spliced stream codes the zero rows from their flags, so
            // writing (and first touching) 85 % of a flat-UI frame's bytes as zeros would be for
            // nothing. The flags and hashes are read once: read through the workspace at every
            // row, each retained and released it.
            let height = rows.height, stride = rowBytes + 1
            return workspace.withRowRecords { zero, hashes in
                if tokens {
                    let packed = PNGEncoder.pack(height: height, threads: threads, stride: stride, into: workspace.prepareTokens()) { y, out in
                        // 0: the row equals the one above (checked for opacity there), a zero row.
                        let n = Int(segue_up_filter_opaque_tokens(words(y), y > 0 ? words(y - 1) : nil, Int32(width),
                                                                  PNGFilter.up.rawValue, out, &hashes[y]))
                        zero[y] = n == 0
                        return n < 0 ? nil : n
                    }
                    // A pixel that is not opaque: the caller starts over as RGBA, and a caller that
                    // compresses these rows anyway (an RGB `zlibStream` of translucent rows, which
                    // its assertion refuses in debug builds) reads placed bytes in bounds.
                    guard let counts = packed else { workspace.reserveFiltered(); return false }
                    workspace.markTokens(counts: counts)
                } else {
                    let packed = PNGEncoder.pack(height: height, threads: threads, stride: stride, into: workspace.filtered.base) { y, out in
                        let row = PNGEncoder.upFilterOpaque(words(y), above: y > 0 ? words(y - 1) : nil, width: width, to: out, hash: &hashes[y])
                        zero[y] = row == .zero
                        return row == .notOpaque ? nil : row == .zero ? 0 : stride
                    }
                    guard packed != nil else { return false }
                    workspace.markPacked()
                }
                return true
            }
        }
        for y in 0..<rows.height {
            let out = workspace.filtered.base + y * (rowBytes + 1)
            guard rows.straightRow(y, hasAlpha: hasAlpha, to: workspace.current.base) else {
                workspace.setRow(y, zero: false, hash: 0)
                return false
            }
            let zero = filtersToZeros(y, rowBytes, workspace)
            rowFilter.apply(row: workspace.current.base, previous: workspace.previous.base, count: rowBytes,
                            bytesPerPixel: channels, to: out)
            workspace.setRow(y, zero: zero, hash: zero ? 0 : UInt64(libdeflate_crc32(0, out, rowBytes + 1)))
            workspace.swapRows()
        }
        if tokens { workspace.tokenizeFiltered() }
        return true
    }

    /// Whether row `y`, packed in `workspace.current`, filters to zeros: under UP, when it
    /// equals the row above (`workspace.previous`).
    @inline(__always)
    func filtersToZeros(_ y: Int, _ rowBytes: Int, _ workspace: PNGWorkspace) -> Bool {
        rowFilter == .up && y > 0 && memcmp(workspace.current.base, workspace.previous.base, rowBytes) == 0
    }

    /// Runs `row(y, out)` for every row in `threads` stripes at once, each stripe writing from
    /// its first row's place (`stride` elements a row from `base`), then closes the stripes up
    /// in order, so the rows lie one after another as if written on one thread. `row` returns
    /// how many elements it wrote at `out` (0 for a row kept as a flag), or `nil` for a pixel
    /// that is not opaque, which stops its stripe. Returns how many each row wrote, or `nil`.
    static func pack<Element>(height: Int, threads: Int, stride: Int, into base: UnsafeMutablePointer<Element>,
                              _ row: (Int, UnsafeMutablePointer<Element>) -> Int?) -> [Int32]? {
        var opaque = [Bool](repeating: true, count: threads), written = [Int](repeating: 0, count: threads)
        var counts = [Int32](repeating: 0, count: height)
        counts.withUnsafeMutableBufferPointer { counts in
            opaque.withUnsafeMutableBufferPointer { opaque in
                written.withUnsafeMutableBufferPointer { written in
                    concurrently(threads) { stripe in
                        let first = height * stripe / threads
                        var out = base + first * stride
                        for y in first..<(height * (stripe + 1) / threads) {
                            guard let n = row(y, out) else { opaque[stripe] = false; return }
                            counts[y] = Int32(n)
                            out += n
                            written[stripe] += n
                        }
                    }
                }
            }
        }
        guard !opaque.contains(false) else { return nil }
        var end = base + written[0]
        for stripe in 1..<threads {
            let start = base + (height * stripe / threads) * stride
            if start != end { memmove(end, start, written[stripe] * MemoryLayout<Element>.stride) }
            end += written[stripe]
        }
        return counts
    }

    /// What `upFilterOpaque` made of a row.
    enum OpaqueRow { case zero, filtered, notOpaque }

    /// The fast path of almost every frame: an opaque row, UP-filtered straight from its ARGB
    /// words (opaque pixels need no un-premultiplying). A row equal to the one above (most rows
    /// of a flat UI) filters to zeros and is not written; otherwise CRowFilter subtracts and
    /// packs it, eight pixels at a time where the processor has AVX2, and stores its `hash`.
    @inline(__always)
    static func upFilterOpaque(_ words: UnsafePointer<UInt32>, above: UnsafePointer<UInt32>?, width: Int,
                               to out: UnsafeMutablePointer<UInt8>, hash: UnsafeMutablePointer<UInt64>) -> OpaqueRow {
        // The row above was already checked for opacity.
        if let above, memcmp(words, above, width * 4) == 0 { return .zero }
        out[0] = PNGFilter.up.rawValue
        let opaque = segue_up_filter_opaque_row(words, above, Int32(width), out + 1, hash)
        return opaque == 1 ? .filtered : .notOpaque
    }
}
