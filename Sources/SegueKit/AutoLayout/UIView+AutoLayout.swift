import Foundation

extension UIView {
    /// The active constraints this view holds, as UIKit reports them: those whose items' nearest
    /// common ancestor is this view (a single-item constraint, its own width or height, included).
    public var constraints: [NSLayoutConstraint] {
        var seen = Set<ObjectIdentifier>()
        var held: [NSLayoutConstraint] = []
        for view in [self] + subviews {
            for constraint in view.involvedConstraints where constraint.holder === self && seen.insert(ObjectIdentifier(constraint)).inserted {
                held.append(constraint)
            }
        }
        return held
    }

    /// Deactivates the constraints that tie this view or a view inside it to a view outside
    /// (Apple: removing a view removes the constraints that refer to it or its subtree).
    func deactivateConstraintsLeavingSubtree() {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            for constraint in view.involvedConstraints where !constraint.views.allSatisfy({ $0.isDescendant(of: self) }) {
                constraint.isActive = false
            }
            stack.append(contentsOf: view.subviews)
        }
    }

    /// Activates `constraint` (UIKit's older form of `isActive = true`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Activates each of `constraints` (UIKit's older form of `NSLayoutConstraint.activate(_:)`). SegueKit does not check
    /// that this view is their items' common ancestor, as UIKit requires.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Deactivates each of `constraints`, whichever view holds them.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Adds a guide that constraints place, like an invisible subview.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guard !layoutGuides.contains(where: { $0 === guide }) else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
    }

    /// Removes a guide added with `addLayoutGuide(_:)` and clears its `owningView`. Constraints naming the guide stay
    /// active, but layout ignores them while the guide belongs to no view.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// Marks the constraints as needing update: `updateConstraints()` runs before the next pass.
    public func setNeedsUpdateConstraints() {
        needsUpdateConstraints = true
        setNeedsLayout()
        superview?.setNeedsLayout()
    }
    /// Runs `updateConstraints()` now if it is due.
    public func updateConstraintsIfNeeded() {
        guard needsUpdateConstraints else { return }
        needsUpdateConstraints = false
        updateConstraints()
    }
}
