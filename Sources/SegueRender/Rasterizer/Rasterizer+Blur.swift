import CCairo
import SegueCore

extension Rasterizer {
    /// Draws `node`'s backdrop blur, as UIVisualEffectView with a UIBlurEffect does: the pixels
    /// drawn so far on the current target below the node's rounded bounds, blurred by a Gaussian
    /// of σ = `blur.radius` points (times the node's scale; see `GaussianBlur` for the
    /// downsampled computation), painted inside the rounded bounds, then the material's tint over
    /// them, all with `alpha`. The node's own background, content and children draw above it.
    ///
    /// Pixels outside the target count as its edge pixels (extended), and the blur reads up to
    /// 3σ around the bounds, so a full-screen blur is even up to the canvas edges. A radius of
    /// 0 leaves the backdrop sharp under the tint. The caller has clipped to the node's `mask`.
    func drawBackdrop(_ node: RenderNode, _ blur: LayerBlur, alpha: Double, _ cr: OpaquePointer) {
        guard alpha > 0, !node.size.isEmpty else { return }
        let t = node.transform
        let sigma = GaussianBlur.drawable(sigma: max(0, blur.radius) * scale * abs(t.determinant).squareRoot())
        cairo_save(cr)
        defer { cairo_restore(cr) }
        CairoPath.setRoundedBounds(of: node, snapping: snapsEdges, on: cr)
        cairo_clip(cr)
        if sigma > 0.05, sigma.isFinite, paintBlurredBackdrop(sigma: sigma, tint: blur.tint, alpha: alpha, cr) { return }
        CairoPath.setRoundedBounds(of: node, snapping: snapsEdges, on: cr)
        CairoPath.setSource(blur.tint, alpha: alpha, on: cr)
        cairo_fill(cr)
    }

    /// The backdrop under the current clip, blurred by `blur.radius` device-independent points
    /// (times this rasterizer's scale) and tinted: a projected node's, whose caller has clipped
    /// to its projected outline with an identity matrix.
    func drawBackdropInClip(_ blur: LayerBlur, alpha: Double, _ cr: OpaquePointer) {
        guard alpha > 0 else { return }
        let sigma = GaussianBlur.drawable(sigma: max(0, blur.radius) * scale)
        if sigma > 0.05, sigma.isFinite, paintBlurredBackdrop(sigma: sigma, tint: blur.tint, alpha: alpha, cr) { return }
        CairoPath.setSource(blur.tint, alpha: alpha, on: cr)
        cairo_paint(cr)
    }

    /// Blurs the target's pixels under the clip (the node's rounded bounds) with the tint
    /// composited over them, and paints them there (replacing what was below, antialiased at
    /// the clip's edge). Returns false when the target cannot be read, so the caller fills the
    /// tint alone.
    private func paintBlurredBackdrop(sigma: Double, tint: Color, alpha: Double, _ cr: OpaquePointer) -> Bool {
        guard let target = cairo_get_group_target(cr), cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else { return false }
        cairo_surface_flush(target)
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let dx = Int(ox.rounded()), dy = Int(oy.rounded())
        let plane = PixelPlane(base: cairo_image_surface_get_data(target)!,
                               width: Int(cairo_image_surface_get_width(target)),
                               height: Int(cairo_image_surface_get_height(target)),
                               stride: Int(cairo_image_surface_get_stride(target)))
        // The clip's device box, in the target's own pixels, grown by the kernel's reach.
        let clip = deviceClip(cr)
        let region = PixelRect(x: clip.x + dx, y: clip.y + dy, width: clip.width, height: clip.height).intersection(plane.bounds)
        guard !region.isEmpty else { return true }
        let area = region.padded(by: GaussianBlur.reach(sigma: sigma)).intersection(plane.bounds)
        let a = tint.alpha * 255
        let over = SIMD4<Float>(Float(tint.blue * a), Float(tint.green * a), Float(tint.red * a), Float(a))
        guard let (grid, k) = GaussianBlur.blurredGrid(plane, area: area, sigma: sigma, over: over, cache: blurs,
                                                       byteLimit: scratch.byteLimit) else {
            // No memory for the blur: the frame would lack it, so it is reported, not drawn without it.
            scratch.noteFailure(width: area.width, height: area.height, for: "a backdrop blur")
            return true
        }
        defer { cairo_surface_destroy(grid) }
        guard let pattern = GaussianBlur.pattern(grid, k: k, origin: (Double(area.x - dx), Double(area.y - dy))) else { return false }
        defer { cairo_pattern_destroy(pattern) }
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source(cr, pattern)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint_with_alpha(cr, alpha)
        cairo_restore(cr)
        return true
    }
}
