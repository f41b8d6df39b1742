/// The moment a percent-driven transition was let go, and where it went from there: what a
/// render's manifest reports of an interaction (`outcome`, `releaseTime`, `releasePercent`).
public struct InteractionRelease: Hashable, Sendable {
    /// Finished or cancelled.
    public var outcome: Interaction.Outcome
    /// Seconds from the start of the timeline to the release.
    public var time: Double
    /// percentComplete at the release, 0...1.
    public var percent: Double
    /// The rest it settled at when the effect has rests (a detent's name, or `dismissed`:
    /// `InteractionRest`); `nil` for a plain finish or cancel.
    public var settlesAt: String? = nil

    public init(outcome: Interaction.Outcome, time: Double, percent: Double, settlesAt: String? = nil) {
        self.outcome = outcome
        self.time = time
        self.percent = percent
        self.settlesAt = settlesAt
    }
}
