import Foundation

/// One edge, centre or size of a view or layout guide, for making constraints (UIKit's
/// `NSLayoutAnchor`): generic over its kind, as UIKit's is, so an x-axis anchor constrains only to
/// x-axis anchors, a y-axis anchor to y-axis ones, and a dimension to dimensions or constants.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    /// The view or guide, held weakly (the item holds its anchors).
    weak var item: AnyObject?
    let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, to anchor: NSLayoutAnchor<AnchorType>?, multiplier: CGFloat = 1,
                    constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: anchor?.item,
                           attribute: anchor?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    /// An inactive constraint: this anchor = `anchor` (set `isActive` or use `NSLayoutConstraint.activate(_:)`).
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(.equal, to: anchor, constant: 0) }
    /// An inactive constraint: this anchor = `anchor` + `c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: c)
    }
    /// An inactive constraint: this anchor ≥ `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: 0)
    }
    /// An inactive constraint: this anchor ≥ `anchor` + `c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: c)
    }
    /// An inactive constraint: this anchor ≤ `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: 0)
    }
    /// An inactive constraint: this anchor ≤ `anchor` + `c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: c)
    }
}

/// A horizontal edge or centre (leading, trailing, left, right, centerX).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}

/// A vertical edge or centre (top, bottom, centerY).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height: constrained to another dimension, times a multiplier, or to a constant.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// An inactive constraint fixing this dimension at `c` points.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: nil, constant: c) }
    /// An inactive constraint: this dimension ≥ `c` points.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, to: nil, constant: c) }
    /// An inactive constraint: this dimension ≤ `c` points.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.lessThanOrEqual, to: nil, constant: c) }
    /// An inactive constraint: this dimension = `m` × `anchor`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: 0)
    }
    /// An inactive constraint: this dimension = `m` × `anchor` + `c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: c)
    }
    /// An inactive constraint: this dimension ≥ `m` × `anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
    /// An inactive constraint: this dimension ≤ `m` × `anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
}

/// A rectangle in a view's coordinates that constraints can use like a view: the safe area,
/// the layout margins, or one the app adds (`addLayoutGuide`).
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    /// The view the guide belongs to.
    open internal(set) weak var owningView: UIView?
    /// A name for debugging; SegueKit's Auto Layout messages name the guide by it.
    open var identifier = ""
    /// How the guide's frame is found: from its view (safe area, margins) or by constraints.
    enum Kind { case safeArea, margins, free }
    let kind: Kind
    /// The frame constraints gave a free guide.
    var solvedFrame: CGRect = .zero

    /// A guide to add to a view with `addLayoutGuide(_:)`: its frame is found from the constraints on it, in that view's
    /// layout pass.
    public override init() {
        kind = .free
        super.init()
    }

    init(kind: Kind, owner: UIView) {
        self.kind = kind
        owningView = owner
        super.init()
    }

    /// The guide's rectangle in its view's coordinates.
    open var layoutFrame: CGRect {
        guard let owningView else { return .zero }
        switch kind {
        case .safeArea: return owningView.bounds.inset(by: owningView.safeAreaInsets)
        case .margins: return owningView.bounds.inset(by: owningView.layoutMargins)
        case .free: return solvedFrame
        }
    }

    /// The guide's leading edge; SegueKit lays out left to right only, so this is its left edge.
    public lazy var leadingAnchor = NSLayoutXAxisAnchor(self, .leading)
    /// The guide's trailing edge; SegueKit lays out left to right only, so this is its right edge.
    public lazy var trailingAnchor = NSLayoutXAxisAnchor(self, .trailing)
    /// The guide's left edge.
    public lazy var leftAnchor = NSLayoutXAxisAnchor(self, .left)
    /// The guide's right edge.
    public lazy var rightAnchor = NSLayoutXAxisAnchor(self, .right)
    /// The guide's horizontal centre.
    public lazy var centerXAnchor = NSLayoutXAxisAnchor(self, .centerX)
    /// The guide's top edge.
    public lazy var topAnchor = NSLayoutYAxisAnchor(self, .top)
    /// The guide's bottom edge.
    public lazy var bottomAnchor = NSLayoutYAxisAnchor(self, .bottom)
    /// The guide's vertical centre.
    public lazy var centerYAnchor = NSLayoutYAxisAnchor(self, .centerY)
    /// The guide's width.
    public lazy var widthAnchor = NSLayoutDimension(self, .width)
    /// The guide's height.
    public lazy var heightAnchor = NSLayoutDimension(self, .height)
}
