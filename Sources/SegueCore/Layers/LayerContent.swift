/// What a layer draws inside its bounds, above its background and below its sublayers.
public enum LayerContent: Hashable, Sendable {
    case shape(ShapeContent)
    case image(ImageContent)
    case text(TextContent)
}

/// CAShapeLayer's properties. Defaults are CAShapeLayer's: black fill, no stroke, width 1.
public struct ShapeContent: Hashable, Sendable {
    /// The path in the layer's coordinates.
    public var path: BezierPath
    public var fillColor: Color?
    public var strokeColor: Color?
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var fillRule: FillRule
    /// The stroked part of the path, as fractions of its length (CAShapeLayer's strokeStart/End).
    public var strokeStart: Double
    public var strokeEnd: Double

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

public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }
public enum FillRule: String, Hashable, Sendable, CaseIterable { case nonZero, evenOdd }

/// A PNG image drawn into the layer's bounds.
public struct ImageContent: Hashable, Sendable {
    /// The image file's path (templates resolve it relative to the template file).
    public var file: String
    public var contentMode: ContentMode

    public init(file: String, contentMode: ContentMode = .scaleToFill) {
        self.file = file
        self.contentMode = contentMode
    }
}

/// UIView.ContentMode's scaling modes.
public enum ContentMode: String, Hashable, Sendable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, center
}

/// A single line of text, vertically centred in the layer's bounds.
public struct TextContent: Hashable, Sendable {
    public var string: String
    /// The font size in points.
    public var size: Double
    public var weight: FontWeight
    public var color: Color
    public var alignment: TextAlignment

    public init(string: String, size: Double = 17, weight: FontWeight = .regular,
                color: Color = .black, alignment: TextAlignment = .left) {
        self.string = string
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
    }
}

public enum FontWeight: String, Hashable, Sendable, CaseIterable { case regular, medium, semibold, bold }
public enum TextAlignment: String, Hashable, Sendable, CaseIterable { case left, center, right }
