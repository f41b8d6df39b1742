/// What the screen shows at one instant, fully resolved: the input of the rasterizer.
///
/// Nodes are in paint order (back to front). Each node carries its own complete transform
/// from its local coordinates (origin at its bounds' top-left) to canvas points, so the
/// rasterizer needs nothing but this value and a canvas; below a node drawn in perspective
/// (`RenderNode.projection`), to that node's local plane. Opacity stays per node because
/// Core Animation composites it as group opacity: a node's subtree is drawn first, then
/// blended with the node's opacity.
public struct RenderTree: Hashable, Sendable {
    /// The canvas size in points.
    public var size: Size
    /// The colour behind everything (normally opaque black, as a window's).
    public var background: Color
    /// The top-level nodes in paint order (back to front).
    public var nodes: [RenderNode]

    /// A tree of `nodes` over a canvas of `size` points; the background defaults to opaque black.
    public init(size: Size, background: Color = .black, nodes: [RenderNode]) {
        self.size = size
        self.background = background
        self.nodes = nodes
    }
}

/// One layer, resolved for drawing.
public struct RenderNode: Hashable, Sendable {
    /// `from`, `to`, `from.<layerId>`, `to.<layerId>` (`to.layers[2].sublayers[0]` for a layer
    /// without an id), or an id a transition adds (`dimming`).
    public var id: String
    /// The bounds size; local coordinates run from (0, 0) to (width, height).
    public var size: Size
    /// Local coordinates to the plane the node is drawn in (everything above, composed): canvas
    /// points, or below a projected node, that node's own coordinates. The identity for a
    /// projected node, which is drawn flat in its own plane.
    public var transform: AffineTransform
    /// For a layer that lands on its plane under perspective (a rotation about x or y seen
    /// through an `m34`): the projective map from its local coordinates to that plane. The node
    /// and its subtree are drawn flat in local coordinates, then mapped through it, as Core
    /// Animation flattens a layer and projects it; `nil` for every 2-D node.
    public var projection: Homography? = nil
    /// For a transform layer, which draws nothing itself and places its sublayers in its
    /// parent's plane (its `transform` is that plane's map): where its own bounds land in that
    /// plane, its 3-D map flattened. Only what reports the node uses it (`segue sample`, the
    /// viewer's outlines); `nil` for every other node.
    public var transformLayerMap: Homography? = nil
    /// Group opacity relative to the parent, 0...1.
    public var opacity: Double
    /// The layer's anchor point in unit coordinates of its bounds (CALayer's `anchorPoint`): the
    /// point its transform acted about. Drawing does not need it (`transform` is complete);
    /// `segue sample` reports it.
    public var anchorPoint: Point
    /// Fills the rounded bounds; `nil` draws no background.
    public var backgroundColor: Color?
    /// The corner radius in points of the background, border and `masksToBounds` clip; clamped
    /// to half the shorter side when drawn.
    public var cornerRadius: Double
    /// The border width in points, drawn inside the bounds; 0 draws no border.
    public var borderWidth: Double
    /// The border's colour; `nil` draws no border.
    public var borderColor: Color?
    /// Clip the content and children to the rounded bounds.
    public var masksToBounds: Bool
    /// A clip path in local coordinates applied to the whole node (background, content, children).
    public var mask: BezierPath?
    /// Drawn in local coordinates, above the background and below the children.
    public var content: LayerContent?
    /// The child nodes in paint order; each carries its own complete transform to the canvas
    /// (not one relative to this node) and an opacity relative to this node.
    public var children: [RenderNode]
    /// The shadow drawn below the node, in its local coordinates; `nil` when it casts none.
    public var shadow: LayerShadow? = nil
    /// A backdrop blur of what is drawn below the node, inside its rounded bounds; `nil` for none.
    public var blur: LayerBlur? = nil
    /// The corners `cornerRadius` rounds (background, border, clip); every corner by default.
    public var maskedCorners: CornerMask = .all
    /// How the corners curve: circular (the default) or continuous.
    public var cornerCurve: CornerCurve = .circular
    /// A node whose drawn alpha masks everything this node draws (CALayer's `mask` layer), its
    /// transform complete like every node's; `nil` for none.
    public var maskNode: RenderNode? {
        get { maskNodes.first }
        set { maskNodes = newValue.map { [$0] } ?? [] }
    }
    /// The storage of `maskNode`.
    private var maskNodes: [RenderNode] = []
    /// False blends each part and child with the opacity instead of compositing the subtree first.
    public var allowsGroupOpacity = true
    /// False puts the node's axis-aligned bounds edges (background, border, clip, image and
    /// gradient rectangles) on whole device pixels, as Core Animation draws a layer whose
    /// `allowsEdgeAntialiasing` is false (see `Layer.allowsEdgeAntialiasing`).
    public var allowsEdgeAntialiasing = false

    /// A node; the defaults draw nothing of its own at full opacity. `transform` must already
    /// include every ancestor's (see `RenderNode(layer:id:idPrefix:parentTransform:)`).
    public init(id: String, size: Size, transform: AffineTransform = .identity, opacity: Double = 1,
                anchorPoint: Point = Layer.defaultAnchorPoint, backgroundColor: Color? = nil, cornerRadius: Double = 0, borderWidth: Double = 0,
                borderColor: Color? = nil, masksToBounds: Bool = false, mask: BezierPath? = nil,
                content: LayerContent? = nil, children: [RenderNode] = []) {
        self.id = id
        self.size = size
        self.transform = transform
        self.opacity = opacity
        self.anchorPoint = anchorPoint
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
        self.borderColor = borderColor
        self.masksToBounds = masksToBounds
        self.mask = mask
        self.content = content
        self.children = children
    }
}
