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

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint { constraint(.equal, to: anchor, constant: 0) }
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: 0)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, constant: c)
    }
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, to: anchor, constant: 0)
    }
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
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, to: nil, constant: c) }
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.greaterThanOrEqual, to: nil, constant: c) }
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.lessThanOrEqual, to: nil, constant: c) }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: 0)
    }
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, to: anchor, multiplier: m, constant: c)
    }
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: 0)
    }
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
    open var identifier = ""
    /// How the guide's frame is found: from its view (safe area, margins) or by constraints.
    enum Kind { case safeArea, margins, free }
    let kind: Kind
    /// The frame constraints gave a free guide.
    var solvedFrame: CGRect = .zero

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

    public lazy var leadingAnchor = NSLayoutXAxisAnchor(self, .leading)
    public lazy var trailingAnchor = NSLayoutXAxisAnchor(self, .trailing)
    public lazy var leftAnchor = NSLayoutXAxisAnchor(self, .left)
    public lazy var rightAnchor = NSLayoutXAxisAnchor(self, .right)
    public lazy var centerXAnchor = NSLayoutXAxisAnchor(self, .centerX)
    public lazy var topAnchor = NSLayoutYAxisAnchor(self, .top)
    public lazy var bottomAnchor = NSLayoutYAxisAnchor(self, .bottom)
    public lazy var centerYAnchor = NSLayoutYAxisAnchor(self, .centerY)
    public lazy var widthAnchor = NSLayoutDimension(self, .width)
    public lazy var heightAnchor = NSLayoutDimension(self, .height)
}
