import Foundation
import SegueCore

/// Solves the constraints of a view's subviews in its layout pass, as Auto Layout does before
/// `layoutSubviews()` (Apple's Auto Layout Guide: constraints are linear equations and
/// inequalities with priorities; required ones must hold, optional ones hold as far as they can,
/// higher priorities first; a view's intrinsic content size is an optional constraint).
///
/// The unknowns are the frames (x, y, width, height, in the view's bounds coordinates) of the
/// subviews with `translatesAutoresizingMaskIntoConstraints` false and the guides added with
/// `addLayoutGuide`, each that some active constraint names; everything else a constraint names
/// (the view itself, its safe-area and margins guides, views elsewhere) is known and read where
/// it is now. Equations are taken in order (required equalities, then optional ones and the
/// intrinsic sizes by priority: the natural size at the view's content hugging priority, no
/// smaller at its compression resistance priority), each kept only if it agrees with those kept;
/// an inequality joins as an equality at its bound only when the solution breaks it (the
/// active-set idea Cassowary's simplex refines). Leading is left and trailing right.
/// Constraints that cannot all hold, or that leave a frame undecided, are recorded naming the
/// view: UIKit would break one, or pick one of many layouts, and log it.
@MainActor
enum ConstraintLayout {
    /// One linear row: Σ coefficients · unknowns (relation) rhs, with its priority.
    private struct Row {
        var coefficients: [Double]
        var rhs: Double
        var relation: NSLayoutConstraint.Relation
        var priority: Float
    }

