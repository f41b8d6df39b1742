extension AnimatableKeyPath {
    /// True for CAShapeLayer's key paths, which need a layer with shape content (the table's
    /// `Requirement.shapeContent`).
    public var needsShapeContent: Bool { property.requirement == .shapeContent }

    /// True for `blur.radius`, which needs a layer with a `blur` (`Requirement.blur`).
    public var needsBlur: Bool { property.requirement == .blur }
}
