import SegueCore

/// Core Graphics' fill rules: which points a self-intersecting path encloses.
public enum CGPathFillRule: Int, Hashable, Sendable {
    /// Inside where the path winds around the point a non-zero number of times (the default).
    case winding
    /// Inside where a ray from the point crosses the path an odd number of times.
    case evenOdd

    /// Segue's rule of the same meaning.
    var core: FillRule { self == .winding ? .nonZero : .evenOdd }
}

extension CGPath {
    /// Whether the area the path fills under `rule` holds `point` mapped by `transform`
    /// (CGPath's `contains(_:using:transform:)`; Core's `BezierPath.contains(_:rule:)`).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        bezierPath.contains(point.applying(transform).core, rule: rule.core)
    }
}
