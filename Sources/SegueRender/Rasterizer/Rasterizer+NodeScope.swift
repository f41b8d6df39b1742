import CCairo
import SegueCore

/// Where a node is drawn in its frame's tree, for the one thing that depends on it: shadows
/// inside a shadow.
///
/// A layer that casts its shadow from its own alpha (no `shadowPath`) draws its whole subtree
/// into the shadow's mask, and the subtree's own shadows with it; drawn naively, a chain of n
/// such layers draws the innermost shadow 2ⁿ times (16 nested cards took minutes a frame). So in
/// a tree where a shadow lies inside such a caster, every shadow inside one is computed once per
/// frame, over the whole canvas, kept in the frame's `ShadowMemo` under the node's position, and
/// painted from there into the caster's mask and onto the frame alike. A tree without one (every
/// shipped template) has no memo: its shadows are computed where they are drawn, as before.
struct NodeScope {
    /// The surface's device pixels.
    let canvas: PixelRect
    /// The frame's memo; `nil` when no shadow of the tree lies inside a caster's subtree.
    let memo: ShadowMemo?
    /// The node's position: the child index at each level from the top (kept only with a memo).
    let path: [Int]
    /// True when an ancestor casts a shadow from its alpha, so its mask draws this node.
    let insideCaster: Bool

    /// The scope of a tree's top level `nodes`, drawn on a surface of `canvas` device pixels.
    static func root(of nodes: [RenderNode], canvas: PixelRect) -> NodeScope {
        let memo = hasShadowInsideCaster(nodes, insideCaster: false) ? ShadowMemo(canvas: canvas) : nil
        return NodeScope(canvas: canvas, memo: memo, path: [], insideCaster: false)
    }

    /// The scope of child `index` of `parent` (`nil`: of the tree's top level).
    func child(_ index: Int, of parent: RenderNode?) -> NodeScope {
        guard let memo else { return self }
        return NodeScope(canvas: canvas, memo: memo, path: path + [index],
                         insideCaster: insideCaster || (parent.map(NodeScope.castsFromAlpha) ?? false))
    }

    /// The scope of a mask layer's subtree, `maskNode`: a tree of its own, drawn into the mask's
    /// group, so its nested shadows get a memo of their own.
    func mask(_ maskNode: RenderNode) -> NodeScope {
        NodeScope.root(of: [maskNode], canvas: canvas).child(0, of: nil)
    }

    /// True when `node` casts a shadow from what it draws (it has no `shadowPath`).
    static func castsFromAlpha(_ node: RenderNode) -> Bool {
        node.shadow.map { $0.path == nil } ?? false
    }

    /// True when some node of `nodes` or below has a shadow and an ancestor that casts from its alpha.
    private static func hasShadowInsideCaster(_ nodes: [RenderNode], insideCaster: Bool) -> Bool {
        nodes.contains { node in
            (insideCaster && node.shadow != nil) || hasShadowInsideCaster(node.children, insideCaster: insideCaster || castsFromAlpha(node))
        }
    }
}

/// The shadows of one frame computed once (see `NodeScope`), by node position, as device-space
/// patterns; released with the memo when the frame is drawn.
final class ShadowMemo {
    /// The surface's device pixels: memoized shadows cover all of it (they are painted under
    /// several clips).
    let canvas: PixelRect
    private var patterns: [[Int]: OpaquePointer?] = [:]

    init(canvas: PixelRect) { self.canvas = canvas }

    deinit {
        for case let pattern? in patterns.values { cairo_pattern_destroy(pattern) }
    }

    /// The pattern kept for `path`, made by `make` the first time; a new reference the caller
    /// destroys, or `nil` when `make` gave none.
    func pattern(at path: [Int], orMake make: () -> OpaquePointer?) -> OpaquePointer? {
        let pattern: OpaquePointer?
        if let kept = patterns[path] {
            pattern = kept
        } else {
            pattern = make()
            patterns[path] = pattern
        }
        return pattern.map { cairo_pattern_reference($0) }
    }
}
