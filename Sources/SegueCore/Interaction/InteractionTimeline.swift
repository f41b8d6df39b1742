/// A percent-driven interactive transition laid out in time: the scripted gesture scrubs the
/// transition, then on release the rest plays to the end (finish) or back to the start
/// (cancel), as UIPercentDrivenInteractiveTransition does.
///
/// Time 0 is the gesture's start; the gesture is released at its last keyframe. With p the
/// release percent, D the transition's duration and c the completion curve over τ in 0...1:
/// finishing lasts (1 − p)·D / completionSpeed with fraction p + (1 − p)·c(τ); cancelling
/// lasts p·D / completionSpeed with fraction p·(1 − c(τ)). A spring completion curve takes the
/// gesture's velocity (see `CompletionCurve.resolve`), replacing its own initial velocity.
/// After the end the state holds fraction 1 (finished) or exactly 0 (cancelled).
///
/// An effect with more places to rest than the two ends (`InteractionRest`: a sheet between
/// detents) replaces finish and cancel by a choice of rest: the pan's position x (percent plus
/// over-drag) travels to the chosen rest's position g as x + (g − x)·c(τ), lasting |g − x|·D /
/// completionSpeed but never longer than D / completionSpeed (see `settle(_:position:velocity:among:)`
/// for the choice). The state's fraction stays in 0...1; the part of the position past either
/// end is its over-drag, and `settlesAt` says where it went better than `outcome` can.
public struct InteractionTimeline: Hashable, Sendable {
    /// Gesture plus completion, in seconds.
    public let duration: Double
    /// When the finger lifts: the time of the gesture's last keyframe.
    public var releaseTime: Double { track.release.time }
    /// percentComplete at release.
    public var releasePercent: Double { track.release.value }
    /// Where the released transition goes; with rests (`settlesAt`), `cancel` when it settles
    /// back where the pan started and `finish` for any other rest.
    public let outcome: Interaction.Outcome
    /// The velocity at release, in percent per second (positive toward finishing).
    public let releaseVelocity: Double
    /// The rest the released pan goes to when the effect has rests (`InteractionRest`); `nil`
    /// for a plain finish or cancel.
    public let settlesAt: InteractionRest?
    /// Seconds from release to the end.
    public var completionDuration: Double { completion.duration }

    let track: PercentTrack
    let completion: CompletionCurve
    /// The over-drag at release with rests (`settlesAt`), which carry it; else 0.
    let releaseOverdrag: Double

    /// Lays out `interaction` for a transition lasting `transitionDuration` seconds; rejects
    /// malformed gestures, rules and speeds with a message naming the offending field.
    ///
    /// With `rests` (the places the released pan may settle at besides the two ends: a sheet
    /// between detents) the state carries the over-drag, the position past the pan's ends, which
    /// the effect draws (rubber-banding past its largest detent), and the release travels from
    /// the finger's position, over-drag included, to the chosen rest, so a sheet let go beyond
    /// its largest detent springs back rather than jumping.
    public init(interaction: Interaction, transitionDuration: Double, rests: [InteractionRest]? = nil) throws(GeometryError) {
        guard transitionDuration.isFinite, transitionDuration > 0 else {
            throw GeometryError("transition duration: expected a finite positive number of seconds, found \(transitionDuration.messageText)")
        }
        guard interaction.completionSpeed.isFinite, interaction.completionSpeed > 0 else {
            throw GeometryError("completionSpeed: expected a finite positive number, found \(interaction.completionSpeed.messageText)")
        }
        try Self.validate(interaction.release)
        track = try PercentTrack(interaction.gesture)
        let rests = rests?.isEmpty == false ? rests : nil
        // With rests the over-drag is drawn, and the finger's velocity counts there too.
        releaseVelocity = interaction.release.velocity ?? (rests != nil ? track.unclampedReleaseSlope : track.releaseSlope)
        let percent = track.release.value
        releaseOverdrag = rests != nil ? track.overdrag(at: track.release.time) : 0
        let remaining: Double, towardEnd: Double
        var durationPerDistance = transitionDuration
        if let rests {
            let position = percent + releaseOverdrag
            let rest = Self.settle(interaction.release, position: position, velocity: releaseVelocity, among: rests)
            settlesAt = rest
            outcome = rest.position == 0 ? .cancel : .finish
            remaining = abs(rest.position - position)
            towardEnd = rest.position >= position ? releaseVelocity : -releaseVelocity
            // The pan's distance is the gap between two detents, which may be small beside the
            // way to a far rest: the completion lasts at most the transition's duration.
            if remaining > 1 { durationPerDistance = transitionDuration / remaining }
        } else {
            outcome = Self.decide(interaction.release, percent: percent, velocity: releaseVelocity)
            settlesAt = nil
            // A dragged layer's morph flies the whole way from the finger whatever the percent, so
            // with a drag the completion lasts the whole transition (a drag past its distance would
            // otherwise finish in no time, and the photo jump into its cell).
            remaining = interaction.drag != nil ? 1 : (outcome == .finish ? 1 - percent : percent)
            towardEnd = outcome == .finish ? releaseVelocity : -releaseVelocity
        }
        completion = try CompletionCurve.resolve(
            interaction.completionCurve, remaining: remaining, towardEnd: towardEnd,
            transitionDuration: durationPerDistance, speed: interaction.completionSpeed)
        duration = track.release.time + completion.duration
    }

