import CCairo
import SegueCore

/// The surfaces a rasterizer draws projected nodes through, kept between frames: allocating
/// (and touching fresh pages of) two frame-sized surfaces for every layer in perspective in
/// every frame costs more than drawing them, and a flat rendering that did not change need
/// not be drawn again. One level per depth of projected nodes inside projected nodes, each
/// with its kept flat renderings and a warp target; a surface grows to the largest size asked
/// of it and only its top-left part is used.
///
/// Owned by one rasterizer and the ones it makes for flat renderings, on one thread (a
/// rasterizer is made per thread), hence `@unchecked Sendable`.
final class ProjectionScratch: @unchecked Sendable {
    private var levels: [Level] = []
    /// What a frame could not draw for want of memory (an offscreen surface that could not be
    /// allocated), kept until `takeFailure()`: the frame lacks that layer, so it must not be
    /// written as if whole.
    private(set) var failure: String?
    /// The most bytes one of its surfaces may take: unlimited but in tests, which stand for a
    /// machine out of memory with it (set before the first frame).
    var byteLimit = Int.max

    /// Notes that a surface of `width × height` pixels could not be allocated (the first such
    /// failure of a frame is the one reported).
    func noteFailure(width: Int, height: Int, for purpose: String) {
        if failure == nil { failure = "cannot allocate a \(width)×\(height) px surface for \(purpose)" }
    }

    /// The failure noted since the last call, if any, and forgets it.
    func takeFailure() -> String? {
        defer { failure = nil }
        return failure
    }

    /// The level for projected nodes at `depth`.
    func level(_ depth: Int) -> Level {
        while levels.count <= depth { levels.append(Level(byteLimit: byteLimit)) }
        return levels[depth]
    }

    /// What a flat rendering is a rendering of: the node as drawn flat, the part of its plane
    /// covered and the offscreen pixels a point. Two renderings with equal keys have equal pixels.
    struct FlatKey: Hashable {
        let node: RenderNode
        let region: Rect
        let scaleX: Double, scaleY: Double
        /// The sides carried past the region (`Rasterizer.bleed`).
        let bleeding: Set<Int>
    }

    /// One depth's surfaces: the flat renderings of its last `keptRenderings` projected nodes
    /// (a cube's two faces, a card and its back), each kept with the key it was drawn for, a
    /// warp target and the warp's buffer.
    final class Level {
        /// How many flat renderings a level keeps: enough for the two faces of every built-in
        /// 3-D transition, few enough that a level stays within a few frame surfaces.
        static let keptRenderings = 2

        /// A kept flat rendering: its surface (grown as asked, only its top-left part used),
        /// and what was drawn there, `nil` while it is being drawn or after a failed drawing.
        final class Rendering {
            fileprivate(set) var surface: OpaquePointer?
            var key: FlatKey?
            fileprivate(set) var width = 0, height = 0

            deinit { if let surface { cairo_surface_destroy(surface) } }
        }

        /// Most recently used first.
        private var renderings: [Rendering] = []
        /// The most bytes one surface may take (`ProjectionScratch.byteLimit`).
        let byteLimit: Int

        init(byteLimit: Int) { self.byteLimit = byteLimit }

        /// The pixel sizes of the kept renderings' surfaces, most recently used first.
        var renderingSizes: [(width: Int, height: Int)] {
            renderings.compactMap { $0.surface }.map { (Int(cairo_image_surface_get_width($0)), Int(cairo_image_surface_get_height($0))) }
        }
        /// How many times a kept rendering served a projected node instead of a new drawing.
        private(set) var hits = 0
        private var warpSurface: OpaquePointer?
        /// The largest size a kept rendering was asked for.
        private var largestRendering = (width: 0, height: 0)
        /// What the warp keeps between frames (its pass across for a turn about y).
        let warpBuffer = ProjectiveWarp.WarpBuffer()

        deinit {
            if let warpSurface { cairo_surface_destroy(warpSurface) }
        }

