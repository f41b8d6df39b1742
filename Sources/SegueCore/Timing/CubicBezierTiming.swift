/// PLACEHOLDER (timing helper replaces this file): a cubic-bézier timing function.
public struct CubicBezierTiming: TimingCurve, Hashable, Sendable {
    public let x1: Double, y1: Double, x2: Double, y2: Double

    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws(GeometryError) {
        try GeometryError.require(x1, in: 0...1, "x1")
        try GeometryError.require(x2, in: 0...1, "x2")
        try GeometryError.requireFinite(y1, "y1")
        try GeometryError.requireFinite(y2, "y2")
        self.init(unchecked: x1, y1, x2, y2)
    }

    public init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
    }

    public static let linear = CubicBezierTiming(unchecked: 0, 0, 1, 1)
    public static let easeIn = CubicBezierTiming(unchecked: 0.42, 0, 1, 1)
    public static let easeOut = CubicBezierTiming(unchecked: 0, 0, 0.58, 1)
    public static let easeInEaseOut = CubicBezierTiming(unchecked: 0.42, 0, 0.58, 1)
    public static let `default` = CubicBezierTiming(unchecked: 0.25, 0.1, 0.25, 1)

    public func progress(at fraction: Double) -> Double {
        func bez(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
        }
        if fraction <= 0 { return 0 }
        if fraction >= 1 { return 1 }
        var lo = 0.0, hi = 1.0
        for _ in 0..<60 {
            let mid = (lo + hi) / 2
            if bez(mid, x1, x2) < fraction { lo = mid } else { hi = mid }
        }
        return bez((lo + hi) / 2, y1, y2)
    }
}
