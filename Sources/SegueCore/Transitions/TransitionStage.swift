/// The two screens of a transition at one instant, as layers, before they become render nodes:
/// which one is on top, how dark the covered one is, and whether the top one is drawn inside
/// a clip container (zoom).
struct TransitionStage {
    /// The screen drawn above (`to` for forward operations, `from` for backward ones).
    var top: Layer
    /// The screen drawn below.
    var covered: Layer
    /// The alpha of the black `dimming` node above the covered screen; no node when 0.
    var dimmingAlpha: Double = 0
    /// A layer whose bounds clip the top screen (its sublayers are ignored): the top screen's
    /// node becomes this container's only child, with the container's transform as its parent's.
    var topContainer: Layer?

    init(from: Layer, to: Layer, toOnTop: Bool) {
        top = toOnTop ? to : from
        covered = toOnTop ? from : to
    }

    /// Paint order: covered screen, dimming, top screen (or its container).
    func nodes(canvas: Size) -> [RenderNode] {
        var nodes = [RenderNode(layer: covered, id: covered.id, idPrefix: covered.id, parentTransform: .identity)]
        if dimmingAlpha > 0 {
            let dimming = Layer(id: TransitionStage.dimmingID, frame: Rect(origin: .zero, size: canvas),
                                backgroundColor: .black, opacity: dimmingAlpha)
            nodes.append(RenderNode(layer: dimming, id: dimming.id, idPrefix: dimming.id, parentTransform: .identity))
        }
        nodes.append(topNode())
        return nodes
    }

    private func topNode() -> RenderNode {
        guard var container = topContainer else {
            return RenderNode(layer: top, id: top.id, idPrefix: top.id, parentTransform: .identity)
        }
        container.sublayers = []
        var node = RenderNode(layer: container, id: container.id, idPrefix: container.id, parentTransform: .identity)
        node.children = [RenderNode(layer: top, id: top.id, idPrefix: top.id, parentTransform: node.transform)]
        return node
    }

    /// The id of the node that darkens the covered screen.
    static let dimmingID = "dimming"
}
