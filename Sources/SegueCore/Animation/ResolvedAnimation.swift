/// A `PropertyAnimation` checked against its scene and made ready to evaluate: its target found
/// (as a path of sublayer indices), its timing solved into a curve once, its times in seconds
/// fixed. Evaluating it cannot fail.
public struct ResolvedAnimation: Sendable {
    /// The animation as it was described.
    public let animation: PropertyAnimation
    /// The target's place: which screen, and the sublayer indices from its root (empty for the
    /// screen itself).
    public let target: LayerAddress
    /// Seconds from the start of the transition to the animation's start.
    public let beginTime: Double
    /// Seconds the animation lasts; positive.
    public let duration: Double
    /// The timing solved for `duration` (a spring's stiffness found once, not per frame).
    public let curve: any TimingCurve

    /// The end of the active span, beginTime + duration.
    public var endTime: Double { beginTime + duration }

    /// True while `time` lies within [beginTime, endTime], ends included.
    public func isActive(at time: Double) -> Bool {
        beginTime <= time && time <= endTime
    }

    /// The animated value at `time` seconds into the transition, as if active: the local
    /// fraction (time − beginTime) / duration, clamped to 0...1, shaped by `curve`, then `from`
    /// interpolated toward `to` by that progress (a spring's overshoot extrapolates).
    public func value(at time: Double) -> AnimationValue {
        let local = time <= beginTime ? 0 : (time >= endTime ? 1 : (time - beginTime) / duration)
        return animation.from.interpolated(to: animation.to, fraction: curve.progress(at: local))
    }
}

/// Where a layer is within a scene: which screen, and the sublayer indices leading to it from the
/// screen's root layer, so an animation finds its target without searching ids every frame.
public struct LayerAddress: Hashable, Sendable {
    /// The screen's id, `Scene.fromID` or `Scene.toID`.
    public var screen: String
    /// Sublayer indices from the screen's root layer; empty for the root itself.
    public var path: [Int]

    public init(screen: String, path: [Int]) {
        self.screen = screen
        self.path = path
    }
}
