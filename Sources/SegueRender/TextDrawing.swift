import CCairo
import SegueCore

/// One line of text with Cairo's toy font API, placed as a single-line UILabel places it.
///
/// - Font: `fontFamily` through fontconfig; weights regular and medium map to Cairo's normal
///   weight, semibold and bold to bold (the toy API has only those two).
/// - Horizontal: left at x = 0; center and right by the text's advance width within `width`.
/// - Vertical: centred by the font's ascent and descent (not the glyphs' ink), so the baseline
///   is at height / 2 + (ascent − descent) / 2 and every string of a font sits at the same place.
/// - Hinting of metrics and outlines is off, so the layout in points is the same at every scale.
enum TextDrawing {
    static func draw(_ text: TextContent, width: Double, height: Double, fontFamily: String,
                     alpha: Double, _ cr: OpaquePointer) {
        guard text.size > 0, text.size.isFinite, !text.string.isEmpty, text.color.alpha > 0 else { return }
        let bold = text.weight == .semibold || text.weight == .bold
        cairo_select_font_face(cr, fontFamily, CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, text.size)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)

        var font = cairo_font_extents_t()
        cairo_font_extents(cr, &font)
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text.string, &extents)
        let x: Double = switch text.alignment {
        case .left: 0
        case .center: (width - extents.x_advance) / 2
        case .right: width - extents.x_advance
        }
        let baseline = height / 2 + (font.ascent - font.descent) / 2
        cairo_new_path(cr)
        cairo_move_to(cr, x, baseline)
        CairoPath.setSource(text.color, alpha: alpha, on: cr)
        cairo_show_text(cr, text.string)
        cairo_new_path(cr)
    }
}
