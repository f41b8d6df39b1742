import SegueCore

extension Node {
    /// A custom animation `{"target", "keyPath", "from", "to", "timing", "range"}`. The target
    /// must exist (shape key paths need a layer with shape content); from/to are shaped by the
    /// key path; `path` and `mask` animations need paths of the same element structure, as
    /// Core Animation requires to interpolate them.
    func propertyAnimation(from: Screen, to: Screen) throws(TemplateError) -> PropertyAnimation {
        let object = try self.object(allowing: ["target", "keyPath", "from", "to", "timing", "range"])
        let keyPath = try object["keyPath"].choice(AnimatableKeyPath.self)
        let target = try object["target"].animationTarget(from: from, to: to, keyPath: keyPath)
        let fromValue = try object["from"].animationValue(for: keyPath)
        let toNode = object["to"]
        let toValue = try toNode.animationValue(for: keyPath)
        if case .path(let a) = fromValue, case .path(let b) = toValue, let difference = a.firstStructureDifference(from: b) {
            throw toNode.failure(message: "expected a path with the same element structure as from, found "
                + "\(difference.theirs.kindDescription) where from has \(difference.mine.kindDescription) (element \(difference.index))")
        }
        var animation = PropertyAnimation(target: target, keyPath: keyPath, from: fromValue, to: toValue)
        if let timing = object.optional("timing") { animation.timing = try timing.timing() }
        if let range = object.optional("range") {
            let what = "an array [start, end] with 0 ≤ start < end ≤ 1"
            let se = try range.tuple(2, what)
            do {
                animation.range = try AnimationRange(start: try se[0].number(what), end: try se[1].number(what))
            } catch { throw range.valueFailure(what) }
        }
        return animation
    }

    /// `from`, `to`, `from.<id>` or `to.<id>`, naming an existing layer.
    private func animationTarget(from: Screen, to: Screen, keyPath: AnimatableKeyPath) throws(TemplateError) -> AnimationTarget {
        let what = "a target \"from\", \"to\", \"from.<layer id>\" or \"to.<layer id>\""
        let text = try string(what)
        let isShapeKey = keyPath.needsShapeContent
        let (screenName, rest) = text.firstIndex(of: ".").map { (String(text[..<$0]), String(text[text.index(after: $0)...])) } ?? (text, nil)
        guard screenName == "from" || screenName == "to" else { throw failure(what) }
        guard let id = rest else {
            if isShapeKey { throw failure("a layer with shape content for \(keyPath.rawValue), not a whole screen") }
            return screenName == "from" ? .from : .to
        }
        let screen = screenName == "from" ? from : to
        guard let found = screen.findLayer(id) else { throw failure("the id of a layer of the \(screenName) screen") }
        if isShapeKey {
            guard case .shape? = found.layer.content else { throw failure("a layer with shape content for \(keyPath.rawValue)") }
        }
        return screenName == "from" ? .fromLayer(id) : .toLayer(id)
    }

    /// A from- or to-value of the kind `keyPath` takes; opacity and stroke ends lie in 0...1,
    /// widths and radii are non-negative.
    private func animationValue(for keyPath: AnimatableKeyPath) throws(TemplateError) -> AnimationValue {
        switch keyPath.valueKind {
        case .number:
            switch keyPath {
            case .opacity, .strokeStart, .strokeEnd: return .number(try number(in: 0...1))
            case .cornerRadius, .borderWidth, .lineWidth: return .number(try nonNegative())
            case .transformRotation: return .number(try number(in: -TemplateLimits.maxAngle...TemplateLimits.maxAngle))
            default: return .number(try coordinate())
            }
        case .point: return .point(try point())
        case .vector: return .vector(try vector())
        case .size: return .size(try size())
        case .rect: return .rect(try rect())
        case .color: return .color(try color())
        case .path: return .path(try path())
        }
    }
}
