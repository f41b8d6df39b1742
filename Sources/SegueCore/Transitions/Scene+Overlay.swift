extension Scene {
    /// The overlay as a screen without a background (what `overlay.<id>` animation targets
    /// are resolved in); its layers' frames are canvas points.
    public var overlayScreen: Screen { Screen(background: .clear, layers: overlay) }

    /// The overlay's root: a canvas-sized layer with id `Scene.overlayID` and no look of its
    /// own, its sublayers the overlay's layers. It never moves: effects stage the screens only.
    public func overlayRootLayer() -> Layer {
        Layer(id: Scene.overlayID, frame: Rect(origin: .zero, size: canvas.size), sublayers: overlay)
    }

    /// Checks the overlay's ids as `Screen.validate()` checks a screen's: non-empty, unique
    /// within the overlay (sublayers included), without "[". The error's path is the
    /// template's (`overlay[1].id`, `overlay[0].sublayers[2].id`). `fixed` and `match` mean
    /// nothing above the transition (the overlay never moves and has no counterpart), so a
    /// layer that sets them is an error rather than a key silently ignored.
    public func validateOverlay() throws(SceneError) {
        var seen: Set<String> = []
        try Screen.validateIDs(overlay, path: Scene.overlayID, owner: "the overlay", seen: &seen)
        try Scene.rejectScreenOnlyKeys(overlay, path: Scene.overlayID)
    }

    private static func rejectScreenOnlyKeys(_ layers: [Layer], path: String) throws(SceneError) {
        for (index, layer) in layers.enumerated() {
            let place = "\(path)[\(index)]"
            if layer.fixed {
                throw SceneError(path: place + ".fixed", message: "expected no fixed key in an overlay layer (the overlay never moves), found true")
            }
            if let match = layer.match {
                throw SceneError(path: place + ".match", message: "expected no match id in an overlay layer (only the two screens' layers pair up), found \(MessageText.quoted(match))")
            }
            try rejectScreenOnlyKeys(layer.sublayers, path: place + ".sublayers")
        }
    }
}
