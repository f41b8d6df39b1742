/// Property animations resolved against a scene and grouped by property (`AnimationStack`),
/// ready to set their values on a `TransitionStage` at any instant.
///
/// The one staging loop that a custom effect's own animations and the `animations` beside a
/// built-in effect share: each stack, in the order the stacks first appear, sets its property
/// on its target (a screen, a layer of one, or a layer of the overlay) at the elapsed time.
public struct StageAnimations: Sendable {
    /// The stacks, in the order of their first animation in the list.
    public let stacks: [AnimationStack]

    /// Resolves each of `animations` with `PropertyAnimation.resolve(in:path:)`, its errors at
    /// `<context.path>.<key>[i]…` (`transition.animations[2].target`), and groups them.
    public init(resolving animations: [PropertyAnimation], in context: EffectContext, key: String = "animations") throws(SceneError) {
        var resolved: [ResolvedAnimation] = []
        resolved.reserveCapacity(animations.count)
        for (index, animation) in animations.enumerated() {
            resolved.append(try animation.resolve(in: context, path: context.path("\(key)[\(index)]")))
        }
        stacks = AnimationStack.grouping(resolved)
    }

    /// No animations: applying them changes nothing.
    public static let none = StageAnimations(stacks: [])

    private init(stacks: [AnimationStack]) { self.stacks = stacks }

    /// True when there is nothing to apply.
    public var isEmpty: Bool { stacks.isEmpty }

    /// Sets every stack's value at `elapsed` seconds into the transition on its target in
    /// `stage` (a stack with no value then, `AnimationStack` rule 4, leaves the layer as it is).
    /// A target whose stage layer is absent is skipped; resolution guarantees it is there.
    public func apply(to stage: inout TransitionStage, at elapsed: Double) {
        for stack in stacks {
            guard let value = stack.value(at: elapsed) else { continue }
            stage.update(stack.target.screen) { root in
                root.update(at: stack.target.path[...]) { $0.set(stack.keyPath, to: value) }
            }
        }
    }
}
