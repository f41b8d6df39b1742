extension Scene {
    /// One custom animation: its target exists, its key path fits the target, its values have
    /// the key path's kind, paths share a structure, and its timing resolves.
    func validate(_ animation: PropertyAnimation, path: String) throws(SceneError) {
        let layer = try targetLayer(animation.target, path: "\(path).target")
        let keyPath = animation.keyPath
        if keyPath.needsShapeContent, !layer.hasShapeContent {
            throw SceneError(path: "\(path).keyPath", message: "\(keyPath.rawValue) needs a shape layer, \(animation.target) has no shape")
        }
        for (key, value) in [("from", animation.from), ("to", animation.to)] where value.kind != keyPath.valueKind {
            throw SceneError(path: "\(path).\(key)", message: "expected a \(keyPath.valueKind.rawValue) for \(keyPath.rawValue), found a \(value.kind.rawValue)")
        }
        if case .path(let a) = animation.from, case .path(let b) = animation.to, !a.hasSameStructure(as: b) {
            throw SceneError(path: "\(path).to", message: "expected a path with the same elements as from (Core Animation interpolates paths element by element)")
        }
        if let timing = animation.timing {
            let seconds = transition.duration * (animation.range.end - animation.range.start)
            do { _ = try timing.curve(duration: seconds) } catch { throw SceneError(path: "\(path).timing", message: error.message) }
        }
    }

    /// The layer an animation target names: a screen's root layer, or one of its layers.
    private func targetLayer(_ target: AnimationTarget, path: String) throws(SceneError) -> Layer {
        let roots = rootLayers
        switch target {
        case .from: return roots.from
        case .to: return roots.to
        case .fromLayer(let id), .toLayer(let id):
            let isFrom = if case .fromLayer = target { true } else { false }
            guard let found = (isFrom ? from : to).findLayer(id) else {
                throw SceneError(path: path, message: "no layer \"\(id)\" in the \(isFrom ? Scene.fromID : Scene.toID) screen")
            }
            return found.layer
        }
    }
}