        /// The pixels of the kept rendering drawn for `key`, when there is one: a layer whose
        /// flat drawing did not change since an earlier frame is not drawn again, only mapped,
        /// as Core Animation composites a layer's backing store without redrawing it.
        func kept(_ key: FlatKey) -> (rendering: Rendering, pixels: PixelPlane)? {
            guard let index = renderings.firstIndex(where: { $0.key == key }), let surface = renderings[index].surface else { return nil }
            let found = renderings.remove(at: index)
            renderings.insert(found, at: 0)
            hits += 1
            return (found, Level.plane(surface, width: found.width, height: found.height))
        }

        /// A rendering to draw `width × height` pixels into (a new one, or the least recently
        /// used, its key forgotten), its top-left part cleared to transparent, all of it or, when
        /// `covered` (whole pixels the drawing will paint opaque) is given, the ring around it only.
        func offscreen(width: Int, height: Int, covered: PixelRect? = nil) -> (rendering: Rendering, pixels: PixelPlane)? {
            let rendering: Rendering
            if renderings.count < Level.keptRenderings {
                rendering = Rendering()
            } else {
                rendering = renderings.removeLast()
            }
            renderings.insert(rendering, at: 0)
            rendering.key = nil
            // At least the largest rendering's size so far: a cube's two faces, each drawn at
            // a few scales as it turns, then share one size instead of each growing in turn.
            largestRendering = (max(largestRendering.width, width), max(largestRendering.height, height))
            guard let surface = Level.surface(&rendering.surface, width: width, height: height, atLeast: largestRendering,
                                              byteLimit: byteLimit) else { return nil }
            (rendering.width, rendering.height) = (width, height)
            if let cr = cairo_create(surface) {
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_rectangle(cr, 0, 0, Double(width), Double(height))
                if let covered {
                    // Even-odd: the rectangle less the covered part.
                    cairo_rectangle(cr, Double(covered.x), Double(covered.y), Double(covered.width), Double(covered.height))
                    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
                }
                cairo_fill(cr)
                cairo_destroy(cr)
            }
            return (rendering, Level.plane(surface, width: width, height: height))
        }

        /// The warp target's top-left `width × height` pixels (not cleared: the warp writes each).
        func warpTarget(width: Int, height: Int) -> (surface: OpaquePointer, pixels: PixelPlane)? {
            guard let surface = Level.surface(&warpSurface, width: width, height: height, byteLimit: byteLimit) else { return nil }
            return (surface, Level.plane(surface, width: width, height: height))
        }

        /// `slot`'s surface, replaced by a larger one when it is smaller than `width × height`.
        private static func surface(_ slot: inout OpaquePointer?, width: Int, height: Int,
                                    atLeast floor: (width: Int, height: Int) = (0, 0), byteLimit: Int) -> OpaquePointer? {
            if let surface = slot, Int(cairo_image_surface_get_width(surface)) >= width,
               Int(cairo_image_surface_get_height(surface)) >= height {
                return surface
            }
            // Grown in steps of 256 pixels a side (at most Cairo's limit), so that a layer turning
            // in, a little wider every frame, does not make a new surface every frame.
            func grown(_ asked: Int, _ old: Int) -> Int { min(FrameSurface.maximumSide, max(old, (asked + 255) / 256 * 256)) }
            var w = grown(width, max(floor.width, slot.map { Int(cairo_image_surface_get_width($0)) } ?? 0))
            var h = grown(height, max(floor.height, slot.map { Int(cairo_image_surface_get_height($0)) } ?? 0))
            // Growing both sides from two different long, thin asks could make a surface far
            // larger than either: then it is made just the size asked.
            if w * h > 2 * Rasterizer.maximumOffscreenPixels { (w, h) = (width, height) }
            if w * h > byteLimit / 4 { (w, h) = (width, height) }
            if let old = slot { cairo_surface_destroy(old) }
            slot = nil
            guard width * height <= byteLimit / 4, let made = FrameSurface.imageSurface(width: w, height: h) else { return nil }
            slot = made
            return made
        }

        private static func plane(_ surface: OpaquePointer, width: Int, height: Int) -> PixelPlane {
            cairo_surface_flush(surface)
            return PixelPlane(base: cairo_image_surface_get_data(surface)!, width: width, height: height,
                              stride: Int(cairo_image_surface_get_stride(surface)))
        }
    }
}
