/// A width and a height in points.
///
/// Invariant: both are finite and non-negative. The throwing initialiser checks it;
/// `init(unchecked:_:)` is for code that already knows it holds.
public struct Size: Hashable, Sendable, CustomDebugStringConvertible {
    public private(set) var width: Double
    public private(set) var height: Double

    /// A validated size; throws for NaN, infinities and negative components.
    public init(width: Double, height: Double) throws(GeometryError) {
        try GeometryError.requireNonNegative(width, "width")
        try GeometryError.requireNonNegative(height, "height")
        self.init(unchecked: width, height)
    }

    /// A size whose components the caller guarantees are finite and non-negative.
    public init(unchecked width: Double, _ height: Double) {
        assert(width.isFinite && height.isFinite && width >= 0 && height >= 0, "invalid Size(\(width), \(height))")
        self.width = width
        self.height = height
    }

    public static let zero = Size(unchecked: 0, 0)

    /// True when either side is zero: such a layer draws nothing.
    public var isEmpty: Bool { width == 0 || height == 0 }

    /// The component-wise interpolation toward `other`; both ends valid makes the result valid for fractions in 0...1.
    public func lerp(to other: Size, _ fraction: Double) -> Size {
        Size(unchecked: max(0, width + (other.width - width) * fraction),
             max(0, height + (other.height - height) * fraction))
    }

    public var debugDescription: String { "Size(unchecked: \(width), \(height))" }
}
