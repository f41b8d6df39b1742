import Foundation
import SegueCore

/// Auto Layout's constraint: `firstItem.firstAttribute` (=, ≤ or ≥) `multiplier ×
/// secondItem.secondAttribute + constant`, between views and layout guides (Apple's
/// NSLayoutConstraint documentation).
///
/// SegueKit solves the constraints of a view's subviews in that view's layout pass (see
/// `ConstraintLayout`): required equalities exactly, inequalities where they bind, optional
/// constraints by priority as far as they agree with the required ones, and intrinsic content
/// sizes at the views' hugging and compression resistance priorities. Changing `constant` or
/// `isActive` lays the views out again at the next pass, so `constant = …` followed by
/// `layoutIfNeeded()` in an animation block animates, as on iOS. A layout the constraints do not decide, or cannot satisfy, is
/// recorded naming the view (UIKit would pick one of many, or break a constraint, and log it).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// A direction of layout: a stack view's axis, a priority's axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }

    /// The part of an item a constraint relates (UIKit's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin, centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides relate.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// The items are held weakly, as UIKit holds them: the views keep their constraints, not
    /// the other way round.
    public private(set) weak var firstItem: AnyObject?
    /// The attribute of `firstItem` constrained. Baselines and the `…Margin` attributes are recorded as unsupported when the
    /// constraint is made, and are not solved.
    public let firstAttribute: Attribute
    /// Whether the first side equals, is at most or is at least the second.
    public let relation: Relation
    /// The item on the right-hand side, held weakly; `nil` for a constant, as in `widthAnchor.constraint(equalToConstant:)`.
    public private(set) weak var secondItem: AnyObject?
    /// The attribute of `secondItem`: `.notAnAttribute` when there is none.
    public let secondAttribute: Attribute
    /// The factor the second side is multiplied by; fixed once the constraint is made, as in UIKit.
    public let multiplier: CGFloat
    /// The constant added; changing it lays the items out again at the next layout pass.
    open var constant: CGFloat { didSet { invalidate() } }
    /// How much the constraint matters: `.required` (1000, the default) must hold; lower ones
    /// give way.
    open var priority: UILayoutPriority = .required { didSet { invalidate() } }
    /// A name for debugging. SegueKit keeps it but shows it nowhere: its Auto Layout messages name views by
    /// `accessibilityIdentifier`.
    open var identifier: String?
    /// Whether the constraint takes part in layout.
    open var isActive: Bool = false {
        didSet {
            guard isActive != oldValue else { return }
            for view in views {
                if isActive { view.involvedConstraints.append(self) } else { view.involvedConstraints.removeAll { $0 === self } }
            }
            invalidate()
        }
    }

    /// UIKit's full initialiser: `item.attribute relatedBy multiplier × toItem.attribute + constant`.
    public init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
                attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        firstItem = view1 as AnyObject
        firstAttribute = attr1
        self.relation = relation
        secondItem = view2.map { $0 as AnyObject }
        secondAttribute = attr2
        self.multiplier = multiplier
        constant = c
        super.init()
        for attribute in [attr1, attr2] where attribute.unsupportedReason != nil {
            Misuse.record(.unsupported("NSLayoutConstraint attribute .\(attribute) (\(attribute.unsupportedReason!))"))
        }
    }

    /// Activates each of `constraints`.
    public class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each of `constraints`.
    public class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The views the constraint involves (a layout guide's, for a guide).
    var views: [UIView] {
        [firstItem, secondItem].compactMap { item in (item as? UIView) ?? (item as? UILayoutGuide)?.owningView }
    }

    /// The view that holds the constraint (UIKit installs it there): the nearest common
    /// ancestor of its views.
    var holder: UIView? {
        let views = self.views
        guard var candidate = views.first else { return nil }
        for view in views.dropFirst() {
            var ancestor: UIView? = candidate
            while let a = ancestor, !view.isDescendant(of: a) { ancestor = a.superview }
            guard let found = ancestor else { return nil }
            candidate = found
        }
        return candidate
    }

    /// Marks the views whose layout pass solves this constraint as needing layout.
    private func invalidate() {
        for view in views {
            view.superview?.setNeedsLayout()
            view.setNeedsLayout()
        }
    }

    /// The equation, as `UIView.width == 0.5 × UIView.height + 10`.
    open override var debugDescription: String {
        MainActor.assumeIsolated {
            func side(_ item: AnyObject?, _ attribute: Attribute) -> String {
                item.map { "\(type(of: $0)).\(attribute)" } ?? "\(attribute)"
            }
            let op = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
            return "\(side(firstItem, firstAttribute)) \(op) \(multiplier) × \(side(secondItem, secondAttribute)) + \(constant)"
        }
    }
}

extension NSLayoutConstraint.Attribute {
    /// Why SegueKit does not solve this attribute, if it does not.
    var unsupportedReason: String? {
        switch self {
        case .lastBaseline, .firstBaseline: "baselines are not measured"
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins: "use layoutMarginsGuide's anchors"
        default: nil
        }
    }

    /// Whether the attribute lies along the x axis.
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX: true
        default: false
        }
    }
}
