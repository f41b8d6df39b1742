import CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The one pass from pixels to filtered PNG rows: un-premultiply (surfaces), pack to RGB or
/// RGBA, filter, written into `PNGWorkspace.filtered`.
extension PNGEncoder {
    /// Filters every row of `surface`. With `hasAlpha` false it packs RGB and returns false at
    /// the first row holding a pixel that is not opaque (the caller then starts over as RGBA).
    func filter(_ surface: FrameSurface, hasAlpha: Bool, into workspace: PNGWorkspace) -> Bool {
        let width = surface.pixelWidth, channels = hasAlpha ? 4 : 3, rowBytes = width * channels
        workspace.prepare(rowBytes: rowBytes, height: surface.pixelHeight)
        cairo_surface_flush(surface.surface)
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface.surface)!)
        func words(_ y: Int) -> UnsafePointer<UInt32> {
            (data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
        }
        for y in 0..<surface.pixelHeight {
            let out = workspace.filtered.base + y * (rowBytes + 1)
            if !hasAlpha && rowFilter == .up {
                let row = PNGEncoder.upFilterOpaque(words(y), above: y > 0 ? words(y - 1) : nil, width: width,
                                                    to: out, alreadyZero: workspace.zeroRows[y])
                workspace.setZeroRow(y, row == .zero)
                guard row != .notOpaque else { return false }
                continue
            }
            guard PNGEncoder.straighten(words(y), width: width, hasAlpha: hasAlpha, to: workspace.current.base) else {
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

    /// Filters every row of straight RGBA `image`, packed as RGB unless `hasAlpha`.
    func filter(_ image: RGBAImage, hasAlpha: Bool, into workspace: PNGWorkspace) {
        let channels = hasAlpha ? 4 : 3, rowBytes = image.width * channels
        workspace.prepare(rowBytes: rowBytes, height: image.height)
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in 0..<image.height {
                let source = pixels.baseAddress! + y * image.width * 4
                let row = workspace.current.base
                if hasAlpha {
                    row.update(from: source, count: rowBytes)
                } else {
                    for x in 0..<image.width {
                        row[3 * x] = source[4 * x]; row[3 * x + 1] = source[4 * x + 1]; row[3 * x + 2] = source[4 * x + 2]
                    }
                }
                workspace.setZeroRow(y, filtersToZeros(y, rowBytes, workspace))
                rowFilter.apply(row: row, previous: workspace.previous.base, count: rowBytes, bytesPerPixel: channels,
                                to: workspace.filtered.base + y * (rowBytes + 1))
                workspace.swapRows()
            }
        }
    }

    /// Whether row `y`, packed in `workspace.current`, filters to zeros: under UP, when it
    /// equals the row above (`workspace.previous`).
    @inline(__always)
    func filtersToZeros(_ y: Int, _ rowBytes: Int, _ workspace: PNGWorkspace) -> Bool {
        rowFilter == .up && y > 0 && memcmp(workspace.current.base, workspace.previous.base, rowBytes) == 0
    }

    /// Straight RGB(A) bytes of one row of ARGB32 words; false when packing RGB (`hasAlpha`
    /// false) meets a pixel that is not opaque.
    @inline(__always)
    static func straighten(_ words: UnsafePointer<UInt32>, width: Int, hasAlpha: Bool,
                           to row: UnsafeMutablePointer<UInt8>) -> Bool {
        if hasAlpha {
            for x in 0..<width {
                let p = Premultiplication.rgba(words[x])
                row[4 * x] = p.r; row[4 * x + 1] = p.g; row[4 * x + 2] = p.b; row[4 * x + 3] = p.a
            }
            return true
        }
        var alpha: UInt32 = 0xFF00_0000
        for x in 0..<width {
            let w = words[x]
            alpha &= w
            row[3 * x] = UInt8(truncatingIfNeeded: w >> 16)
            row[3 * x + 1] = UInt8(truncatingIfNeeded: w >> 8)
            row[3 * x + 2] = UInt8(truncatingIfNeeded: w)
        }
        return alpha == 0xFF00_0000
    }

    /// What `upFilterOpaque` made of a row.
    enum OpaqueRow { case zero, filtered, notOpaque }

    /// The fast path of almost every frame: an opaque row, UP-filtered straight from Cairo's
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
