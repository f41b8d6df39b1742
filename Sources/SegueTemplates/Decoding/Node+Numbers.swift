import SegueCore

extension Node {
    /// A JSON number (booleans are not numbers).
    func number(_ what: String = "a number") throws(TemplateError) -> Double {
        guard case .number(let n, _)? = value?.kind else { throw failure(what) }
        return n
    }

    /// A number in `range` (inclusive).
    func number(in range: ClosedRange<Double>) throws(TemplateError) -> Double {
        let what = "a number in \(Node.format(range.lowerBound))...\(Node.format(range.upperBound))"
        let n = try number(what)
        guard range.contains(n) else { throw failure(what) }
        return n
    }

    /// A number greater than zero and at most `max`.
    func positive(max: Double = TemplateLimits.maxCoordinate) throws(TemplateError) -> Double {
        let what = "a positive number at most \(Node.format(max))"
        let n = try number(what)
        guard n > 0, n <= max else { throw failure(what) }
        return n
    }

    /// A number ≥ 0 and at most `max`.
    func nonNegative(max: Double = TemplateLimits.maxCoordinate) throws(TemplateError) -> Double {
        try number(in: 0...max)
    }

    /// A coordinate or offset: any number of magnitude at most `TemplateLimits.maxCoordinate`.
    func coordinate() throws(TemplateError) -> Double {
        try number(in: -TemplateLimits.maxCoordinate...TemplateLimits.maxCoordinate)
    }

    /// An integer (written without a fraction, or with `.0`) in `range`.
    func integer(in range: ClosedRange<Int>) throws(TemplateError) -> Int {
        let what = "an integer in \(range.lowerBound)...\(range.upperBound)"
        let n = try number(what)
        guard n.rounded() == n, n >= Double(range.lowerBound), n <= Double(range.upperBound) else { throw failure(what) }
        return Int(n)
    }

    /// An array of exactly `count` items, e.g. `[x, y]`; `what` describes it for the error.
    func tuple(_ count: Int, _ what: String) throws(TemplateError) -> [Node] {
        let items = try array(what)
        guard items.count == count else { throw failure(what) }
        return items
    }

    /// `[x, y]` as a point.
    func point() throws(TemplateError) -> Point {
        let xy = try tuple(2, "an array [x, y]")
        return Point(try xy[0].coordinate(), try xy[1].coordinate())
    }

    /// `[dx, dy]` as a vector.
    func vector() throws(TemplateError) -> Vector {
        let xy = try tuple(2, "an array [x, y]")
        return Vector(try xy[0].coordinate(), try xy[1].coordinate())
    }

    /// `[w, h]` with both non-negative.
    func size() throws(TemplateError) -> Size {
        let wh = try tuple(2, "an array [width, height]")
        return Size(unchecked: try wh[0].nonNegative(), try wh[1].nonNegative())
    }

    /// `[x, y, w, h]` with a non-negative width and height.
    func rect() throws(TemplateError) -> Rect {
        let r = try tuple(4, "an array [x, y, width, height]")
        return Rect(x: try r[0].coordinate(), y: try r[1].coordinate(),
                    width: try r[2].nonNegative(), height: try r[3].nonNegative())
    }

    /// A number as a message writes it: no ".0" on whole numbers.
    static func format(_ value: Double) -> String {
        if value.rounded() == value, abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
