// How SegueKit types meet the engine (paths, images) and iOS's NSValue spellings.
import SegueCore

extension AnimatedValue {
    /// A path as iOS code reads it back: a `CGPath`.
    static func pathObject(_ path: BezierPath) -> Any { CGPath(path) }
}

extension CGPath: BezierPathConvertible {}
extension UIBezierPath: BezierPathConvertible {
    var bezierPath: BezierPath { cgPath.bezierPath }
}
extension UIImage: ImageFileProviding {
    var imageFile: String { file }
}
extension CGImage: ImageFileProviding {
    var imageFile: String { file }
}

extension NSValue {
    /// iOS's spelling of `NSValue(point:)`, so animation values read as they do in UIKit code.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// iOS's spelling of `NSValue(size:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// iOS's spelling of `NSValue(rect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// iOS's `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// iOS's `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
    /// iOS's `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
}
