import Foundation

/// Core Animation's layer transition: added to a layer, it animates from the layer as last
/// drawn to the layer as the current transaction leaves it, by fading, moving in, pushing or
/// revealing (`type`, `subtype`). Declared so that code using it compiles; adding one to a layer
/// is recorded as not supported: Core Animation snapshots the layer as the previous frame drew
/// it, changes made before the `add` call included, and SegueKit does not keep that drawing.
/// `UIView.transition(with:duration:options:animations:)` draws a cross-dissolve or a flip.
open class CATransition: CAAnimation {
    /// How the new content replaces the old: `.fade` by default.
    open var type: CATransitionType = .fade
    /// The direction `.moveIn`, `.push` and `.reveal` move in; `nil` (the default) is from the left.
    open var subtype: CATransitionSubtype?
    /// Where in the transition it starts, 0…1.
    open var startProgress: Float = 0
    /// Where in the transition it ends, 0…1.
    open var endProgress: Float = 1

    /// Copies `other`'s properties, its type, subtype and progress range too.
    open override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CATransition else { return }
        type = other.type
        subtype = other.subtype
        startProgress = other.startProgress
        endProgress = other.endProgress
    }

    override var callDescription: String {
        "CATransition(type: \"\(type.rawValue)\"" + (subtype.map { ", subtype: \"\($0.rawValue)\"" } ?? "") + ")"
    }

    override func prepare(for layer: CALayer, call: String) -> String? {
        "not supported in SegueKit: \(call) (a layer transition animates from the layer as the previous frame drew it, "
            + "which SegueKit does not keep); use UIView.transition(with:duration:options:animations:) with "
            + ".transitionCrossDissolve or a flip"
    }
}

/// The kinds of `CATransition`, by the names Core Animation gives them; other names (Apple's
/// private "cube", "oglFlip", "pageCurl", …) make a type too.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    /// The type's name, as Core Animation's constants spell it ("fade", "moveIn", …).
    public let rawValue: String
    /// A type by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The old content fades out as the new fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new content moves in over the old.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new content pushes the old out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old content moves out, revealing the new.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a `CATransition` that moves.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    /// The direction's name, as Core Animation's constants spell it ("fromRight", …).
    public let rawValue: String
    /// A direction by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// The key Core Animation adds a layer's transition under (`layer.add(transition, forKey: kCATransition)`).
public let kCATransition = "transition"
