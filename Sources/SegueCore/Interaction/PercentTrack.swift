/// A gesture reduced to percentComplete keyframes (time in seconds since the gesture began,
/// percent in 0...1), linearly interpolated and held before the first and after the last.
///
/// Invariants: at least one keyframe, finite non-negative strictly increasing times, percents
/// in 0...1 (pan translations are clamped into it, scripted progress must lie in it).
struct PercentTrack: Hashable, Sendable {
    let keyframes: [Interaction.Keyframe]
    /// A pan's translation keyframes in points and its distance; `nil` for a progress gesture.
    let pan: Pan?

    /// A pan as scripted: translation keyframes in points and the distance that is 100 %.
    struct Pan: Hashable, Sendable {
        let translation: [Interaction.Keyframe]
        let distance: Double
    }

    init(_ gesture: Interaction.Gesture) throws(GeometryError) {
        switch gesture {
        case .progress(let frames):
            try Self.validateTimes(frames, "progress")
            for (i, frame) in frames.enumerated() {
                try GeometryError.require(frame.value, in: 0...1, "progress[\(i)] percent")
            }
            keyframes = frames
            pan = nil
        case .pan(let frames, let distance):
            try Self.validateTimes(frames, "pan.translation")
            guard distance.isFinite, distance != 0 else {
                throw GeometryError("pan.distance: expected a finite non-zero number of points, found \(distance.messageText)")
            }
            for (i, frame) in frames.enumerated() {
                try GeometryError.requireFinite(frame.value, "pan.translation[\(i)] value")
            }
            keyframes = frames.map { .init(time: $0.time, value: min(1, max(0, $0.value / distance))) }
            pan = Pan(translation: frames, distance: distance)
        }
    }

    /// How far the pan is past either end at `time`: translation / distance minus its clamp to
    /// 0...1 (0 for a progress gesture).
    func overdrag(at time: Double) -> Double {
        guard let pan, let translation = translation(at: time) else { return 0 }
        let raw = translation / pan.distance
        return raw - min(1, max(0, raw))
    }

    /// The pan's translation in points at `time`, linear between keyframes and held after the
    /// last; nil for a progress gesture.
    func translation(at time: Double) -> Double? {
        pan.map { PercentTrack.interpolate($0.translation, at: time) }
    }

    /// The gesture ends, and the transition is released, at the last keyframe.
    var release: Interaction.Keyframe { keyframes[keyframes.count - 1] }

    /// The slope of the last segment in percent per second (0 for a single keyframe).
    var releaseSlope: Double {
        guard keyframes.count > 1 else { return 0 }
        let a = keyframes[keyframes.count - 2], b = release
        return (b.value - a.value) / (b.time - a.time)
    }

    /// The slope of the last segment of the pan before clamping, in fractions of its distance a
    /// second: the finger's own velocity, also past either end; `releaseSlope` for a progress
    /// gesture.
    var unclampedReleaseSlope: Double {
        guard let pan, pan.translation.count > 1 else { return releaseSlope }
        let a = pan.translation[pan.translation.count - 2], b = pan.translation[pan.translation.count - 1]
        return (b.value - a.value) / (b.time - a.time) / pan.distance
    }

    /// percentComplete at `time`, linear between keyframes; for a pan, the translation there
    /// over the distance, clamped to 0...1 (so that a segment crossing an end reaches it when
    /// the finger does, and percent plus `overdrag(at:)` is always where the finger is).
    func percent(at time: Double) -> Double {
        guard let pan, let translation = translation(at: time) else { return PercentTrack.interpolate(keyframes, at: time) }
        return min(1, max(0, translation / pan.distance))
    }

    /// The value of `keyframes` at `time`: linear between keyframes, held before the first and after the last.
    private static func interpolate(_ keyframes: [Interaction.Keyframe], at time: Double) -> Double {
        guard let next = keyframes.firstIndex(where: { $0.time > time }) else { return keyframes[keyframes.count - 1].value }
        guard next > 0 else { return keyframes[0].value }
        let a = keyframes[next - 1], b = keyframes[next]
        return a.value + (b.value - a.value) * (time - a.time) / (b.time - a.time)
    }

    private static func validateTimes(_ frames: [Interaction.Keyframe], _ name: String) throws(GeometryError) {
        guard !frames.isEmpty else { throw GeometryError("\(name): expected at least one keyframe, found none") }
        var previous = -Double.infinity
        for (i, frame) in frames.enumerated() {
            try GeometryError.requireNonNegative(frame.time, "\(name)[\(i)] time")
            guard frame.time > previous else {
                throw GeometryError("\(name)[\(i)] time: expected a time after \(previous.messageText), found \(frame.time.messageText)")
            }
            previous = frame.time
        }
    }
}
