/// The resolved animations that drive one property of one target, in list order, and the rule
/// that picks which of them sets the value at an instant.
///
/// Core Animation composites later-added animations over earlier ones; Segue reads animations
/// of one property as sequential keyframes, as template ranges always did. At `time`:
/// 1. the last animation in the list whose span [beginTime, end] contains it sets the value
///    (so at a shared boundary the later one, which normally starts where the earlier ended);
/// 2. otherwise, of the animations that ended and fill forwards, the one that ended most
///    recently holds its to-value;
/// 3. otherwise, of the animations yet to start that fill backwards, the one that starts first
///    holds its from-value;
/// 4. otherwise no animation applies and the layer shows its own value.
/// Ties go to the later in the list.
public struct AnimationStack: Sendable {
    /// Where every animation of the stack applies.
    public let target: LayerAddress
    /// The property every animation of the stack drives.
    public let keyPath: AnimatableKeyPath
    /// Never empty; in list order.
    public private(set) var animations: [ResolvedAnimation]

    /// Groups `animations` by target and key path, keeping the order of first appearance.
    public static func grouping(_ animations: [ResolvedAnimation]) -> [AnimationStack] {
        var stacks: [AnimationStack] = []
        var index: [StackKey: Int] = [:]
        for animation in animations {
            let key = StackKey(target: animation.target, keyPath: animation.animation.keyPath)
            if let i = index[key] {
                stacks[i].animations.append(animation)
            } else {
                index[key] = stacks.count
                stacks.append(AnimationStack(target: animation.target, keyPath: key.keyPath, animations: [animation]))
            }
        }
        return stacks
    }

    private struct StackKey: Hashable {
        var target: LayerAddress
        var keyPath: AnimatableKeyPath
    }

    /// The value at `time` seconds into the transition by the rule in the type's doc; `nil` when
    /// no animation applies (rule 4).
    public func value(at time: Double) -> AnimationValue? {
        if let active = animations.last(where: { $0.isActive(at: time) }) {
            return active.value(at: time)
        }
        var latestEnded: ResolvedAnimation?
        for animation in animations where animation.endTime < time && animation.animation.fillMode.fillsForwards {
            if animation.endTime >= (latestEnded?.endTime ?? -.infinity) { latestEnded = animation }
        }
        if let latestEnded { return latestEnded.animation.to }
        var earliest: ResolvedAnimation?
        for animation in animations where time < animation.beginTime && animation.animation.fillMode.fillsBackwards {
            if animation.beginTime <= (earliest?.beginTime ?? .infinity) { earliest = animation }
        }
        return earliest?.animation.from
    }
}
