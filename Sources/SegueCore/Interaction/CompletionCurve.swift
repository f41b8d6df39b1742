/// The curve that plays the rest of an interactive transition after release, resolved once
/// with its duration and, for springs, the gesture's velocity.
enum CompletionCurve: Hashable, Sendable {
    /// Nothing left to play (released at the end it goes to).
    case instant
    case cubic(CubicBezierTiming, duration: Double)
    case spring(SpringTiming)

    /// Seconds the completion lasts.
    var duration: Double {
        switch self {
        case .instant: return 0
        case .cubic(_, let duration): return duration
        case .spring(let timing): return timing.duration
        }
    }

    /// Progress c(τ) of the remaining distance at τ = elapsed / duration; 1 from τ = 1 on.
    func progress(at tau: Double) -> Double {
        guard tau < 1 else { return 1 }
        switch self {
        case .instant: return 1
        case .cubic(let curve, _): return curve.progress(at: tau)
        case .spring(let timing): return timing.progress(at: tau)
        }
    }

    /// Resolves `timing` for a remaining distance (fraction of the transition) and the
    /// release velocity (percent per second, signed toward finishing).
    ///
    /// - Cubic curves and UIKit damping-ratio springs last remaining·D / completionSpeed, as
    ///   UIPercentDrivenInteractiveTransition's completion does.
    /// - Springs are launched at the gesture's velocity in UIKit's unit, the fraction of the
    ///   remaining distance per second (v/remaining finishing, −v/remaining cancelling), so
    ///   d(fraction)/dt does not jump at release; the template's own initial velocity is replaced.
    ///   A damping-ratio spring's stiffness is then solved for that velocity and the remaining
    ///   duration with UIKit's equation (`Spring.uikit`), as `UISpringTimingParameters` given
    ///   the release velocity would be.
    /// - A physical spring is sped up by completionSpeed (stiffness × s², damping × s: the same
    ///   motion played s times faster) and lasts its own settling duration, so it ends at rest
    ///   instead of being cut off mid-swing.
    /// Errors start with `completionCurve: `, the field at fault.
    static func resolve(_ timing: Timing, remaining: Double, towardEnd velocity: Double,
                        transitionDuration: Double, speed: Double) throws(GeometryError) -> CompletionCurve {
        do {
            return try solve(timing, remaining: remaining, towardEnd: velocity, transitionDuration: transitionDuration, speed: speed)
        } catch {
            throw error.message.hasPrefix("completionCurve: ") ? error : GeometryError("completionCurve: \(error.message)")
        }
    }

    private static func solve(_ timing: Timing, remaining: Double, towardEnd velocity: Double,
                              transitionDuration: Double, speed: Double) throws(GeometryError) -> CompletionCurve {
        guard remaining > 0 else { return .instant }
        let handoff = velocity / remaining
        let duration = remaining * transitionDuration / speed
        switch timing {
        case .cubicBezier(let curve):
            return .cubic(curve, duration: duration)
        case .spring(.dampingRatio(let ratio, _)):
            let spring = try Spring.uikit(dampingRatio: ratio, duration: duration, initialVelocity: handoff)
            return .spring(SpringTiming(spring: spring, duration: duration))
        case .spring(.physical(let template)):
            let spring = try Spring(mass: template.mass, stiffness: template.stiffness * speed * speed,
                                    damping: template.damping * speed, initialVelocity: handoff)
            let settle = spring.settlingDuration
            guard settle.isFinite else {
                throw GeometryError("completionCurve: expected a spring that settles (damping > 0), found damping 0, which never settles")
            }
            return settle > 0 ? .spring(SpringTiming(spring: spring, duration: settle)) : .instant
        }
    }
}
