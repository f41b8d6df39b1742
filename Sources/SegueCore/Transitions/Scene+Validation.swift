extension Scene {
    /// Checks what evaluation relies on and throws the first problem found: a usable canvas,
    /// unique non-empty layer ids in each screen, a positive duration, resolvable timings,
    /// dimming and parallax in 0...1, zoom sources and reveal origins that name layers of the
    /// list screen, and custom animations whose targets exist, whose key paths fit their layer
    /// and whose values have the key path's kind (paths of the same structure), and an
    /// interaction that gives a timeline.
    public func validate() throws(SceneError) {
        try validateCanvas()
        try Scene.validateLayerIDs(from.layers, path: "from.layers", seen: [])
        try Scene.validateLayerIDs(to.layers, path: "to.layers", seen: [])
        try validateTransition()
        try validateInteraction()
    }

    /// An interaction must give a timeline (keyframes in order, a reachable release, a
    /// completion curve that settles).
    private func validateInteraction() throws(SceneError) {
        guard let interaction else { return }
        do {
            _ = try InteractionTimeline(interaction: interaction, transitionDuration: transition.duration)
        } catch {
            throw SceneError(path: "interaction", message: error.message)
        }
    }

    private func validateCanvas() throws(SceneError) {
        guard canvas.size.width > 0, canvas.size.height > 0 else {
            throw SceneError(path: "canvas.size", message: "expected a positive width and height, found \(canvas.size.width)×\(canvas.size.height)")
        }
        guard canvas.scale > 0, canvas.scale.isFinite else {
            throw SceneError(path: "canvas.scale", message: "expected a positive number, found \(canvas.scale)")
        }
        guard canvas.fps > 0 else { throw SceneError(path: "canvas.fps", message: "expected a positive integer, found \(canvas.fps)") }
    }

    /// Every id non-empty and unique within its screen; returns the ids seen so far.
    @discardableResult
    private static func validateLayerIDs(_ layers: [Layer], path: String, seen: Set<String>) throws(SceneError) -> Set<String> {
        var seen = seen
        for (index, layer) in layers.enumerated() {
            let here = "\(path)[\(index)]"
            guard !layer.id.isEmpty else { throw SceneError(path: "\(here).id", message: "expected a non-empty layer id") }
            guard seen.insert(layer.id).inserted else {
                throw SceneError(path: "\(here).id", message: "duplicate layer id \"\(layer.id)\" (ids must be unique within a screen)")
            }
            seen = try validateLayerIDs(layer.sublayers, path: "\(here).sublayers", seen: seen)
        }
        return seen
    }

    private func validateTransition() throws(SceneError) {
        let d = transition.duration
        guard d > 0, d.isFinite else { throw SceneError(path: "transition.duration", message: "expected a positive number, found \(d)") }
        try Scene.validateTiming(transition.timing, duration: d, path: "transition.timing")
        try Scene.requireFraction(transition.dimming, path: "transition.dimming")
        switch transition.kind {
        case .fade: break
        case .slide(_, let parallax):
            if let parallax { try Scene.requireFraction(parallax, path: "transition.parallax") }
        case .zoom(let source):
            if case .layer(let id) = source { try requireListLayer(id, path: "transition.source") }
        case .circleReveal(let origin):
            if case .layer(let id) = origin { try requireListLayer(id, path: "transition.origin") }
        case .custom(let animations, _):
            for (index, animation) in animations.enumerated() {
                try validate(animation, path: "transition.animations[\(index)]")
            }
        }
    }

    private static func validateTiming(_ timing: Timing, duration: Double, path: String) throws(SceneError) {
        do { _ = try timing.curve(duration: duration) } catch { throw SceneError(path: path, message: error.message) }
    }

    private static func requireFraction(_ value: Double, path: String) throws(SceneError) {
        guard (0...1).contains(value) else { throw SceneError(path: path, message: "expected a number in 0...1, found \(value)") }
    }

    private func requireListLayer(_ id: String, path: String) throws(SceneError) {
        let name = transition.operation.isForward ? Scene.fromID : Scene.toID
        guard listScreen.findLayer(id) != nil else {
            throw SceneError(path: path, message: "no layer \"\(id)\" in the \(name) screen (the list screen of a \(transition.operation.rawValue))")
        }
    }
}
