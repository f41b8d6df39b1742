import CCairo
import SegueCore

/// Draws a `RenderTree` into a `FrameSurface` with Cairo, compositing as Core Animation does.
///
/// For each node, in paint order: the node's `mask` clips everything it draws (antialiased);
/// then its backdrop blur (`drawBackdrop`) and its shadow (`drawShadow`); then its background (with `cornerRadius`), its content and its children (clipped to the
/// rounded bounds when `masksToBounds`), and last its border, drawn inside the bounds above
/// content and children (CALayer's order). A node's opacity is group opacity: when it draws
/// more than one part (its shadow counts as one), the parts are composited first and the result
/// blended once, unless the node does not allow group opacity (`allowsGroupOpacity` false), when
/// each part and child is blended with the opacity on its own. `maskedCorners` says which
/// corners the corner radius rounds. The backdrop blur is drawn before that group, on the target below it.
///
/// Degenerate input draws nothing rather than failing: opacity 0, a non-invertible or
/// non-finite transform, an image file that is not in the store, text of size 0. A zero-size
/// node draws nothing of its own, but its children still draw unless it masks to bounds, as a
/// zero-size CALayer's sublayers do. Nothing is shared between rasterizers (each has its own
/// `Typesetter`, Pango's font map and caches), so frames drawn on different threads (each into
/// its own surface) are byte-identical to frames drawn on one. Make one per thread and keep it:
/// its font map is set up on first use.
public struct Rasterizer: Sendable {
    /// The decoded PNGs that image content and screen images name; a file missing from the store draws nothing.
    public let images: ImageStore
    /// Pixels per point.
    public let scale: Double
    /// The font family of every text layer (any family fontconfig knows, e.g. "DejaVu Serif").
    public var fontFamily: String { typesetter.fontFamily }
    /// Lays out and draws text content.
    let typesetter: Typesetter
    /// The surfaces projected nodes are drawn through, kept from frame to frame (a full-screen
    /// layer in perspective needs two the size of the frame every frame).
    let scratch: ProjectionScratch
    /// The shadows' and backdrop blurs' grids of the previous frame, reused where they repeat.
    let blurs: BlurCache
    /// How many projected nodes' flat renderings this rasterizer draws inside (0 for a frame's):
    /// which of `scratch`'s levels a projected node uses.
    var projectionDepth = 0

    /// True when axis-aligned layer edges go on whole pixels (`CairoPath.edgeRect`): on a frame,
    /// not inside a projected layer's flat rendering, whose edges end up turned in perspective
    /// (and whose surface has a device scale the snap would not see).
    var snapsEdges: Bool { projectionDepth == 0 }

    /// A rasterizer drawing at `scale` pixels per point (the canvas's scale), text in `fontFamily`.
    public init(images: ImageStore, scale: Double, fontFamily: String = FrameRenderer.defaultFontFamily) {
        self.images = images
        self.scale = scale
        typesetter = Typesetter(fontFamily: fontFamily)
        scratch = ProjectionScratch()
        blurs = BlurCache()
    }

    /// A rasterizer at another scale sharing `typesetter` (layouts are in points, the same at
    /// every scale), `scratch` and `blurs`: what a projected node's flat rendering is drawn with.
    init(images: ImageStore, scale: Double, typesetter: Typesetter, scratch: ProjectionScratch, blurs: BlurCache) {
        self.images = images
        self.scale = scale
        self.typesetter = typesetter
        self.scratch = scratch
        self.blurs = blurs
    }

    /// Clears `surface`, paints `tree.background` over all of it, then draws the nodes.
    public func draw(_ tree: RenderTree, into surface: FrameSurface) {
        guard let cr = cairo_create(surface.surface) else { return }
        defer { cairo_destroy(cr) }
        blurs.beginFrame()
        // One pass replaces the previous frame's pixels with the background (SOURCE ignores
        // what is there), instead of clearing and then painting: a frame at 1170×2532 is 12 MB.
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        CairoPath.setSource(tree.background, alpha: 1, on: cr)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        let scope = NodeScope.root(of: tree.nodes, canvas: PixelRect(x: 0, y: 0, width: surface.pixelWidth, height: surface.pixelHeight))
        let shared = sharedSides(of: tree.nodes)
        for (i, node) in tree.nodes.enumerated() {
            drawNode(node, alpha: 1, cr, scope.child(i, of: nil), bleeding: shared[i] ?? [])
        }
        _ = Rasterizer.noteAllocationFailure(of: cr, size: (surface.pixelWidth, surface.pixelHeight), for: "an offscreen group", in: scratch)
        cairo_surface_flush(surface.surface)
    }

