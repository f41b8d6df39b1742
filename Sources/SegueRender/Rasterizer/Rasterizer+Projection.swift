#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CCairo
import SegueCore

extension Rasterizer {
    /// Draws a node in perspective as Core Animation composites a layer with a 3-D transform:
    /// the node and its subtree are rendered flat, in its own plane, into an offscreen surface,
    /// and that image is mapped through `projection` onto the target, every target pixel
    /// sampled back through the inverse map (perspective-correct, bilinear), then composited
    /// with the node's opacity under the target's clip.
    ///
    /// The offscreen surface covers only the part of the node's drawing that can reach the
    /// target's clip in front of the viewer, at the resolution where the most magnified point
    /// of that part gets one offscreen pixel per target pixel, along each axis
    /// (`offscreenScale`), so on-screen pixels stay sharp. The drawing's edges cover each target
    /// pixel by the part of its footprint inside them (`ProjectiveWarp.EdgeCoverage`): the
    /// bilinear filter's fade into a transparent pixel border is a fraction of a target pixel
    /// wide where the rendering is finer than the screen. Masks, shadows
    /// and corner radii are drawn in the flat rendering, so they turn with the layer; a
    /// backdrop blur reads the target under the node's projected outline (`drawProjectedBackdrop`).
    ///
    /// `bleeding` names sides of the node's drawing (0 top, 1 right, 2 bottom, 3 left of its
    /// extent) that a sibling in perspective drawn later shares (`sharedSides(of:)`): there the
    /// flat rendering is carried `bleedPixels` past the side, as opaque as the pixels inside it, so that
    /// the later one's antialiased edge blends with this one and not with what lies behind both
    /// (a cube's two faces would otherwise show the window between them as a grey seam).
    func drawProjected(_ node: RenderNode, _ projection: Homography, alpha effective: Double, _ cr: OpaquePointer,
                       bleeding: Set<Int> = []) {
        let toDevice = projection.concatenating(AffineTransform.scale(scale))
        let clip = deviceClip(cr)
        guard !clip.isEmpty, toDevice.isFinite, let extent = Rasterizer.extent(of: node) else { return }
        var polygon = toDevice.visiblePart(of: extent.corners)
        for half in [toDevice.halfPlane(targetX: Double(clip.x), greater: true),
                     toDevice.halfPlane(targetX: Double(clip.x + clip.width), greater: false),
                     toDevice.halfPlane(targetY: Double(clip.y), greater: true),
                     toDevice.halfPlane(targetY: Double(clip.y + clip.height), greater: false)] where polygon.count >= 3 {
            polygon = Homography.clip(polygon, keeping: half)
        }
        guard polygon.count >= 3, let visible = Rect(bounding: polygon),
              let device = toDevice.mappedBounds(of: visible) else { return }
        // Two pixels past the outline's bounds: the antialiased edge reaches a pixel and a half
        // beyond the outline (`ProjectiveWarp.span`), and a bleeding side's pixels lie there too.
        let target = PixelRect(covering: device.minX, device.minY, device.maxX, device.maxY).padded(by: 2).intersection(clip)
        guard !target.isEmpty else { return }
        guard var offscreenScale = Rasterizer.offscreenScale(of: node, toDevice: toDevice, over: polygon, region: visible, unit: scale) else { return }
        if projectionDepth > 0 {
            // Inside a flat rendering, no finer than it: each level's magnification would
            // otherwise compound (sixteen nested layers, each turned a little, asked 48× the
            // frame's scale and 2 GB). Core Animation renders every level at the screen's scale.
            offscreenScale = (min(offscreenScale.x, scale), min(offscreenScale.y, scale))
        }
        if let blur = node.blur { drawProjectedBackdrop(node, blur, toDevice: toDevice, alpha: effective, cr) }
        // The whole drawing when it fits the offscreen budget (so the same rendering serves the
        // next frame, whose visible part differs), else only the part that can be seen.
        let border = Double(bleeding.isEmpty ? 2 : 2 * Rasterizer.bleedPixels)
        let (wholeWidth, wholeHeight) = (extent.width * offscreenScale.x + border, extent.height * offscreenScale.y + border)
        let whole = wholeWidth * wholeHeight <= Double(Rasterizer.maximumOffscreenPixels)
            && max(wholeWidth, wholeHeight) <= Double(FrameSurface.maximumSide)
        let region = whole ? extent : visible
        let level = scratch.level(projectionDepth)
        let carried = whole ? bleeding : []
        guard let flat = renderFlat(node, region: region, scale: offscreenScale, bleeding: carried, into: level) else { return }
        // Target pixel centres → local points → offscreen sample coordinates (pixel centres at k + ½).
        let toSample = AffineTransform.translation(-flat.origin.x, -flat.origin.y)
            .concatenating(.scale(offscreenScale.x, offscreenScale.y)).concatenating(.translation(-0.5, -0.5))
        guard let inverse = toDevice.inverted()?.concatenating(toSample) else { return }
        let outline = polygon.compactMap { toDevice.apply(to: $0) }
        // The drawing's sides that are its edges, antialiased over a target pixel by the warp:
        // not those carried past (`bleed`), nor those of a region cut down to the visible part.
        let corner = (toSample.apply(to: Point(region.minX, region.minY)), toSample.apply(to: Point(region.maxX, region.maxY)))
        let edges = ProjectiveWarp.SourceEdges(left: region.minX == extent.minX && !carried.contains(3) ? corner.0.x : nil,
                                               right: region.maxX == extent.maxX && !carried.contains(1) ? corner.1.x : nil,
                                               top: region.minY == extent.minY && !carried.contains(0) ? corner.0.y : nil,
                                               bottom: region.maxY == extent.maxY && !carried.contains(2) ? corner.1.y : nil)
        if let direct = Rasterizer.directTarget(cr, within: target) {
            // Straight onto the target's pixels where its clip is one whole-pixel rectangle.
            let alpha = UInt32(truncatingIfNeeded: Int((min(1, effective) * 256).rounded()))
            ProjectiveWarp.warp(flat.pixels, through: inverse, into: direct.pixels, at: direct.area, within: outline,
                                store: ProjectiveWarp.Over(alpha: alpha), edges: edges, buffer: level.warpBuffer)
            cairo_surface_mark_dirty_rectangle(direct.surface, Int32(direct.area.x + direct.offset.x), Int32(direct.area.y + direct.offset.y),
                                               Int32(direct.area.width), Int32(direct.area.height))
            return
        }
        guard let warped = level.warpTarget(width: target.width, height: target.height) else {
            scratch.noteFailure(width: target.width, height: target.height, for: "a layer in perspective (its projected pixels)")
            return
        }
        ProjectiveWarp.warp(flat.pixels, through: inverse, into: warped.pixels, at: target, within: outline, store: ProjectiveWarp.Copy(),
                            edges: edges, buffer: level.warpBuffer)
        cairo_surface_mark_dirty(warped.surface)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_rectangle(cr, Double(target.x), Double(target.y), Double(target.width), Double(target.height))
        cairo_clip(cr)
        cairo_set_source_surface(cr, warped.surface, Double(target.x), Double(target.y))
        cairo_paint_with_alpha(cr, effective)
        cairo_restore(cr)
    }

