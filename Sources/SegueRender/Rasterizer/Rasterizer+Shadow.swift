import CCairo
import SegueCore

extension Rasterizer {
    /// Draws `node`'s shadow below it, as CALayer does: the layer's alpha (everything it draws:
    /// background, content, sublayers, border) or, when given, its `shadowPath` filled non-zero,
    /// moved by `shadowOffset`, blurred by a Gaussian, tinted `shadowColor` × `shadowOpacity` ×
    /// `alpha`. The caller has already clipped to the node's `mask`; `masksToBounds` clips the
    /// shadow to the rounded bounds here, which hides it outside them: the well-known "masksToBounds
    /// hides the shadow" (Apple documents masksToBounds as an implicit mask of the layer; a mask
    /// clips the layer's shadow with it).
    ///
    /// The blur's σ is `shadowRadius` points (times the node's scale). Apple does not document
    /// it; the public measurement we follow is the design-tool mapping: Sketch's and Figma's
    /// shadow blur B is CSS's blur radius, which CSS Backgrounds 3 defines as 2σ, and the widely
    /// used conversion to CALayer sets shadowRadius = B / 2 (e.g. `applySketchShadow` in
    /// WenchaoD/FSPagerView), so σ = shadowRadius.
    ///
    /// The offscreen alpha covers the caster, moved, grown by 3σ, within the clip grown by 3σ:
    /// beyond that the Gaussian's tail is under 0.2 % and what is cut off could not be seen.
    ///
    /// A shadow inside the subtree of a layer that casts its shadow from its alpha is part of
    /// that alpha (CA casts a layer's shadow from everything it draws, its sublayers' shadows
    /// included), so drawing the outer shadow draws the inner one again, and a chain of n such
    /// layers would draw the innermost 2ⁿ times. Those inner shadows are computed once per frame
    /// over the whole canvas (`NodeScope`, `ShadowMemo`) and painted wherever they are needed.
    func drawShadow(_ node: RenderNode, _ shadow: LayerShadow, alpha: Double, _ cr: OpaquePointer, _ scope: NodeScope) {
        let opacity = alpha * min(1, max(0, shadow.opacity)) * shadow.color.alpha
        guard opacity > 0 else { return }
        let pattern: OpaquePointer?
        if let memo = scope.memo, scope.insideCaster {
            pattern = memo.pattern(at: scope.path) { shadowPattern(node, shadow, within: memo.canvas, scope) }
        } else {
            pattern = shadowPattern(node, shadow, within: deviceClip(cr), scope)
        }
        guard let pattern else { return }
        defer { cairo_pattern_destroy(pattern) }

        cairo_save(cr)
        defer { cairo_restore(cr) }
        if node.masksToBounds {
            CairoPath.setRoundedBounds(of: node, snapping: snapsEdges, on: cr)
            cairo_clip(cr)
        }
        let hidden = Rasterizer.coveredInterior(of: node, alpha: alpha, cr)
        cairo_identity_matrix(cr)
        if let hidden {
            // Everything in the clip but the pixels the caster's own background covers next.
            let clip = deviceClip(cr)
            cairo_rectangle(cr, Double(clip.x), Double(clip.y), Double(clip.width), Double(clip.height))
            cairo_rectangle(cr, Double(hidden.x), Double(hidden.y), Double(hidden.width), Double(hidden.height))
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
            cairo_clip(cr)
        }
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, alpha * min(1, max(0, shadow.opacity)))
    }

    /// The whole device pixels of `node`'s shadow that its own background paints over right
    /// after (`drawParts`, in the same target, at the same `alpha`), so painting the shadow
    /// there changes no pixel of the result: the shadow is not painted there. That is when the
    /// node is drawn opaque (`alpha` 1), its background is opaque, it has no backdrop blur, and
    /// its transform keeps the axes (a scale and a move): then the pixels lying wholly inside
    /// its bounds, less the corner radius on every side and a pixel more for the antialiased
    /// or snapped edge. Under a card's shadow, most of the shadow's area. And only on a target
    /// whose pixels are device pixels (not a shadow's reduced mask or a flat rendering's
    /// stretched surface) under a clip of whole-pixel rectangles: an antialiased clip (a mask,
    /// an ancestor's rounded corners) covers an edge pixel in part, and there the background
    /// would only partly cover what the shadow painted. `nil` otherwise.
    static func coveredInterior(of node: RenderNode, alpha: Double, _ cr: OpaquePointer) -> PixelRect? {
        guard alpha >= 1, node.blur == nil, let background = node.backgroundColor, background.alpha >= 1,
              !node.size.isEmpty, clipsWholePixels(cr) else { return nil }
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        guard m.xy == 0, m.yx == 0 else { return nil }
        let inset = max(0, node.cornerRadius)
        guard node.size.width > 2 * inset, node.size.height > 2 * inset else { return nil }
        var (x0, y0, x1, y1) = (inset, inset, node.size.width - inset, node.size.height - inset)
        cairo_user_to_device(cr, &x0, &y0)
        cairo_user_to_device(cr, &x1, &y1)
        let (left, right) = (min(x0, x1), max(x0, x1)), (top, bottom) = (min(y0, y1), max(y0, y1))
        guard [left, right, top, bottom].allSatisfy({ $0.isFinite && abs($0) < 1e7 }) else { return nil }
        let rect = PixelRect(x: Int(left.rounded(.up)) + 1, y: Int(top.rounded(.up)) + 1, width: 0, height: 0)
        let width = Int(right.rounded(.down)) - 1 - rect.x, height = Int(bottom.rounded(.down)) - 1 - rect.y
        guard width > 0, height > 0 else { return nil }
        return PixelRect(x: rect.x, y: rect.y, width: width, height: height)
    }

    /// True when `cr` draws on a surface at one pixel a device unit, placed at whole pixels, and
    /// its clip is whole-pixel rectangles: every pixel is then wholly inside or outside it.
    private static func clipsWholePixels(_ cr: OpaquePointer) -> Bool {
        guard let target = cairo_get_group_target(cr) else { return false }
        var (sx, sy, ox, oy) = (0.0, 0.0, 0.0, 0.0)
        cairo_surface_get_device_scale(target, &sx, &sy)
        cairo_surface_get_device_offset(target, &ox, &oy)
        guard sx == 1, sy == 1, ox.rounded() == ox, oy.rounded() == oy else { return false }
        return wholePixelClip(cr) != nil
    }

    /// The current clip in device units as rectangles, when it is a union of rectangles on whole
    /// pixels (every pixel wholly in or out of it); `nil` otherwise (a curved or antialiased clip).
    static func wholePixelClip(_ cr: OpaquePointer) -> [cairo_rectangle_t]? {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        let list = cairo_copy_clip_rectangle_list(cr)
        cairo_restore(cr)
        guard let list else { return nil }
        defer { cairo_rectangle_list_destroy(list) }
        guard list.pointee.status == CAIRO_STATUS_SUCCESS else { return nil }
        let rectangles = (0..<Int(list.pointee.num_rectangles)).map { list.pointee.rectangles[$0] }
        guard rectangles.allSatisfy({ r in [r.x, r.y, r.width, r.height].allSatisfy { $0.rounded() == $0 && abs($0) < 1e9 } }) else {
            return nil
        }
        return rectangles
    }

    /// `node`'s shadow in `shadow.color` (alpha not yet applied) as a pattern in device space,
    /// covering what of it falls within `clip` grown by 3σ; `nil` when it covers nothing. The
    /// caller destroys it.
    private func shadowPattern(_ node: RenderNode, _ shadow: LayerShadow, within clip: PixelRect, _ scope: NodeScope) -> OpaquePointer? {
        let t = node.transform, s = scale
        let sigma = GaussianBlur.drawable(sigma: max(0, shadow.radius) * s * abs(t.determinant).squareRoot())
        let offset = (dx: (t.a * shadow.offset.dx + t.c * shadow.offset.dy) * s,
                      dy: (t.b * shadow.offset.dx + t.d * shadow.offset.dy) * s)
        guard sigma.isFinite, offset.dx.isFinite, offset.dy.isFinite,
              let caster = shadow.path.map({ deviceBox(of: $0.bounds, t) }) ?? subtreeBox(node) else { return nil }
        let pad = GaussianBlur.reach(sigma: sigma) + 1
        let moved = PixelRect(covering: caster.minX + offset.dx, caster.minY + offset.dy,
                              caster.maxX + offset.dx, caster.maxY + offset.dy).padded(by: pad)
        let area = moved.intersection(clip.padded(by: pad))
        // The caster is drawn k times smaller (Cairo's antialiased coverage is the k × k box
        // average), so a large shadow never touches a full-size buffer.
        let k = GaussianBlur.factor(sigma: sigma)
        let w = (area.width + k - 1) / k, h = (area.height + k - 1) / k
        guard !area.isEmpty, let mask = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(w), Int32(h)) else { return nil }
        defer { cairo_surface_destroy(mask) }
        guard cairo_surface_status(mask) == CAIRO_STATUS_SUCCESS else {
            scratch.noteFailure(width: w, height: h, for: "a shadow")
            return nil
        }
        castShadow(node, shadow, into: mask, origin: (Double(area.x) - offset.dx, Double(area.y) - offset.dy), reduction: k, scope)
        let plane = PixelPlane(base: cairo_image_surface_get_data(mask)!, width: w, height: h,
                               stride: Int(cairo_image_surface_get_stride(mask)))
        // The coverage box stands for the down box: the same variance comes out of the grid's σ.
        let smallSigma = GaussianBlur.gridSigma(sigma: sigma, k: k)
        guard let (grid, k2) = GaussianBlur.shadowGrid(plane, area: plane.bounds, sigma: smallSigma, color: shadow.color, cache: blurs,
                                                       byteLimit: scratch.byteLimit) else {
            scratch.noteFailure(width: w, height: h, for: "a shadow")
            return nil
        }
        defer { cairo_surface_destroy(grid) }
        return GaussianBlur.pattern(grid, k: k * k2, origin: (Double(area.x), Double(area.y)))
    }

    /// Draws what casts the shadow, opaque, into `mask`, whose pixel (0, 0) is the device point
    /// `origin` (the area's corner less the offset, so the caster lands moved) and whose pixels
    /// are `reduction` device pixels wide.
    private func castShadow(_ node: RenderNode, _ shadow: LayerShadow, into mask: OpaquePointer, origin: (Double, Double),
                            reduction k: Int, _ scope: NodeScope) {
        let r = 1 / Double(k)
        cairo_surface_set_device_scale(mask, r, r)
        cairo_surface_set_device_offset(mask, -origin.0 * r, -origin.1 * r)
        defer { cairo_surface_set_device_offset(mask, 0, 0); cairo_surface_set_device_scale(mask, 1, 1) }
        guard let mcr = cairo_create(mask) else { return }
        defer { cairo_destroy(mcr) }
        guard CairoPath.setMatrix(node.transform, scale: scale, on: mcr) else { return }
        if let path = shadow.path {
            CairoPath.set(path, on: mcr)
            cairo_set_source_rgba(mcr, 0, 0, 0, 1)
            cairo_fill(mcr)
        } else {
            drawParts(node, alpha: 1, mcr, scope)
        }
        cairo_surface_flush(mask)
    }

    /// The device-pixel box of `rect` in `node`-local points under transform `t`.
    func deviceBox(of rect: Rect, _ t: AffineTransform) -> Rect {
        let points = rect.corners.map { p in
            Point((t.a * p.x + t.c * p.y + t.tx) * scale, (t.b * p.x + t.d * p.y + t.ty) * scale)
        }
        let xs = points.map(\.x), ys = points.map(\.y)
        return Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }

    /// The device box of everything `node` draws: its bounds and, unless it masks to bounds,
    /// its children's boxes; `nil` when nothing has a finite box.
    private func subtreeBox(_ node: RenderNode) -> Rect? {
        var box: Rect? = node.size.isEmpty ? nil : deviceBox(of: Rect(0, 0, node.size.width, node.size.height), node.transform)
        if !node.masksToBounds || box == nil {
            for child in node.children where child.opacity > 0 {
                if let b = subtreeBox(child) { box = box.map { $0.union(b) } ?? b }
            }
        }
        guard let box, [box.x, box.y, box.width, box.height].allSatisfy(\.isFinite) else { return nil }
        return box
    }

    /// The current clip's extents in device pixels.
    func deviceClip(_ cr: OpaquePointer) -> PixelRect {
        cairo_save(cr)
        cairo_identity_matrix(cr)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_clip_extents(cr, &x0, &y0, &x1, &y1)
        cairo_restore(cr)
        return PixelRect(covering: x0, y0, x1, y1)
    }
}