    /// Why the last `draw` could not draw all of its tree (a surface it needed could not be
    /// allocated), or `nil` when it drew everything; asking forgets it. A frame with a failure
    /// lacks layers and must not be kept as if whole: `FrameRenderer` stops the render with it.
    public func takeDrawingFailure() -> String? { scratch.takeFailure() }

    /// Draws `node` and its subtree with `alpha`, the product of its ancestors' opacities
    /// that were not composited as groups; `scope` says where the node is in the tree (see
    /// `NodeScope`: which shadows are computed once per frame).
    /// `bleeding`: the sides a later sibling in perspective shares (`drawProjected`).
    func drawNode(_ node: RenderNode, alpha: Double, _ cr: OpaquePointer, _ scope: NodeScope, bleeding: Set<Int> = []) {
        let effective = alpha * node.opacity
        guard effective > 0, !(node.size.isEmpty && (node.masksToBounds || node.children.isEmpty)) else { return }
        if let projection = node.projection {
            drawProjected(node, projection, alpha: effective, cr, bleeding: bleeding)
            return
        }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard CairoPath.setMatrix(node.transform, scale: scale, on: cr) else { return }
        if let mask = node.mask {
            CairoPath.set(mask, on: cr)
            cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
            cairo_clip(cr)
        }
        if let maskNode = node.maskNode {
            drawMasked(node, by: maskNode, alpha: effective, cr, scope)
            return
        }
        drawUnmasked(node, alpha: effective, cr, scope)
    }

