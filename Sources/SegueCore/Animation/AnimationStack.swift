/// The animations of a custom transition that drive one property of one target, in list order,
/// and the rule that picks which of them sets the value at an instant.
///
/// Core Animation composites later-added animations over earlier ones; with ranges, Segue
/// reads that as sequential keyframes: at fraction f the last animation whose range contains f
/// wins (so at a shared boundary the later one, which normally starts where the earlier one
/// ended); when none runs, the one that ended most recently holds its to-value; before every
/// range, the one that starts first holds its from-value. Ties go to the later in the list.
public struct AnimationStack: Hashable, Sendable {
    /// The screen or layer every animation of the stack drives.
    public var target: AnimationTarget
    /// The property every animation of the stack drives.
    public var keyPath: AnimatableKeyPath
    /// Never empty; in the transition's list order.
    public private(set) var animations: [PropertyAnimation]

    /// Groups `animations` by target and key path, keeping the order of first appearance.
    public static func grouping(_ animations: [PropertyAnimation]) -> [AnimationStack] {
        var stacks: [AnimationStack] = []
        for animation in animations {
            if let i = stacks.firstIndex(where: { $0.target == animation.target && $0.keyPath == animation.keyPath }) {
                stacks[i].animations.append(animation)
            } else {
                stacks.append(AnimationStack(target: animation.target, keyPath: animation.keyPath, animations: [animation]))
            }
        }
        return stacks
    }

    /// The value at the transition's elapsed fraction `f`, by the rule in the type's doc.
    public func value(atFraction f: Double, transitionTiming: Timing, transitionDuration: Double) -> AnimationValue {
        if let running = animations.last(where: { $0.isRunning(atFraction: f) }) {
            return running.value(atFraction: f, transitionTiming: transitionTiming, transitionDuration: transitionDuration)
        }
        // Ties go to the later animation in the list, as for running ones.
        var latestEnded: PropertyAnimation?
        for animation in animations where animation.range.end < f {
            if animation.range.end >= (latestEnded?.range.end ?? -1) { latestEnded = animation }
        }
        if let latestEnded { return latestEnded.to }
        var earliest = animations[0]
        for animation in animations where animation.range.start <= earliest.range.start { earliest = animation }
        return earliest.from
    }
}