    /// The pixels of the surface being drawn on for the device rectangle `area`, cut to the
    /// clip, when the clip is a single whole-pixel rectangle and the surface an ARGB32 image
    /// (the frame, or a group's); `nil` otherwise (a rounded or antialiased clip), when the
    /// warp goes through a surface of its own and Cairo's compositing.
    private static func directTarget(_ cr: OpaquePointer, within area: PixelRect)
        -> (surface: OpaquePointer, pixels: PixelPlane, area: PixelRect, offset: (x: Int, y: Int))? {
        guard let surface = cairo_get_group_target(cr), cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(surface) == CAIRO_FORMAT_ARGB32 else { return nil }
        guard let rectangles = Rasterizer.wholePixelClip(cr), rectangles.count == 1 else { return nil }
        let (x, y, w, h) = (rectangles[0].x, rectangles[0].y, rectangles[0].width, rectangles[0].height)
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(surface, &ox, &oy)
        guard ox.rounded() == ox, oy.rounded() == oy else { return nil }
        let offset = (x: Int(ox), y: Int(oy))
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        // The clip, and the surface itself, in device pixels.
        let clip = area.intersection(PixelRect(x: Int(x), y: Int(y), width: Int(w), height: Int(h)))
            .intersection(PixelRect(x: -offset.x, y: -offset.y, width: width, height: height))
        guard !clip.isEmpty else { return nil }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        let base = cairo_image_surface_get_data(surface)! + ((clip.y + offset.y) * stride + (clip.x + offset.x) * 4)
        return (surface, PixelPlane(base: base, width: clip.width, height: clip.height, stride: stride), clip, offset)
    }

