/// A damped harmonic oscillator that carries progress from 0 to 1, as `CASpringAnimation`.
///
/// The equation is m·x″ + c·x′ + k·(x − 1) = 0 with x(0) = 0 and x′(0) = `initialVelocity`,
/// solved in closed form (under-, critically or over-damped; see `Spring+Motion.swift`), never
/// by numeric integration. The velocity unit is UIKit's: progress per second, so 1.0 covers
/// the whole distance in one second.
///
/// Invariants: mass and stiffness are finite and positive, damping finite and non-negative,
/// initial velocity finite, and the natural frequency √(k/m) and damping ratio finite. Damping 0 oscillates forever: its `settlingDuration` is infinite.
public struct Spring: Hashable, Sendable {
    /// m, k and c of the equation in the type's doc (CASpringAnimation's `mass`, `stiffness` and
    /// `damping`) and x′(0) in progress per second.
    public let mass: Double, stiffness: Double, damping: Double, initialVelocity: Double

    /// CASpringAnimation's default mass, stiffness and damping: 1, 100 and 10.
    public static let caMass = 1.0, caStiffness = 100.0, caDamping = 10.0

    /// A spring in Core Animation's terms; the defaults are `CASpringAnimation`'s.
    public init(mass: Double = Spring.caMass, stiffness: Double = Spring.caStiffness, damping: Double = Spring.caDamping,
                initialVelocity: Double = 0) throws(GeometryError) {
        try Self.requirePositive(mass, "mass")
        try Self.requirePositive(stiffness, "stiffness")
        try GeometryError.requireNonNegative(damping, "damping")
        try GeometryError.requireFinite(initialVelocity, "initialVelocity")
        // A mass tiny beside the stiffness (5e-324 against 10 000) overflows k/m: ω₀ and the
        // motion would be ∞ and NaN, so the frequency and damping ratio must be finite too.
        guard (stiffness / mass).isFinite, (damping / (2 * (stiffness * mass).squareRoot())).isFinite else {
            throw GeometryError("mass: expected a mass for which √(stiffness/mass) and the damping ratio are finite, "
                + "found mass \(mass.messageText) with stiffness \(stiffness.messageText) and damping \(damping.messageText)")
        }
        self.mass = mass; self.stiffness = stiffness; self.damping = damping
        self.initialVelocity = initialVelocity
    }

    /// Undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// Damping ratio ζ = c / (2√(km)): below 1 it overshoots, 1 is critical, above 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Position (progress) at `time` seconds; 0 before the start.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        return 1 + motion.displacement(at: time)
    }

    /// Velocity (progress per second) at `time` seconds; 0 before the start.
    public func velocity(at time: Double) -> Double {
        guard time >= 0 else { return 0 }
        return motion.velocity(at: time)
    }

    private static func requirePositive(_ value: Double, _ name: String) throws(GeometryError) {
        guard value.isFinite, value > 0 else {
            throw GeometryError("\(name): expected a finite positive number, found \(value.messageText)")
        }
    }
}

extension Spring: CustomDebugStringConvertible {
    /// Reads like the initialiser call, so a failing value pastes into a new test.
    public var debugDescription: String {
        "Spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity))"
    }
}

/// A spring run over a fixed duration: fraction f is the spring's state at f·duration seconds.
///
/// The duration is how long the animation lasts, not a property of the physics: at fraction 1
/// and after, the progress is exactly 1, as Core Animation shows the model value once an
/// animation ends. (A UIKit spring is within 0.001 of 1 there, so the cut is invisible; a
/// physical spring cut off before it settles snaps, as in Core Animation.)
public struct SpringTiming: TimingCurve, Hashable, Sendable {
    /// The spring, started at fraction 0.
    public let spring: Spring
    /// Seconds the animation lasts: fraction 1 is this far into the spring's motion.
    public let duration: Double
    /// `spring` played over `duration` seconds.
    public init(spring: Spring, duration: Double) { self.spring = spring; self.duration = duration }

    /// The spring's progress at `fraction`·`duration` seconds.
    public func progress(at fraction: Double) -> Double {
        fraction >= 1 ? 1 : spring.value(at: max(0, fraction) * duration)
    }

    /// d(progress)/d(fraction) = the spring's velocity times the duration; 0 from fraction 1 on,
    /// where the progress holds at 1.
    public func slope(at fraction: Double) -> Double {
        fraction >= 1 ? 0 : spring.velocity(at: max(0, fraction) * duration) * duration
    }
}
