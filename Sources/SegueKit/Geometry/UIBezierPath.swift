import SegueCore

/// The corners of a rectangle, for UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:);
/// UIKit's raw values (top left 1, top right 2, bottom left 4, bottom right 8).
public struct UIRectCorner: OptionSet, Hashable, Sendable {
    /// The corner bits: top left 1, top right 2, bottom left 4, bottom right 8.
    public let rawValue: UInt
    /// The corners of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All four corners. Its raw value is 15, the four bits; UIKit's is every bit set (`~0`), which
    /// rounds the same corners.
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// UIKit's path object: a path and the stroke attributes UIKit draws it with (Apple's
/// UIBezierPath documentation), in UIKit's y-down points.
///
/// The path is Segue's `BezierPath`; `cgPath` gives it to a shape layer. Drawing it directly
/// (`fill()`, `stroke()`) needs a graphics context, which SegueKit does not have: those calls are
/// recorded as unsupported. Not `Sendable`, as in UIKit: it is mutable.
open class UIBezierPath: NSObject {
    /// The elements Segue draws.
    var path: BezierPath

    /// The stroke width in points (UIKit's default 1).
    open var lineWidth: CGFloat = 1
    /// How the ends of open subpaths are stroked (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// How corners are stroked (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// Whether filling uses the even-odd rule instead of non-zero winding (default false).
    open var usesEvenOddFillRule = false

    init(_ path: BezierPath) {
        self.path = path
        super.init()
    }

    /// An empty path.
    public override convenience init() { self.init(BezierPath()) }

    /// A closed rectangle: a move to (minX, minY) and lines clockwise on screen.
    public convenience init(rect: CGRect) { self.init(BezierPath.rect(rect.core)) }

    /// The ellipse inscribed in `rect`: four cubic curves from (maxX, midY) clockwise on screen.
    public convenience init(ovalIn rect: CGRect) { self.init(BezierPath.oval(in: rect.core)) }

    /// A rectangle with circular corners of `cornerRadius`, clamped to half the shorter side.
    ///
    /// UIKit draws its "continuous" corner curve, whose exact shape Apple does not publish; Segue
    /// draws circular quarter arcs (Core's `BezierPath.roundedRect`, as CGPath(roundedRect:…)
    /// draws them), which differ from UIKit's by a fraction of a point near where a corner meets
    /// its edges.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(BezierPath.roundedRect(rect.core, cornerRadius: Double(cornerRadius)))
    }

    /// A rectangle with the given corners rounded by quarter ellipses `cornerRadii.width` wide and
    /// `cornerRadii.height` high, each clamped to half the rectangle's width or height (Apple:
    /// "Values larger than half the rectangle's width or height are clamped appropriately");
    /// the other corners are square. Circular arcs, as in `init(roundedRect:cornerRadius:)`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        let radii = BezierPath.CornerRadii(x: Double(cornerRadii.width), y: Double(cornerRadii.height))
        func corner(_ c: UIRectCorner) -> BezierPath.CornerRadii { corners.contains(c) ? radii : .zero }
        self.init(BezierPath.roundedRect(rect.core, topLeft: corner(.topLeft), topRight: corner(.topRight),
                                        bottomRight: corner(.bottomRight), bottomLeft: corner(.bottomLeft)))
    }

    /// An open arc of the circle at `center`. UIKit's `clockwise` is clockwise on screen: `true`
    /// sweeps toward increasing angles in y-down points (0 is +x, π/2 straight down), so from 0 to
    /// π/2 around (50, 50) with radius 10 it runs from (60, 50) to (50, 60). (CGMutablePath's
    /// `clockwise` means the opposite.)
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with the elements of `cgPath` (default stroke attributes).
    public convenience init(cgPath: CGPath) { self.init(cgPath.bezierPath) }

    /// The path as an immutable `CGPath`, for a shape layer; setting it replaces the elements
    /// and keeps the stroke attributes.
    open var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.bezierPath }
    }

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { path.move(to: point.core) }

    /// A straight line from the current point to `point` (with no current point, a move there).
    open func addLine(to point: CGPoint) { path.addLine(to: point.core) }

    /// A cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint.core, controlPoint1: controlPoint1.core, controlPoint2: controlPoint2.core)
    }

    /// A quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint.core, controlPoint: controlPoint.core)
    }

    /// An arc of the circle at `center`, preceded by a line from the current point to its start
    /// (none when there is no current point); `clockwise` as in `init(arcCenter:…)`.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(withCenter: center.core, radius: Double(radius), startAngle: Double(startAngle),
                    endAngle: Double(endAngle), clockwise: clockwise)
    }

    /// Closes the current subpath with a straight line back to its start.
    open func close() { path.close() }

    /// Removes every element (the stroke attributes stay).
    open func removeAllPoints() { path = BezierPath() }

    /// Appends `bezierPath`'s elements (not its stroke attributes).
    open func append(_ bezierPath: UIBezierPath) { path.append(bezierPath.path) }

    /// Maps every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) { path = path.transformed(by: transform.core) }

    /// A new path of the same shape drawn the other way, with the same stroke attributes (UIKit's
    /// `reversing()`): each subpath starts where it ended and runs back (see
    /// `BezierPath.reversedSubpaths`); the subpaths keep their order.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(path.reversedSubpaths)
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        return reversed
    }

    /// The smallest rectangle holding every point of the path, control points included (Apple:
    /// "including any control points for Bézier and quadratic curves"); `.null` when empty.
    open var bounds: CGRect { cgPath.boundingBox }

    /// The end point of the last element; `.zero` for an empty path.
    open var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    /// True when the path has no elements (a lone move counts as one).
    open var isEmpty: Bool { path.isEmpty }

    /// Whether the filled area holds `point`, under the path's fill rule (see `CGPath.contains`).
    open func contains(_ point: CGPoint) -> Bool {
        cgPath.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Not supported: drawing needs a graphics context, which SegueKit does not have. Recorded.
    open func fill() {
        Misuse.record(.unsupported("UIBezierPath.fill() (drawing outside a layer; use a CAShapeLayer)"))
    }

    /// Not supported: drawing needs a graphics context, which SegueKit does not have. Recorded.
    open func stroke() {
        Misuse.record(.unsupported("UIBezierPath.stroke() (drawing outside a layer; use a CAShapeLayer)"))
    }

    /// The shape-layer content UIKit would draw for this path with these colours: the path and
    /// its stroke attributes, in Segue's model.
    func shapeContent(fillColor: Color?, strokeColor: Color?) -> ShapeContent {
        ShapeContent(path: path, fillColor: fillColor, strokeColor: strokeColor, lineWidth: Double(lineWidth),
                     lineCap: lineCapStyle.core, lineJoin: lineJoinStyle.core,
                     fillRule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// The path's elements, for messages and the debugger.
    open override var debugDescription: String { "UIBezierPath(\(path.elements))" }
}
