extension PropertyAnimation {
    /// The animated value at the transition's elapsed fraction `f`.
    ///
    /// The local fraction is `range.localFraction(f)` (0 before the range, 1 after it), the
    /// progress is the animation's timing (or `transitionTiming` when it has none) at that
    /// local fraction, over the range's share of `transitionDuration` seconds (what a spring
    /// needs), and the value is `from` interpolated toward `to` by that progress.
    public func value(atFraction f: Double, transitionTiming: Timing, transitionDuration: Double) -> AnimationValue {
        let local = range.localFraction(f)
        let seconds = transitionDuration * (range.end - range.start)
        let progress = (timing ?? transitionTiming).progress(at: local, duration: seconds)
        return from.interpolated(to: to, fraction: progress)
    }

    /// True while `f` lies within the animation's range, ends included.
    public func isRunning(atFraction f: Double) -> Bool {
        range.start <= f && f <= range.end
    }
}

extension Timing {
    /// The progress at `fraction` of an animation lasting `duration` seconds.
    ///
    /// A timing that cannot be resolved for that duration (an invalid spring, which
    /// `Scene.validate()` reports) falls back to linear rather than stopping a render.
    public func progress(at fraction: Double, duration: Double) -> Double {
        let curve: any TimingCurve = (try? curve(duration: duration)) ?? CubicBezierTiming.linear
        return curve.progress(at: fraction)
    }
}
