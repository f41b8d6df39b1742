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

extension NSValue {
    /// An `NSValue` holding a 3-D transform, as Core Animation's `NSValue(caTransform3D:)`
    /// makes it for `CABasicAnimation(keyPath: "transform")` values. Foundation on Linux stores
    /// no structs in an `NSValue`, so the sixteen entries are held as an array of doubles
    /// (`objCType` "[16d]"), m11 … m44 in CA's order.
    public convenience init(caTransform3D transform: CATransform3D) {
        var entries = transform.entries
        self.init(bytes: &entries, objCType: NSValue.transformEncoding)
    }

    /// The 3-D transform an `NSValue(caTransform3D:)` holds; the identity for any other value.
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == NSValue.transformEncoding else { return CATransform3DIdentity }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(entries: entries)
    }

    /// How `init(caTransform3D:)` encodes its value.
    static let transformEncoding = "[16d]"
}
