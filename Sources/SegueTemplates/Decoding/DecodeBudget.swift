/// What one screen (or one transition's animations) has used of the per-screen limits in
/// `TemplateLimits` so far: its layers, how deep the current layer is, its path elements and
/// its characters of text. Decoding charges each item as it reaches it and fails at that
/// item's JSON path once a limit is passed, so a template over a limit stops before anything
/// of that size is built or drawn.
final class DecodeBudget {
    private(set) var layers = 0
    private(set) var depth = 0
    private(set) var pathSegments = 0
    private(set) var textCharacters = 0

    /// Charges one layer at `node`, one level below the current depth, for the duration of `body`.
    func layer<T>(at node: Node, _ body: () throws(TemplateError) -> T) throws(TemplateError) -> T {
        layers += 1
        guard layers <= TemplateLimits.maxLayersPerScreen else {
            throw node.failure(message: "expected at most \(TemplateLimits.maxLayersPerScreen) layers in a screen (sublayers included), found more")
        }
        guard depth < TemplateLimits.maxLayerDepth else {
            throw node.failure(message: "expected sublayers nested at most \(TemplateLimits.maxLayerDepth) deep, found deeper")
        }
        depth += 1
        defer { depth -= 1 }
        return try body()
    }

    /// Charges a path of `count` elements at `node`: at most `maxPathSegments` in it and
    /// `maxPathSegmentsPerScreen` in all this budget's paths.
    func path(_ count: Int, at node: Node) throws(TemplateError) {
        try charge(count, to: &pathSegments, at: node, item: "a path", TemplateLimits.maxPathSegments, "elements",
                   totalLimit: TemplateLimits.maxPathSegmentsPerScreen, "path elements in a screen (or in a transition's animations)")
    }

    /// Charges a text of `count` characters at `node`: at most `maxTextCharacters` in it and
    /// `maxTextCharactersPerScreen` in all this budget's texts.
    func text(_ count: Int, at node: Node) throws(TemplateError) {
        try charge(count, to: &textCharacters, at: node, item: "a text", TemplateLimits.maxTextCharacters, "characters",
                   totalLimit: TemplateLimits.maxTextCharactersPerScreen, "characters of text in a screen")
    }

    /// Adds `count` to `total` after checking the item ("expected a path of at most 10000
    /// elements, found 10001") and the running total ("expected at most 10000 path elements in a
    /// screen …, found more").
    private func charge(_ count: Int, to total: inout Int, at node: Node, item: String, _ itemLimit: Int, _ unit: String,
                        totalLimit: Int, _ totalWhat: String) throws(TemplateError) {
        guard count <= itemLimit else {
            throw node.failure(message: "expected \(item) of at most \(itemLimit) \(unit), found \(count)")
        }
        total += count
        guard total <= totalLimit else {
            throw node.failure(message: "expected at most \(totalLimit) \(totalWhat), found more")
        }
    }
}
