import SegueCore

/// The check that a decoded scene's whole timeline stays within `TemplateLimits.maxDuration`.
///
/// Each value can be in range while the timeline they make is not: a tiny completionSpeed
/// stretches the completion, a soft completion spring settles after hours. Such a timeline
/// would give millions of frames (a render that never ends), so it is rejected here, at the
/// JSON path of the value that made it long.
enum TimelineLimit {
    /// Throws when the resolved scene's `duration` exceeds `TemplateLimits.maxDuration` (or is not finite).
    static func check(_ resolved: ResolvedScene, file: String) throws(TemplateError) {
        let seconds = resolved.duration
        guard !(seconds <= TemplateLimits.maxDuration) else { return }
        var text = message(seconds: seconds, what: "a timeline of")
        if let timeline = resolved.interaction {
            text += " (gesture \(format(timeline.releaseTime)) s + completion \(format(timeline.completionDuration)) s)"
        }
        throw TemplateError(file: file, path: culprit(in: resolved.scene), message: text)
    }

    /// "expected <what> at most 60 s, found 16666666 s" (whole seconds from 100 s on, tenths
    /// below, ∞ for a spring that never settles).
    static func message(seconds: Double, what: String) -> String {
        let limit = Node.format(TemplateLimits.maxDuration)
        return "expected \(what) at most \(limit) s, found \(format(seconds)) s"
    }

    /// The JSON path of the value that made the timeline long: the completion curve when it is
    /// a physical spring (its settling time, not the speed, sets the length), else the
    /// completionSpeed (cubic and damping-ratio completions last remaining·duration / speed),
    /// and the transition's timing for a scene without interaction.
    static func culprit(in scene: Scene) -> String {
        guard let interaction = scene.interaction else { return "transition.timing" }
        if case .spring(.physical) = interaction.completionCurve { return "interaction.completionCurve" }
        return "interaction.completionSpeed"
    }

    static func format(_ seconds: Double) -> String {
        guard seconds.isFinite else { return seconds.isNaN ? "NaN" : "∞" }
        return Node.format(seconds >= 100 ? seconds.rounded() : (seconds * 10).rounded() / 10)
    }
}
