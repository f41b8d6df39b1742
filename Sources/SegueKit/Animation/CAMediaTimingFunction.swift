import SegueCore

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The name, as Core Animation's constants spell it ("easeIn", …).
    public let rawValue: String
    /// A name; only the five below make a timing function: `CAMediaTimingFunction(name:)` records any other as misuse.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Progress equals the fraction of the duration: control points (0, 0) and (1, 1).
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Starts slowly: control points (0.42, 0) and (1, 1).
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Ends slowly: control points (0, 0) and (0.58, 1).
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends: control points (0.42, 0) and (0.58, 1).
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve, a quick start and a long settle: control points (0.25, 0.1) and (0.25, 1). Implicit
    /// animations of standalone layers use it when the transaction sets no timing function.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// Core Animation's cubic-bézier timing function: (0, 0), two control points, (1, 1). The
/// named ones have CA's control points (`CubicBezierTiming.linear` … `.default`: easeIn is
/// (0.42, 0, 1, 1), easeInEaseOut (0.42, 0, 0.58, 1), default (0.25, 0.1, 0.25, 1)), and
/// progress is solved as Core's `CubicBezierTiming` solves it.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    /// The curve Segue evaluates.
    let curve: CubicBezierTiming

    /// One of the predefined curves.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(curve: .linear)
        case .easeIn: self.init(curve: .easeIn)
        case .easeOut: self.init(curve: .easeOut)
        case .easeInEaseOut: self.init(curve: .easeInEaseOut)
        case .default: self.init(curve: .default)
        default:
            Misuse.record(SegueKitError("CAMediaTimingFunction(name: \(MessageText.quoted(name.rawValue))): expected linear, easeIn, easeOut, easeInEaseOut or default"))
            self.init(curve: .linear)
        }
    }

    /// A curve through (c1x, c1y) and (c2x, c2y). Core Animation requires the x values in 0…1;
    /// others are recorded as misuse (the recording fails naming this call) and clamped.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let values = [c1x, c1y, c2x, c2y].map(Double.init)
        if let curve = try? CubicBezierTiming(x1: values[0], y1: values[1], x2: values[2], y2: values[3]) {
            self.curve = curve
        } else {
            Misuse.record(SegueKitError("CAMediaTimingFunction(controlPoints: \(c1x), \(c1y), \(c2x), \(c2y)): "
                + "expected x values in 0...1 and finite y values"))
            func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(1, max(0, v)) }
            func finite(_ v: Double) -> Double { v.isFinite ? v : 0 }
            self.curve = CubicBezierTiming(unchecked: unit(values[0]), finite(values[1]), unit(values[2]), finite(values[3]))
        }
        super.init()
    }

    init(curve: CubicBezierTiming) {
        self.curve = curve
        super.init()
    }

    /// Writes control point `index` (0: (0, 0), 1 and 2: the control points, 3: (1, 1)) into
    /// `values[0]` and `values[1]`; an index outside 0…3 is recorded as misuse and writes nothing.
    open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points: [(Double, Double)] = [(0, 0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1, 1)]
        guard points.indices.contains(index) else {
            Misuse.record(SegueKitError("CAMediaTimingFunction.getControlPoint(at: \(index)): expected an index in 0...3"))
            return
        }
        values[0] = Float(points[index].0)
        values[1] = Float(points[index].1)
    }

    /// The progress at `fraction` of the duration.
    func progress(at fraction: Double) -> Double { curve.progress(at: fraction) }

    /// Whether `object` is a timing function with the same control points (two made from one name are equal).
    open override func isEqual(_ object: Any?) -> Bool { (object as? CAMediaTimingFunction)?.curve == curve }
    /// A hash of the control points, consistent with `isEqual(_:)`.
    open override var hash: Int { curve.hashValue }
}
