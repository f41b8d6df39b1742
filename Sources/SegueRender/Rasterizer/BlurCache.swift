#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo

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
    private struct Key: Hashable {
        let width: Int, height: Int
        let parameters: [Double]
        let digest: Int
    }

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

    /// The blurred surface for a grid of `width` × `height` cells whose bytes are `cells`,
    /// blurred with `parameters` (σ, the tint's channels): the kept one when an earlier blur had
    /// exactly these, else `make()`'s, kept. The caller owns a reference (destroys it); `nil`
    /// when `make` fails.
    func surface(width: Int, height: Int, parameters: [Double], cells: UnsafeRawBufferPointer, make: () -> OpaquePointer?) -> OpaquePointer? {
        var hasher = Hasher()
        hasher.combine(bytes: cells)
        let key = Key(width: width, height: height, parameters: parameters, digest: hasher.finalize())
        if let entry = entries[key], entry.cells.count == cells.count,
           entry.cells.withUnsafeBytes({ memcmp($0.baseAddress!, cells.baseAddress!, cells.count) == 0 }) {
            entry.frame = frame
            reusedCount += 1
            return cairo_surface_reference(entry.surface)
        }
        guard let made = make() else { return nil }
        entries[key] = Entry(cells: Array(cells), surface: cairo_surface_reference(made), frame: frame)
        madeCount += 1
        return made
    }
}
