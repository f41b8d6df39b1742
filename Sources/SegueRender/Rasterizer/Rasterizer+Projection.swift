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
    /// of that part gets one offscreen pixel per target pixel (so on-screen pixels stay sharp;
    /// capped at `maximumOffscreenPixels`). A transparent pixel border around it lets the
    /// bilinear filter fade the edges over one pixel, which antialiases them. Masks, shadows
    /// and corner radii are drawn in the flat rendering, so they turn with the layer; a
    /// backdrop blur reads the target under the node's projected outline (`drawProjectedBackdrop`).
    func drawProjected(_ node: RenderNode, _ projection: Homography, alpha effective: Double, _ cr: OpaquePointer) {
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
        guard polygon.count >= 3, let region = Rasterizer.box(of: polygon),
              let device = toDevice.mappedBounds(of: region) else { return }
        let target = PixelRect(covering: device.minX, device.minY, device.maxX, device.maxY).intersection(clip)
        guard !target.isEmpty else { return }
        let magnification = polygon.map { Rasterizer.magnification(of: toDevice, at: $0) }.max() ?? 0
        guard magnification.isFinite, magnification > 0 else { return }
        let area = max(region.width * region.height, 1e-9)
        let offscreenScale = min(magnification, (Double(Rasterizer.maximumOffscreenPixels) / area).squareRoot())
        if let blur = node.blur { drawProjectedBackdrop(node, blur, toDevice: toDevice, alpha: effective, cr) }
        guard let flat = renderFlat(node, region: region, scale: offscreenScale) else { return }
        defer { cairo_surface_destroy(flat.surface) }
        // Target pixel centres → local points → offscreen sample coordinates (pixel centres at k + ½).
        let toSample = AffineTransform.translation(-flat.origin.x, -flat.origin.y)
            .concatenating(.scale(offscreenScale)).concatenating(.translation(-0.5, -0.5))
        guard let inverse = toDevice.inverted()?.concatenating(toSample) else { return }
        guard let warped = ProjectiveWarp.warp(flat.surface, through: inverse, into: target) else { return }
        defer { cairo_surface_destroy(warped) }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, warped, Double(target.x), Double(target.y))
        cairo_paint_with_alpha(cr, effective)
        cairo_restore(cr)
    }

    /// The most offscreen pixels one projected node renders (about 4096²): past it the flat
    /// rendering is made coarser rather than larger.
    static let maximumOffscreenPixels = 1 << 24

    /// `node` drawn flat, opaque and without its projection or backdrop blur, into a new surface
    /// covering `region` (local points) at `scale` pixels a point plus a one-pixel transparent
    /// border; returns the surface and the local point its pixel (0, 0)'s corner stands for.
    private func renderFlat(_ node: RenderNode, region: Rect, scale s: Double) -> (surface: OpaquePointer, origin: Point)? {
        let width = Int((region.width * s).rounded(.up)) + 2, height = Int((region.height * s).rounded(.up)) + 2
        guard width > 0, height > 0, width <= FrameSurface.maximumSide, height <= FrameSurface.maximumSide,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            return nil
        }
        let origin = Point(region.x - 1 / s, region.y - 1 / s)
        cairo_surface_set_device_offset(surface, -origin.x * s, -origin.y * s)
        var flat = node
        flat.projection = nil
        flat.opacity = 1
        flat.blur = nil
        if let cr = cairo_create(surface) {
            let rasterizer = Rasterizer(images: images, scale: s, typesetter: typesetter)
            let logical = PixelRect(covering: origin.x * s, origin.y * s, origin.x * s + Double(width), origin.y * s + Double(height))
            rasterizer.drawNode(flat, alpha: 1, cr, NodeScope.root(of: [flat], canvas: logical).child(0, of: nil))
            cairo_destroy(cr)
        }
        cairo_surface_flush(surface)
        cairo_surface_set_device_offset(surface, 0, 0)
        return (surface, origin)
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

    /// The box of `points`, `nil` for none or a non-finite one.
    static func box(of points: [Point]) -> Rect? {
        guard let first = points.first else { return nil }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() { (x0, y0, x1, y1) = (min(x0, p.x), min(y0, p.y), max(x1, p.x), max(y1, p.y)) }
        guard [x0, y0, x1, y1].allSatisfy(\.isFinite) else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// How much `h` stretches the plane at `p` in its most stretched direction: the larger
    /// singular value of the Jacobian of (X/W, Y/W).
    static func magnification(of h: Homography, at p: Point) -> Double {
        let (x, y, w) = h.homogeneous(p)
        guard w > 0 else { return 0 }
        let w2 = w * w
        let a = (h.h11 * w - x * h.h13) / w2, b = (h.h21 * w - x * h.h23) / w2
        let c = (h.h12 * w - y * h.h13) / w2, d = (h.h22 * w - y * h.h23) / w2
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
