import CCairo
import CPango
import SegueCore

/// Text laid out by Pango and placed as a single-line UILabel places it.
///
/// - Font: `fontFamily` through fontconfig, at `size` points; regular and medium draw in the
///   family's normal weight, semibold and bold in its bold weight. A glyph the family lacks
///   comes from another installed font (fontconfig's fallback), not a missing-glyph box.
/// - Lines: the text is not wrapped; `\n` starts a new line. Each line is as high as the
///   font's ascent plus descent.
/// - Horizontal: the block of lines at x = 0, centred or right-aligned by its widest line in
///   `width`, each line aligned the same way within the block.
/// - Vertical: the block centred in `height` by the fonts' ascents and descents (not the
///   glyphs' ink), so every string of a font sits at the same place.
enum TextDrawing {
    /// Draws `text` with its box at (0, 0, width, height) of `cr`'s user space, with a layout
    /// of `context` (a `Typesetter`'s, which fixes hinting and antialiasing).
    static func draw(_ text: TextContent, width: Double, height: Double, fontFamily: String,
                     alpha: Double, context: OpaquePointer, _ cr: OpaquePointer) {
        guard text.size > 0, text.size.isFinite, !text.string.isEmpty, text.color.alpha > 0 else { return }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let font = pango_font_description_new()
        defer { pango_font_description_free(font) }
        pango_font_description_set_family(font, fontFamily)
        let bold = text.weight == .semibold || text.weight == .bold
        pango_font_description_set_weight(font, bold ? PANGO_WEIGHT_BOLD : PANGO_WEIGHT_NORMAL)
        pango_font_description_set_absolute_size(font, text.size * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_layout_set_auto_dir(layout, 0)
        pango_layout_set_alignment(layout, pangoAlignment(text.alignment))
        pango_layout_set_text(layout, text.string, -1)

        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let blockWidth = points(logical.width), blockHeight = points(logical.height)
        let x: Double = switch text.alignment {
        case .left: 0
        case .center: (width - blockWidth) / 2
        case .right: width - blockWidth
        }
        cairo_new_path(cr)
        cairo_move_to(cr, x, (height - blockHeight) / 2)
        CairoPath.setSource(text.color, alpha: alpha, on: cr)
        pango_cairo_show_layout(cr, layout)
        cairo_new_path(cr)
    }

    /// Pango units (1/1024 point) as points.
    static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }

    private static func pangoAlignment(_ alignment: TextAlignment) -> PangoAlignment {
        switch alignment {
        case .left: PANGO_ALIGN_LEFT
        case .center: PANGO_ALIGN_CENTER
        case .right: PANGO_ALIGN_RIGHT
        }
    }
}
