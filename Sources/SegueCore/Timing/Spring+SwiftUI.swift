extension Spring {
    /// SwiftUI's default `response`, 0.5 s (`Animation.spring()` and `Spring(duration:)`).
    public static let swiftUIResponse = 0.5
    /// SwiftUI's default `dampingFraction`, 0.825 (`Animation.spring(response:dampingFraction:)`).
    public static let swiftUIDampingFraction = 0.825

    /// SwiftUI's `Spring(response:dampingFraction:)`: mass 1, stiffness (2π/response)²,
    /// damping 4π·dampingFraction/response. `response` is the period of the undamped
    /// oscillation in seconds; `dampingFraction` is the damping ratio ζ (≥ 0).
    public init(response: Double, dampingFraction: Double = Spring.swiftUIDampingFraction,
                initialVelocity: Double = 0) throws(GeometryError) {
        guard response.isFinite, response > 0 else {
            throw GeometryError("response: expected a finite positive number of seconds, found \(response.messageText)")
        }
        try GeometryError.requireNonNegative(dampingFraction, "dampingFraction")
        let omega = 2 * Double.pi / response
        try self.init(mass: 1, stiffness: omega * omega, damping: 2 * dampingFraction * omega,
                      initialVelocity: initialVelocity)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: response = duration; ζ = 1 − bounce for
    /// bounce ≥ 0 (more bounce, less damping). Below 0 SwiftUI over-damps without publishing
    /// the formula; Segue uses ζ = 1 / (1 + bounce), continuous at 0 and growing without bound
    /// toward −1. `bounce` lies in −1 < bounce ≤ 1 (1 is undamped and never settles).
    public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) throws(GeometryError) {
        guard bounce > -1, bounce <= 1 else {
            throw GeometryError("bounce: expected a number in -1 < bounce ≤ 1, found \(bounce.messageText)")
        }
        let zeta = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        try self.init(response: duration, dampingFraction: zeta, initialVelocity: initialVelocity)
    }
}