    /// The most offscreen pixels one projected node renders (about 4096²): past it the flat
    /// rendering is made coarser rather than larger.
    static let maximumOffscreenPixels = 1 << 24

    /// Offscreen pixels a local point, across (x) and down (y), for a projected node: where the
    /// map is most magnified on the visible `polygon`, one offscreen pixel per target pixel, so
    /// the target stays sharp. Along each axis separately (a face turned nearly edge-on needs
    /// few pixels across), unless the subtree draws what is computed in device pixels (a
    /// shadow, a backdrop blur, a layer in perspective of its own), which takes one scale, the
    /// largest stretch in any direction. Each rounded up to the ladder `step(_:)` gives in units
    /// of `unit` (the rasterizer's scale: a layer at rest gets its own pixels), then capped at
    /// `maximumOffscreenPixels` in all; `nil` when the map collapses the region.
    static func offscreenScale(of node: RenderNode, toDevice: Homography, over polygon: [Point], region: Rect,
                               unit: Double = 1) -> (x: Double, y: Double)? {
        var (x, y) = (0.0, 0.0)
        if isotropicOnly(node) {
            x = polygon.map { magnification(of: toDevice, at: $0) }.max() ?? 0
            y = x
        } else {
            for p in polygon {
                let j = jacobian(of: toDevice, at: p)
                x = max(x, (j.a * j.a + j.c * j.c).squareRoot())
                y = max(y, (j.b * j.b + j.d * j.d).squareRoot())
            }
            // No axis finer than a fiftieth of the other's: a face edge-on still gets a few pixels.
            (x, y) = (max(x, y / 50), max(y, x / 50))
        }
        guard x.isFinite, y.isFinite, x > 0, y > 0 else { return nil }
        (x, y) = (step(x / unit) * unit, step(y / unit) * unit)
        let pixels = region.width * x * region.height * y
        let reduce = pixels > Double(maximumOffscreenPixels) ? (Double(maximumOffscreenPixels) / pixels).squareRoot() : 1
        return (x * reduce, y * reduce)
    }

    /// `m` rounded up to the ladder of offscreen scales: whole octaves below one pixel a pixel
    /// (as a mipmap's levels: the filter never reads fewer than half the source pixels), quarter
    /// octaves above it. Never coarser than asked, so the target stays as sharp; and a layer
    /// turning a little further each frame keeps the same scale for several frames, so its flat
    /// rendering is drawn once for them (`ProjectionScratch.Level.kept(_:)`).
    static func step(_ m: Double) -> Double {
        let octaves = log2(m)
        return m <= 1 ? exp2(octaves.rounded(.up)) : exp2((4 * octaves).rounded(.up) / 4)
    }

    /// True when something in `node`'s subtree is computed in device pixels (a shadow, a backdrop
    /// blur, a projected node, in its mask layer too), so its flat rendering must be to scale.
    private static func isotropicOnly(_ node: RenderNode) -> Bool {
        node.shadow != nil || node.blur != nil || node.children.contains { $0.projection != nil || isotropicOnly($0) }
            || node.maskNode.map { $0.projection != nil || isotropicOnly($0) } == true
    }

