/// The numeric core of `CubicBezierTiming`: the polynomial in the curve parameter t, the
/// solver for t given a time fraction, and the end slopes used for extrapolation.
///
/// The shape of the solver is the one WebKit's `UnitBezier` and Chromium's `gfx::CubicBezier`
/// use (Newton from t = x, bisection as the fallback, end-slope extrapolation); the code is
/// Segue's own.
extension CubicBezierTiming {
    /// How close x(t) must come to the requested fraction. The progress error is this times
    /// the curve's slope, so 1e-10 keeps results within 1e-6 for slopes up to 10⁴, far past
    /// any easing a template writes, while bisection still needs only ~34 halvings.
    static let solverEpsilon = 1e-10

    /// Below this |dx/dt| a Newton step would jump too far to be trusted, so the solver
    /// switches to bisection (WebKit uses the same order of magnitude).
    static let derivativeEpsilon = 1e-6

    /// Newton converges quadratically from t = x on every CA curve; 8 steps are plenty and
    /// bound the work when it does not.
    static let newtonSteps = 8

    /// Bisection halves 0...1 this many times at most: 2⁻⁶⁰ is far below `solverEpsilon`.
    static let bisectionSteps = 60

    /// Parameter step for the slope where dx/dt vanishes: small enough to be local, large
    /// enough that the x difference is not lost to rounding.
    static let secantStep = 1e-5

    // x: the Bernstein form expanded to a·t³ + b·t² + c·t, evaluated in Horner form (x1 and
    // x2 lie in 0...1, so every coefficient is small).
    private var cx: Double { 3 * x1 }
    private var bx: Double { 3 * (x2 - x1) - cx }
    private var ax: Double { 1 - cx - bx }

    func sampleX(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
    func sampleDX(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

    /// y(t) in Bernstein form, 3(1 − t)²t·y1 + 3(1 − t)t²·y2 + t³. The two weights sum to
    /// 3t(1 − t) ≤ ¾, so |y| ≤ ¾·max(|y1|, |y2|) + 1 stays finite for every finite y1 and y2,
    /// where the expanded polynomial's coefficients (3·y1, 3(y2 − y1) − 3·y1) overflow past
    /// about 6·10³⁰⁷ and give ∞ − ∞.
    func sampleY(_ t: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t
    }

    /// dy/dt / `yScale`: 3[(1 − t)(1 − 3t)·y1 + t(2 − 3t)·y2 + t²] with every y divided by
    /// the scale first, so it is finite whatever y1 and y2 are.
    func sampleScaledDY(_ t: Double) -> Double {
        let scale = yScale
        return 3 * ((1 - t) * (1 - 3 * t) * (y1 / scale) + t * (2 - 3 * t) * (y2 / scale) + t * t / scale)
    }

    /// max(1, |y1|, |y2|): the factor that keeps intermediate y terms finite.
    var yScale: Double { max(1, abs(y1), abs(y2)) }

    /// The curve parameter t in 0...1 with x(t) = `x`, for `x` in 0...1.
    func solveT(forX x: Double) -> Double {
        var t = x
        for _ in 0..<Self.newtonSteps {
            let error = sampleX(t) - x
            if abs(error) < Self.solverEpsilon { return t }
            let derivative = sampleDX(t)
            if abs(derivative) < Self.derivativeEpsilon { break }
            t -= error / derivative
        }
        return bisectT(forX: x)
    }

    /// Bisection on 0...1; x(t) is monotone because x1 and x2 lie in 0...1.
    private func bisectT(forX x: Double) -> Double {
        var lo = 0.0, hi = 1.0, t = x
        for _ in 0..<Self.bisectionSteps {
            let sampled = sampleX(t)
            if abs(sampled - x) < Self.solverEpsilon { return t }
            if sampled < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }

    /// dy/dx at fraction 0: the direction from (0,0) to the first control point that is not
    /// (0,0) itself; 1 for the degenerate all-zero case, flat when the tangent is vertical.
    /// Clamped to a finite number, as `clampedToFinite`.
    var startSlope: Double {
        if x1 > 0 { return (y1 / x1).clampedToFinite }
        if y1 == 0 && x2 > 0 { return (y2 / x2).clampedToFinite }
        if y1 == 0 && y2 == 0 { return 1 }
        return 0
    }

    /// dy/dx at fraction 1, mirroring `startSlope` from the (1,1) end.
    var endSlope: Double {
        if x2 < 1 { return ((y2 - 1) / (x2 - 1)).clampedToFinite }
        if y2 == 1 && x1 < 1 { return ((y1 - 1) / (x1 - 1)).clampedToFinite }
        if y2 == 1 && y1 == 1 { return 1 }
        return 0
    }
}

extension Double {
    /// ±∞ as the largest finite double of that sign; finite values (and NaN) unchanged.
    ///
    /// Extreme control points (y near ±1.8·10³⁰⁸) make slopes and extrapolated progress
    /// overflow; like Chromium's `gfx::CubicBezier` (its ClampInfinityEvaluation test), Segue
    /// keeps every result for a finite input finite by clamping instead.
    var clampedToFinite: Double {
        if self == .infinity { return .greatestFiniteMagnitude }
        if self == -.infinity { return -.greatestFiniteMagnitude }
        return self
    }
}