    /// The phase and transition fraction at `time` seconds since the gesture began.
    public func state(at time: Double) -> InteractionState {
        guard time > releaseTime else {
            var state = InteractionState(phase: .interactive, fraction: track.percent(at: time))
            if settlesAt != nil { state.overdrag = track.overdrag(at: time) }
            return state
        }
        let (c, done) = completionProgress(at: time), p = releasePercent
        if let rest = settlesAt {
            // Position form: x + (g − x)·c, the part past 0...1 carried as over-drag.
            let x = p + releaseOverdrag, g = rest.position, value = done ? g : x + (g - x) * c
            var state = InteractionState(phase: outcome == .finish ? .finishing : .cancelling, fraction: min(1, max(0, value)))
            state.overdrag = value - state.fraction
            return state
        }
        return switch outcome {
        case .finish: InteractionState(phase: .finishing, fraction: done ? 1 : p + (1 - p) * c)
        case .cancel: InteractionState(phase: .cancelling, fraction: done ? 0 : p * (1 - c))
        }
    }

    /// Where `drag`'s layer (at `address`) is at `time` (see `InteractionDrag`): moved and scaled
    /// by the pan while the finger is down; held at the release while finishing, a morph of it
    /// flying on by the completion's progress; returning by that progress while cancelling.
    /// Nil for a progress gesture, which has no points.
    public func dragPose(_ drag: InteractionDrag, at address: LayerAddress, time: Double) -> DragPose? {
        guard let pan = track.pan, let translation = track.translation(at: min(time, releaseTime)) else { return nil }
        func pose(_ d: Double, morph: Double) -> DragPose {
            let s = 1 + (drag.scale - 1) * min(1, abs(d) / pan.distance)
            return DragPose(address: address, offset: drag.axis == .x ? Vector(d, 0) : Vector(0, d), scale: s, morphProgress: morph)
        }
        guard time > releaseTime else { return pose(translation, morph: 0) }
        let c = completionProgress(at: time).c
        switch outcome {
        case .finish where address.screen == Scene.fromID: return pose(translation, morph: c)
        case .finish, .cancel:
            // Cancelling, and finishing with a layer of the to-screen (whose end is its own place),
            // the offset and the shrink go back.
            let back = pose(translation, morph: 0)
            return DragPose(address: address, offset: Vector(back.offset.dx * (1 - c), back.offset.dy * (1 - c)),
                            scale: 1 + (back.scale - 1) * (1 - c), morphProgress: 0)
        }
    }

