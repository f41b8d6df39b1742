import Foundation

/// How strongly a view keeps its natural size (UIKit's `UILayoutPriority`): a stack view that
/// fills its length stretches the arranged view that hugs its content least and shrinks the one
/// that resists compression least.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    /// The priority's value: 1 to 1000 in UIKit (not checked here).
    public let rawValue: Float
    /// The priority `rawValue`.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// The priority `rawValue` (the unlabelled form).
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: must hold; a constraint's default priority.
    public static let required = UILayoutPriority(1000)
    /// 750: a view's compression resistance unless set.
    public static let defaultHigh = UILayoutPriority(750)
    /// 250: a view's content hugging unless set.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: the level UIKit's fitting-size calculation uses; kept for code that names it.
    public static let fittingSizeLevel = UILayoutPriority(50)

    /// Orders priorities by value.
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    /// The priority `b` above `a` (as in `.defaultHigh + 1`).
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    /// The priority `b` below `a` (as in `.required - 1`).
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }
}
