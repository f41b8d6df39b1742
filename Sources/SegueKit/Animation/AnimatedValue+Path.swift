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