    /// The completion's progress c(τ) at `time` (after the release), and whether it is over
    /// (τ ≥ 1, where c is held at the curve's end).
    private func completionProgress(at time: Double) -> (c: Double, done: Bool) {
        let elapsed = time - releaseTime
        let tau = elapsed < completion.duration ? elapsed / completion.duration : 1
        return (completion.progress(at: tau), tau >= 1)
    }

    /// An explicit outcome wins; then a flick at or past `velocityThreshold` decides by its
    /// sign (a zero velocity decides nothing); then percent ≥ threshold finishes, the percent
    /// projected by the velocity when the release has a `projection` (`projected(_:velocity:rate:)`).
    static func decide(_ release: Interaction.Release, percent: Double, velocity: Double) -> Interaction.Outcome {
        if let outcome = release.outcome { return outcome }
        if let limit = release.velocityThreshold, velocity != 0, abs(velocity) >= limit {
            return velocity > 0 ? .finish : .cancel
        }
        let decided = release.projection.map { projected(percent, velocity: velocity, rate: $0) } ?? percent
        return decided >= release.threshold ? .finish : .cancel
    }

    /// The rest a released pan at `position` (percent plus over-drag) moving at `velocity`
    /// settles at, among `rests`:
    /// - an explicit outcome: the rest at 1 (finish) or 0 (cancel), as the effect names them;
    /// - a flick at or past `velocityThreshold`: the nearest rest beyond the position in the
    ///   flick's direction (when none lies beyond, the rule below);
    /// - else the rest nearest to where the motion coasts to (`projected(_:velocity:rate:)`) at
    ///   the release's `projection` rate, UIScrollView's normal rate (0.998) when it names none:
    ///   a sheet always weighs the velocity, as UIKit's does. `threshold` plays no part; an
    ///   equal distance goes to the rest listed first.
    static func settle(_ release: Interaction.Release, position: Double, velocity: Double,
                       among rests: [InteractionRest]) -> InteractionRest {
        func nearest(to x: Double, in candidates: [InteractionRest]) -> InteractionRest? {
            candidates.min { abs($0.position - x) < abs($1.position - x) }
        }
        if let outcome = release.outcome {
            let end: Double = outcome == .finish ? 1 : 0
            return rests.first { $0.position == end } ?? InteractionRest(name: outcome.rawValue, position: end)
        }
        if let limit = release.velocityThreshold, velocity != 0, abs(velocity) >= limit,
           let next = nearest(to: position, in: rests.filter { velocity > 0 ? $0.position > position : $0.position < position }) {
            return next
        }
        let coasted = projected(position, velocity: velocity, rate: release.projection ?? normalDecelerationRate)
        return nearest(to: coasted, in: rests) ?? rests[0]
    }

    /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond (Apple's documentation).
    static let normalDecelerationRate = 0.998

    /// Where a motion at `percent` moving at `velocity` (percent per second) coasts to under a
    /// deceleration `rate` per millisecond: percent + velocity / 1000 · rate / (1 − rate), the sum
    /// of the geometric series of per-millisecond steps (Apple, "Designing Fluid Interfaces",
    /// WWDC 2018). With UIScrollView's normal rate, 0.998, the velocity counts for 0.499 s.
    static func projected(_ percent: Double, velocity: Double, rate: Double) -> Double {
        percent + velocity / 1000 * rate / (1 - rate)
    }

    private static func validate(_ release: Interaction.Release) throws(GeometryError) {
        try GeometryError.require(release.threshold, in: 0...1, "release.threshold")
        if let velocity = release.velocity { try GeometryError.requireFinite(velocity, "release.velocity") }
        if let limit = release.velocityThreshold {
            try GeometryError.requireNonNegative(limit, "release.velocityThreshold")
        }
        if let rate = release.projection, !(rate > 0 && rate < 1) {
            throw GeometryError("release.projection: expected a deceleration rate in 0 < r < 1, found \(rate.messageText)")
        }
    }
}
