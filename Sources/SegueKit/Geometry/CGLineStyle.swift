import SegueCore

/// Core Graphics' line caps: how the ends of open subpaths are stroked (UIBezierPath's
/// `lineCapStyle`). The raw values are Core Graphics'.
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The stroke stops at the end point (the default).
    case butt
    /// A half circle of the line's width around the end point.
    case round
    /// A half square of the line's width past the end point.
    case square

    /// Segue's cap of the same name.
    var core: LineCap {
        switch self {
        case .butt: .butt
        case .round: .round
        case .square: .square
        }
    }
}

/// Core Graphics' line joins: how the corners between segments are stroked (UIBezierPath's
/// `lineJoinStyle`). The raw values are Core Graphics'.
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner, cut off past the miter limit (the default).
    case miter
    /// A corner rounded with the line's width.
    case round
    /// A corner cut off square.
    case bevel

    /// Segue's join of the same name.
    var core: LineJoin {
        switch self {
        case .miter: .miter
        case .round: .round
        case .bevel: .bevel
        }
    }
}
