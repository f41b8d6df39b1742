import Foundation
import SegueCore

/// Core Animation's shape layer: a path in the layer's coordinates, filled and stroked, with
/// CAShapeLayer's defaults (opaque black fill, no stroke, line width 1, the whole path stroked).
/// `strokeStart` and `strokeEnd` trim the stroke by fractions of the path's length.
open class CAShapeLayer: CALayer {
    /// The shape, in the layer's coordinates; `nil` draws nothing.
    open var path: CGPath? {
        get { modelState.path.map(CGPath.init) }
        set { change("path") { $0.path = newValue?.bezierPath } }
    }
    /// The colour that fills the path, by `fillRule` (default opaque black; nil fills nothing). Animatable.
    open var fillColor: CGColor? {
        get { modelState.fillColor.map(CGColor.init) }
        set { change("fillColor") { $0.fillColor = newValue?.color } }
    }
    /// The colour of the path's outline (default nil: no stroke). Animatable.
    open var strokeColor: CGColor? {
        get { modelState.strokeColor.map(CGColor.init) }
        set { change("strokeColor") { $0.strokeColor = newValue?.color } }
    }
    /// The stroke's width in points, centred on the path (default 1; a negative width draws none).
    /// Animatable.
    open var lineWidth: CGFloat {
        get { CGFloat(modelState.lineWidth) }
        set { change("lineWidth") { $0.lineWidth = Double(newValue) } }
    }
    /// Where the stroke begins, as a fraction of the path's length (default 0), drawn clamped to 0...1.
    /// Animatable: with `strokeEnd`, how a line is drawn on or off.
    open var strokeStart: CGFloat {
        get { CGFloat(modelState.strokeStart) }
        set { change("strokeStart") { $0.strokeStart = Double(newValue) } }
    }
    /// Where the stroke ends, as a fraction of the path's length (default 1), drawn clamped to 0...1.
    /// Animatable.
    open var strokeEnd: CGFloat {
        get { CGFloat(modelState.strokeEnd) }
        set { change("strokeEnd") { $0.strokeEnd = Double(newValue) } }
    }

    /// How the ends of open subpaths are stroked (not animatable).
    open var lineCap: CAShapeLayerLineCap = .butt {
        didSet { lineCapStyle = lineCap.core ?? { Misuse.record(SegueKitError("CAShapeLayer.lineCap: expected butt, round or square, found \(lineCap.rawValue)")); return .butt }() }
    }
    /// How corners are stroked (not animatable).
    open var lineJoin: CAShapeLayerLineJoin = .miter {
        didSet { lineJoinStyle = lineJoin.core ?? { Misuse.record(SegueKitError("CAShapeLayer.lineJoin: expected miter, round or bevel, found \(lineJoin.rawValue)")); return .miter }() }
    }
    /// Which regions of a self-intersecting path are filled (not animatable).
    open var fillRule: CAShapeLayerFillRule = .nonZero {
        didSet { fillRuleStyle = fillRule.core ?? { Misuse.record(SegueKitError("CAShapeLayer.fillRule: expected nonZero or evenOdd, found \(fillRule.rawValue)")); return .nonZero }() }
    }
    private var lineCapStyle: LineCap = .butt
    private var lineJoinStyle: LineJoin = .miter
    private var fillRuleStyle: FillRule = .nonZero

    /// Dashes are not drawn by SegueKit: a pattern is recorded as not supported.
    open var lineDashPattern: [NSNumber]? {
        didSet { if lineDashPattern?.isEmpty == false { Misuse.record(.unsupported("CAShapeLayer.lineDashPattern")) } }
    }
    /// Where the dash pattern starts; held with no effect, since dashes are not drawn (see
    /// `lineDashPattern`). Not animatable here, unlike in Core Animation.
    open var lineDashPhase: CGFloat = 0
    /// Miter joins are always cut off at CA's default limit of 10: another value is recorded as
    /// not supported. Not animatable here, unlike in Core Animation.
    open var miterLimit: CGFloat = 10 {
        didSet { if miterLimit != 10 { Misuse.record(.unsupported("CAShapeLayer.miterLimit")) } }
    }

    /// An empty shape layer with CAShapeLayer's defaults: no path, opaque black fill, no stroke, line
    /// width 1.
    public required init() { super.init() }

    /// A copy of `layer`'s properties, as `CALayer.init(layer:)` makes them, with its `lineCap`,
    /// `lineJoin` and `fillRule` (not its dash pattern or miter limit); used for presentation copies.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CAShapeLayer {
            // A class's own initializer does not run its properties' observers: the drawn styles too.
            (lineCap, lineJoin, fillRule) = (other.lineCap, other.lineJoin, other.fillRule)
            (lineCapStyle, lineJoinStyle, fillRuleStyle) = (other.lineCapStyle, other.lineJoinStyle, other.fillRuleStyle)
        }
    }

    /// The drawing of the layer's presented `state`: its path in bounds coordinates.
    func shapeContent(_ state: LayerState) -> ShapeContent? {
        guard let drawn = state.path, !drawn.isEmpty else { return nil }
        let path = flipped(drawn, in: state)
        let origin = state.bounds.origin
        let local = origin == .zero ? path : path.transformed(by: .translation(-Double(origin.x), -Double(origin.y)))
        return ShapeContent(path: local, fillColor: state.fillColor, strokeColor: state.strokeColor,
                            lineWidth: max(0, state.lineWidth), lineCap: lineCapStyle, lineJoin: lineJoinStyle,
                            fillRule: fillRuleStyle, strokeStart: min(1, max(0, state.strokeStart)),
                            strokeEnd: min(1, max(0, state.strokeEnd)))
    }
}
