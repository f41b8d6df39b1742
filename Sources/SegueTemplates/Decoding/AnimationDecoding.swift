import SegueCore

extension Node {
    /// A custom animation `{"target", "keyPath", "from", "to", "timing", "range" | "beginTime",
    /// "duration", "fillMode"}`. Times are either a `range` [start, end] of the transition's
    /// fraction (compiled into seconds of `transitionDuration`) or CAMediaTiming's `beginTime`
    /// (seconds from the transition's start, default 0) and `duration` (seconds; default the
    /// rest of the transition, or a mass/stiffness spring's settling time), never both.
    /// `fillMode` is `both` (default), `forwards`, `backwards` or `removed`. from/to are shaped
    /// by the key path; whether the target exists and the values fit it is checked when the
    /// scene is resolved.
    func propertyAnimation(transitionDuration: Double) throws(TemplateError) -> PropertyAnimation {
        let object = try self.object(allowing: ["target", "keyPath", "from", "to", "timing", "range",
                                                "beginTime", "duration", "fillMode"])
        let keyPath = try object["keyPath"].animatableKeyPath()
        var animation = PropertyAnimation(target: try object["target"].animationTarget(),
                                          keyPath: keyPath,
                                          from: try object["from"].animationValue(for: keyPath),
                                          to: try object["to"].animationValue(for: keyPath))
        if let timing = object.optional("timing") { animation.timing = try timing.timing() }
        if let fill = object.optional("fillMode") { animation.fillMode = try fill.choice(FillMode.self) }
        let seconds = [object.optional("beginTime"), object.optional("duration")].compactMap { $0 }
        if let range = object.optional("range") {
            if let clash = seconds.first {
                throw clash.failure(message: "expected either range or beginTime/duration, found both (range is the fraction form of beginTime and duration)")
            }
            let span = try range.animationRange()
            animation.beginTime = span.beginTime(over: transitionDuration)
            animation.duration = span.duration(over: transitionDuration)
        }
        if let begin = object.optional("beginTime") { animation.beginTime = try begin.number(in: 0...TemplateLimits.maxDuration) }
        if let duration = object.optional("duration") { animation.duration = try duration.positive(max: TemplateLimits.maxDuration) }
        return animation
    }

    /// A key path by Core Animation's name or another spelling of it, as the key-path table
    /// (`AnimatableProperty`) lists them for templates; an unknown one names the nearest.
    private func animatableKeyPath() throws(TemplateError) -> AnimatableKeyPath {
        let name = try string("an animatable key path")
        guard let keyPath = AnimatableProperty.named(name, door: .templates)?.keyPath else {
            throw failure(message: AnimatableProperty.unknown(name, door: .templates))
        }
        return keyPath
    }

    /// `[start, end]` with 0 ≤ start < end ≤ 1.
    private func animationRange() throws(TemplateError) -> AnimationRange {
        let what = "an array [start, end] with 0 ≤ start < end ≤ 1"
        let se = try tuple(2, what)
        let start = try se[0].number(what), end = try se[1].number(what)
        do { return try AnimationRange(start: start, end: end) } catch { throw valueFailure(what) }
    }

    /// `from`, `to`, `from.<id>`, `to.<id>` or `overlay.<id>` (that the layer exists is checked
    /// on resolution).
    func animationTarget() throws(TemplateError) -> AnimationTarget {
        let what = "a target \"from\", \"to\", \"from.<layer id>\", \"to.<layer id>\" or \"overlay.<layer id>\""
        let text = try string(what)
        let (screenName, rest) = text.firstIndex(of: ".").map { (String(text[..<$0]), String(text[text.index(after: $0)...])) } ?? (text, nil)
        switch (screenName, rest) {
        case (Scene.fromID, nil): return .from
        case (Scene.toID, nil): return .to
        case (Scene.fromID, let id?) where !id.isEmpty: return .fromLayer(id)
        case (Scene.toID, let id?) where !id.isEmpty: return .toLayer(id)
        case (Scene.overlayID, let id?) where !id.isEmpty: return .overlayLayer(id)
        default: throw failure(what)
        }
    }

    /// The range of a number-valued key path's from- and to-values, by its row's `NumberRange`:
    /// opacity and stroke ends in 0...1, widths and radii non-negative, a rotation an angle,
    /// anything else a coordinate.
    static func animationNumberRange(_ keyPath: AnimatableKeyPath) -> ClosedRange<Double> {
        let limit = TemplateLimits.maxCoordinate
        switch keyPath.property.range {
        case .unit: return 0...1
        case .nonNegative: return 0...limit
        case .angle: return -TemplateLimits.maxAngle...TemplateLimits.maxAngle
        case .coordinate: return -limit...limit
        }
    }

    /// A from- or to-value of the kind `keyPath` takes; opacity and stroke ends lie in 0...1,
    /// widths and radii are non-negative.
    private func animationValue(for keyPath: AnimatableKeyPath) throws(TemplateError) -> AnimationValue {
        switch keyPath.valueKind {
        case .number where keyPath.property.range == .angle: return .number(try angle())
        case .number: return .number(try number(in: Node.animationNumberRange(keyPath)))
        case .point: return .point(try point())
        case .vector: return .vector(try vector())
        case .size: return .size(try size())
        case .rect: return .rect(try rect())
        case .color: return .color(try color())
        case .path: return .path(try path())
        }
    }
}
