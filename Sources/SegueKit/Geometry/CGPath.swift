import SegueCore

/// Core Graphics' immutable path, with CGPath's initialisers and queries (Apple's CGPath
/// documentation); `CGMutablePath` is its mutable subclass, as on Apple platforms.
///
/// The path is Segue's `BezierPath` (`bezierPath`): arcs, ellipses and rounded rectangles are
/// cubic curves, so two paths built the same way interpolate as a shape layer's `path` does.
/// Coordinates are UIKit's y-down points.
///
/// On iOS CGPath is a Core Foundation type that may be handed between threads; here it is a
/// class whose elements are read and written under a lock, so a `CGMutablePath` (which inherits
/// `Sendable`, as a subclass must) is safe to share too. Animate a `copy()` to freeze a value.
public class CGPath: Hashable, CustomDebugStringConvertible, @unchecked Sendable {
    private let lock = NSLock()
    /// The elements; only a `CGMutablePath` changes them, always under `lock`.
    private var stored: BezierPath

    init(_ path: BezierPath) { stored = path }

    /// The path in Segue's model, for the layers that draw it and the animations that
    /// interpolate it (a snapshot: a later change to a `CGMutablePath` does not reach it).
    public var bezierPath: BezierPath { lock.withLock { stored } }

    /// Changes the elements under the lock (for `CGMutablePath`).
    func mutate(_ change: (inout BezierPath) -> Void) {
        lock.withLock { change(&stored) }
    }

    /// A closed rectangle (CGPath(rect:transform:)): a move to (minX, minY), lines through
    /// (maxX, minY), (maxX, maxY), (minX, maxY), and a close; `transform` (nil: none) maps it.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(BezierPath.rect(rect.core).transformed(by: CGPath.core(transform)))
    }

    /// The ellipse inscribed in `rect` as four cubic curves (CGPath(ellipseIn:transform:)): from
    /// (maxX, midY) through (midX, maxY), the element order of UIBezierPath(ovalIn:), then a close.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(BezierPath.oval(in: rect.core).transformed(by: CGPath.core(transform)))
    }

    /// A rectangle whose corners are quarter ellipses `cornerWidth` wide and `cornerHeight` high
    /// (CGPath(roundedRect:cornerWidth:cornerHeight:transform:)). Core Graphics requires each to
    /// be at least 0 and at most half the rectangle's side; others are recorded as misuse and clamped.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = RoundedRectangle.checkedPath(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                                                call: "CGPath(roundedRect:cornerWidth:cornerHeight:transform:)")
        self.init(path.transformed(by: CGPath.core(transform)))
    }

    /// An immutable copy (CGPath's `copy()`; never nil here).
    public func copy() -> CGPath? { CGPath(bezierPath) }

    /// An immutable copy with every point mapped by `transform` (nil: none).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(bezierPath.transformed(by: CGPath.core(transform)))
    }

    /// A mutable copy (never nil here).
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(bezierPath) }

    /// A mutable copy with every point mapped by `transform` (nil: none).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(bezierPath.transformed(by: CGPath.core(transform)))
    }

    /// True when the path has no elements; a path of a lone move is not empty (Apple's doc).
    public var isEmpty: Bool { bezierPath.isEmpty }

    /// The end point of the last element (a close's is its subpath's start); `.zero` for an
    /// empty path, as Core Graphics documents.
    public var currentPoint: CGPoint { bezierPath.currentPoint.map(CGPoint.init) ?? .zero }

    /// The smallest rectangle holding every point of every element, control points included
    /// (CGPath's `boundingBox`); `.null` for an empty path.
    public var boundingBox: CGRect {
        let points = bezierPath.elements.flatMap(CGPath.points(of:))
        guard let first = points.first else { return .null }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points {
            x0 = min(x0, p.x); x1 = max(x1, p.x)
            y0 = min(y0, p.y); y1 = max(y1, p.y)
        }
        return CGRect(Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0))
    }

    /// The smallest rectangle holding what the path draws, curves by their extrema rather than
    /// their control points (CGPath's `boundingBoxOfPath`); `.null` for an empty path.
    public var boundingBoxOfPath: CGRect {
        let path = bezierPath
        return path.isEmpty ? .null : CGRect(path.bounds)
    }

    /// Elements compared one by one, as Core Graphics' CGPathEqualToPath.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.bezierPath == rhs.bezierPath }
    /// Hashes the elements, consistent with `==`.
    public func hash(into hasher: inout Hasher) { hasher.combine(bezierPath) }

    /// The path's elements, for messages and the debugger.
    public var debugDescription: String { "CGPath(\(bezierPath.elements))" }

    /// Every point an element names, end and control points.
    private static func points(of element: PathElement) -> [Point] {
        switch element {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [p, c]
        case .curve(let p, let c1, let c2): [p, c1, c2]
        case .close: []
        }
    }

    /// Core Graphics' optional transform pointer as Segue's transform (nil: the identity).
    static func core(_ transform: UnsafePointer<CGAffineTransform>?) -> SegueCore.AffineTransform {
        transform?.pointee.core ?? .identity
    }
}
