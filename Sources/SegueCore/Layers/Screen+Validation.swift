extension Screen {
    /// Checks that every layer id is non-empty and unique within the screen, sublayers included,
    /// as references by id (animation targets, zoom sources, reveal origins) need. The error's
    /// path is relative to the screen (`layers[2].sublayers[0].id`); a scene prefixes it with
    /// `from.` or `to.`, a template decoder with the screen's JSON path.
    public func validate() throws(SceneError) {
        var seen: Set<String> = []
        try Screen.validateIDs(layers, path: "layers", seen: &seen)
    }

    private static func validateIDs(_ layers: [Layer], path: String, seen: inout Set<String>) throws(SceneError) {
        for (index, layer) in layers.enumerated() {
            let here = "\(path)[\(index)]"
            guard !layer.id.isEmpty else {
                throw SceneError(path: "\(here).id", message: "expected a layer id (a non-empty string), found \"\"")
            }
            guard seen.insert(layer.id).inserted else {
                throw SceneError(path: "\(here).id", message: "expected a layer id unique within its screen, found \"\(layer.id)\" again")
            }
            try validateIDs(layer.sublayers, path: "\(here).sublayers", seen: &seen)
        }
    }
}
