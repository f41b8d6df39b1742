import SegueCore

/// The transition types a template names, and the keys each one takes.
enum TransitionType: String, CaseIterable {
    case fade, slide, zoom, circleReveal, custom

    static let commonKeys = ["type", "operation", "duration", "timing", "dimming"]

    var keys: [String] {
        switch self {
        case .fade: TransitionType.commonKeys
        case .slide: TransitionType.commonKeys + ["direction", "parallax"]
        case .zoom: TransitionType.commonKeys + ["source"]
        case .circleReveal: TransitionType.commonKeys + ["origin"]
        case .custom: TransitionType.commonKeys + ["animations", "toOnTop"]
        }
    }
}

extension Node {
    /// A transition object. `type` and `operation` are required; `duration` too, unless the
    /// timing is a physical spring, whose settling duration it then is. Keys of another type
    /// (a `source` on a fade) are errors. Layer references are checked against the list screen
    /// (`from` on push/present, `to` on pop/dismiss) or, for custom animations, the named screen.
    func transition(from: Screen, to: Screen) throws(TemplateError) -> Transition {
        guard case .object? = value?.kind else { throw failure("an object") }
        let type = try self[child: "type"].choice(TransitionType.self)
        let object = try self.object(allowing: type.keys)
        let operation = try object["operation"].choice(TransitionOperation.self)
        let timing = try object.optional("timing")?.timing() ?? .easeInEaseOut
        let duration = try object.duration(timing: timing)
        let dimming = try object.optional("dimming")?.number(in: 0...1) ?? 0
        let list = operation.isForward ? (screen: from, name: "from") : (screen: to, name: "to")
        let kind: TransitionKind
        switch type {
        case .fade: kind = .fade
        case .slide:
            kind = .slide(direction: try object.optional("direction")?.choice(SlideDirection.self),
                          parallax: try object.optional("parallax")?.number(in: 0...1))
        case .zoom: kind = .zoom(source: try object["source"].rectAnchor(in: list.screen, named: list.name))
        case .circleReveal: kind = .circleReveal(origin: try object["origin"].pointAnchor(in: list.screen, named: list.name))
        case .custom:
            var animations: [PropertyAnimation] = []
            for node in try object["animations"].array("an array of animations") {
                animations.append(try node.propertyAnimation(from: from, to: to))
            }
            kind = .custom(animations: animations, toOnTop: try object.optional("toOnTop")?.bool() ?? true)
        }
        return Transition(kind: kind, operation: operation, duration: duration, timing: timing, dimming: dimming)
    }

    /// A layer id of `screen` (its frame in screen coordinates) or `[x, y, w, h]`.
    func rectAnchor(in screen: Screen, named name: String) throws(TemplateError) -> Anchor<Rect> {
        if case .string? = value?.kind { return .layer(try layerReference(in: screen, named: name)) }
        if case .array? = value?.kind { return .value(try rect()) }
        throw failure("a layer id or an array [x, y, width, height]")
    }

    /// A layer id of `screen` (its centre) or `[x, y]`.
    func pointAnchor(in screen: Screen, named name: String) throws(TemplateError) -> Anchor<Point> {
        if case .string? = value?.kind { return .layer(try layerReference(in: screen, named: name)) }
        if case .array? = value?.kind { return .value(try point()) }
        throw failure("a layer id or an array [x, y]")
    }

    /// A string naming a layer that exists in `screen` (called `name` in the message).
    func layerReference(in screen: Screen, named name: String) throws(TemplateError) -> String {
        let id = try string("a layer id")
        guard screen.findLayer(id) != nil else {
            throw failure("the id of a layer of the \(name) screen")
        }
        return id
    }
}

extension ObjectNode {
    /// `duration` in (0, `TemplateLimits.maxDuration`]; when omitted, a physical spring's settling
    /// duration, which must then be at most `TemplateLimits.maxDuration` too (an error at `timing`).
    func duration(timing: Timing) throws(TemplateError) -> Double {
        if let node = optional("duration") { return try node.positive(max: TemplateLimits.maxDuration) }
        if case .spring(.physical) = timing, let natural = timing.naturalDuration {
            guard natural <= TemplateLimits.maxDuration else {
                throw self["timing"].failure(message: TimelineLimit.message(seconds: natural, what: "a spring settling time of"))
            }
            return natural
        }
        throw self["duration"].failure("a positive number of seconds (it may be omitted only with a mass/stiffness spring timing)")
    }
}
