/// PLACEHOLDER (timing helper replaces this file): a damped harmonic oscillator from 0 to 1.
public struct Spring: Hashable, Sendable {
    public let mass: Double, stiffness: Double, damping: Double, initialVelocity: Double

    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10, initialVelocity: Double = 0) throws(GeometryError) {
        guard mass > 0, mass.isFinite else { throw GeometryError("mass: expected a positive number, found \(mass)") }
        guard stiffness > 0, stiffness.isFinite else { throw GeometryError("stiffness: expected a positive number, found \(stiffness)") }
        try GeometryError.requireNonNegative(damping, "damping")
        try GeometryError.requireFinite(initialVelocity, "initialVelocity")
        self.mass = mass; self.stiffness = stiffness; self.damping = damping; self.initialVelocity = initialVelocity
    }

    /// UIKit's `usingSpringWithDamping:` model: settles (envelope 0.001) exactly at `duration`.
    public static func uikit(dampingRatio: Double, duration: Double, initialVelocity: Double = 0) throws(GeometryError) -> Spring {
        fatalError("timing helper")
    }

    /// Position (progress) at `time` seconds.
    public func value(at time: Double) -> Double { fatalError("timing helper") }
    /// Velocity (progress per second) at `time` seconds.
    public func velocity(at time: Double) -> Double { fatalError("timing helper") }
    /// Seconds after which the value stays within `Spring.settlingEpsilon` of 1.
    public var settlingDuration: Double { fatalError("timing helper") }
}

/// A spring run over a fixed duration: fraction f is the spring's state at f·duration seconds.
public struct SpringTiming: TimingCurve, Hashable, Sendable {
    public let spring: Spring
    public let duration: Double
    public init(spring: Spring, duration: Double) { self.spring = spring; self.duration = duration }
    public func progress(at fraction: Double) -> Double { spring.value(at: max(0, fraction) * duration) }
}
