/// What a layer draws inside its bounds, above its background and below its sublayers.
public enum LayerContent: Hashable, Sendable {
    /// CAShapeLayer content: a path, filled and/or stroked.
    case shape(ShapeContent)
    /// A PNG image placed by its content mode.
    case image(ImageContent)
    /// Text laid out as UILabel lays it out.
    case text(TextContent)
    /// A colour gradient filling the bounds (CAGradientLayer's).
    case gradient(GradientContent)
}

/// CAShapeLayer's properties. Defaults are CAShapeLayer's: black fill, no stroke, width 1.
public struct ShapeContent: Hashable, Sendable {
    /// The path in the layer's coordinates.
    public var path: BezierPath
    /// The fill colour, applied under `fillRule`; `nil` does not fill.
    public var fillColor: Color?
    /// The stroke colour; `nil` does not stroke.
    public var strokeColor: Color?
    /// The stroke width in points, centred on the path; 0 draws no stroke.
    public var lineWidth: Double
    /// How the ends of open subpaths are stroked.
    public var lineCap: LineCap
    /// How the corners between segments are stroked (miters limited at 10, CAShapeLayer's limit).
    public var lineJoin: LineJoin
    /// Which regions of a self-intersecting path are filled.
    public var fillRule: FillRule
    /// The stroked part of the path, as fractions of its length (CAShapeLayer's strokeStart/End).
    public var strokeStart: Double
    /// Where the stroke ends, as a fraction 0...1 of the path's length (1: at the path's end).
    public var strokeEnd: Double

    /// Shape content with CAShapeLayer's defaults for what is not given: black fill, no stroke,
    /// width 1, butt caps, miter joins, non-zero fill rule, the whole path stroked.
    public init(path: BezierPath, fillColor: Color? = .black, strokeColor: Color? = nil, lineWidth: Double = 1,
                lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, fillRule: FillRule = .nonZero,
                strokeStart: Double = 0, strokeEnd: Double = 1) {
        self.path = path
        self.fillColor = fillColor
        self.strokeColor = strokeColor
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.fillRule = fillRule
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }
}

/// CAShapeLayer's `lineCap`: how the ends of open subpaths are drawn.
public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
/// CAShapeLayer's `lineJoin`: how the corners between segments are drawn.
public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }
/// CAShapeLayer's `fillRule`: non-zero winding or even-odd.
public enum FillRule: String, Hashable, Sendable, CaseIterable { case nonZero, evenOdd }

/// A PNG image drawn into the layer's bounds.
public struct ImageContent: Hashable, Sendable {
    /// The image file's path (templates resolve it relative to the template file).
    public var file: String
    /// Where the image goes in the bounds, at its size in points (pixels divided by an `@2x`/`@3x`
    /// file-name suffix); only `masksToBounds` clips what overflows.
    public var contentMode: ContentMode

    /// An image of `file`, scaled to fill by default (UIView's default content mode).
    public init(file: String, contentMode: ContentMode = .scaleToFill) {
        self.file = file
        self.contentMode = contentMode
    }
}

/// UIView.ContentMode's scaling modes.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    /// In order: stretched to the bounds; scaled to fit inside them, aspect kept, centred;
    /// scaled to cover them, aspect kept, centred (may overflow); at its own size, centred
    /// (may overflow).
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
}
