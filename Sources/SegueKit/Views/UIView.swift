import Foundation
import SegueCore

/// UIKit's view: a rectangle in its superview backed by a `CALayer` that holds all of its
/// geometry and look (`frame`, `bounds`, `center`, `transform`, `alpha`, `backgroundColor`,
/// `isHidden` and `clipsToBounds` are the layer's properties seen through UIKit's names).
///
/// Changes made inside an animation block (`UIView.animate`, `UIViewPropertyAnimator`) become
/// animations of the layer; outside one they take effect at once. Views are placed by their
/// frames, their autoresizing masks, or Auto Layout's constraints (solved in the superview's
/// layout pass, see `ConstraintLayout`); touches reach them only through gesture recognizers
/// and controls.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The class of the backing layer (`CALayer`; override to back a view with a `CAShapeLayer`
    /// or a `CAGradientLayer`). UIKit types it `AnyClass`; a class that is not a `CALayer` is
    /// recorded as a misuse and the view gets a plain `CALayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer.
    public let layer: CALayer

    /// A view at `frame` (in its superview's coordinates), backed by a new layer of `layerClass`: the designated
    /// initializer, as in UIKit.
    public init(frame: CGRect) {
        layer = Self.makeLayer()
        super.init()
        layer.owningView = self
        layer.frame = frame
    }

    /// A view with a zero frame (`init(frame: .zero)`).
    public convenience override init() { self.init(frame: .zero) }

    /// A new layer of `layerClass`.
    private static func makeLayer() -> CALayer {
        guard let type = layerClass as? CALayer.Type else {
            Misuse.record(SegueKitError("\(self).layerClass: \(layerClass) is not a CALayer subclass; the view gets a CALayer"))
            return CALayer()
        }
        return type.init()
    }

    /// Views are not decoded from archives in SegueKit: declared so that subclasses compile as
    /// UIKit makes them declare it, it records "not supported" and returns nil.
    public required init?(coder: NSCoder) {
        Misuse.record(.unsupported("UIView.init(coder:) (views from storyboards or nibs)"))
        return nil
    }

    // MARK: Geometry

    /// The bounding box of the view in its superview's coordinates (see `CALayer.frame`).
    open var frame: CGRect {
        get { layer.frame }
        set {
            let oldSize = layer.bounds.size
            layer.frame = newValue
            boundsSizeChanged(from: oldSize)
        }
    }
    /// The view in its own coordinates (see `CALayer.bounds`): the origin is the point of its content drawn at its
    /// top-left (a scroll view's `contentOffset`), the size the view's size. A change of size resizes the subviews by
    /// their autoresizing masks and marks the view as needing layout.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let oldSize = layer.bounds.size
            layer.bounds = newValue
            boundsSizeChanged(from: oldSize)
        }
    }
    /// The centre of the view in its superview's coordinates: the layer's `position`.
    open var center: CGPoint {
        get { layer.position }
        set { layer.position = newValue }
    }
    /// The view's 2-D transform about its centre (the layer's anchor point).
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set { layer.setAffineTransform(newValue) }
    }
    /// The layer's 3-D transform (iOS 13's `transform3D`).
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    // MARK: Look

    /// The view's opacity, 0 to 1, applied to its subviews too: the layer's `opacity`, animatable. A view below 0.01
    /// is skipped by hit-testing, as in UIKit.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }
    /// The colour filling the bounds behind the content (the layer's `backgroundColor`; nil fills nothing). In an
    /// animation block it animates from the colour on screen to the new one, as colours do not add.
    open var backgroundColor: UIColor? {
        get { layer.backgroundColor.map(UIColor.init(cgColor:)) }
        set { layer.backgroundColor = newValue?.cgColor }
    }
    /// Whether the view and its subviews are left undrawn. Not animatable: inside an animation block it changes at
    /// once, as in UIKit. A hidden view is skipped by hit-testing and takes no room in a stack view.
    open var isHidden: Bool {
        get { layer.isHidden }
        set {
            let changed = newValue != layer.isHidden
            layer.isHidden = newValue
            if changed { superview?.subviewSizingChanged(self) }
        }
    }
    /// Whether the subviews and content are clipped to the bounds: the layer's `masksToBounds` (default false).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }
    /// Whether the view is drawn opaque (a drawing hint; it changes nothing drawn).
    open var isOpaque = true
    /// How content is placed in the bounds (UIImageView's image; other views draw none).
    open var contentMode: UIView.ContentMode = .scaleToFill {
        didSet { contentModeChanged() }
    }
    /// A number identifying the view for `viewWithTag(_:)` (default 0); it changes nothing drawn.
    open var tag = 0
    /// The id of the view's node in recorded frames (`segue sample` prints it); also the name
    /// of a screen file's layer in a `ScreenViewController`.
    open var accessibilityIdentifier: String? {
        get { layer.name }
        set { layer.name = newValue }
    }
    /// Whether the view (and its subviews) can be hit by a recording's scripted touches.
    open var isUserInteractionEnabled = true
    /// The gesture recognizers attached (`addGestureRecognizer`).
    var recognizers: [UIGestureRecognizer] = []

    /// A view whose alpha masks this one; SegueKit clips to its shape (see `CALayer.mask`).
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }

    /// How a view's content fills its bounds; SegueKit draws the scaling modes and `center`.
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    // MARK: Hierarchy

    /// The view this one is a subview of, held weakly; nil for a root or a view not yet added.
    open private(set) weak var superview: UIView?
    /// The subviews, back to front: the last is drawn on top.
    open private(set) var subviews: [UIView] = []

    /// The root of the view's hierarchy when it is the recording's window (see `UIWindow`).
    open var window: UIWindow? {
        var view: UIView? = self
        while let v = view {
            if let window = v as? UIWindow { return window }
            view = v.superview
        }
        return nil
    }

    /// Adds `view` on top of the subviews, taking it from its old superview (a subview already here moves to the
    /// front); adding a view inside itself is recorded as misuse and does nothing.
    open func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` among the subviews (clamped into range), taking it from its old superview, and places
    /// its layer among the sibling views' layers to match; `didAddSubview(_:)` follows. Adding a view inside itself is
    /// recorded as misuse and does nothing.
    open func insertSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Misuse.record(SegueKitError("UIView.addSubview: a view cannot be added inside itself"))
            return
        }
        var index = index
        if view.superview === self, let current = subviews.firstIndex(of: view) {
            subviews.remove(at: current)
            if current < index { index -= 1 }
        } else {
            view.removeFromSuperview()
        }
        let at = min(max(0, index), subviews.count)
        subviews.insert(view, at: at)
        view.superview = self
        // The layer goes where the view goes among the sibling views' layers.
        if at + 1 < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[at + 1].layer)
        } else if at > 0 {
            layer.insertSublayer(view.layer, above: subviews[at - 1].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        didAddSubview(view)
    }

    /// Inserts `view` just below `siblingSubview`; when that is not a subview, `view` goes to the back.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(of: siblingSubview) else { return insertSubview(view, at: 0) }
        insertSubview(view, at: index)
    }

    /// Inserts `view` just above `siblingSubview`; when that is not a subview, `view` goes on top.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        guard let index = subviews.firstIndex(of: siblingSubview) else { return addSubview(view) }
        insertSubview(view, at: index + 1)
    }

    /// Moves the subview `view` on top of its siblings; a view that is not a subview is ignored.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves the subview `view` behind its siblings; a view that is not a subview is ignored.
    open func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews (and their layers) at the two indices; an index out of range, or equal indices, does nothing.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let (a, b) = (subviews[index1], subviews[index2])
        let (low, high) = index1 < index2 ? (index1, index2) : (index2, index1)
        let (first, second) = index1 < index2 ? (a, b) : (b, a)
        insertSubview(second, at: low)
        insertSubview(first, at: high)
    }

    /// Takes the view and its layer out of its superview, after the superview's `willRemoveSubview(_:)`, and
    /// deactivates the constraints tying the view or its subviews to views outside, as UIKit does; without a
    /// superview it does nothing.
    open func removeFromSuperview() {
        guard let superview else { return }
        superview.willRemoveSubview(self)
        deactivateConstraintsLeavingSubtree()
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
        layer.removeFromSuperlayer()
    }

    /// Called after a subview is added (override point, as in UIKit).
    open func didAddSubview(_ subview: UIView) {}

    /// Called before a subview is removed (override point, as in UIKit).
    open func willRemoveSubview(_ subview: UIView) {}

    /// Whether this view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view with `tag` in this view's tree, this view included.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews { if let found = view.viewWithTag(tag) { return found } }
        return nil
    }

    // MARK: Hit testing

    /// The deepest view under `point` (in this view's coordinates), as UIKit finds it: a hidden
    /// view, one with `isUserInteractionEnabled` false or alpha below 0.01 is skipped with its
    /// subviews; a view is hit inside its bounds (`point(inside:with:)`); subviews are searched
    /// front to back, and only within their superview's bounds. Model values count, not what an
    /// animation shows, as in UIKit.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            if let hit = subview.hitTest(subview.convert(point, from: self), with: event) { return hit }
        }
        return self
    }

    /// Whether `point` (in this view's coordinates) is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.contains(point)
    }

    // MARK: Converting coordinates

    /// The affine map from this view's bounds coordinates to the root of its hierarchy's.
    func toRoot() -> SegueCore.AffineTransform {
        var transform = LayerGeometry.toParent(layer.modelState)
        var view = superview
        while let v = view {
            transform = transform.concatenating(LayerGeometry.toParent(v.layer.modelState))
            view = v.superview
        }
        return transform
    }

    /// `point` in this view's coordinates, converted from `view`'s (the root's when `nil`).
    /// Views must share a root; transforms count, as in UIKit.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let fromRoot = (view?.toRoot() ?? .identity)
        guard let toSelf = toRoot().inverted() else { return point }
        let p = fromRoot.concatenating(toSelf).apply(to: Point(Double(point.x), Double(point.y)))
        return CGPoint(x: p.x, y: p.y)
    }

    /// `point` in this view's coordinates, converted to `view`'s (the root's, the window in a recording, when `nil`).
    /// Views must share a root; transforms count, as in UIKit.
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else {
            let p = toRoot().apply(to: Point(Double(point.x), Double(point.y)))
            return CGPoint(x: p.x, y: p.y)
        }
        return view.convert(point, from: self)
    }

    /// `rect` converted from `view`'s coordinates: the bounding box of its transformed corners.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        let fromRoot = (view?.toRoot() ?? .identity)
        guard let toSelf = toRoot().inverted() else { return rect }
        let box = fromRoot.concatenating(toSelf).apply(to: Rect(x: Double(rect.origin.x), y: Double(rect.origin.y),
                                                                width: Double(rect.size.width), height: Double(rect.size.height)))
        return CGRect(x: box.origin.x, y: box.origin.y, width: box.size.width, height: box.size.height)
    }

    /// `rect` converted to `view`'s coordinates (the root's when `nil`): the bounding box of its transformed corners.
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard let view else {
            let box = toRoot().apply(to: Rect(x: Double(rect.origin.x), y: Double(rect.origin.y),
                                              width: Double(rect.size.width), height: Double(rect.size.height)))
            return CGRect(x: box.origin.x, y: box.origin.y, width: box.size.width, height: box.size.height)
        }
        return view.convert(rect, from: self)
    }

    // MARK: Layout

    private var needsLayout = true

    /// Autoresizing, as UIKit applies it when the superview's bounds change size.
    open var autoresizingMask: UIView.AutoresizingMask = []
    /// Whether subviews follow this view's size changes by their `autoresizingMask` (default true).
    open var autoresizesSubviews = true

    /// How a view follows its superview's size changes (UIKit's springs and struts).
    public struct AutoresizingMask: OptionSet, Sendable {
        /// The mask's bits, as UIKit numbers them.
        public let rawValue: UInt
        /// The mask with bits `rawValue`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The space to the superview's left edge follows changes of its width.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The view's width follows changes of the superview's width.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The space to the superview's right edge follows changes of its width.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The space to the superview's top edge follows changes of its height.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The view's height follows changes of the superview's height.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The space to the superview's bottom edge follows changes of its height.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Marks the view as needing layout: its constraints are solved and `layoutSubviews()` runs in the layout pass
    /// before the next frame is drawn, or at `layoutIfNeeded()`.
    open func setNeedsLayout() { needsLayout = true }

    /// The controller whose view this is, told around this view's layout.
    weak var owningController: UIViewController?

    /// Lays out now if needed: runs the due `updateConstraints()`, solves the subviews'
    /// constraints (`ConstraintLayout`) and calls `layoutSubviews()`, between its controller's
    /// `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` when it is a controller's view,
    /// as UIKit's layout pass does.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningController?.viewWillLayoutSubviews()
            for view in [self] + subviews where view.needsUpdateConstraints {
                view.needsUpdateConstraints = false
                view.updateConstraints()
            }
            ConstraintLayout.layOut(subviewsOf: self)
            layoutSubviews()
            owningController?.viewDidLayoutSubviews()
        }
        for view in subviews { view.layoutIfNeeded() }
    }

    /// Resizes the view to `sizeThatFits(bounds.size)`, keeping its origin: plain views keep
    /// their size, labels and buttons take their content's (as in UIKit).
    open func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        frame = CGRect(origin: frame.origin, size: size)
    }

    /// Override to place subviews by their frames; the default does nothing (constraints are
    /// solved just before it is called).
    open func layoutSubviews() {}

    /// Resizes the subviews by their autoresizing masks when the bounds' size changed, and marks
    /// the view as needing layout.
    private func boundsSizeChanged(from old: CGSize) {
        let new = layer.bounds.size
        guard old != new else { return }
        needsLayout = true
        guard autoresizesSubviews else { return }
        for view in subviews where !view.autoresizingMask.isEmpty {
            view.frame = Self.autoresized(view.frame, mask: view.autoresizingMask, from: old, to: new)
        }
    }

    /// `frame` resized per `mask` when its superview goes from `old` to `new`: the change along
    /// each axis is shared by the flexible parts (margins, size) in proportion to their lengths
    /// when several are flexible, as UIKit distributes it.
    static func autoresized(_ frame: CGRect, mask: AutoresizingMask, from old: CGSize, to new: CGSize) -> CGRect {
        func axis(_ start: CGFloat, _ length: CGFloat, _ total: CGFloat, _ newTotal: CGFloat,
                  _ flexStart: Bool, _ flexLength: Bool, _ flexEnd: Bool) -> (CGFloat, CGFloat) {
            let delta = newTotal - total
            let end = total - start - length
            let parts = [(flexStart, start), (flexLength, length), (flexEnd, end)].filter(\.0).map(\.1)
            guard !parts.isEmpty, delta != 0 else { return (start, length) }
            let sum = parts.reduce(0, +)
            func share(_ flexible: Bool, _ part: CGFloat) -> CGFloat {
                guard flexible else { return 0 }
                return sum > 0 ? delta * part / sum : delta / CGFloat(parts.count)
            }
            return (start + share(flexStart, start), length + share(flexLength, length))
        }
        let (x, width) = axis(frame.origin.x, frame.size.width, old.width, new.width, mask.contains(.flexibleLeftMargin),
                              mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
        let (y, height) = axis(frame.origin.y, frame.size.height, old.height, new.height, mask.contains(.flexibleTopMargin),
                               mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    // MARK: Tint and size

    /// The tint set on this view itself (`nil`: inherited).
    var ownTintColor: UIColor?

    /// The colour controls use for their tint: the view's own, else its superview's, else
    /// UIKit's default, `systemBlue` (UIView's documentation: a nil tint is inherited from the
    /// superview; the root's is the system blue). Setting it calls `tintColorDidChange()` on the
    /// view and on each subview that inherits it.
    open var tintColor: UIColor! {
        get { ownTintColor ?? superview?.tintColor ?? .systemBlue }
        set {
            ownTintColor = newValue
            tintDidChange()
        }
    }

    /// Whether the tint is drawn dimmed; accepted, and tints are drawn as they are.
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic

    /// Called when the view's effective tint changes (override point, as in UIKit).
    open func tintColorDidChange() {}

    /// The view's size that fits `size`: plain views return their current size (Apple: "the
    /// default implementation of this method returns the existing size of the view"); labels,
    /// buttons and stack views return their content's size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The natural size of the view's content; plain views have none (`noIntrinsicMetric` both
    /// ways), as in UIKit.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The part of the view the window's safe area does not cover, as insets from its edges:
    /// the recording's `safeAreaInsets` where the view's frame reaches into them, as UIKit
    /// computes it for a view (transforms ignored); zero outside a window.
    open var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let safe = window.screenSafeArea
        if window === self { return safe }
        let box = convert(bounds, to: window)
        let inner = window.bounds.inset(by: safe)
        return UIEdgeInsets(top: max(0, inner.minY - box.minY), left: max(0, inner.minX - box.minX),
                            bottom: max(0, box.maxY - inner.maxY), right: max(0, box.maxX - inner.maxX))
    }

    /// Called when `safeAreaInsets` changes (override point; recordings keep theirs fixed).
    open func safeAreaInsetsDidChange() {}

    /// The next responder: the controller whose view this is, else the superview.
    open override var next: UIResponder? { owningController ?? superview }

    /// Ends editing in this view's tree (resigning the first responder inside it); recordings
    /// edit no text, so this only resigns.
    @discardableResult
    open func endEditing(_ force: Bool) -> Bool { true }

    /// Whether the view keeps the frame code gives it (true, UIKit's default for views made in
    /// code) or is placed by its constraints in its superview's layout pass (false).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet { superview?.setNeedsLayout() }
    }

    // MARK: Auto Layout (see NSLayoutConstraint, ConstraintLayout)

    /// The active constraints that involve this view or one of its guides.
    var involvedConstraints: [NSLayoutConstraint] = []
    /// The guides added with `addLayoutGuide`.
    open internal(set) var layoutGuides: [UILayoutGuide] = []
    /// The safe area as a guide (`safeAreaInsets` inside the bounds).
    public private(set) lazy var safeAreaLayoutGuide = UILayoutGuide(kind: .safeArea, owner: self)
    /// The layout margins as a guide (`layoutMargins` inside the bounds).
    public private(set) lazy var layoutMarginsGuide = UILayoutGuide(kind: .margins, owner: self)
    /// The leading edge, for Auto Layout constraints: the left edge, as recordings lay out left to right.
    public private(set) lazy var leadingAnchor = NSLayoutXAxisAnchor(self, .leading)
    /// The trailing edge, for Auto Layout constraints: the right edge, as recordings lay out left to right.
    public private(set) lazy var trailingAnchor = NSLayoutXAxisAnchor(self, .trailing)
    /// The left edge, for Auto Layout constraints.
    public private(set) lazy var leftAnchor = NSLayoutXAxisAnchor(self, .left)
    /// The right edge, for Auto Layout constraints.
    public private(set) lazy var rightAnchor = NSLayoutXAxisAnchor(self, .right)
    /// The horizontal centre, for Auto Layout constraints.
    public private(set) lazy var centerXAnchor = NSLayoutXAxisAnchor(self, .centerX)
    /// The top edge, for Auto Layout constraints.
    public private(set) lazy var topAnchor = NSLayoutYAxisAnchor(self, .top)
    /// The bottom edge, for Auto Layout constraints.
    public private(set) lazy var bottomAnchor = NSLayoutYAxisAnchor(self, .bottom)
    /// The vertical centre, for Auto Layout constraints.
    public private(set) lazy var centerYAnchor = NSLayoutYAxisAnchor(self, .centerY)
    /// The width, for Auto Layout constraints to a constant or to another dimension.
    public private(set) lazy var widthAnchor = NSLayoutDimension(self, .width)
    /// The height, for Auto Layout constraints to a constant or to another dimension.
    public private(set) lazy var heightAnchor = NSLayoutDimension(self, .height)

    /// Called before the layout pass that solves this view's constraints, the first time and
    /// after `setNeedsUpdateConstraints()` (override point, as in UIKit); call super.
    open func updateConstraints() {}
    /// Whether `updateConstraints()` is due.
    var needsUpdateConstraints = true

    /// The view's layout direction rule; recordings lay out left to right, so it is kept for code
    /// that reads it.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The layout direction of `attribute`: left to right, as recordings lay out.
    public class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        .leftToRight
    }

    /// The layout direction of the view: left to right.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    // Accessibility, kept for code that sets it (it changes nothing drawn).
    /// Whether assistive technologies treat the view as one element (default false); held only.
    open var isAccessibilityElement = false
    /// The view's name as VoiceOver speaks it; held only.
    open var accessibilityLabel: String?
    /// What acting on the view does, as VoiceOver speaks it; held only.
    open var accessibilityHint: String?
    /// The view's current value, as VoiceOver speaks it; held only.
    open var accessibilityValue: String?
    /// What kind of element the view is to assistive technologies (default `.none`); held only.
    open var accessibilityTraits: UIAccessibilityTraits = .none
    /// Whether VoiceOver ignores the view's siblings (default false); held only.
    open var accessibilityViewIsModal = false

    /// Tells the view that its content's natural size changed (a label's text, an image view's
    /// image), so a stack view arranging it lays out again, as UIKit's Auto Layout does.
    open func invalidateIntrinsicContentSize() { superview?.subviewSizingChanged(self) }

    /// A subview's natural size or visibility changed: one placed by constraints is solved
    /// again in this view's next pass (stack views also rearrange).
    func subviewSizingChanged(_ subview: UIView) {
        if !subview.translatesAutoresizingMaskIntoConstraints && !subview.involvedConstraints.isEmpty { setNeedsLayout() }
    }

    private var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
    private var resistance: [UILayoutPriority] = [.defaultHigh, .defaultHigh]

    /// How strongly the view resists growing past its natural size along `axis` (250 unless
    /// set, for every view made in code, as in UIKit).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging[axis.rawValue] }
    /// Sets how strongly the view resists growing past its natural size along `axis`; a superview laying it out by
    /// constraints, or a stack view arranging it, lays out again.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        hugging[axis.rawValue] = priority
        superview?.subviewSizingChanged(self)
    }
    /// How strongly the view resists shrinking below its natural size along `axis` (750 unless set).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { resistance[axis.rawValue] }
    /// Sets how strongly the view resists shrinking below its natural size along `axis`; a superview laying it out by
    /// constraints, or a stack view arranging it, lays out again.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        resistance[axis.rawValue] = priority
        superview?.subviewSizingChanged(self)
    }

    /// The default spacing inside the view's edges, 8 points each (UIKit's default for a view
    /// that is not a view controller's root); stack views lay out inside it when
    /// `isLayoutMarginsRelativeArrangement` is on.
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) {
        didSet { setNeedsLayout() }
    }

    /// `layoutMargins` by reading direction (leading is left).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left,
                                      bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    // MARK: Content

    /// What the view draws in its bounds above its background (images, text); none by default.
    func content(for state: LayerState) -> LayerContent? { nil }

    func contentModeChanged() {}

    // MARK: Snapshots

    /// A view showing what this view shows now (its presentation, subviews included), frozen:
    /// later changes to this view do not reach it. It has the view's size and centre, without
    /// the view's own transform and alpha (the content, not how it is composited); UIKit does not
    /// document where the snapshot is placed, so place it as iOS code does, by its frame. Its
    /// content fills its bounds as they change, stretched, as an iOS snapshot's does (the zoom
    /// transitions that grow a thumbnail's snapshot to the detail's frame rely on it).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
        let frozen = frozenContent()
        let snapshot = SnapshotView.holding(frozen, size: frozen.modelState.bounds.size)
        snapshot.center = frozen.modelState.position
        snapshot.layer.modelState.bounds = frozen.modelState.bounds
        frozen.modelState.position = CGPoint(x: frozen.modelState.bounds.midX, y: frozen.modelState.bounds.midY)
        return snapshot
    }

    /// This view's layer frozen as it is shown now (`FrozenLayer`), its own transform, opacity
    /// and hiding taken off and anchored at its centre: a snapshot's content, to place in it.
    private func frozenContent() -> CALayer {
        let frozen = FrozenLayer.freeze(layer, at: Runtime.withCurrent { $0.now })
        frozen.modelState.anchorPoint = CGPoint(x: 0.5, y: 0.5)
        frozen.modelState.transform = CATransform3DIdentity
        frozen.modelState.opacity = 1
        frozen.modelState.isHidden = false
        return frozen
    }

    /// A snapshot (`snapshotView(afterScreenUpdates:)`) of the part `rect` of this view's bounds
    /// only: a view of `rect`'s size at the origin, the view's content moved so that `rect`'s
    /// corner is its top left and clipped to it, stretched as a whole when its bounds change.
    /// Cap insets other than `.zero` (stretching only the middle) are recorded as not supported.
    open func resizableSnapshotView(from rect: CGRect, afterScreenUpdates afterUpdates: Bool,
                                    withCapInsets capInsets: UIEdgeInsets) -> UIView? {
        if capInsets != .zero {
            Misuse.record(.unsupported("UIView.resizableSnapshotView(from:afterScreenUpdates:withCapInsets:) with cap insets other than .zero (the snapshot stretches as a whole)"))
        }
        let finite = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].allSatisfy(\.isFinite)
        guard finite, rect.size.width >= 0, rect.size.height >= 0 else {
            Misuse.record(SegueKitError("UIView.resizableSnapshotView(from: \(rect), afterScreenUpdates:withCapInsets:): expected a finite rectangle of non-negative size"))
            return nil
        }
        let frozen = frozenContent()
        let bounds = frozen.modelState.bounds
        let snapshot = SnapshotView.holding(frozen, size: rect.size)
        snapshot.layer.modelState.masksToBounds = true
        // A point p of this view's bounds lies at p − bounds.origin in the frozen layer's frame,
        // so that frame starts at bounds.origin − rect.origin for rect's corner to be at (0, 0).
        frozen.modelState.position = CGPoint(x: bounds.minX - rect.minX + bounds.width / 2, y: bounds.minY - rect.minY + bounds.height / 2)
        return snapshot
    }
}

/// The view `snapshotView(afterScreenUpdates:)` returns.
final class SnapshotView: UIView {
    override class var layerClass: AnyClass { SnapshotLayer.self }

    /// A snapshot of `size` at the origin holding `content`, laid out at that size (stretched
    /// with the snapshot's bounds).
    static func holding(_ content: CALayer, size: CGSize) -> SnapshotView {
        let snapshot = SnapshotView(frame: CGRect(origin: .zero, size: size))
        (snapshot.layer as? SnapshotLayer)?.contentSize = size
        snapshot.layer.addSublayer(content)
        return snapshot
    }
}

/// A snapshot's layer: its frozen content, laid out at `contentSize`, is stretched to its
/// presented bounds at every frame (`coreLayer(at:…)`), as an iOS snapshot's content fills the
/// view when its frame changes.
final class SnapshotLayer: CALayer {
    /// The size the frozen content was laid out at (the snapshotted view's).
    var contentSize: CGSize = .zero
}

/// A layer tree frozen at an instant: each layer's presentation, without animations, drawing
/// the content its view drew.
final class FrozenLayer: CALayer {
    var frozenContent: LayerContent?
    /// The layer whose time line this copy keeps, when it stands beside it rather than inside
    /// it (a flip's frozen side, in the flipped view's superlayer): a transition driven
    /// interactively pauses the flipped view's layer (speed 0, its time offset scrubbed, as
    /// UIPercentDrivenInteractiveTransition does to the container), and the copy of what the view
    /// showed before must turn on that clock, not its superlayer's.
    weak var timeSource: CALayer?

    override func localTime(at now: CFTimeInterval) -> CFTimeInterval {
        timeSource?.localTime(at: now) ?? super.localTime(at: now)
    }

    override func timeMapping() -> (a: Double, b: Double) {
        timeSource?.timeMapping() ?? super.timeMapping()
    }

    @MainActor
    static func freeze(_ layer: CALayer, at now: CFTimeInterval) -> FrozenLayer {
        let copy = FrozenLayer()
        copy.modelState = layer.presentedState(at: now)
        copy.name = layer.name
        copy.frozenContent = layer.drawnContent(copy.modelState)
        if let mask = layer.mask { copy.mask = freeze(mask, at: now) }
        for sublayer in layer.sublayers ?? [] { copy.addSublayer(freeze(sublayer, at: now)) }
        return copy
    }
}
