extension Layer {
    /// Applies `body` to the layer at `path` (sublayer indices from this one; empty: this layer).
    /// An index out of range changes nothing (a resolved address is always in range).
    public mutating func update(at path: ArraySlice<Int>, _ body: (inout Layer) -> Void) {
        guard let first = path.first else { return body(&self) }
        guard sublayers.indices.contains(first) else { return }
        sublayers[first].update(at: path.dropFirst(), body)
    }

    /// The layer at `path` (sublayer indices from this one), `nil` when an index is out of range.
    public func layer(at path: ArraySlice<Int>) -> Layer? {
        guard let first = path.first else { return self }
        guard sublayers.indices.contains(first) else { return nil }
        return sublayers[first].layer(at: path.dropFirst())
    }
}

extension Layer {
    /// True when the layer draws a shape (CAShapeLayer), the only kind the shape key paths animate.
    public var hasShapeContent: Bool {
        if case .shape = content { return true }
        return false
    }
}
