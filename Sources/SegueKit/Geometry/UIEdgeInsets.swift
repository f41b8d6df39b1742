import Foundation

/// Distances inward from a rectangle's four edges (UIKit's `UIEdgeInsets`); negative values
/// push the edge outward.
public struct UIEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Insets of these distances from each edge.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }

    /// No insets, as `zero`.
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    /// No insets: every edge 0.
    public static let zero = UIEdgeInsets()
}

/// Insets by reading direction (UIKit's `NSDirectionalEdgeInsets`): leading is left and
/// trailing right in the left-to-right layouts SegueKit records.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the leading edge (the left, in the layouts SegueKit records), in points.
    public var leading: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the trailing edge (the right, in the layouts SegueKit records), in points.
    public var trailing: CGFloat

    /// Insets of these distances from each edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }

    /// No insets, as `zero`.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No insets: every edge 0.
    public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
    /// The rectangle with each edge moved inward by `insets`, as `UIEdgeInsetsInsetRect` does it:
    /// the origin moves by (left, top) and the size shrinks by (left + right, top + bottom), with
    /// no standardizing, so insets wider than the rectangle leave a negative width.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left, y: origin.y + insets.top,
               width: size.width - (insets.left + insets.right), height: size.height - (insets.top + insets.bottom))
    }
}
