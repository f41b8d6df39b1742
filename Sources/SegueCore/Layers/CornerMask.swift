/// Which corners `cornerRadius` rounds: CALayer's `maskedCorners` (CACornerMask), named by the
/// corner's place in the layer's bounds, y down: minXMinY is the top-left. All four by default.
/// The others stay square, so a sheet or a card rounded only at the top is one layer.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The top-left corner (kCALayerMinXMinYCorner, 1).
    public static let minXMinY = CornerMask(rawValue: 1 << 0)
    /// The top-right corner (kCALayerMaxXMinYCorner, 2).
    public static let maxXMinY = CornerMask(rawValue: 1 << 1)
    /// The bottom-left corner (kCALayerMinXMaxYCorner, 4).
    public static let minXMaxY = CornerMask(rawValue: 1 << 2)
    /// The bottom-right corner (kCALayerMaxXMaxYCorner, 8).
    public static let maxXMaxY = CornerMask(rawValue: 1 << 3)
    /// Every corner: CALayer's default.
    public static let all: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]

    /// The same corners on the other side (left ↔ right), as a right-to-left layout mirrors them.
    public var mirrored: CornerMask {
        var out: CornerMask = []
        if contains(.minXMinY) { out.insert(.maxXMinY) }
        if contains(.maxXMinY) { out.insert(.minXMinY) }
        if contains(.minXMaxY) { out.insert(.maxXMaxY) }
        if contains(.maxXMaxY) { out.insert(.minXMaxY) }
        return out
    }
}

extension BezierPath {
    /// The rectangle `r` with the corners of `corners` rounded by `cornerRadius` (clamped to half
    /// the shorter side, as CA clamps it) and the others square: `roundedRect(_:cornerRadius:)`
    /// itself when every corner is rounded.
    public static func roundedRect(_ r: Rect, cornerRadius: Double, corners: CornerMask) -> BezierPath {
        guard corners != .all else { return roundedRect(r, cornerRadius: cornerRadius) }
        let s = r.standardized
        let radius = min(max(0, cornerRadius), s.width / 2, s.height / 2)
        func corner(_ c: CornerMask) -> CornerRadii { corners.contains(c) ? CornerRadii(x: radius, y: radius) : .zero }
        return roundedRect(s, topLeft: corner(.minXMinY), topRight: corner(.maxXMinY), bottomRight: corner(.maxXMaxY),
                           bottomLeft: corner(.minXMaxY))
    }
}
