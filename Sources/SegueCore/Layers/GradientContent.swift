/// A gradient filling a layer's bounds, as CAGradientLayer draws one (Apple's CAGradientLayer
/// documentation and QuartzCore's header comments).
///
/// Points are in the unit square of the bounds ((0, 0) top-left, (1, 1) bottom-right). An axial
/// gradient runs from `startPoint` to `endPoint`, constant across that line and extended with
/// its end colours beyond it. A radial one is centred on `startPoint` and reaches its last colour
/// on the ellipse through `endPoint` (radii |Δx|·width and |Δy|·height). `locations` places each
/// colour along the way (0 at the start, 1 at the end); `nil` spreads them evenly. Colours are
/// interpolated unpremultiplied, as CA's are (a fade to `UIColor.clear`, transparent black,
/// darkens midway).
public struct GradientContent: Hashable, Sendable {
    /// The gradient's shape.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case axial, radial
    }

    public var kind: Kind
    public var colors: [Color]
    /// Where each colour sits, 0...1, ascending; `nil` spreads the colours evenly.
    public var locations: [Double]?
    public var startPoint: Point
    public var endPoint: Point

    /// A gradient with CAGradientLayer's defaults: axial, top centre (0.5, 0) to bottom centre
    /// (0.5, 1), colours spread evenly.
    public init(kind: Kind = .axial, colors: [Color], locations: [Double]? = nil,
                startPoint: Point = Point(0.5, 0), endPoint: Point = Point(0.5, 1)) {
        self.kind = kind
        self.colors = colors
        self.locations = locations
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// The colour stops drawn: each colour at its location (evenly spread when there are no
    /// locations; a single colour is a stop at 0). As CA draws mismatched arrays, colours past
    /// the last location are left out, and locations past the last colour are ignored.
    public var stops: [(location: Double, color: Color)] {
        guard !colors.isEmpty else { return [] }
        guard let locations else {
            let n = colors.count
            return colors.enumerated().map { (n == 1 ? 0 : Double($0.offset) / Double(n - 1), $0.element) }
        }
        return zip(locations, colors).map { ($0.0.isFinite ? $0.0 : 0, $0.1) }
    }
}
