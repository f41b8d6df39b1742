extension AnimationValue {
    /// The value `fraction` of the way to `other`, as Core Animation interpolates each kind:
    /// component-wise for numbers, points, vectors, sizes and rects, in sRGB for colours
    /// (`Color.lerp`), element by element for paths (`BezierPath.interpolated`).
    ///
    /// Fractions outside 0...1 (a spring's overshoot) extrapolate. Values of different kinds,
    /// or paths of different structure, cannot be interpolated: the result is then `self`
    /// until the fraction reaches 1 and `other` from there, as a discrete animation would
    /// show them (`Scene.resolved()` rejects such animations).
    public func interpolated(to other: AnimationValue, fraction t: Double) -> AnimationValue {
        switch (self, other) {
        case let (.number(a), .number(b)): return .number(a + (b - a) * t)
        case let (.point(a), .point(b)): return .point(a.lerp(to: b, t))
        case let (.vector(a), .vector(b)): return .vector(Vector(a.dx + (b.dx - a.dx) * t, a.dy + (b.dy - a.dy) * t))
        case let (.size(a), .size(b)): return .size(a.lerp(to: b, t))
        case let (.rect(a), .rect(b)): return .rect(a.lerp(to: b, t))
        case let (.color(a), .color(b)): return .color(a.lerp(to: b, t))
        case let (.path(a), .path(b)):
            if let path = try? a.interpolated(to: b, fraction: t) { return .path(path) }
            return t < 1 ? self : other
        default:
            return t < 1 ? self : other
        }
    }
}