    /// `node` drawn flat, opaque and without its projection or backdrop blur, into one of
    /// `level`'s kept renderings (or the one an earlier frame drew for the same key), covering `region` (local points) at `scale` pixels a point across and
    /// down plus a one-pixel transparent border (`bleedPixels` of the drawing carried on, on a
    /// side in `bleeding`); returns those pixels and the local point the
    /// corner of their pixel (0, 0) stands for. A scale that differs across and down is the
    /// surface's device scale, under a rasterizer at the scale down.
    private func renderFlat(_ node: RenderNode, region: Rect, scale: (x: Double, y: Double), bleeding: Set<Int>,
                            into level: ProjectionScratch.Level) -> (rendering: ProjectionScratch.Level.Rendering, pixels: PixelPlane, origin: Point)? {
        let (sx, s) = scale
        // A transparent pixel around the region; a bleeding side takes `bleedPixels` instead.
        func pad(_ side: Int) -> Int { bleeding.contains(side) ? Rasterizer.bleedPixels : 1 }
        let (left, top) = (pad(3), pad(0))
        let origin = Point(region.x - Double(left) / sx, region.y - Double(top) / s)
        var flat = node
        flat.projection = nil
        flat.opacity = 1
        flat.blur = nil
        let key = ProjectionScratch.FlatKey(node: flat, region: region, scaleX: sx, scaleY: s, bleeding: bleeding)
        if let kept = level.kept(key) { return (kept.rendering, kept.pixels, origin) }
        let width = Int((region.width * sx).rounded(.up)) + left + pad(1), height = Int((region.height * s).rounded(.up)) + top + pad(2)
        guard width > 0, height > 0, width <= FrameSurface.maximumSide, height <= FrameSurface.maximumSide else { return nil }
        guard let (rendering, pixels) = level.offscreen(width: width, height: height,
                                                        covered: Rasterizer.opaqueCover(of: node, region: region, scale: scale,
                                                                                        border: (left, top), size: (width, height))),
              let surface = rendering.surface
        else {
            scratch.noteFailure(width: width, height: height, for: "a layer in perspective (its flat rendering)")
            return nil
        }
        if let cr = cairo_create(surface) {
            // Only the region is drawn and read: clipped to it, the rest of the reused surface is left alone.
            cairo_rectangle(cr, 0, 0, Double(width), Double(height))
            cairo_clip(cr)
            cairo_surface_set_device_scale(surface, sx / s, 1)
            cairo_surface_set_device_offset(surface, -origin.x * sx, -origin.y * s)
            var rasterizer = Rasterizer(images: images, scale: s, typesetter: typesetter, scratch: scratch, blurs: blurs)
            rasterizer.projectionDepth = projectionDepth + 1
            // The surface in the identity matrix's units (device pixels over the device scale sx/s across).
            let logical = PixelRect(covering: origin.x * s, origin.y * s, origin.x * s + Double(width) * s / sx, origin.y * s + Double(height))
            rasterizer.drawNode(flat, alpha: 1, cr, NodeScope.root(of: [flat], canvas: logical).child(0, of: nil))
            // A group inside (a mask, group opacity) that could not be allocated leaves the
            // rendering without it: reported, and not kept for later frames.
            let complete = Rasterizer.noteAllocationFailure(of: cr, size: (width, height), for: "a layer in perspective (a group in its flat rendering)",
                                                           in: scratch)
            cairo_destroy(cr)
            cairo_surface_set_device_offset(surface, 0, 0)
            cairo_surface_set_device_scale(surface, 1, 1)
            cairo_surface_flush(surface)
            Rasterizer.bleed(pixels, sides: bleeding, from: (left, top), inside: (region.width * sx, region.height * s))
            cairo_surface_mark_dirty(surface)
            if complete { rendering.key = key }
        }
        cairo_surface_flush(surface)
        return (rendering, pixels, origin)
    }

