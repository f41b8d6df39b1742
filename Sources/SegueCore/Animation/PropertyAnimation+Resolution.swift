extension PropertyAnimation {
    /// Relative slack when checking that an animation ends by the transition's end: a range
    /// [s, 1] compiles to s·D + (1 − s)·D, which may exceed D by a rounding error.
    static let endSlack = 1e-9

    /// Checks the animation against its scene and resolves it, with errors at `path`
    /// (`transition.animations[2]`) and its keys:
    /// - `target` names a screen or a layer of it, or a layer of the overlay (an unknown id is offered the screen's nearest,
    ///   `Suggestions`); shape key paths need a layer with shape content, `blur.radius` one with a blur;
    /// - `from` and `to` have the key path's kind, and paths share an element structure (Core
    ///   Animation interpolates paths element by element);
    /// - `beginTime` is in 0..<D and the animation ends by the transition's end D;
    /// - its timing (or the transition's) resolves for its duration: a spring is solved here, once.
    public func resolve(in context: EffectContext, path: String) throws(SceneError) -> ResolvedAnimation {
        let address = try resolveTarget(in: context, path: path + ".target")
        try checkValues(path: path)
        let timing = self.timing ?? context.timing
        let timingPath = self.timing == nil ? context.path("timing") : path + ".timing"
        let (begin, seconds) = try resolveTimes(in: context, path: path)
        let curve: any TimingCurve
        do { curve = try timing.curve(duration: seconds) } catch { throw SceneError(path: timingPath, message: error.message) }
        return ResolvedAnimation(animation: self, target: address, beginTime: begin, duration: seconds, curve: curve)
    }

    /// The target's address; the layer must exist and fit the key path.
    private func resolveTarget(in context: EffectContext, path: String) throws(SceneError) -> LayerAddress {
        let (address, found) = try context.address(of: target, path: path)
        guard let layer = found else {
            if keyPath.needsShapeContent {
                throw SceneError(path: path, message: "expected a layer with shape content for \(keyPath.rawValue), found \(MessageText.quoted("\(target)")) (a whole screen)")
            }
            if keyPath.needsBlur {
                throw SceneError(path: path, message: "expected a layer with a blur for \(keyPath.rawValue), found \(MessageText.quoted("\(target)")) (a whole screen)")
            }
            return address
        }
        if keyPath.needsShapeContent, !layer.hasShapeContent {
            throw SceneError(path: path, message: "expected a layer with shape content for \(keyPath.rawValue), found \(MessageText.quoted("\(target)")) (it has no shape)")
        }
        if keyPath.needsBlur, layer.blur == nil {
            throw SceneError(path: path, message: "expected a layer with a blur for \(keyPath.rawValue), found \(MessageText.quoted("\(target)")) (it has no blur)")
        }
        return address
    }

    private func checkValues(path: String) throws(SceneError) {
        for (key, value) in [("from", from), ("to", to)] where value.kind != keyPath.valueKind {
            throw SceneError(path: "\(path).\(key)", message: "expected a \(keyPath.valueKind.rawValue) for \(keyPath.rawValue), found a \(value.kind.rawValue)")
        }
        if case .path(let a) = from, case .path(let b) = to, let difference = a.firstStructureDifference(from: b) {
            throw SceneError(path: "\(path).to", message: "expected a path with the same element structure as from, found "
                + "\(difference.theirs.kindDescription) where from has \(difference.mine.kindDescription) (element \(difference.index))")
        }
    }

    /// beginTime and the duration in seconds (see `duration` for the default: only the
    /// animation's own mass/stiffness spring gives a duration of its own; an inherited timing
    /// runs to the transition's end).
    private func resolveTimes(in context: EffectContext, path: String) throws(SceneError) -> (Double, Double) {
        let total = context.duration
        guard beginTime.isFinite, beginTime >= 0, beginTime < total else {
            throw SceneError(path: path + ".beginTime", message: "expected seconds in 0 ≤ beginTime < \(total.messageText) (the transition's duration), found \(beginTime.messageText)")
        }
        let seconds: Double, key: String
        if let duration {
            guard duration.isFinite, duration > 0 else {
                throw SceneError(path: path + ".duration", message: "expected a positive number of seconds, found \(duration.messageText)")
            }
            (seconds, key) = (duration, path + ".duration")
        } else if let natural = timing?.naturalDuration {
            guard natural.isFinite, natural > 0 else {
                throw SceneError(path: path + ".timing", message: "expected a spring that settles (damping > 0) to time an animation without a duration, found one that never settles")
            }
            (seconds, key) = (natural, path + ".timing")
        } else {
            (seconds, key) = (total - beginTime, path + ".beginTime")
        }
        let end = beginTime + seconds
        guard end <= total * (1 + PropertyAnimation.endSlack) else {
            let shown = (end * 1000).rounded() / 1000
            throw SceneError(path: key, message: "expected the animation to end by the transition's end at \(total.messageText) s, found its end at \(shown.messageText) s")
        }
        return (beginTime, seconds)
    }
}
