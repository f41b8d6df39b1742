/// A layer of a screen that carries a `match` id, found by `Screen.matchedLayers()`.
struct MatchedLayer: Sendable {
    let id: String
    /// Indices below the screen's root (the screen's `layers`, then sublayers).
    let place: [Int]
    let look: MatchLook
}

extension Screen {
    /// Every layer with a `match` id, in paint order, with its look at rest, in one walk of the
    /// tree. Throws, at a path relative to the screen (`layers[2].sublayers[0].match`), for an
    /// empty id or one a layer earlier in paint order already has: a pair must be one layer per
    /// screen.
    func matchedLayers() throws(SceneError) -> [MatchedLayer] {
        var found: [MatchedLayer] = []
        var seen: Set<String> = []
        var place: [Int] = []
        func visit(_ layers: [Layer], _ toScreen: AffineTransform, _ ancestorOpacity: Double) throws(SceneError) {
            for (index, layer) in layers.enumerated() {
                place.append(index)
                defer { place.removeLast() }
                let layerToScreen = layer.transformToParent.concatenating(toScreen)
                if let id = layer.match {
                    let path = Layer.pathName(of: place) + ".match"
                    guard !id.isEmpty else {
                        throw SceneError(path: path, message: "expected a shared-element id (a non-empty string), found \"\"")
                    }
                    guard seen.insert(id).inserted else {
                        throw SceneError(path: path, message: "expected a match id used once on its screen, found \(MessageText.quoted(id)) again")
                    }
                    let frame = layerToScreen.apply(to: Rect(origin: .zero, size: layer.boundsSize))
                    found.append(MatchedLayer(id: id, place: place,
                                              look: MatchLook(layer: layer, frame: frame, ancestorOpacity: ancestorOpacity)))
                }
                try visit(layer.sublayers, layerToScreen, ancestorOpacity * layer.opacity)
            }
        }
        try visit(layers, .identity, 1)
        return found
    }
}
