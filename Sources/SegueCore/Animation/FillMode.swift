/// CAMediaTiming's `fillMode`: whether an animation's values show outside its active span.
///
/// `backwards` shows the from-value before `beginTime`, `forwards` the to-value after the end,
/// `both` does both, and `removed` shows neither: the layer's own (model) value shows there.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
    case removed, forwards, backwards, both

    /// True when the from-value shows before the animation starts.
    public var fillsBackwards: Bool { self == .backwards || self == .both }
    /// True when the to-value shows after the animation ends.
    public var fillsForwards: Bool { self == .forwards || self == .both }
}
