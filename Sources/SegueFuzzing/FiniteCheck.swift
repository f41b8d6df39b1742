import SegueCore

/// Finds the first non-finite value a render would draw with: NaN or ±∞ in the progress, in a
/// node's size, transform, opacity, corner radius or border width, or in a flattened layer's
/// bounds, position or clip, or in a point of a mask or shape path.
enum FiniteCheck {
    /// What is not finite in `snapshot`, or `nil` when everything is.
    static func problem(in snapshot: Snapshot) -> String? {
        guard snapshot.progress.isFinite else { return "progress \(snapshot.progress)" }
        return problem(in: snapshot.tree)
    }

    /// What is not finite in `tree`, or `nil` when everything is.
    static func problem(in tree: RenderTree) -> String? {
        for node in tree.nodes {
            if let problem = problem(in: node) { return problem }
        }
        for flat in tree.flattened() {
            let values = [flat.bounds.x, flat.bounds.y, flat.bounds.width, flat.bounds.height, flat.opacity,
                          flat.position.x, flat.position.y, flat.anchorPoint.x, flat.anchorPoint.y]
                + (flat.maskBounds.map { [$0.x, $0.y, $0.width, $0.height] } ?? [])
            if !values.allSatisfy(\.isFinite) { return "flattened layer \(MessageText.quoted(flat.id)): \(values)" }
        }
        return nil
    }

    private static func problem(in node: RenderNode) -> String? {
        let t = node.transform
        let values = [node.size.width, node.size.height, t.a, t.b, t.c, t.d, t.tx, t.ty,
                      node.opacity, node.cornerRadius, node.borderWidth]
        if !values.allSatisfy(\.isFinite) { return "node \(MessageText.quoted(node.id)): \(values)" }
        if let mask = node.mask, !isFinite(mask) { return "mask of node \(MessageText.quoted(node.id))" }
        if case .shape(let shape)? = node.content {
            let values = [shape.lineWidth, shape.strokeStart, shape.strokeEnd]
            if !values.allSatisfy(\.isFinite) || !isFinite(shape.path) { return "shape of node \(MessageText.quoted(node.id))" }
        }
        for child in node.children {
            if let problem = problem(in: child) { return problem }
        }
        return nil
    }

    private static func isFinite(_ path: BezierPath) -> Bool {
        path.elements.allSatisfy { element in
            switch element {
            case .move(let p), .line(let p): return p.x.isFinite && p.y.isFinite
            case .quadCurve(let p, let c): return [p.x, p.y, c.x, c.y].allSatisfy(\.isFinite)
            case .curve(let p, let c1, let c2): return [p.x, p.y, c1.x, c1.y, c2.x, c2.y].allSatisfy(\.isFinite)
            case .close: return true
            }
        }
    }
}