    /// The whole offscreen pixels `node`'s own background paints opaque (the surface need not be
    /// cleared there first): its bounds less a pixel on each side, in the offscreen's pixels for
    /// `region` at `s`, when the background is opaque and square-cornered and nothing (a mask,
    /// a mask layer) cuts it; `nil` otherwise.
    /// Whether `node`'s background paints its whole bounds opaque: an opaque colour, square
    /// corners, no mask or mask layer cutting it, a size.
    static func paintsBoundsOpaque(_ node: RenderNode) -> Bool {
        (node.backgroundColor?.alpha ?? 0) >= 1 && node.cornerRadius == 0 && node.mask == nil && node.maskNode == nil && !node.size.isEmpty
    }

    private static func opaqueCover(of node: RenderNode, region: Rect, scale: (x: Double, y: Double),
                                    border: (left: Int, top: Int), size: (width: Int, height: Int)) -> PixelRect? {
        guard paintsBoundsOpaque(node) else { return nil }
        // Local x maps to offscreen pixel (x − region.x)·sx + the border's width.
        let (bx, by) = (Double(border.left), Double(border.top))
        let x0 = (0 - region.x) * scale.x + bx, y0 = (0 - region.y) * scale.y + by
        let x1 = (node.size.width - region.x) * scale.x + bx, y1 = (node.size.height - region.y) * scale.y + by
        // Clamped to the surface before becoming integers (a huge layer lies far beyond it).
        func pixel(_ v: Double, _ limit: Double) -> Int { Int(max(-1, min(limit + 1, v))) }
        let limitX = Double(size.width), limitY = Double(size.height)
        guard [x0, y0, x1, y1].allSatisfy(\.isFinite) else { return nil }
        let inner = PixelRect(x: pixel(x0.rounded(.up), limitX) + 1, y: pixel(y0.rounded(.up), limitY) + 1, width: 0, height: 0)
        let right = pixel(x1.rounded(.down), limitX) - 1, bottom = pixel(y1.rounded(.down), limitY) - 1
        guard right > inner.x, bottom > inner.y else { return nil }
        return PixelRect(x: inner.x, y: inner.y, width: right - inner.x, height: bottom - inner.y)
    }

    /// The node's backdrop blur in perspective: the target's pixels under the projected outline
    /// of its rounded bounds (flattened to a polygon, cut where it passes behind the viewer),
    /// blurred and tinted as a flat node's are, at the blur radius the map gives the node's centre.
    private func drawProjectedBackdrop(_ node: RenderNode, _ blur: LayerBlur, toDevice: Homography, alpha: Double, _ cr: OpaquePointer) {
        guard !node.size.isEmpty else { return }
        let bounds = BezierPath.roundedRect(Rect(0, 0, node.size.width, node.size.height), cornerRadius: node.cornerRadius,
                                            corners: node.maskedCorners, curve: node.cornerCurve)
        let outline = toDevice.visiblePart(of: bounds.flattened(tolerance: 0.25).flatMap(\.points)).compactMap { toDevice.apply(to: $0) }
        guard outline.count >= 3 else { return }
        let centre = Point(node.size.width / 2, node.size.height / 2)
        let radiusScale = Rasterizer.magnification(of: toDevice, at: centre) / scale
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_identity_matrix(cr)
        cairo_new_path(cr)
        for (i, p) in outline.enumerated() {
            if i == 0 { cairo_move_to(cr, p.x, p.y) } else { cairo_line_to(cr, p.x, p.y) }
        }
        cairo_close_path(cr)
        cairo_clip(cr)
        var scaled = blur
        scaled.radius = blur.radius * radiusScale
        drawBackdropInClip(scaled, alpha: alpha, cr)
    }

    /// The Jacobian [[∂X/∂u ∂X/∂v] [∂Y/∂u ∂Y/∂v]] of (X/W, Y/W) at `p` (zero behind the viewer):
    /// its columns are how far a step along the source's x and y moves on the target.
    static func jacobian(of h: Homography, at p: Point) -> (a: Double, b: Double, c: Double, d: Double) {
        let (x, y, w) = h.homogeneous(p)
        guard w > 0 else { return (0, 0, 0, 0) }
        let w2 = w * w
        return ((h.h11 * w - x * h.h13) / w2, (h.h21 * w - x * h.h23) / w2, (h.h12 * w - y * h.h13) / w2, (h.h22 * w - y * h.h23) / w2)
    }

