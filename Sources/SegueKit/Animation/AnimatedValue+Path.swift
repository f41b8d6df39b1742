import SegueCore

extension AnimatedValue {
    /// A path as iOS code reads it back.
    static func pathObject(_ path: BezierPath) -> Any { path }
}
