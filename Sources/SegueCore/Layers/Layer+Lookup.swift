extension Layer {
    /// Applies `body` to the first sublayer with `id` (depth-first, as `Screen.findLayer`);
    /// returns whether one was found.
    @discardableResult
    public mutating func updateSublayer(_ id: String, _ body: (inout Layer) -> Void) -> Bool {
        for index in sublayers.indices {
            if sublayers[index].id == id {
                body(&sublayers[index])
                return true
            }
            if sublayers[index].updateSublayer(id, body) { return true }
        }
        return false
    }
}

extension Layer {
    /// True when the layer draws a shape (CAShapeLayer), the only kind the shape key paths animate.
    public var hasShapeContent: Bool {
        if case .shape = content { return true }
        return false
    }
}
