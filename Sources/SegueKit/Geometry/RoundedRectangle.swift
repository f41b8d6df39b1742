import SegueCore

/// Core Graphics' rounded rectangle with the misuse Core Graphics would refuse recorded.
enum RoundedRectangle {
    /// Core Graphics' rounded rectangle: every corner `cornerWidth` × `cornerHeight`. Core
    /// Graphics requires 0 ≤ cornerWidth ≤ width/2 and likewise for the height; anything else
    /// (NaN included) is recorded as misuse of `call` and clamped (NaN as 0).
    static func checkedPath(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, call: String) -> BezierPath {
        let r = rect.core.standardized
        let w = Double(cornerWidth), h = Double(cornerHeight)
        if !(w >= 0 && 2 * w <= r.width && h >= 0 && 2 * h <= r.height) {
            Misuse.record(SegueKitError("\(call): expected a corner of 0...\(r.width / 2) × 0...\(r.height / 2), found \(w) × \(h)"))
        }
        let corner = BezierPath.CornerRadii(x: w.isNaN ? 0 : w, y: h.isNaN ? 0 : h)
        return BezierPath.roundedRect(r, topLeft: corner, topRight: corner, bottomRight: corner, bottomLeft: corner)
    }
}
