import Foundation

/// UIKit's stack view: lays its visible `arrangedSubviews` out in a row or a column, by
/// `distribution` along the axis and `alignment` across it, `spacing` apart (Apple's
/// UIStackView.Distribution and .Alignment documentation).
///
/// UIKit does this with Auto Layout; SegueKit lays out frames, in `layoutSubviews`, which the
/// recorder's layout pass runs before each frame (or `layoutIfNeeded()` inside an animation
/// block, to animate the change). An arranged view's natural size is its `intrinsicContentSize`
/// (a label's text, a button's content, an image view's image); a view without one (a plain
/// `UIView`) keeps its current frame size, what an explicit width or height constraint would
/// give it on iOS. Hidden views take no room and no spacing. `.fill` gives the room left over
/// (or takes the room missing) to the view with the lowest content hugging (compression
/// resistance) priority; among equals, UIKit's choice is not documented ("based on their index")
/// and SegueKit picks the last. Baseline alignments are recorded as not supported and drawn as
/// `.top`.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How the arranged views share the axis.
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// Where the arranged views sit across the axis.
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// UIKit's name for `.leading` in a row: the arranged views' top edges line up.
        public static var top: Alignment { .leading }
        /// UIKit's name for `.trailing` in a row: the arranged views' bottom edges line up.
        public static var bottom: Alignment { .trailing }
    }

    /// The value of a custom spacing that asks for the stack view's own `spacing`.
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// The value of a custom spacing that asks for the system's spacing (8 points here).
    public static let spacingUseSystem = CGFloat.leastNormalMagnitude

    /// The views laid out, in order; each is also a subview.
    open private(set) var arrangedSubviews: [UIView] = []
    /// Whether the views are laid out in a row (`.horizontal`, the default) or a column (`.vertical`).
    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { setNeedsLayout() } }
    /// How the arranged views share the length along the axis (default `.fill`; see the type's doc).
    open var distribution: Distribution = .fill { didSet { setNeedsLayout() } }
    /// Where the arranged views sit across the axis (default `.fill`: they span it). `.firstBaseline` and
    /// `.lastBaseline` are recorded as not supported and laid out as `.top`.
    open var alignment: Alignment = .fill {
        didSet {
            if alignment == .firstBaseline || alignment == .lastBaseline {
                Misuse.record(.unsupported("UIStackView.alignment = .\(alignment) (baselines are not measured; drawn as .top)"))
            }
            setNeedsLayout()
        }
    }
    /// The space between adjacent views (the least, for `.equalSpacing` and `.equalCentering`).
    open var spacing: CGFloat = 0 { didSet { setNeedsLayout() } }
    /// Whether the views are laid out inside `layoutMargins` rather than the bounds.
    open var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsLayout() } }
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// For each arranged view, its size before the stack view sized it and the size it was
    /// given, so that a later layout starts from the view's own size again unless code changed
    /// it since.
    private var sized: [ObjectIdentifier: (natural: CGSize, given: CGSize)] = [:]

    /// A stack view with no frame arranging `views` in order; each becomes a subview, with
    /// `translatesAutoresizingMaskIntoConstraints` set to false, as UIKit sets it.
    public init(arrangedSubviews views: [UIView]) {
        super.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// An empty stack view at `frame`: a row, distributed and aligned by `.fill`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not supported, as for every view (see `UIView.init(coder:)`): recorded, and returns nil.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// Adds `view` at the end of the arranged views (and of the subviews).
    open func addArrangedSubview(_ view: UIView) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts `view` among the arranged views at `index`; it becomes a subview if it is not one.
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        guard view !== self, !isDescendant(of: view) else {
            Misuse.record(SegueKitError("UIStackView.addArrangedSubview: a stack view cannot arrange itself or a view that contains it"))
            return
        }
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        view.translatesAutoresizingMaskIntoConstraints = false // as UIKit sets it
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit (remove it from its superview too
    /// to take it off screen).
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        forget(view)
        setNeedsLayout()
    }

    /// Stops arranging a subview that is being removed, as UIKit does, and lays out again.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        arrangedSubviews.removeAll { $0 === subview }
        forget(subview)
        setNeedsLayout()
    }

    /// Drops what the stack view remembered of `view` (its custom spacing and size), so a view
    /// made later at the same address starts afresh.
    private func forget(_ view: UIView) {
        customSpacings[ObjectIdentifier(view)] = nil
        sized[ObjectIdentifier(view)] = nil
    }

    /// The space after `arrangedSubview` (instead of `spacing`).
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        setNeedsLayout()
    }

    /// The space after `arrangedSubview`: its custom spacing, else `spacingUseDefault`.
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    override func subviewSizingChanged(_ subview: UIView) {
        guard arrangedSubviews.contains(where: { $0 === subview }) else { return super.subviewSizingChanged(subview) }
        setNeedsLayout()
        // The stack view's own natural size follows its arranged views'.
        invalidateIntrinsicContentSize()
    }

    // MARK: Layout

    /// Sets the frames of the visible arranged views (see the type's doc), inside `layoutMargins` when
    /// `isLayoutMarginsRelativeArrangement`; a multi-line label in a column aligned by `.fill` wraps at its width.
    /// Hidden arranged views keep their frames.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        let box = isLayoutMarginsRelativeArrangement ? bounds.inset(by: layoutMargins) : bounds
        let horizontal = axis == .horizontal
        let length = horizontal ? box.width : box.height, cross = horizontal ? box.height : box.width
        let natural = views.map { view -> CGSize in
            var size = naturalSize(of: view)
            // A label of several lines across a column it fills wraps at the column's width.
            if !horizontal, alignment == .fill, let label = view as? UILabel, label.numberOfLines != 1 {
                size.height = label.sizeThatFits(CGSize(width: cross, height: 0)).height
            }
            return size
        }
        let along = natural.map { horizontal ? $0.width : $0.height }
        let gaps = views.dropLast().map(gap(after:))
        let spans = StackLayout.spans(along: along, gaps: gaps, length: length, distribution: distribution,
                                      priorities: views.map { priorities(of: $0) })
        for (index, view) in views.enumerated() {
            let naturalCross = horizontal ? natural[index].height : natural[index].width
            let (offset, size) = StackLayout.place(naturalCross, in: cross, alignment: alignment)
            let start = spans[index].start, extent = spans[index].length
            view.frame = horizontal
                ? CGRect(x: box.minX + start, y: box.minY + offset, width: extent, height: size)
                : CGRect(x: box.minX + offset, y: box.minY + start, width: size, height: extent)
            sized[ObjectIdentifier(view)] = (natural[index], view.bounds.size)
        }
    }

    /// The views' natural extent along the axis with their spacing, and the largest across it,
    /// plus the margins when the arrangement is relative to them.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let views = arrangedSubviews.filter { !$0.isHidden }
        let natural = views.map { naturalSize(of: $0) }
        let gaps = views.dropLast().map(gap(after:)).reduce(0, +)
        let horizontal = axis == .horizontal
        let along = natural.map { horizontal ? $0.width : $0.height }.reduce(0, +) + gaps
        let across = natural.map { horizontal ? $0.height : $0.width }.max() ?? 0
        let margins = isLayoutMarginsRelativeArrangement ? layoutMargins : .zero
        return horizontal
            ? CGSize(width: along + margins.left + margins.right, height: across + margins.top + margins.bottom)
            : CGSize(width: across + margins.left + margins.right, height: along + margins.top + margins.bottom)
    }

    /// `sizeThatFits(.zero)`: the arranged views' natural sizes with the spacing, and the margins when the arrangement
    /// is relative to them.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// A view's size along each side: a required width or height constraint's constant, else its
    /// intrinsic size, else the view's own size (its size before this stack view last sized it,
    /// unless code has resized it since).
    private func naturalSize(of view: UIView) -> CGSize {
        let intrinsic = view.intrinsicContentSize
        var own = view.bounds.size
        if let entry = sized[ObjectIdentifier(view)], entry.given == own { own = entry.natural }
        func fixed(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
            view.involvedConstraints.first {
                $0.firstItem === view && $0.firstAttribute == attribute && $0.secondItem == nil && $0.relation == .equal
                    && $0.priority == .required
            }?.constant
        }
        return CGSize(width: fixed(.width) ?? (intrinsic.width >= 0 ? intrinsic.width : own.width),
                      height: fixed(.height) ?? (intrinsic.height >= 0 ? intrinsic.height : own.height))
    }

    /// The space after `view`: its custom spacing, else `spacing`; `spacingUseSystem` is the
    /// system spacing (8 points) and `spacingUseDefault` as `spacing` is 0, as UIKit's header
    /// says of it.
    private func gap(after view: UIView) -> CGFloat {
        func resolved(_ value: CGFloat) -> CGFloat {
            if value == UIStackView.spacingUseSystem { return 8 }
            return value.isFinite && value != UIStackView.spacingUseDefault ? value : 0
        }
        let custom = customSpacing(after: view)
        return custom == UIStackView.spacingUseDefault ? resolved(spacing) : resolved(custom)
    }

    /// The view's priorities along the axis (a NaN priority counts as 0).
    private func priorities(of view: UIView) -> (hugging: Float, resistance: Float) {
        func finite(_ p: UILayoutPriority) -> Float { p.rawValue.isNaN ? 0 : p.rawValue }
        return (finite(view.contentHuggingPriority(for: axis)), finite(view.contentCompressionResistancePriority(for: axis)))
    }
}
