import SegueCore

extension Node {
    /// The issue-5 `interaction` block: exactly one of `progress` (keyframes of percentComplete)
    /// or `pan` {translation keyframes in points, distance}; optional `release` {threshold
    /// (default 0.5), outcome, velocity, velocityThreshold}, `completionSpeed` (default 1, within
    /// `TemplateLimits.minCompletionSpeed...maxCompletionSpeed`) and
    /// `completionCurve` (any timing, default easeInEaseOut); and `drag` {target, axis, scale}, a
    /// layer the pan moves in points (`InteractionDrag`).
    func interaction() throws(TemplateError) -> Interaction {
        let object = try self.object(allowing: ["progress", "pan", "release", "completionSpeed", "completionCurve", "drag"])
        let gesture: Interaction.Gesture
        switch (object.optional("progress"), object.optional("pan")) {
        case (let progress?, nil): gesture = .progress(try progress.keyframes(values: 0...1))
        case (nil, let pan?): gesture = try pan.panGesture()
        case (_?, let pan?):
            throw pan.failure(message: "expected one of progress or pan, found both")
        case (nil, nil):
            throw failure(message: "expected one of the keys progress or pan, found neither")
        }
        var interaction = Interaction(gesture: gesture)
        if let n = object.optional("release") { interaction.release = try n.release() }
        if let n = object.optional("completionSpeed") {
            interaction.completionSpeed = try n.number(in: TemplateLimits.minCompletionSpeed...TemplateLimits.maxCompletionSpeed)
        }
        if let n = object.optional("completionCurve") { interaction.completionCurve = try n.timing() }
        if let n = object.optional("drag") { interaction.drag = try n.drag() }
        return interaction
    }

    /// `{"target": "from.<id>" | "to.<id>", "axis": "x" | "y" (default y), "scale": s (default 1)}`:
    /// the layer the pan moves, the axis it moves along, its scale when the pan reaches its distance.
    private func drag() throws(TemplateError) -> InteractionDrag {
        let object = try self.object(allowing: ["target", "axis", "scale"])
        var drag = InteractionDrag(target: try object["target"].animationTarget())
        if let n = object.optional("axis") { drag.axis = try n.choice(InteractionDrag.Axis.self) }
        if let n = object.optional("scale") { drag.scale = try n.positive(max: 100) }
        return drag
    }

    /// `{"translation": [[t, points], ...], "distance": d}`.
    private func panGesture() throws(TemplateError) -> Interaction.Gesture {
        let object = try self.object(allowing: ["translation", "distance"])
        let limit = TemplateLimits.maxCoordinate
        let translation = try object["translation"].keyframes(values: -limit...limit)
        let distance = object["distance"]
        let d = try distance.number("a non-zero number of points (negative for a gesture up or left)")
        guard d != 0, abs(d) <= limit else { throw distance.failure("a non-zero number of points within ±\(Node.format(limit)) (negative for a gesture up or left)") }
        return .pan(translation: translation, distance: d)
    }

    /// UIScrollView's deceleration rates by name, `"normal"` (0.998) or `"fast"` (0.99), or a rate
    /// per millisecond in 0 < r < 1.
    private func decelerationRate() throws(TemplateError) -> Double {
        let what = "\"normal\", \"fast\" or a deceleration rate in 0 < r < 1"
        switch value?.kind {
        case .string("normal")?: return 0.998
        case .string("fast")?: return 0.99
        case .number(let r, _)? where r > 0 && r < 1: return r
        default: throw failure(what)
        }
    }

    /// `[[seconds, value], ...]`: at least one keyframe, times from 0 strictly increasing and
    /// at most `TemplateLimits.maxDuration`, values in `values`.
    private func keyframes(values: ClosedRange<Double>) throws(TemplateError) -> [Interaction.Keyframe] {
        let items = try array("an array of [seconds, value] keyframes")
        guard items.count <= TemplateLimits.maxKeyframes else {
            throw failure(message: "expected at most \(TemplateLimits.maxKeyframes) keyframes, found \(items.count)")
        }
        guard !items.isEmpty else { throw failure("at least one [seconds, value] keyframe") }
        var keyframes: [Interaction.Keyframe] = []
        for item in items {
            let pair = try item.tuple(2, "a keyframe [seconds, value]")
            let time = try pair[0].number(in: 0...TemplateLimits.maxDuration)
            if let last = keyframes.last, time <= last.time {
                throw pair[0].failure("a time later than the previous keyframe's \(Node.format(last.time))")
            }
            keyframes.append(Interaction.Keyframe(time: time, value: try pair[1].number(in: values)))
        }
        return keyframes
    }

    /// `{"threshold", "outcome", "velocity", "velocityThreshold"}`.
    private func release() throws(TemplateError) -> Interaction.Release {
        let object = try self.object(allowing: ["threshold", "outcome", "velocity", "velocityThreshold", "projection"])
        var release = Interaction.Release()
        if let n = object.optional("threshold") { release.threshold = try n.number(in: 0...1) }
        if let n = object.optional("outcome") { release.outcome = try n.outcome() }
        let limit = TemplateLimits.maxVelocity
        if let n = object.optional("velocity") {
            let velocity = try n.number(in: -limit...limit)
            release.velocity = velocity
            if abs(velocity) > ObjectNode.plausibleVelocity {
                n.warn("a release velocity of \(MessageText.number(velocity)) is \(MessageText.number(abs(velocity))) "
                       + "times the whole transition per second; it is progress per second (did you give the pan's points per "
                       + "second? divide by the distance the gesture spans)")
            }
        }
        if let n = object.optional("velocityThreshold") { release.velocityThreshold = try n.positive(max: limit) }
        if let n = object.optional("projection") { release.projection = try n.decelerationRate() }
        return release
    }

    /// "finish" or "cancel".
    private func outcome() throws(TemplateError) -> Interaction.Outcome {
        guard case .string(let s)? = value?.kind, let outcome = Interaction.Outcome(rawValue: s) else {
            throw failure("one of \"finish\", \"cancel\"")
        }
        return outcome
    }
}
