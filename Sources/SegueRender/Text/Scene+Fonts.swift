import SegueCore

extension Scene {
    /// A text layer that names its own font family.
    public struct TextFont: Hashable, Sendable {
        /// `from` or `to`: the screen the layer is in.
        public var screen: String
        /// The layer's name: its id, or its place in the screen (`Layer.displayName(at:)`).
        public var layer: String
        /// The family its `font` names.
        public var family: String
    }

    /// Every text layer with a `font` of its own, depth-first, from screen first: the families
    /// a render needs besides the renderer's.
    public var textFonts: [TextFont] {
        var fonts: [TextFont] = []
        func visit(_ layers: [Layer], screen: String, place: [Int]) {
            for (index, layer) in layers.enumerated() {
                if case .text(let text) = layer.content, let family = text.font {
                    fonts.append(TextFont(screen: screen, layer: layer.displayName(at: place + [index]), family: family))
                }
                visit(layer.sublayers, screen: screen, place: place + [index])
            }
        }
        visit(from.layers, screen: Scene.fromID, place: [])
        visit(to.layers, screen: Scene.toID, place: [])
        return fonts
    }
}
