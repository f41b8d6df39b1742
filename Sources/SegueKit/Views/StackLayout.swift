import Foundation

/// The arithmetic of a stack view's layout, apart from views so it reads as the rules it
/// follows (Apple's UIStackView.Distribution and .Alignment documentation).
enum StackLayout {
    /// Where each view starts along the axis and how long it is, for views of natural lengths
    /// `along` separated by `gaps` in `length`:
    /// - `fill`: natural lengths; the room left over goes to the lowest-hugging view, the room
    ///   missing comes from the least compression-resistant one (the last among equals).
    /// - `fillEqually`: (length − Σgaps) / n each.
    /// - `fillProportionally`: length − Σgaps shared in proportion to the natural lengths.
    /// - `equalSpacing`: natural lengths, the room left over shared equally among the gaps
    ///   (never below `gaps`); overflowing, as `fill`.
    /// - `equalCentering`: natural lengths, centres evenly spaced from the first view's at its
    ///   half length to the last's at `length` minus its half, while every gap stays at least its
    ///   spacing; otherwise as `equalSpacing`.
    static func spans(along: [CGFloat], gaps: [CGFloat], length: CGFloat, distribution: UIStackView.Distribution,
                      priorities: [(hugging: Float, resistance: Float)]) -> [(start: CGFloat, length: CGFloat)] {
        let n = along.count
        let spacing = gaps.reduce(0, +)
        var lengths = along
        var gapLengths = gaps
        switch distribution {
        case .fillEqually:
            lengths = Array(repeating: max(0, (length - spacing) / CGFloat(n)), count: n)
        case .fillProportionally:
            let total = along.reduce(0, +)
            let room = max(0, length - spacing)
            lengths = total > 0 ? along.map { $0 / total * room } : Array(repeating: room / CGFloat(n), count: n)
        case .equalSpacing, .equalCentering:
            let free = length - along.reduce(0, +)
            if free < spacing || n == 1 {
                lengths = filled(along, spacing: spacing, length: length, priorities: priorities)
            } else if distribution == .equalCentering, let centred = centred(along, gaps: gaps, length: length) {
                return centred
            } else {
                gapLengths = Array(repeating: free / CGFloat(n - 1), count: n - 1)
            }
        case .fill:
            lengths = filled(along, spacing: spacing, length: length, priorities: priorities)
        }
        var spans: [(start: CGFloat, length: CGFloat)] = []
        var position: CGFloat = 0
        for index in 0..<n {
            spans.append((position, lengths[index]))
            position += lengths[index] + (index < gapLengths.count ? gapLengths[index] : 0)
        }
        return spans
    }

    /// `along` with the difference between `length` and their total (with `spacing`) given to
    /// or taken from one view, chosen by priority (the last among equals).
    private static func filled(_ along: [CGFloat], spacing: CGFloat, length: CGFloat,
                               priorities: [(hugging: Float, resistance: Float)]) -> [CGFloat] {
        var lengths = along
        let extra = length - spacing - along.reduce(0, +)
        guard extra != 0 else { return lengths }
        let key: (Int) -> Float = extra > 0 ? { priorities[$0].hugging } : { priorities[$0].resistance }
        let lowest = lengths.indices.map(key).min()!
        let chosen = lengths.indices.last { key($0) == lowest }!
        lengths[chosen] = max(0, lengths[chosen] + extra)
        return lengths
    }

    /// Equal centering's spans, or nil when a gap would fall below its spacing.
    private static func centred(_ along: [CGFloat], gaps: [CGFloat], length: CGFloat) -> [(start: CGFloat, length: CGFloat)]? {
        let n = along.count
        let first = along[0] / 2, last = length - along[n - 1] / 2
        let step = (last - first) / CGFloat(n - 1)
        let spans = along.indices.map { (start: first + step * CGFloat($0) - along[$0] / 2, length: along[$0]) }
        for index in 0..<(n - 1) where spans[index + 1].start - (spans[index].start + spans[index].length) < gaps[index] {
            return nil
        }
        return spans
    }

    /// The offset and size across the axis of a view of natural size `natural` in `cross`.
    static func place(_ natural: CGFloat, in cross: CGFloat, alignment: UIStackView.Alignment) -> (offset: CGFloat, size: CGFloat) {
        switch alignment {
        case .fill: (0, cross)
        case .leading, .firstBaseline, .lastBaseline: (0, natural)
        case .center: ((cross - natural) / 2, natural)
        case .trailing: (cross - natural, natural)
        }
    }
}