    /// Lays out `view`'s constrained subviews and guides.
    static func layOut(subviewsOf view: UIView) {
        var items: [AnyObject] = []
        var constraints: [NSLayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        func gather(_ list: [NSLayoutConstraint]) {
            for constraint in list where seen.insert(ObjectIdentifier(constraint)).inserted { constraints.append(constraint) }
        }
        // A stack view places its arranged views itself (their size constraints count there).
        let arranged = Set(((view as? UIStackView)?.arrangedSubviews ?? []).map(ObjectIdentifier.init))
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints && !subview.involvedConstraints.isEmpty
            && !arranged.contains(ObjectIdentifier(subview)) {
            items.append(subview)
            gather(subview.involvedConstraints)
        }
        for guide in view.layoutGuides where guide.kind == .free {
            let own = view.involvedConstraints.filter { $0.firstItem === guide || $0.secondItem === guide }
            if !own.isEmpty { items.append(guide); gather(own) }
        }
        guard !items.isEmpty else { return }
        let index = Dictionary(uniqueKeysWithValues: items.enumerated().map { (ObjectIdentifier($0.element), $0.offset) })
        /// Whether `item` lies inside one of this pass's unknowns (a subview of a constrained
        /// subview, or a guide of one): its frame comes from that subview's own pass, so a
        /// constraint naming it is solved there, not here.
        func isInsideUnknown(_ item: AnyObject?) -> Bool {
            var ancestor: UIView? = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
            while let current = ancestor, current !== view {
                if index[ObjectIdentifier(current)] != nil { return true }
                ancestor = current.superview
            }
            return false
        }
        constraints.removeAll { isInsideUnknown($0.firstItem) || isInsideUnknown($0.secondItem) }
        let count = items.count * 4

        /// The attribute as a linear form over the unknowns plus a constant.
        func form(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> (coefficients: [Double], constant: Double)? {
            var coefficients = [Double](repeating: 0, count: count)
            guard let item, attribute != .notAnAttribute else { return (coefficients, 0) }
            if let k = index[ObjectIdentifier(item)] {
                let (x, y, w, h) = (4 * k, 4 * k + 1, 4 * k + 2, 4 * k + 3)
                switch attribute {
                case .left, .leading: coefficients[x] = 1
                case .right, .trailing: coefficients[x] = 1; coefficients[w] = 1
                case .centerX: coefficients[x] = 1; coefficients[w] = 0.5
                case .width: coefficients[w] = 1
                case .top: coefficients[y] = 1
                case .bottom: coefficients[y] = 1; coefficients[h] = 1
                case .centerY: coefficients[y] = 1; coefficients[h] = 0.5
                case .height: coefficients[h] = 1
                default: return nil
                }
                return (coefficients, 0)
            }
            guard let rect = knownRect(item, in: view), let value = value(of: attribute, in: rect) else { return nil }
            return (coefficients, value)
        }

        var rows: [Row] = []
        for constraint in constraints {
            guard let first = form(constraint.firstItem, constraint.firstAttribute),
                  let second = form(constraint.secondItem, constraint.secondAttribute) else { continue }
            let m = Double(constraint.multiplier)
            // first = m · second + c  →  first − m · second = m · k₂ + c − k₁
            let coefficients = zip(first.coefficients, second.coefficients).map { $0 - m * $1 }
            // A constraint none of whose items this pass places is another view's to solve.
            guard coefficients.contains(where: { $0 != 0 }) else { continue }
            let rhs = m * second.constant + Double(constraint.constant) - first.constant
            rows.append(Row(coefficients: coefficients, rhs: rhs, relation: constraint.relation, priority: constraint.priority.rawValue))
        }
        /// Intrinsic sizes: optional equalities at the view's hugging priority and optional
        /// lower bounds at its compression resistance priority. A label of
        /// several lines is as tall as its text wrapped at `widths[k]` when a first solution
        /// gave it a width (UIKit's second pass, which sets the wrapping width from the layout).
        func intrinsicRows(widths: [Int: Double]) -> [Row] {
            var intrinsicRows: [Row] = []
            for (k, item) in items.enumerated() {
                guard let subview = item as? UIView else { continue }
                var intrinsic = subview.intrinsicContentSize
                if let label = subview as? UILabel, label.numberOfLines != 1, let width = widths[k] {
                    intrinsic.height = label.sizeThatFits(CGSize(width: width, height: 0)).height
                }
                for (offset, length, axis) in [(2, intrinsic.width, NSLayoutConstraint.Axis.horizontal),
                                               (3, intrinsic.height, NSLayoutConstraint.Axis.vertical)] where length >= 0 {
                    var coefficients = [Double](repeating: 0, count: count)
                    coefficients[4 * k + offset] = 1
                    // Hugging: the natural size, at the hugging priority; compression
                    // resistance: no smaller, at its own (higher, by default) priority.
                    func finite(_ p: UILayoutPriority) -> Float { p.rawValue.isNaN ? 0 : p.rawValue }
                    intrinsicRows.append(Row(coefficients: coefficients, rhs: Double(length), relation: .equal,
                                             priority: finite(subview.contentHuggingPriority(for: axis))))
                    intrinsicRows.append(Row(coefficients: coefficients, rhs: Double(length), relation: .greaterThanOrEqual,
                                             priority: finite(subview.contentCompressionResistancePriority(for: axis))))
                }
            }
            return intrinsicRows
        }

        let current = items.flatMap { item -> [Double] in
            let rect = (item as? UIView)?.frame ?? (item as? UILayoutGuide)?.solvedFrame ?? .zero
            return [rect.minX, rect.minY, rect.width, rect.height].map(Double.init)
        }
        var (solution, problems) = solve(rows + intrinsicRows(widths: [:]), count: count, current: current)
        let wrapping = items.indices.filter { (items[$0] as? UILabel).map { $0.numberOfLines != 1 } ?? false }
        if !wrapping.isEmpty {
            let widths = Dictionary(uniqueKeysWithValues: wrapping.map { ($0, max(0, solution[4 * $0 + 2])) })
            (solution, problems) = solve(rows + intrinsicRows(widths: widths), count: count, current: current)
        }
        for (k, item) in items.enumerated() {
            let frame = CGRect(x: solution[4 * k], y: solution[4 * k + 1], width: solution[4 * k + 2], height: solution[4 * k + 3])
            if let subview = item as? UIView { subview.frame = frame } else if let guide = item as? UILayoutGuide { guide.solvedFrame = frame }
        }
        for (k, problem) in problems {
            let item = items[k]
            let name = (item as? UIView)?.accessibilityIdentifier ?? (item as? UILayoutGuide)?.identifier ?? ""
            let label = "\(type(of: item))" + (name.isEmpty ? " (constrained item \(k + 1))" : " \(MessageText.quoted(name))")
            Misuse.record(SegueKitError("Auto Layout in \(type(of: view)): \(label): \(problem)"))
        }
    }

    /// Solves `rows` for `count` unknowns (see the type's note); unknowns left free take their
    /// `current` values. Returns the solution and, per item, what went wrong.
    private static func solve(_ rows: [Row], count: Int, current: [Double]) -> ([Double], [(Int, String)]) {
        let equalities = rows.filter { $0.relation == .equal }
        let inequalities = rows.filter { $0.relation != .equal }
        var binding = Set<Int>() // inequalities held at their bound
        var problems: [(Int, String)] = []
        var solution = current
        for _ in 0...inequalities.count {
            let bound = binding.sorted().map { inequalities[$0] }
            let ordered = (equalities + bound).enumerated().sorted { a, b in
                (a.element.priority, -a.offset) > (b.element.priority, -b.offset)
            }.map(\.element)
            var basis = Basis(count: count)
            problems = []
            for row in ordered where basis.add(row.coefficients, row.rhs) == .conflict && row.priority >= 1000 {
                problems.append((firstItem(of: row, count: count), "required constraints conflict"))
            }
            for unknown in 0..<count where basis.add(unit(unknown, count), current[unknown]) == .added {
                problems.append((unknown / 4, "the constraints leave its \(["x", "y", "width", "height"][unknown % 4]) undecided"))
            }
            solution = basis.solution()
            let broken = inequalities.indices.filter { index in
                guard !binding.contains(index) else { return false }
                let row = inequalities[index]
                let value = zip(row.coefficients, solution).reduce(0) { $0 + $1.0 * $1.1 }
                return row.relation == .greaterThanOrEqual ? value < row.rhs - 1e-9 : value > row.rhs + 1e-9
            }
            if broken.isEmpty { break }
            binding.formUnion(broken)
        }
        // One line per item and kind of problem.
        var seen = Set<String>()
        return (solution, problems.filter { seen.insert("\($0.0) \($0.1)").inserted })
    }

    private static func unit(_ index: Int, _ count: Int) -> [Double] {
        var row = [Double](repeating: 0, count: count)
        row[index] = 1
        return row
    }

    private static func firstItem(of row: Row, count: Int) -> Int {
        (row.coefficients.firstIndex { $0 != 0 } ?? 0) / 4
    }

    /// `item`'s rectangle in `view`'s bounds coordinates (nil for something that is not a view
    /// or guide, or is not in `view`'s hierarchy).
    private static func knownRect(_ item: AnyObject, in view: UIView) -> CGRect? {
        if item === view { return view.bounds }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            return owner === view ? guide.layoutFrame : owner.convert(guide.layoutFrame, to: view)
        }
        if let other = item as? UIView { return other.convert(other.bounds, to: view) }
        return nil
    }

    private static func value(of attribute: NSLayoutConstraint.Attribute, in rect: CGRect) -> Double? {
        switch attribute {
        case .left, .leading: Double(rect.minX)
        case .right, .trailing: Double(rect.maxX)
        case .centerX: Double(rect.midX)
        case .width: Double(rect.width)
        case .top: Double(rect.minY)
        case .bottom: Double(rect.maxY)
        case .centerY: Double(rect.midY)
        case .height: Double(rect.height)
        default: nil
        }
    }

    /// Rows kept in reduced row-echelon form (Gauss–Jordan, one row at a time), so that a new
    /// row is tested against all kept ones by elimination: it reduces to zero when it adds
    /// nothing (kept only if its right-hand side agrees, within a tolerance).
    private struct Basis {
        let count: Int
        private var rows: [(pivot: Int, coefficients: [Double], rhs: Double)] = []
        /// Coefficients and right-hand sides closer to 0 than this are 0: frames are points, and
        /// 1e-9 point is far below a pixel.
        private let tolerance = 1e-9

        init(count: Int) { self.count = count }

        /// What adding a row did.
        enum Outcome { case added, redundant, conflict }

        /// Adds the row when it is independent of those kept; a row they already imply is
        /// `redundant`, one they contradict a `conflict`, and neither is kept.
        mutating func add(_ coefficients: [Double], _ rhs: Double) -> Outcome {
            var c = coefficients, r = rhs
            for row in rows where c[row.pivot] != 0 {
                let f = c[row.pivot]
                for j in 0..<count { c[j] -= f * row.coefficients[j] }
                r -= f * row.rhs
            }
            guard let pivot = c.indices.max(by: { abs(c[$0]) < abs(c[$1]) }), abs(c[pivot]) > tolerance else {
                return abs(r) > 1e-6 ? .conflict : .redundant
            }
            let p = c[pivot]
            for j in 0..<count { c[j] /= p }
            r /= p
            for i in rows.indices where rows[i].coefficients[pivot] != 0 {
                let f = rows[i].coefficients[pivot]
                for j in 0..<count { rows[i].coefficients[j] -= f * c[j] }
                rows[i].rhs -= f * r
            }
            rows.append((pivot, c, r))
            return .added
        }

        /// The unknowns, once every one has a pivot (unpivoted ones are 0).
        func solution() -> [Double] {
            var values = [Double](repeating: 0, count: count)
            for row in rows { values[row.pivot] = row.rhs }
            return values
        }
    }
}
