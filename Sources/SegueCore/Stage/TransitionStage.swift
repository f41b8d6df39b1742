/// The transition at one instant as an ordered list of layers, before they become render nodes.
///
/// It starts as the two screens, each a canvas-sized root layer (`Scene.fromID`, `Scene.toID`),
/// the top one last; the effect then changes them (an opacity, a translation, a mask), wraps
/// one in a container (zoom), and the scene adds the dimming layer above the covered screen.
/// Being a list rather than fixed slots, it takes more: later layers drawn above an effect
/// (chrome), layers inserted between the screens, animations applied to any of them. The
/// scene's overlay has a slot of its own, drawn above every layer of the list whatever is added
/// to it.
public struct TransitionStage: Sendable {
    /// The stage's layers in paint order (back to front).
    public var layers: [StageLayer]
    /// Drawn above all of `layers`, never moved by an effect (`Scene.overlay`: a status bar, a
    /// home indicator); `nil` for none. `update` and `layer` find it by name too.
    public var overlay: StageLayer?
    /// The id of the screen drawn above the other (`Scene.toID` or `Scene.fromID`).
    public let topID: String
    /// The id of the screen drawn below.
    public let coveredID: String

    /// The two screens' root layers, `to` above `from` when `toOnTop`; each needs an id (see
    /// `StageLayer.init`), as `Screen.rootLayer(id:canvas:)` gives it.
    public init(from: Layer, to: Layer, toOnTop: Bool) {
        self.init(from: StageLayer(from), to: StageLayer(to), toOnTop: toOnTop)
    }

    /// As `init(from:to:toOnTop:)` with stage layers made once (a resolved scene's, whose
    /// `holdsFixedLayers` need not be found again every frame), and an optional overlay.
    public init(from: StageLayer, to: StageLayer, toOnTop: Bool, overlay: StageLayer? = nil) {
        layers = toOnTop ? [from, to] : [to, from]
        topID = toOnTop ? to.name : from.name
        coveredID = toOnTop ? from.name : to.name
        self.overlay = overlay
    }

    /// Applies `body` to the stage layer with `id`, wherever it is (inside a container too);
    /// returns whether one was found.
    @discardableResult
    public mutating func update(_ id: String, _ body: (inout Layer) -> Void) -> Bool {
        if StageLayer.update(id, in: &layers, body) { return true }
        if overlay?.name == id {
            body(&overlay!.layer)
            return true
        }
        return false
    }

    /// The stage layer with `id` (inside a container too, or the overlay), or `nil`.
    public func layer(_ id: String) -> Layer? {
        StageLayer.find(id, in: layers)?.layer ?? (overlay?.name == id ? overlay?.layer : nil)
    }

    /// Inserts `layer` directly above the top-level stage layer with `id` (which may be a
    /// container holding it), or on top of everything when there is none.
    public mutating func insert(_ layer: StageLayer, above id: String) {
        let index = layers.firstIndex { $0.contains(id) }.map { $0 + 1 } ?? layers.endIndex
        layers.insert(layer, at: index)
    }

    /// Puts the top-level stage layer with `id` inside `container`, in its place: the container
    /// draws its own look, and the wrapped layer is drawn in the container's coordinates,
    /// clipped by it when it masks to bounds. Nothing happens when there is no such layer.
    public mutating func wrap(_ id: String, in container: Layer) {
        guard let index = layers.firstIndex(where: { $0.name == id }) else { return }
        let wrapped = layers[index]
        layers[index] = StageLayer(container, contents: [wrapped])
    }

    /// The render nodes of the stage, in paint order (the overlay's last), on a canvas whose
    /// points are the root layers' coordinates.
    public func renderNodes() -> [RenderNode] {
        var nodes = layers.map { $0.renderNode(parentTransform: .identity) }
        if let overlay { nodes.append(overlay.renderNode(parentTransform: .identity)) }
        return nodes
    }
}

/// One layer of a `TransitionStage`: a layer and, for a container, the stage layers drawn inside it.
///
/// Render node ids: the stage layer's node is named by its `name`, and every sublayer by
/// `<name>.<sublayer's display name>` (`to.button`), because ids are unique only within a screen.
/// Stage layers inside a container keep their own names (`zoom` holds `to`, whose layers are `to.…`).
public struct StageLayer: Sendable {
    /// What effects find the stage layer by (`to`, `zoom`, `dimming`): its layer's id when it
    /// was made, kept even if an effect changes the layer.
    public let name: String
    /// The layer, with its sublayers.
    public var layer: Layer
    /// Stage layers drawn inside this one, above its own sublayers and in its coordinates.
    public var contents: [StageLayer]
    /// True when the layer's subtree has `fixed` layers (found when the stage layer is made):
    /// they are placed as if this layer, a screen's root, lay at rest at the canvas origin,
    /// whatever transform the effect gives it or the container it wraps it in.
    public let holdsFixedLayers: Bool

    /// A stage layer of `layer`, named by its id. A stage layer is found only by name, so a layer
    /// without an id is a programming error (screens' layers may lack one; stage layers may not).
    public init(_ layer: Layer, contents: [StageLayer] = []) {
        guard let id = layer.id else { preconditionFailure("a stage layer needs an id, found a layer without one") }
        name = id
        self.layer = layer
        self.contents = contents
        holdsFixedLayers = layer.containsFixedLayer
    }

    /// True when this stage layer or one inside it has `id`.
    func contains(_ id: String) -> Bool {
        name == id || contents.contains { $0.contains(id) }
    }

    static func find(_ id: String, in layers: [StageLayer]) -> StageLayer? {
        for item in layers {
            if item.name == id { return item }
            if let found = find(id, in: item.contents) { return found }
        }
        return nil
    }

    static func update(_ id: String, in layers: inout [StageLayer], _ body: (inout Layer) -> Void) -> Bool {
        for index in layers.indices {
            if layers[index].name == id {
                body(&layers[index].layer)
                return true
            }
            if update(id, in: &layers[index].contents, body) { return true }
        }
        return false
    }

    /// The node of this layer (named per the type's doc) with its contents' nodes after its sublayers'.
    /// Fixed layers rest on the canvas at their place in the screen (`holdsFixedLayers`).
    func renderNode(parentTransform: AffineTransform) -> RenderNode {
        var node = RenderNode(layer: layer, id: name, idPrefix: name, parentTransform: parentTransform,
                              restingTransform: holdsFixedLayers ? .identity : nil)
        node.children += contents.map { $0.renderNode(parentTransform: node.transform) }
        return node
    }
}
