extension Screen {
    /// Checks the ids that are given, as references by id (animation targets, zoom sources,
    /// reveal origins) need: each is non-empty, unique within the screen (sublayers included),
    /// and without "[", which would make it look like the path name a layer without an id is
    /// shown by (`layers[2].sublayers[0]`, `Layer.displayName(at:)`). Layers without an id are
    /// fine. The error's path is relative to the screen (`layers[2].sublayers[0].id`); a scene
    /// prefixes it with `from.` or `to.`, a template decoder with the screen's JSON path.
    public func validate() throws(SceneError) {
        var seen: Set<String> = []
        try Screen.validateIDs(layers, path: "layers", seen: &seen)
    }

    /// The check of `validate()` on `layers`, errors at `path[i]…`; `owner` names what the ids
    /// must be unique within ("its screen", "the overlay").
    static func validateIDs(_ layers: [Layer], path: String, owner: String = "its screen", seen: inout Set<String>) throws(SceneError) {
        for (index, layer) in layers.enumerated() {
            let here = "\(path)[\(index)]"
            if let id = layer.id {
                guard !id.isEmpty else {
                    throw SceneError(path: "\(here).id", message: "expected a layer id (a non-empty string), found \"\"")
                }
                guard !id.contains("[") else {
                    throw SceneError(path: "\(here).id", message: "expected a layer id without \"[\" (such names are the paths "
                        + "of layers without an id), found \(MessageText.quoted(id))")
                }
                guard seen.insert(id).inserted else {
                    throw SceneError(path: "\(here).id", message: "expected a layer id unique within \(owner), found \(MessageText.quoted(id)) again")
                }
            }
            try validateIDs(layer.sublayers, path: "\(here).sublayers", owner: owner, seen: &seen)
        }
    }
}
