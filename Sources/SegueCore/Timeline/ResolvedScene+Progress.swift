/// The scene's curves over its timeline, for the timing plot (`segue render --plot`): how far
/// the transition is (its fraction and its timing curve's progress), where the finger is, and
/// each animated layer property's progress from its from-value (0) to its to-value (1).
///
/// Every value is evaluated from the resolved model at the time asked, the same evaluation a
/// frame uses (`renderTree(atFraction:)`): timeline time → transition fraction f (the
/// interaction's, or time / duration) → elapsed f·D seconds → the animations' values.
extension ResolvedScene {
    /// The transition's elapsed fraction f at `time` seconds of the timeline (the manifest's
    /// `progress`): time / duration clamped to 0...1, or the interaction's fraction.
    public func fraction(at time: Double) -> Double { snapshotFraction(at: time) }

    /// The transition's timing curve at `time` seconds of the timeline: p = timing(f). The
    /// built-in effects (slide, reveal, zoom, sheet…) move every layer they drive by p, so this
    /// one curve is their progress.
    public func timingProgress(at time: Double) -> Double { timing.progress(at: fraction(at: time)) }

    /// The finger's percentComplete at `time` seconds while the gesture lasts (time ≤ release),
    /// as the interaction's track interpolates it; `nil` after the release and for a scene that
    /// plays straight through.
    public func fingerPercent(at time: Double) -> Double? {
        guard let interaction, time <= interaction.releaseTime else { return nil }
        return interaction.track.percent(at: time)
    }

    /// Every property the scene's own animations drive (a custom effect's, and the `animations`
    /// beside a built-in effect), one entry per animated component, in the order the
    /// properties first appear.
    public var propertyProgress: [PropertyProgress] {
        var stacks = composition.animations.stacks
        if let custom = effect as? CustomEffect.Staging { stacks = custom.animations.stacks + stacks }
        let targets = stacks.map { $0.animations[0].animation.target }
        return zip(stacks, targets).flatMap { stack, target in
            let id = PropertyProgress.layerName(target)
            // Two targets named alike (from.card, to.card) keep their screen in the label.
            let clash = targets.contains { $0 != target && PropertyProgress.layerName($0) == id }
            return PropertyProgress.entries(of: stack, layer: clash ? target.description : id)
        }
    }

    private func snapshotFraction(at time: Double) -> Double {
        if let interaction { return interaction.state(at: time).fraction }
        let d = scene.transition.duration
        return d > 0 ? min(1, max(0, time / d)) : 1
    }

    /// The timeline time `time` as seconds elapsed in the transition, f·D, where animations are
    /// evaluated.
    public func elapsed(at time: Double) -> Double { fraction(at: time) * scene.transition.duration }
}

/// One animated component of one layer property, as progress: 0 at the property's first
/// from-value, 1 at its last to-value, in between (and beyond, for a spring's overshoot) as the
/// value moves. A point, vector, size or rect animates per component (`card.position.x`,
/// `card.position.y`, a component that never changes is left out); a colour is one curve, its
/// four components projected onto the line from→to; a path is the progress of the animation
/// that sets it (0 holding its from-path, 1 its to-path).
///
/// When the first from-value equals the last to-value (an animation there and back), 1 is the
/// endpoint farthest from it, so the curve still spans 0...1.
public struct PropertyProgress: Sendable {
    /// `layerId.keyPath[.component]`: `card.position.x`, `from.opacity`, `to.card.opacity` when
    /// two targets share an id.
    public let label: String
    let stack: AnimationStack
    /// The components projected (indices into `components(of:)`), empty for a path.
    let indices: [Int]
    let from: [Double]
    let to: [Double]

    /// The progress at `elapsed` seconds into the transition; `nil` while no animation of the
    /// property applies (it shows the layer's own value, `AnimationStack` rule 4).
    public func progress(atElapsed elapsed: Double) -> Double? {
        guard let value = stack.value(at: elapsed) else { return nil }
        guard !indices.isEmpty else { return pathProgress(at: elapsed, value: value) }
        let all = PropertyProgress.components(of: value).values
        var dot = 0.0, length = 0.0
        for (k, i) in indices.enumerated() {
            let span = to[k] - from[k]
            dot += (all[i] - from[k]) * span
            length += span * span
        }
        return dot / length
    }

    private func pathProgress(at elapsed: Double, value: AnimationValue) -> Double {
        if let active = stack.animations.last(where: { $0.isActive(at: elapsed) }) {
            let local = (elapsed - active.beginTime) / active.duration
            return active.curve.progress(at: min(1, max(0, local)))
        }
        return value == stack.animations.last!.animation.to ? 1 : 0
    }

    /// The name a target goes by in a label: its layer id, or `from` / `to` for a whole screen.
    static func layerName(_ target: AnimationTarget) -> String {
        switch target {
        case .from: "from"
        case .to: "to"
        case .fromLayer(let id), .toLayer(let id), .overlayLayer(let id): id
        }
    }

    /// A value's numbers and their names (`x`, `y`, `width`…; empty names for a number).
    static func components(of value: AnimationValue) -> (values: [Double], names: [String]) {
        switch value {
        case .number(let v): ([v], [""])
        case .point(let p): ([p.x, p.y], ["x", "y"])
        case .vector(let v): ([v.dx, v.dy], ["x", "y"])
        case .size(let s): ([s.width, s.height], ["width", "height"])
        case .rect(let r): ([r.x, r.y, r.width, r.height], ["x", "y", "width", "height"])
        case .color(let c): ([c.red, c.green, c.blue, c.alpha], ["red", "green", "blue", "alpha"])
        case .path: ([], [])
        }
    }

    /// The curves of one property: one per changing component, one for a colour or a path.
    static func entries(of stack: AnimationStack, layer: String) -> [PropertyProgress] {
        let base = "\(layer).\(stack.keyPath.rawValue)"
        let first = stack.animations[0].animation.from
        if case .path = first { return [PropertyProgress(label: base, stack: stack, indices: [], from: [], to: [])] }
        let endpoints = stack.animations.flatMap { [$0.animation.from, $0.animation.to] }.map { components(of: $0).values }
        let names = components(of: first).names
        let groups: [[Int]] = if case .color = first { [Array(names.indices)] } else { names.indices.map { [$0] } }
        return groups.compactMap { group in
            let a = group.map { endpoints[0][$0] }
            var b = group.map { endpoints[endpoints.count - 1][$0] }
            func distance(_ v: [Double]) -> Double { zip(v, a).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) } }
            if distance(b) == 0 {
                guard let far = endpoints.map({ e in group.map { e[$0] } }).max(by: { distance($0) < distance($1) }),
                      distance(far) > 0 else { return nil }
                b = far
            }
            let suffix = group.count == 1 && !names[group[0]].isEmpty ? "." + names[group[0]] : ""
            return PropertyProgress(label: base + suffix, stack: stack, indices: group, from: a, to: b)
        }
    }
}
