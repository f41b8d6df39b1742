import SegueCore

/// CAShapeLayer's `lineCap` values, string-backed as in Core Animation (`kCALineCapButt` is "butt").
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the cap: "butt", "round" or "square".
    public let rawValue: String
    /// A cap of any string; setting one other than the three below on `lineCap` is recorded as misuse, and
    /// the layer strokes butt caps.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The stroke stops at the end point (CAShapeLayer's default).
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    /// A half square past the end point.
    public static let square = CAShapeLayerLineCap(rawValue: "square")

    /// Segue's cap of this value; nil for a raw value Core Animation does not define.
    var core: LineCap? { LineCap(rawValue: rawValue) }
}

/// CAShapeLayer's `lineJoin` values, string-backed as in Core Animation (`kCALineJoinMiter` is "miter").
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the join: "miter", "round" or "bevel".
    public let rawValue: String
    /// A join of any string; setting one other than the three below on `lineJoin` is recorded as misuse,
    /// and the layer strokes miter joins.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A sharp corner, cut off past the miter limit (CAShapeLayer's default).
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// A corner cut off square.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")

    /// Segue's join of this value; nil for a raw value Core Animation does not define.
    var core: LineJoin? { LineJoin(rawValue: rawValue) }
}

/// CAShapeLayer's `fillRule` values, string-backed as in Core Animation: `kCAFillRuleNonZero`
/// is "non-zero" and `kCAFillRuleEvenOdd` "even-odd".
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    /// Core Animation's string for the rule: "non-zero" or "even-odd".
    public let rawValue: String
    /// A rule of any string; setting one other than the two below on `fillRule` is recorded as misuse, and
    /// the layer fills by the non-zero rule.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Inside where the path winds around a point a non-zero number of times (the default).
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    /// Inside where a ray crosses the path an odd number of times.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")

    /// Segue's rule of this value; nil for a raw value Core Animation does not define.
    var core: FillRule? {
        switch self {
        case .nonZero: .nonZero
        case .evenOdd: .evenOdd
        default: nil
        }
    }
}
