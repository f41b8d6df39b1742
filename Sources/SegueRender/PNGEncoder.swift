import Foundation
/// Encodes frames as PNG: 8-bit RGB when every pixel is opaque, RGBA otherwise, no time or text
/// chunks (so the same pixels always give the same bytes).
///
/// Chosen by measurement (README, "Performance"): a writer of its own over libdeflate, one
/// fixed row filter, one zlib stream per frame. Un-premultiplying and filtering happen in one
/// pass over the surface, into buffers a `PNGWorkspace` keeps from frame to frame.
public struct PNGEncoder: Sendable {
    /// The trade between encoding speed and file size.
    public enum Compression: String, Sendable, CaseIterable {
        /// libdeflate level 1: fastest, larger files.
        case fast
        /// libdeflate level 6: files about the size of libpng's defaults, several times faster.
        case balanced
        /// libdeflate level 12 (its optimal parser): the smallest files, for goldens kept in git.
        case small

        /// The compressor and its settings.
        var deflater: PNGDeflater {
            if let v = getenv("SEGUE_D") {
                let p = String(cString: v).split(separator: ":").map { Int32($0)! }
                return p.count == 1 ? .libdeflate(level: p[0]) : .zlib(level: p[0], strategy: p[1])
            }
            return switch self {
            case .fast: .zlib(level: 1, strategy: 3)
            case .balanced: .libdeflate(level: 6)
            case .small: .zlib(level: 9, strategy: 0)
            }
        }
    }

    public var compression: Compression
    /// The filter of every row. UP (each byte minus the one above) is chosen by measurement on
    /// a 1170×2532 px flat-UI frame (see `PNGEncoderTests`): most rows of a UI repeat the row
    /// above and UP turns them into zeros.
    var rowFilter = PNGFilter.up

    /// The largest side PNG allows (2³¹ − 1, PNG spec 11.2.2).
    static let maximumSide = Int(Int32.max)

    public init(compression: Compression = .balanced) { self.compression = compression }

    /// Encodes the surface's pixels, un-premultiplied as `FrameSurface`'s subscript does.
    /// Allocates a workspace for this one call; a loop over frames should pass its own.
    public func encode(_ surface: FrameSurface) throws(RenderError) -> [UInt8] {
        encode(surface, workspace: PNGWorkspace())
    }

    /// Encodes the surface's pixels reusing `workspace`'s buffers (no allocation but the result
    /// once the workspace has seen a frame of this size).
    public func encode(_ surface: FrameSurface, workspace: PNGWorkspace) -> [UInt8] {
        var hasAlpha = false
        if !filter(surface, hasAlpha: false, into: workspace) {
            hasAlpha = true
            _ = filter(surface, hasAlpha: true, into: workspace)
        }
        return compress(width: surface.pixelWidth, height: surface.pixelHeight, hasAlpha: hasAlpha, workspace)
    }

    /// Encodes straight RGBA pixels.
    public func encode(_ image: RGBAImage) throws(RenderError) -> [UInt8] {
        let range = 1...PNGEncoder.maximumSide
        guard range.contains(image.width), range.contains(image.height) else {
            throw RenderError("cannot encode a \(image.width)×\(image.height) px PNG: each side must be in 1...\(PNGEncoder.maximumSide)")
        }
        let workspace = PNGWorkspace()
        let hasAlpha = !image.isOpaque
        filter(image, hasAlpha: hasAlpha, into: workspace)
        return compress(width: image.width, height: image.height, hasAlpha: hasAlpha, workspace)
    }

    /// Deflates the filtered rows in `workspace` and wraps them in PNG chunks.
    private func compress(width: Int, height: Int, hasAlpha: Bool, _ workspace: PNGWorkspace) -> [UInt8] {
        let count = height * (1 + width * (hasAlpha ? 4 : 3))
        return workspace.compressFiltered(count: count, with: compression.deflater) { zlib in
            PNGFile.bytes(width: width, height: height, hasAlpha: hasAlpha, zlib: zlib)
        }
    }
}
