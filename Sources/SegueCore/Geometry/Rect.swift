/// An axis-aligned rectangle in points, as CGRect: an origin and a signed width and height.
///
/// Width or height may be negative (the rectangle then extends left or up from its origin);
/// every query below works on the `standardized` form, as CGRect's functions do.
public struct Rect: Hashable, Sendable, CustomDebugStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    /// The smallest rectangle holding `points`; `nil` for none or when a coordinate is not finite.
    public init?(bounding points: [Point]) {
        guard let first = points.first else { return nil }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() { (x0, y0, x1, y1) = (Swift.min(x0, p.x), Swift.min(y0, p.y), Swift.max(x1, p.x), Swift.max(y1, p.y)) }
        guard [x0, y0, x1, y1].allSatisfy(\.isFinite) else { return nil }
        self.init(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    public init(_ x: Double, _ y: Double, _ width: Double, _ height: Double) {
        self.init(x: x, y: y, width: width, height: height)
    }

    /// A rectangle at `origin` with `size` (so its width and height are non-negative).
    public init(origin: Point, size: Size) {
        self.init(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }

    public static let zero = Rect(0, 0, 0, 0)

    /// The same rectangle with a non-negative width and height.
    public var standardized: Rect {
        Rect(x: width < 0 ? x + width : x, y: height < 0 ? y + height : y,
             width: abs(width), height: abs(height))
    }

    /// The stored corner `(x, y)`: the top-left only when width and height are non-negative
    /// (`standardized.origin` always is).
    public var origin: Point { Point(x, y) }
    /// The standardized size (never negative).
    public var size: Size { Size(unchecked: abs(width), abs(height)) }
    /// The left edge (smallest x), whatever the sign of `width`.
    public var minX: Double { Swift.min(x, x + width) }
    /// The right edge (largest x), whatever the sign of `width`.
    public var maxX: Double { Swift.max(x, x + width) }
    /// The top edge (smallest y, since y points down), whatever the sign of `height`.
    public var minY: Double { Swift.min(y, y + height) }
    /// The bottom edge (largest y), whatever the sign of `height`.
    public var maxY: Double { Swift.max(y, y + height) }
    /// The x of the centre (the same for the standardized rectangle).
    public var midX: Double { x + width / 2 }
    /// The y of the centre (the same for the standardized rectangle).
    public var midY: Double { y + height / 2 }
    /// The centre point, which standardizing does not move.
    public var center: Point { Point(midX, midY) }
    /// True when the width or the height is zero; a negative side is not empty.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The four corners, clockwise on screen from the top-left of the standardized rectangle.
    public var corners: [Point] {
        [Point(minX, minY), Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
    }

    /// The rectangle shrunk by `dx` on the left and right and `dy` on the top and bottom
    /// (grown for negative values); `nil` when that leaves a negative size, as CGRect's null rect.
    public func insetBy(dx: Double, dy: Double) -> Rect? {
        let s = standardized
        let w = s.width - 2 * dx, h = s.height - 2 * dy
        guard w >= 0, h >= 0 else { return nil }
        return Rect(x: s.x + dx, y: s.y + dy, width: w, height: h)
    }

    /// The smallest rectangle containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = Swift.min(minX, other.minX), y0 = Swift.min(minY, other.minY)
        return Rect(x: x0, y: y0, width: Swift.max(maxX, other.maxX) - x0, height: Swift.max(maxY, other.maxY) - y0)
    }

    /// The overlap of the two rectangles, or `nil` when they do not overlap
    /// (rectangles that only touch along an edge give an empty rectangle).
    public func intersection(_ other: Rect) -> Rect? {
        let x0 = Swift.max(minX, other.minX), y0 = Swift.max(minY, other.minY)
        let x1 = Swift.min(maxX, other.maxX), y1 = Swift.min(maxY, other.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// True when `point` lies inside; like CGRect, the minimum edges are inside and the maximum edges are not.
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rectangle moved by `v`.
    public func offsetBy(_ v: Vector) -> Rect {
        Rect(x: x + v.dx, y: y + v.dy, width: width, height: height)
    }

    /// The component-wise interpolation of origin and size toward `other`.
    public func lerp(to other: Rect, _ fraction: Double) -> Rect {
        Rect(x: x + (other.x - x) * fraction, y: y + (other.y - y) * fraction,
             width: width + (other.width - width) * fraction,
             height: height + (other.height - height) * fraction)
    }

    public var debugDescription: String { "Rect(\(x), \(y), \(width), \(height))" }
}
