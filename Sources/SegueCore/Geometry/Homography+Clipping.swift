extension Homography {
    /// The smallest W a drawn point may have: points nearer the viewer's plane than this are
    /// treated as behind it, which keeps X/W and Y/W finite (a layer reaching past the viewer
    /// is cut there, as a camera's near plane cuts it).
    public static let nearestDepthFactor = 1e-3

    /// The part of the convex `polygon` (in the source plane) in front of the viewer, cut where
    /// W = `nearestDepthFactor`; empty when all of it is behind.
    public func visiblePart(of polygon: [Point]) -> [Point] {
        Homography.clip(polygon, keeping: HalfPlane(a: h13, b: h23, c: h33 - Homography.nearestDepthFactor))
    }

    /// The box of the image of `rect`'s visible part (`visiblePart(of:)`), or `nil` when none
    /// of it is in front of the viewer.
    public func mappedBounds(of rect: Rect) -> Rect? {
        Rect(bounding: visiblePart(of: rect.corners).compactMap { apply(to: $0) })
    }

    /// The points of the source plane that land on the side x ≥ `x` (`greater`) or x ≤ `x` of
    /// the target plane, among those in front of the viewer: X − x·W ≥ 0, a half-plane in the
    /// source because X and W are linear in it.
    public func halfPlane(targetX x: Double, greater: Bool) -> HalfPlane {
        let s: Double = greater ? 1 : -1
        return HalfPlane(a: s * (h11 - x * h13), b: s * (h21 - x * h23), c: s * (h31 - x * h33))
    }

    /// As `halfPlane(targetX:greater:)`, for y.
    public func halfPlane(targetY y: Double, greater: Bool) -> HalfPlane {
        let s: Double = greater ? 1 : -1
        return HalfPlane(a: s * (h12 - y * h13), b: s * (h22 - y * h23), c: s * (h32 - y * h33))
    }

    /// The points (x, y) with a·x + b·y + c ≥ 0.
    public struct HalfPlane: Hashable, Sendable {
        public var a: Double, b: Double, c: Double
        public init(a: Double, b: Double, c: Double) { (self.a, self.b, self.c) = (a, b, c) }
        func value(at p: Point) -> Double { a * p.x + b * p.y + c }
    }

    /// The part of the convex `polygon` inside `half` (Sutherland and Hodgman's clipping
    /// against one edge): each edge keeps its inside end and gains the point where it crosses.
    public static func clip(_ polygon: [Point], keeping half: HalfPlane) -> [Point] {
        guard let last = polygon.last else { return [] }
        var result: [Point] = []
        result.reserveCapacity(polygon.count + 1)
        var previous = last, previousValue = half.value(at: last)
        for point in polygon {
            let value = half.value(at: point)
            if (value >= 0) != (previousValue >= 0) {
                let t = previousValue / (previousValue - value)
                result.append(previous.lerp(to: point, t))
            }
            if value >= 0 { result.append(point) }
            (previous, previousValue) = (point, value)
        }
        return result
    }
}
