#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo
import CDeflate

/// Blurred grids a rasterizer made in its previous frame, kept for the next: a shadow whose
/// caster did not change shape (or only moved by whole grid cells) and a backdrop blur whose
/// backdrop did not change are not blurred again.
///
/// A blur's result is a function of the grid it starts from (the caster's alpha, or the
/// backdrop's samples, averaged down; `GaussianBlur`), its σ and its tint. So the key is that
/// grid's bytes with those parameters, found by a hash and confirmed byte for byte, never
/// trusted to the hash alone: a hit gives the very surface a fresh blur would, and what a
/// worker drew before never changes what it draws next (frames stay the same for any `--jobs`).
/// Reading the grid is still done each frame; the kernel passes and the tinting are what is saved.
///
/// Owned by one rasterizer (and the ones it makes for flat renderings) on one thread, hence
/// `@unchecked Sendable`.
final class BlurCache: @unchecked Sendable {
    fileprivate struct Key: Hashable {
        let width: Int, height: Int
        let parameters: [Double]
        let crc: UInt32
    }

    /// The largest grid, in bytes, kept: copying and comparing a grid costs a pass over it, which
    /// pays on the small grids of wide blurs (a shadow, a material's σ of tens of pixels) and not
    /// on a narrow blur's grid the size of its area, which is rarely seen twice.
    static let maximumBytes = 1 << 18

    private final class Entry {
        let cells: [UInt8]
        let surface: OpaquePointer
        var frame: Int

        init(cells: [UInt8], surface: OpaquePointer, frame: Int) {
            (self.cells, self.surface, self.frame) = (cells, surface, frame)
        }

        deinit { cairo_surface_destroy(surface) }
    }

    private var entries: [Key: Entry] = [:]
    private var frame = 0

    /// Blurs made and blurs reused since this cache was made.
    private(set) var madeCount = 0, reusedCount = 0

    /// Starts a frame: what neither it nor the frame before used is let go.
    func beginFrame() {
        frame += 1
        entries = entries.filter { $0.value.frame >= frame - 1 }
    }

    /// A grid not found, to be kept with its blur (`keep`): its key and a copy of its cells.
    struct Miss {
        fileprivate let key: Key
        fileprivate let cells: [UInt8]
    }

    /// What `lookup` found: the kept blur of these cells (a reference the caller owns and
    /// destroys), or a miss to `keep` once the caller has blurred them itself (`nil` for a grid
    /// over `maximumBytes`, which is not kept).
    enum Found {
        case blurred(OpaquePointer)
        case missing(Miss?)
    }

    /// The kept blur of a grid of `width` × `height` cells whose bytes are `cells`, blurred with
    /// `parameters` (σ, the tint's channels), when an earlier blur had exactly these.
    func lookup(width: Int, height: Int, parameters: [Double], cells: UnsafeRawBufferPointer) -> Found {
        guard cells.count <= BlurCache.maximumBytes, let base = cells.baseAddress else { return .missing(nil) }
        let key = Key(width: width, height: height, parameters: parameters, crc: UInt32(libdeflate_crc32(0, base, cells.count)))
        if let entry = entries[key], entry.cells.count == cells.count,
           entry.cells.withUnsafeBytes({ memcmp($0.baseAddress!, base, cells.count) == 0 }) {
            entry.frame = frame
            reusedCount += 1
            return .blurred(cairo_surface_reference(entry.surface))
        }
        return .missing(Miss(key: key, cells: Array(cells)))
    }

    /// Keeps `surface`, the blur of the grid `miss` stands for (the cache takes its own reference).
    func keep(_ miss: Miss, _ surface: OpaquePointer) {
        entries[miss.key] = Entry(cells: miss.cells, surface: cairo_surface_reference(surface), frame: frame)
        madeCount += 1
    }
}
