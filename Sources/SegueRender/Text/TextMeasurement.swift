import Foundation
import SegueCore

/// How much room text takes when drawn, for code that sizes views to their text (UILabel's
/// `sizeThatFits`, a button's title): the same Pango layout the rasterizer draws with.
public enum TextMeasurement {
    /// A width or height no text reaches (100 000 points), for a side that is not bounded.
    static let unbounded = 100_000.0

    /// The typesetters measuring so far, one per family (a font map's first use costs
    /// fontconfig's matching, so each is kept).
    nonisolated(unsafe) private static var typesetters: [String: Typesetter] = [:]
    private static let lock = NSLock()

    /// The size of `text` laid out at most `width` points wide (nil or not positive: one line
    /// per paragraph, as wide as it needs), drawn in `fontFamily`: the widest line's width and
    /// the height from the top of the first line to the bottom of the last, at most
    /// `numberOfLines` lines (0: all), in points. Empty or sizeless text measures (0, 0).
    public static func size(of text: TextContent, width: Double? = nil,
                            fontFamily: String = FrameRenderer.defaultFontFamily) -> (width: Double, height: Double) {
        guard !text.string.isEmpty, text.size > 0, text.size.isFinite else { return (0, 0) }
        let typesetter = lock.withLock {
            if let made = typesetters[fontFamily] { return made }
            let made = Typesetter(fontFamily: fontFamily)
            typesetters[fontFamily] = made
            return made
        }
        let bound = width.flatMap { $0 > 0 && $0.isFinite ? min($0, unbounded) : nil }
        return typesetter.size(of: text, width: bound)
    }
}
