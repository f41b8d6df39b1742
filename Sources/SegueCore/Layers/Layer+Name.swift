extension Layer {
    /// How the layer is shown in render trees, `segue sample` and messages: its `id`, or for a
    /// layer without one its place in its screen, `pathName(of:)` of `place` (the indices of the
    /// screen's `layers` and then of sublayers leading to it, as `Screen.locateLayer` gives).
    public func displayName(at place: [Int]) -> String {
        id ?? Layer.pathName(of: place)
    }

    /// The place of a layer in its screen written as the screen's JSON writes it:
    /// `layers[2].sublayers[0]` for `[2, 0]` (empty for `[]`, the screen itself). Ids may not
    /// contain "[" (`Screen.validate()`), so a path name never equals an id.
    public static func pathName(of place: [Int]) -> String {
        place.enumerated().map { depth, index in (depth == 0 ? "layers" : "sublayers") + "[\(index)]" }
            .joined(separator: ".")
    }
}