    /// `node` as CA composites a layer with a mask layer: everything it draws (shadow, parts,
    /// children) in one group, the mask layer's subtree drawn at full opacity in another, and
    /// the first painted through the second's alpha (`cairo_mask`), so a translucent mask or one
    /// of several sublayers shows the layer partly or in pieces.
    ///
    /// A backdrop blur reads the target it draws on, so for a blurring node the first group
    /// starts as a copy of what lies below: the blur then reads the real backdrop, and where the
    /// mask shows the copy it paints those same pixels again, which leaves them as they were.
    private func drawMasked(_ node: RenderNode, by maskNode: RenderNode, alpha effective: Double, _ cr: OpaquePointer, _ scope: NodeScope) {
        let below = node.blur == nil ? nil : cairo_get_group_target(cr)
        cairo_push_group(cr)
        if let below { copy(below, on: cr) }
        drawUnmasked(node, alpha: effective, cr, scope)
        guard let drawing = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(drawing) }
        cairo_push_group(cr)
        drawNode(maskNode, alpha: 1, cr, scope.mask(maskNode))
        guard let mask = cairo_pop_group(cr) else { return }
        defer { cairo_pattern_destroy(mask) }
        // Both groups were popped under this node's matrix, which places their patterns.
        cairo_set_source(cr, drawing)
        cairo_mask(cr, mask)
    }

    /// Paints `target`, a surface being drawn on, into the current group at its place on the
    /// device (the group is empty, so this copies it).
    private func copy(_ target: OpaquePointer, on cr: OpaquePointer) {
        cairo_surface_flush(target)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, target, 0, 0)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// `node` drawn with `effective` opacity, within whatever clip and group its caller set.
    private func drawUnmasked(_ node: RenderNode, alpha effective: Double, _ cr: OpaquePointer, _ scope: NodeScope) {
        // The shadow lies under the layer, so a backdrop blur captures it, as CA's does; the
        // backdrop must read the target itself, never an empty group, so a blurring node draws
        // its shadow and backdrop before any group of its parts.
        var shadowDrawn = false
        if let blur = node.blur {
            if let shadow = node.shadow { drawShadow(node, shadow, alpha: effective, cr, scope); shadowDrawn = true }
            drawBackdrop(node, blur, alpha: effective, cr)
        }
        if effective < 1 && node.allowsGroupOpacity && partCount(node) > 1 {
            cairo_push_group(cr)
            if !shadowDrawn, let shadow = node.shadow { drawShadow(node, shadow, alpha: 1, cr, scope) }
            drawParts(node, alpha: 1, cr, scope)
            cairo_pop_group_to_source(cr)
            cairo_paint_with_alpha(cr, effective)
        } else {
            if !shadowDrawn, let shadow = node.shadow { drawShadow(node, shadow, alpha: effective, cr, scope) }
            drawParts(node, alpha: effective, cr, scope)
        }
    }

    /// `node`'s children in order, each with the sides it shares with a later one in perspective.
    private func drawChildren(of node: RenderNode, alpha: Double, _ cr: OpaquePointer, _ scope: NodeScope) {
        let shared = sharedSides(of: node.children, alpha: alpha)
        for (i, child) in node.children.enumerated() { drawNode(child, alpha: alpha, cr, scope.child(i, of: node), bleeding: shared[i] ?? []) }
    }

    /// Background, content and children (clipped when `masksToBounds`), then the border.
    func drawParts(_ node: RenderNode, alpha: Double, _ cr: OpaquePointer, _ scope: NodeScope) {
        if node.size.isEmpty {
            drawChildren(of: node, alpha: alpha, cr, scope)
            return
        }
        if let background = node.backgroundColor, background.alpha > 0 {
            CairoPath.setRoundedBounds(of: node, snapping: snapsEdges, on: cr)
            CairoPath.setSource(background, alpha: alpha, on: cr)
            cairo_fill(cr)
        }
        if node.content != nil || !node.children.isEmpty {
            cairo_save(cr)
            if node.masksToBounds {
                CairoPath.setRoundedBounds(of: node, snapping: snapsEdges, on: cr)
                cairo_clip(cr)
            }
            drawContent(of: node, alpha: alpha, cr)
            drawChildren(of: node, alpha: alpha, cr, scope)
            cairo_restore(cr)
        }
        drawBorder(node, alpha: alpha, cr)
    }

    /// The ring between the rounded bounds and the same inset by `borderWidth` (inner radius
    /// max(0, r − bw)), filled even-odd: exact, not a stroke approximation.
    private func drawBorder(_ node: RenderNode, alpha: Double, _ cr: OpaquePointer) {
        guard node.borderWidth > 0, let color = node.borderColor, color.alpha > 0 else { return }
        let bw = node.borderWidth, bounds = Rect(0, 0, node.size.width, node.size.height)
        var ring = BezierPath.roundedRect(CairoPath.edgeRect(bounds, of: node, snapping: snapsEdges, on: cr), cornerRadius: node.cornerRadius,
                                          corners: node.maskedCorners, curve: node.cornerCurve)
        if let inner = bounds.insetBy(dx: bw, dy: bw), !inner.isEmpty {
            ring.append(BezierPath.roundedRect(CairoPath.edgeRect(inner, of: node, snapping: snapsEdges, on: cr), cornerRadius: max(0, node.cornerRadius - bw),
                                               corners: node.maskedCorners, curve: node.cornerCurve))
        }
        CairoPath.set(ring, on: cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
        CairoPath.setSource(color, alpha: alpha, on: cr)
        cairo_fill(cr)
        cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
    }

    /// How many separately painted parts `node` has, counted up to 2: with one, its opacity
    /// can be applied to that part directly; with more, overlaps need a group.
    func partCount(_ node: RenderNode) -> Int {
        var count = node.shadow == nil ? 0 : 1
        if node.size.isEmpty { return count + node.children.filter { $0.opacity > 0 }.prefix(2).count }
        if let background = node.backgroundColor, background.alpha > 0 { count += 1 }
        if node.borderWidth > 0, let border = node.borderColor, border.alpha > 0 { count += 1 }
        switch node.content {
        case .shape(let shape)?:
            if let fill = shape.fillColor, fill.alpha > 0 { count += 1 }
            if let stroke = shape.strokeColor, stroke.alpha > 0, shape.lineWidth > 0 { count += 1 }
        case .image?, .text?, .gradient?: count += 1
        case nil: break
        }
        for child in node.children where count < 2 && child.opacity > 0 {
            count += 1
        }
        return count
    }
}