    /// How much `h` stretches the plane at `p` in its most stretched direction: the larger
    /// singular value of the Jacobian of (X/W, Y/W).
    static func magnification(of h: Homography, at p: Point) -> Double {
        let (a, b, c, d) = jacobian(of: h, at: p)
        // The singular values of [[a b] [c d]]: √((s ± √(s² − 4·det²)) / 2) with s the squared Frobenius norm.
        let s = a * a + b * b + c * c + d * d, det = a * d - b * c
        return ((s + max(0, s * s - 4 * det * det).squareRoot()) / 2).squareRoot()
    }

    /// The box, in the plane `node` is drawn in, of everything it can draw: its bounds, its
    /// shadow grown by the blur's reach, and unless it masks to bounds its children's; cut to
    /// its mask path's box; for a projected node, that box in its own plane mapped through its
    /// projection. `nil` when it draws nothing with a finite box.
    static func planeExtent(of node: RenderNode) -> Rect? {
        guard let projection = node.projection else { return extent(of: node) }
        return extent(of: node).flatMap { projection.mappedBounds(of: $0) }
    }

    /// For each node in perspective among `siblings` (by index, drawn with `alpha`), the sides of
    /// its drawing that a later sibling in perspective, covering its bounds opaque, meets edge to edge: the same two device
    /// points, within a hundredth of a pixel, as the corners of one of the later one's sides,
    /// the two lying on either side of it (a cube's faces meet so; a flip's back, drawn over its
    /// front, lies on the same side of every edge, and a face turned away is not drawn). Empty
    /// unless two siblings are in perspective.
    func sharedSides(of siblings: [RenderNode], alpha: Double = 1) -> [Int: Set<Int>] {
        guard alpha >= 1, siblings.lazy.filter({ $0.projection != nil && $0.opacity > 0 }).count >= 2 else { return [:] }
        // Each projected sibling's extent corners on the device, clockwise from the top left.
        let corners: [Int: [Point]] = Dictionary(uniqueKeysWithValues: siblings.indices.compactMap { i in
            guard siblings[i].opacity > 0, let projection = siblings[i].projection,
                  let extent = Rasterizer.extent(of: siblings[i]) else { return nil }
            let toDevice = projection.concatenating(AffineTransform.scale(scale))
            let points = extent.corners.compactMap { toDevice.apply(to: $0) }
            return points.count == 4 ? (i, points) : nil
        })
        func same(_ a: Point, _ b: Point) -> Bool { abs(a.x - b.x) < 0.01 && abs(a.y - b.y) < 0.01 }
        func centre(_ quad: [Point]) -> Point { Point(quad.map(\.x).reduce(0, +) / 4, quad.map(\.y).reduce(0, +) / 4) }
        /// Which side of the line from a to b `p` lies on (the cross product's sign).
        func side(_ p: Point, of a: Point, _ b: Point) -> Double { ((b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)).sign == .minus ? -1 : 1 }
        var shared: [Int: Set<Int>] = [:]
        for (i, mine) in corners {
            // Drawn at full opacity over a background covering its bounds: nothing carried under
            // its edge shows through.
            for (j, theirs) in corners where j > i && siblings[j].opacity >= 1 && Rasterizer.paintsBoundsOpaque(siblings[j]) {
                for edge in 0..<4 {
                    let (a, b) = (mine[edge], mine[(edge + 1) % 4])
                    guard !same(a, b), side(centre(mine), of: a, b) != side(centre(theirs), of: a, b) else { continue }
                    let meets = (0..<4).contains { k in
                        let (c, d) = (theirs[k], theirs[(k + 1) % 4])
                        return (same(a, c) && same(b, d)) || (same(a, d) && same(b, c))
                    }
                    if meets { shared[i, default: []].insert(edge) }
                }
            }
        }
        return shared
    }

