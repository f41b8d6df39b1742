import SegueCore

/// The keys every transition takes, whatever its type.
let commonTransitionKeys = ["type", "operation", "duration", "timing", "dimming", "animations", "match"]

extension Node {
    /// A transition object. `type` names an effect of `EffectDecoders.all` (which says the keys it
    /// takes besides the common ones); `operation` is required, `duration` too unless the timing
    /// is a physical spring, whose settling duration it then is, or the type has its own
    /// (`EffectDecoder.defaultDuration`, `defaultTiming`: the system transitions'). Keys of another type (a
    /// `source` on a fade) are errors. The layers the effect names are checked when the scene
    /// is resolved, at this transition's paths.
    func transition() throws(TemplateError) -> Transition {
        guard case .object? = value?.kind else { throw failure("an object") }
        let typeNode = self[child: "type"]
        let names = EffectDecoders.all.map { "\"\($0.typeName)\"" }.joined(separator: ", ")
        guard case .string(let typeName)? = typeNode.value?.kind, let decoder = EffectDecoders.named(typeName) else {
            throw typeNode.failure("one of \(names)")
        }
        let object = try self.object(allowing: commonTransitionKeys + decoder.keys)
        for (key, holds) in decoder.required where object.optional(key) == nil {
            throw object[key].failure(message: "expected \(holds) (a \(typeName) transition's \(key)), found nothing")
        }
        let operation = try object["operation"].choice(TransitionOperation.self)
        let timing = try object.optional("timing")?.timing() ?? decoder.defaultTiming ?? .easeInEaseOut
        let duration = try object.duration(timing: timing, default: decoder.defaultDuration)
        let dimming = try object.optional("dimming")?.number(in: 0...1) ?? 0
        let effect = try decoder.decode(object, EffectDecoding(duration: duration))
        var transition = Transition(effect: effect, operation: operation, duration: duration, timing: timing, dimming: dimming)
        // A custom effect's animations are its own; every other type runs them beside its effect.
        if decoder.typeName != CustomEffect.typeName, let list = object.optional("animations") {
            transition.animations = try list.propertyAnimations(transitionDuration: duration)
        }
        transition.match = try object.optional("match")?.bool() ?? false
        return transition
    }

    /// An array of at most `TemplateLimits.maxAnimations` property animations.
    func propertyAnimations(transitionDuration: Double) throws(TemplateError) -> [PropertyAnimation] {
        let list = try array("an array of animations")
        guard list.count <= TemplateLimits.maxAnimations else {
            throw failure(message: "expected at most \(TemplateLimits.maxAnimations) animations, found \(list.count)")
        }
        var animations: [PropertyAnimation] = []
        for node in list { animations.append(try node.propertyAnimation(transitionDuration: transitionDuration)) }
        return animations
    }

    /// A layer id (of the list screen, checked on resolution) or `[x, y, w, h]`.
    func rectAnchor() throws(TemplateError) -> Anchor<Rect> {
        if case .string? = value?.kind { return .layer(try string("a layer id")) }
        if case .array? = value?.kind { return .value(try rect()) }
        throw failure("a layer id or an array [x, y, width, height]")
    }

    /// A layer id (of the list screen, checked on resolution) or `[x, y]`.
    func pointAnchor() throws(TemplateError) -> Anchor<Point> {
        if case .string? = value?.kind { return .layer(try string("a layer id")) }
        if case .array? = value?.kind { return .value(try point()) }
        throw failure("a layer id or an array [x, y]")
    }
}

extension ObjectNode {
    /// `duration` in (0, `TemplateLimits.maxDuration`]; when omitted, the type's own
    /// (`defaultDuration`, a system transition's), else a physical spring's settling duration,
    /// which must then be at most `TemplateLimits.maxDuration` too (an error at `timing`).
    func duration(timing: Timing, default defaultDuration: Double? = nil) throws(TemplateError) -> Double {
        if let node = optional("duration") { return try node.positive(max: TemplateLimits.maxDuration) }
        if let defaultDuration { return defaultDuration }
        if case .spring(.physical) = timing, let natural = timing.naturalDuration {
            guard natural <= TemplateLimits.maxDuration else {
                throw self["timing"].failure(message: TimelineLimit.message(seconds: natural, what: "a spring settling time of"))
            }
            return natural
        }
        throw self["duration"].failure("a positive number of seconds (it may be omitted only with a mass/stiffness spring timing)")
    }
}
