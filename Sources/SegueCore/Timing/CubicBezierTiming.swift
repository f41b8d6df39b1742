/// A cubic-bézier timing function, Core Animation's `CAMediaTimingFunction(controlPoints:)`.
///
/// The curve runs from (0, 0) through the control points (x1, y1) and (x2, y2) to (1, 1);
/// x is the elapsed time fraction and y the progress. Invariants: x1 and x2 lie in 0...1, so
/// x grows monotonically with the curve parameter and every time fraction has exactly one
/// progress; y1 and y2 are finite and may leave 0...1 (overshooting curves). Every finite
/// fraction gives a finite progress and slope, even for y near the largest double.
///
/// Solving x(t) = fraction for the curve parameter t follows the approach of WebKit's
/// `UnitBezier` and Chromium's `gfx::CubicBezier`: a few Newton steps from t = fraction, then
/// bisection if Newton did not converge. Outside 0...1 the curve continues along a straight
/// line with the slope it has at that end (see `CubicBezierTiming+Solver.swift`).
public struct CubicBezierTiming: TimingCurve, Hashable, Sendable {
    /// The control points: x1 and x2 in 0...1 (time), y1 and y2 any finite value (progress).
    public let x1: Double, y1: Double, x2: Double, y2: Double

    /// A curve with control points (x1, y1) and (x2, y2); x values outside 0...1 and
    /// non-finite values are rejected, as Core Animation requires.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(GeometryError) {
        try GeometryError.require(x1, in: 0...1, "x1")
        try GeometryError.require(x2, in: 0...1, "x2")
        try GeometryError.requireFinite(y1, "y1")
        try GeometryError.requireFinite(y2, "y2")
        self.init(unchecked: x1, y1, x2, y2)
    }

    /// A curve from trusted control points (the caller guarantees the invariants).
    public init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    /// `kCAMediaTimingFunctionLinear`: progress equals the time fraction.
    public static let linear = CubicBezierTiming(unchecked: 0, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseIn`: starts slowly.
    public static let easeIn = CubicBezierTiming(unchecked: 0.42, 0, 1, 1)
    /// `kCAMediaTimingFunctionEaseOut`: ends slowly.
    public static let easeOut = CubicBezierTiming(unchecked: 0, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionEaseInEaseOut`: slow at both ends, symmetric about (½, ½).
    public static let easeInEaseOut = CubicBezierTiming(unchecked: 0.42, 0, 0.58, 1)
    /// `kCAMediaTimingFunctionDefault`: Core Animation's default, a quick start and long settle.
    public static let `default` = CubicBezierTiming(unchecked: 0.25, 0.1, 0.25, 1)

    /// The progress at `fraction` of the duration; linear extrapolation outside 0...1.
    /// Finite for every finite fraction, however extreme the control points (see `clampedToFinite`).
    public func progress(at fraction: Double) -> Double {
        if fraction <= 0 { return (fraction * startSlope).clampedToFinite }
        if fraction >= 1 { return (1 + (fraction - 1) * endSlope).clampedToFinite }
        return sampleY(solveT(forX: fraction))
    }

    /// The time fraction in 0...1 at which the curve's progress first reaches `progress`, for
    /// a curve whose progress rises from 0 to 1 without overshooting (the four named curves
    /// and every curve with y1 and y2 in 0...1); a progress outside 0...1 gives 0 or 1. How
    /// far into a keyframe animation eased as a whole a keyframe starts (UIKit's
    /// `animateKeyframes`). Bisection on the curve parameter, where progress and time both rise.
    public func fraction(reachingProgress progress: Double) -> Double {
        guard progress > 0 else { return 0 }
        guard progress < 1 else { return 1 }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<Self.bisectionSteps {
            let t = (low + high) / 2
            if sampleY(t) < progress { low = t } else { high = t }
        }
        return sampleX(high)
    }

    /// The slope dy/dx (progress per unit of time fraction) at `fraction`.
    ///
    /// At and beyond the ends it is the end slope the extrapolation uses. Where dx/dt
    /// vanishes inside the curve (only possible for x1 = 1, x2 = 0 style curves) the ratio is
    /// taken across a small parameter step instead, so the result stays finite.
    /// Finite for every finite fraction (clamped, as `progress(at:)`).
    public func slope(at fraction: Double) -> Double {
        if fraction <= 0 { return startSlope }
        if fraction >= 1 { return endSlope }
        let t = solveT(forX: fraction)
        let dx = sampleDX(t)
        // dy/dt is taken divided by `yScale` and the scale put back last, so no intermediate
        // overflows; only a slope beyond the largest double is clamped.
        if abs(dx) >= Self.derivativeEpsilon { return (sampleScaledDY(t) / dx * yScale).clampedToFinite }
        let lo = max(0, t - Self.secantStep), hi = min(1, t + Self.secantStep)
        let scale = yScale
        let rise = sampleY(hi) / scale - sampleY(lo) / scale
        return (rise / (sampleX(hi) - sampleX(lo)) * scale).clampedToFinite
    }
}

extension CubicBezierTiming: CustomDebugStringConvertible {
    /// Reads like the initialiser call, so a failing value pastes into a new test.
    public var debugDescription: String {
        "CubicBezierTiming(x1: \(x1), y1: \(y1), x2: \(x2), y2: \(y2))"
    }
}
