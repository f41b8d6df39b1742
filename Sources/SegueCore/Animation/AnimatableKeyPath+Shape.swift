extension AnimatableKeyPath {
    /// True for CAShapeLayer's key paths, which need a layer with shape content.
    public var needsShapeContent: Bool {
        switch self {
        case .path, .fillColor, .strokeColor, .lineWidth, .strokeStart, .strokeEnd: true
        default: false
        }
    }
}

extension AnimatableKeyPath {
    /// True for `blur.radius`, which needs a layer with a `blur`.
    public var needsBlur: Bool { self == .blurRadius }
}