    /// Notes in `scratch` that `cr` ran out of memory (a group Cairo could not allocate leaves
    /// the context in error, drawing nothing more) for a surface of `size` serving `purpose`;
    /// returns whether it did not. Other errors are Cairo's to report in debug builds.
    static func noteAllocationFailure(of cr: OpaquePointer, size: (Int, Int), for purpose: String, in scratch: ProjectionScratch) -> Bool {
        let status = cairo_status(cr)
        if status == CAIRO_STATUS_NO_MEMORY {
            scratch.noteFailure(width: size.0, height: size.1, for: purpose)
            return false
        }
        assert(status == CAIRO_STATUS_SUCCESS, "cairo: \(String(cString: cairo_status_to_string(status)))")
        return status == CAIRO_STATUS_SUCCESS
    }

    /// How far a bleeding side is carried, in offscreen pixels: 1.5 target pixels (the later
    /// sibling's antialiased edge and the warp's reach) where a face's shared edge is minified
    /// up to 2.7 times, as a cube face's far edge is against its near one (((1000 + 195·sin θ) /
    /// (1000 − 195·sin θ))², 1.74 at 45° for a 390-pt screen).
    static let bleedPixels = 4

    /// Carries a flat rendering's drawing past the `sides` (0 top, 1 right, 2 bottom, 3 left)
    /// of the region it covers, which starts `from` pixels in from the surface's left and top
    /// and spans `inside` pixels: the pixels from the last whole column (row) within the side to
    /// the surface's edge take that column's (row's) values.
    static func bleed(_ pixels: PixelPlane, sides: Set<Int>, from start: (x: Int, y: Int), inside: (width: Double, height: Double)) {
        guard !sides.isEmpty else { return }
        let (w, h) = (pixels.width, pixels.height)
        // The first and last whole columns and rows inside the region.
        let lastColumn = min(w - 1, max(start.x, Int((Double(start.x) + inside.width).rounded(.down)) - 1))
        let lastRow = min(h - 1, max(start.y, Int((Double(start.y) + inside.height).rounded(.down)) - 1))
        func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
            UnsafeMutableRawPointer(pixels.base + y * pixels.stride).assumingMemoryBound(to: UInt32.self)
        }
        for y in 0..<h {
            let r = row(y)
            if sides.contains(3) { for x in 0..<start.x { r[x] = r[start.x] } }
            if sides.contains(1) { for x in (lastColumn + 1)..<w { r[x] = r[lastColumn] } }
        }
        if sides.contains(0) { for y in 0..<start.y { row(y).update(from: row(start.y), count: w) } }
        if sides.contains(2) { for y in (lastRow + 1)..<h { row(y).update(from: row(lastRow), count: w) } }
    }

    /// `planeExtent(of:)` before any projection: in the plane of `node.transform` (for a
    /// projected node, whose transform is the identity, its own).
    static func extent(of node: RenderNode) -> Rect? {
        let local = Rect(0, 0, node.size.width, node.size.height)
        var own: Rect? = node.size.isEmpty ? nil : local
        if let shadow = node.shadow {
            let caster = shadow.path?.bounds ?? local
            let reach = 3 * max(0, shadow.radius) + 1
            let moved = Rect(x: caster.x + shadow.offset.dx - reach, y: caster.y + shadow.offset.dy - reach,
                             width: caster.width + 2 * reach, height: caster.height + 2 * reach)
            own = own.map { $0.union(moved) } ?? moved
        }
        var box = own.map { node.transform.apply(to: $0) }
        if !node.masksToBounds || node.size.isEmpty {
            for child in node.children where child.opacity > 0 {
                if let placed = planeExtent(of: child) { box = box.map { $0.union(placed) } ?? placed }
            }
        }
        if let mask = node.mask, let b = box {
            box = b.intersection(node.transform.apply(to: mask.bounds)) ?? Rect(origin: b.origin, size: .zero)
        }
        guard let box, [box.x, box.y, box.width, box.height].allSatisfy(\.isFinite), !box.isEmpty else { return nil }
        return box
    }
}
