import Foundation

extension UIView {
    /// The active constraints involving this view.
    public var constraints: [NSLayoutConstraint] { involvedConstraints }

    /// Activates `constraint` (UIKit's older form of `isActive = true`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// Deactivates `constraint`.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Adds a guide that constraints place, like an invisible subview.
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView = self
        layoutGuides.append(guide)
    }

    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// Marks the constraints as needing update; they are read at the next layout pass.
    public func setNeedsUpdateConstraints() { setNeedsLayout() }
    /// Runs `updateConstraints()` now.
    public func updateConstraintsIfNeeded() { updateConstraints() }
}
