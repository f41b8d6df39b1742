/// A timing curve: maps an animation's elapsed time fraction (0 at its start, 1 at its end)
/// to its progress (0 is the from-value, 1 the to-value; springs overshoot past 1).
///
/// This is the one protocol every easing in Segue implements, Core Animation's
/// CAMediaTimingFunction and springs alike.
public protocol TimingCurve: Sendable {
    /// The progress at `fraction` of the animation's duration.
    func progress(at fraction: Double) -> Double
}
