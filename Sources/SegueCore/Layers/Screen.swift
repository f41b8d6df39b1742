/// One full screen of a transition (a view controller's view): a background colour,
/// an optional full-screen image, and layers in paint order (back to front).
public struct Screen: Hashable, Sendable {
    /// The colour filling the whole screen, below its image and layers.
    public var background: Color
    /// A PNG scaled to fill the canvas, drawn above the background and below the layers.
    public var image: String?
    /// Top-level layers in paint order (back to front), frames in screen points; the ids given
    /// are unique within the screen, sublayers included (`Screen.validate()` checks it).
    public var layers: [Layer]
    /// The system bars the screen shows (status, navigation and tab bars, home indicator),
    /// which `Scene.withChrome()` turns into layers; `.none` by default.
    public var chrome: ScreenChrome = .none

    /// A screen; the defaults give an empty white one.
    public init(background: Color = .white, image: String? = nil, layers: [Layer] = []) {
        self.background = background
        self.image = image
        self.layers = layers
    }

    /// The first layer with `id`, searching sublayers depth-first, and the box it covers on the
    /// screen: its bounds mapped by its own and every ancestor's transform (what CALayer's
    /// `frame` is in its parent, carried up to the screen; for a layer in perspective, the box of
    /// its projected corners, `LayerCanvasMap`). Zoom sources and reveal origins use it, so a
    /// thumbnail inside a scaled group, or turned in perspective, zooms from where it is seen.
    public func findLayer(_ id: String) -> (layer: Layer, frameInScreen: Rect)? {
        locateLayer(id).map { ($0.layer, $0.frameInScreen) }
    }

    /// As `findLayer`, with the layer's place: the indices of `layers` and then of sublayers
    /// leading to it (the path below the screen's root layer).
    public func locateLayer(_ id: String) -> (path: [Int], layer: Layer, frameInScreen: Rect)? {
        var path: [Int] = [], chain: [Layer] = []
        func search(_ layers: [Layer]) -> Layer? {
            for (index, layer) in layers.enumerated() {
                path.append(index)
                chain.append(layer)
                if layer.id == id { return layer }
                if let found = search(layer.sublayers) { return found }
                path.removeLast()
                chain.removeLast()
            }
            return nil
        }
        guard let layer = search(layers) else { return nil }
        // Where it is drawn: through every ancestor's transform, in 3-D too (a layer in
        // perspective covers the box of its projected corners).
        let bounds = Rect(origin: .zero, size: layer.boundsSize)
        let frame = LayerCanvasMap(chain)?.bounds(of: bounds) ?? Rect(origin: layer.frame.origin, size: .zero)
        return (path, layer, frame)
    }

    /// The ids given in the screen, sublayers included, in paint order (a layer, then its
    /// sublayers): what a reference by id may name, and what a misspelt one is compared with.
    public var layerIDs: [String] {
        func collect(_ layers: [Layer]) -> [String] {
            layers.flatMap { layer in (layer.id.map { [$0] } ?? []) + collect(layer.sublayers) }
        }
        return collect(layers)
    }
}

extension Screen {
    /// How deep its layers nest: 0 without layers, 1 for top layers only, one more per level of
    /// sublayers. Bounds how many offscreen groups a frame may nest (see the renderer's memory budget).
    public var nestingDepth: Int {
        func depth(_ layers: [Layer]) -> Int { layers.map { 1 + depth($0.sublayers) }.max() ?? 0 }
        return depth(layers)
    }
}
