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
