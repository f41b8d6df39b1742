import CPango
import SegueCore

/// A text content laid out by Pango in a box, reduced to the lines UILabel would draw.
///
/// UILabel's rules (Apple's UILabel documentation of `numberOfLines` and `lineBreakMode`):
/// at most `numberOfLines` lines are drawn (0: no limit), and only those that fit in the box's
/// height, but always at least one; "any text that does not fit within the maximum number of
/// lines and inside the bounding rectangle of the label is truncated using the appropriate
/// line break mode". So: lines wrap at words within the width (`byCharWrapping`: at
/// characters), `\n` breaks a line, and when text is left over the truncating modes put "…"
/// in the last line drawn (Pango's ellipsization) while the wrapping modes simply stop.
/// `byClipping` on a single line does not wrap: the line runs past the width and is clipped.
final class TextLayout {
    /// One line drawn: Pango's line and its logical box in the layout, in Pango units.
    struct Line {
        let line: UnsafeMutablePointer<PangoLayoutLine>
        /// The logical rectangle (x by alignment, y from the layout's top, height the fonts'
        /// ascent plus descent).
        let logical: PangoRectangle
        /// The baseline's distance from the layout's top.
        let baseline: Int32
    }

    private let layout: OpaquePointer
    /// The lines to draw, top to bottom (at least one).
    private(set) var lines: [Line] = []
    /// Whether the lines are wider than the box and must be clipped to it (`byClipping`, one line).
    let clips: Bool

    /// Lays out `text` in `family` for a box `width` points wide and `height` high.
    init(_ text: TextContent, family: String, width: Double, height: Double, context: OpaquePointer) {
        layout = pango_layout_new(context)
        let maxLines = max(0, text.numberOfLines)
        clips = text.lineBreakMode == .byClipping && maxLines == 1
        TextLayout.configure(layout, text, family: family, width: clips ? -1 : TextLayout.units(width))
        lines = readLines()
        let shown = TextLayout.fittingCount(lines, maxLines: maxLines, height: TextLayout.units(height))
        if shown < lines.count, let mode = TextLayout.ellipsizeMode(text.lineBreakMode) {
            truncate(to: shown, mode: mode, text: text.string)
        } else {
            lines.removeSubrange(shown...)
        }
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }

    /// The logical width of the whole layout (its widest line), in Pango units.
    var width: Int32 {
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return logical.width
    }

    /// The height of the lines drawn, from the top of the first to the bottom of the last.
    var blockHeight: Int32 {
        lines.last.map { $0.logical.y + $0.logical.height } ?? 0
    }

    /// Font, text, wrapping and alignment. `width` −1 does not wrap.
    private static func configure(_ layout: OpaquePointer, _ text: TextContent, family: String, width: Int32) {
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        // A layer's own family first, then the renderer's: a family that is not installed
        // falls back to the renderer's, and so do glyphs the layer's family lacks.
        pango_font_description_set_family(font, text.font.map { "\($0),\(family)" } ?? family)
        pango_font_description_set_weight(font, PangoWeight(rawValue: numericCast(text.weight.value)))
        pango_font_description_set_absolute_size(font, text.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_alignment(layout, alignment(text.alignment))
        pango_layout_set_wrap(layout, text.lineBreakMode == .byCharWrapping ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        pango_layout_set_width(layout, width)
        if text.kern != 0, text.kern.isFinite {
            // NSAttributedString's kern as Pango's letter spacing (in Pango units), which puts it
            // between characters; `TextDrawing.trailingKern` adds the one after the last.
            let attributes = pango_attr_list_new()
            pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32(max(-1e5, min(1e5, text.kern)) * Double(PANGO_SCALE))))
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_text(layout, text.string, -1)
    }

    /// How many of `lines` UILabel draws: those whose bottom is inside `height`, at most
    /// `maxLines` (0: no limit), at least one.
    private static func fittingCount(_ lines: [Line], maxLines: Int, height: Int32) -> Int {
        let fitting = lines.prefix { $0.logical.y + $0.logical.height <= height }.count
        return max(1, min(maxLines == 0 ? lines.count : maxLines, fitting))
    }

    /// Lays the text out again so that its `count`-th line is the last and ends (or starts)
    /// with "…".
    ///
    /// Pango ellipsizes the last line that fits a positive layout height: a height of 1.5 lines
    /// below the top of line `count` makes that line the last (Pango ends the layout at the line
    /// after which two more lines would not fit). Pango's last line holds the rest of its
    /// paragraph; when the text left over starts in a later paragraph, the last line is not
    /// ellipsized, so "…" is appended to the text drawn (unless all that is left over is
    /// white space), which Pango ellipsizes again if the line is then too wide.
    private func truncate(to count: Int, mode: PangoEllipsizeMode, text: String) {
        let last = lines[count - 1]
        pango_layout_set_ellipsize(layout, mode)
        pango_layout_set_height(layout, last.logical.y + last.logical.height + last.logical.height / 2)
        lines = readLines()
        if pango_layout_is_ellipsized(layout) == 0, let end = lines.last.map({ Int($0.line.pointee.start_index + $0.line.pointee.length) }) {
            let utf8 = Array(text.utf8)
            let leftOver = String(decoding: utf8[min(end, utf8.count)...], as: UTF8.self)
            if !leftOver.allSatisfy(\.isWhitespace) {
                pango_layout_set_text(layout, String(decoding: utf8[..<min(end, utf8.count)], as: UTF8.self) + "\u{2026}", -1)
                lines = readLines()
            }
        }
        lines = Array(lines.prefix(count))
    }

    /// Every line of the layout with its logical box and baseline.
    private func readLines() -> [Line] {
        var lines: [Line] = []
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            var logical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &logical)
            lines.append(Line(line: pango_layout_iter_get_line_readonly(iterator), logical: logical,
                              baseline: pango_layout_iter_get_baseline(iterator)))
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// Points as Pango units (1/1024 point), rounded.
    static func units(_ points: Double) -> Int32 {
        Int32(Int(clamping: points * Double(PANGO_SCALE), to: Int(Int32.min)...Int(Int32.max)))
    }

    private static func ellipsizeMode(_ mode: LineBreakMode) -> PangoEllipsizeMode? {
        switch mode {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byWordWrapping, .byCharWrapping, .byClipping: nil
        }
    }

    private static func alignment(_ alignment: TextAlignment) -> PangoAlignment {
        switch alignment {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}
