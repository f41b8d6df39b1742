import CCairo
import SegueCore

extension Rasterizer {
    /// CAShapeLayer's miter limit.
    static let miterLimit = 10.0

    /// `node`'s content in its bounds. An image's and a gradient's rectangles are edges of the
    /// layer (on whole pixels unless it allows edge antialiasing, `CairoPath.edgeRect`); a
    /// shape's path and text are antialiased, as CAShapeLayer and text are.
    func drawContent(of node: RenderNode, alpha: Double, _ cr: OpaquePointer) {
        guard let content = node.content else { return }
        let size = node.size
        switch content {
        case .shape(let shape): drawShape(shape, alpha: alpha, cr)
        case .image(let image): drawImage(image, of: node, alpha: alpha, cr)
        case .text(let text):
            typesetter.draw(text, width: size.width, height: size.height, alpha: alpha, cr)
        case .gradient(let gradient): drawGradient(gradient, of: node, alpha: alpha, cr)
        }
    }

    /// The gradient filling the bounds (see `GradientContent`): a Cairo linear pattern from the
    /// start to the end point, or a radial one whose unit circle is stretched onto the ellipse;
    /// the end colours extend past the ends (`CAIRO_EXTEND_PAD`). Pixman interpolates the stops
    /// unpremultiplied, as Core Animation does.
    private func drawGradient(_ gradient: GradientContent, of node: RenderNode, alpha: Double, _ cr: OpaquePointer) {
        let size = node.size
        let bounds = CairoPath.edgeRect(Rect(0, 0, size.width, size.height), of: node, snapping: snapsEdges, on: cr)
        let stops = gradient.stops
        guard !stops.isEmpty, size.width > 0, size.height > 0 else { return }
        let start = (gradient.startPoint.x * size.width, gradient.startPoint.y * size.height)
        let end = (gradient.endPoint.x * size.width, gradient.endPoint.y * size.height)
        let pattern: OpaquePointer
        switch gradient.kind {
        case .axial:
            pattern = cairo_pattern_create_linear(start.0, start.1, end.0, end.1)
        case .radial:
            let rx = abs(end.0 - start.0), ry = abs(end.1 - start.1)
            guard rx > 1e-3, ry > 1e-3 else {
                // A flat ellipse: every point lies outside it, in the last colour.
                let last = stops[stops.count - 1].color
                CairoPath.setSource(last, alpha: alpha, on: cr)
                cairo_rectangle(cr, bounds.x, bounds.y, bounds.width, bounds.height)
                cairo_fill(cr)
                return
            }
            // A unit circle about the centre, stretched to radii (rx, ry) by the pattern matrix.
            pattern = cairo_pattern_create_radial(0, 0, 0, 0, 0, 1)
            var matrix = cairo_matrix_t()
            cairo_matrix_init(&matrix, rx, 0, 0, ry, start.0, start.1)
            cairo_matrix_invert(&matrix)
            cairo_pattern_set_matrix(pattern, &matrix)
        }
        defer { cairo_pattern_destroy(pattern) }
        var last = -Double.infinity
        for stop in stops {
            // Cairo needs ascending offsets (CA asks for ascending locations): one out of order
            // is drawn at the largest so far.
            let offset = min(1, max(0, max(last, stop.location)))
            last = offset
            cairo_pattern_add_color_stop_rgba(pattern, offset, stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha * alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, bounds.x, bounds.y, bounds.width, bounds.height)
        cairo_fill(cr)
    }

    /// Fill with the fill rule, then the stroke trimmed to [strokeStart, strokeEnd] (clamped
    /// to 0...1; nothing when empty).
    private func drawShape(_ shape: ShapeContent, alpha: Double, _ cr: OpaquePointer) {
        if let fill = shape.fillColor, fill.alpha > 0 {
            CairoPath.set(shape.path, on: cr)
            cairo_set_fill_rule(cr, shape.fillRule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
            CairoPath.setSource(fill, alpha: alpha, on: cr)
            cairo_fill(cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        }
        let start = min(1, max(0, shape.strokeStart)), end = min(1, max(0, shape.strokeEnd))
        guard let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0, start < end else { return }
        let path = start == 0 && end == 1 ? shape.path : shape.path.trimmed(from: start, to: end)
        CairoPath.set(path, on: cr)
        cairo_set_line_width(cr, shape.lineWidth)
        cairo_set_line_cap(cr, Self.cairoCap(shape.lineCap))
        cairo_set_line_join(cr, Self.cairoJoin(shape.lineJoin))
        cairo_set_miter_limit(cr, Self.miterLimit)
        CairoPath.setSource(stroke, alpha: alpha, on: cr)
        cairo_stroke(cr)
    }

    private static func cairoCap(_ cap: LineCap) -> cairo_line_cap_t {
        switch cap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }

    private static func cairoJoin(_ join: LineJoin) -> cairo_line_join_t {
        switch join {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }

    /// The image placed by its content mode, with a good filter and edge pixels extended (so a
    /// scaled image has crisp edges, as CALayer's contents), clipped to its own rectangle.
    /// Aspect fill and center may overflow the bounds; `masksToBounds` clips them, as in CALayer.
    private func drawImage(_ content: ImageContent, of node: RenderNode, alpha: Double, _ cr: OpaquePointer) {
        guard let image = images.image(content.file), let source = image.makeSurface() else { return }
        defer { cairo_surface_destroy(source) }
        let frame = ImagePlacement.frame(imageWidth: Double(image.width) / image.pointScale,
                                         imageHeight: Double(image.height) / image.pointScale,
                                         in: node.size, mode: content.contentMode)
        guard frame.width > 0, frame.height > 0 else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_new_path(cr)
        let clip = CairoPath.edgeRect(frame, of: node, snapping: snapsEdges, on: cr)
        cairo_rectangle(cr, clip.x, clip.y, clip.width, clip.height)
        cairo_clip(cr)
        cairo_translate(cr, frame.x, frame.y)
        cairo_scale(cr, frame.width / Double(image.width), frame.height / Double(image.height))
        cairo_set_source_surface(cr, source, 0, 0)
        let pattern = cairo_get_source(cr)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_paint_with_alpha(cr, alpha)
    }
}

/// Where UIView's content modes put an image of a given size (in points) inside bounds.
enum ImagePlacement {
    /// The image's rectangle in the bounds' coordinates (origin at the bounds' top-left).
    static func frame(imageWidth iw: Double, imageHeight ih: Double, in bounds: Size, mode: ContentMode) -> Rect {
        let w = bounds.width, h = bounds.height
        guard iw > 0, ih > 0 else { return .zero }
        switch mode {
        case .scaleToFill:
            return Rect(0, 0, w, h)
        case .scaleAspectFit, .scaleAspectFill:
            let s = mode == .scaleAspectFit ? min(w / iw, h / ih) : max(w / iw, h / ih)
            return centred(iw * s, ih * s, in: bounds)
        case .center:
            return centred(iw, ih, in: bounds)
        }
    }

    private static func centred(_ width: Double, _ height: Double, in bounds: Size) -> Rect {
        Rect((bounds.width - width) / 2, (bounds.height - height) / 2, width, height)
    }
}
