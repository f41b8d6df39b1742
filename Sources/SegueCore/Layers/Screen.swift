/// One full screen of a transition (a view controller's view): a background colour,
/// an optional full-screen image, and layers in paint order (back to front).
public struct Screen: Hashable, Sendable {
    public var background: Color
    /// A PNG scaled to fill the canvas, drawn above the background and below the layers.
    public var image: String?
    public var layers: [Layer]

    public init(background: Color = .white, image: String? = nil, layers: [Layer] = []) {
        self.background = background
        self.image = image
        self.layers = layers
    }

    /// The first layer with `id`, searching sublayers depth-first, and its frame in screen coordinates.
    public func findLayer(_ id: String) -> (layer: Layer, frameInScreen: Rect)? {
        func search(_ layers: [Layer], _ origin: Vector) -> (Layer, Rect)? {
            for layer in layers {
                if layer.id == id { return (layer, layer.frame.offsetBy(origin)) }
                if let found = search(layer.sublayers, origin + Vector(layer.frame.x, layer.frame.y)) { return found }
            }
            return nil
        }
        return search(layers, .zero)
    }
}
