import CCairo
import CPango
import SegueCore

/// Text content drawn as UILabel draws it (`TextLayout` decides the lines).
///
/// - Font: the layer's family, else `fontFamily`, through fontconfig, at `size` points and the
///   weight's face; a glyph the family lacks comes from another installed font (fontconfig's
///   fallback), not a missing-glyph box.
/// - Vertical: the block of lines drawn is centred in the box, as UILabel centres its text (or
///   at its top, `verticalPlacement` `.top`, as UITextView draws);
///   lines are as high as their fonts' ascent plus descent (not the glyphs' ink), so every
///   string of a font sits at the same place.
/// - Horizontal: each line at the left, centre or right of the box's width; a clipped single
///   line (`byClipping`) is aligned the same way and cut at the box's left and right edges.
enum TextDrawing {
    /// Whether `text` in a box of this size draws anything: not when empty, invisible, of no
    /// size, or in an empty box.
    static func draws(_ text: TextContent, width: Double, height: Double) -> Bool {
        text.size > 0 && text.size.isFinite && !text.string.isEmpty && text.color.alpha > 0 && width > 0 && height > 0
    }

    /// Draws `text`, laid out as `layout` (a `Typesetter`'s, whose context fixes hinting and
    /// antialiasing), with its box at (0, 0, width, height) of `cr`'s user space.
    static func draw(_ text: TextContent, layout: TextLayout, width: Double, height: Double,
                     alpha: Double, _ cr: OpaquePointer) {
        let top = text.verticalPlacement == .top ? 0 : (height - points(layout.blockHeight)) / 2
        // An unwrapped layout aligns its lines by its widest; the box aligns that.
        var left = layout.clips ? (width - points(layout.width)) * alignmentFraction(text.alignment) : 0
        // UIKit's kern follows every character, the last too: a line is that much wider, so a
        // centred or right-aligned line sits left of Pango's, which spaces only between them.
        left -= trailingKern(text) * alignmentFraction(text.alignment)
        cairo_save(cr)
        defer { cairo_restore(cr) }
        if layout.clips {
            // Left and right at the box; above and below, room for all the ink (which may
            // overshoot the lines' logical boxes, never by a whole font size).
            let y0 = min(0, top) - text.size, y1 = max(height, top + points(layout.blockHeight)) + text.size
            cairo_rectangle(cr, 0, y0, width, y1 - y0)
            cairo_clip(cr)
        }
        CairoPath.setSource(text.color, alpha: alpha, on: cr)
        for line in layout.lines {
            cairo_new_path(cr)
            cairo_move_to(cr, left + points(line.logical.x), top + points(line.baseline))
            pango_cairo_show_layout_line(cr, line.line)
        }
        cairo_new_path(cr)
    }

    /// The space UIKit's kern adds after a line's last character, which Pango's letter spacing
    /// (between characters only) leaves out.
    static func trailingKern(_ text: TextContent) -> Double {
        text.kern.isFinite ? max(-1e5, min(1e5, text.kern)) : 0
    }

    /// Pango units (1/1024 point) as points.
    static func points(_ units: Int32) -> Double { Double(units) / Double(PANGO_SCALE) }

    /// Where in the free width a line goes: 0 left, ½ centre, 1 right.
    static func alignmentFraction(_ alignment: TextAlignment) -> Double {
        switch alignment {
        case .left: 0
        case .center: 0.5
        case .right: 1
        }
    }
}
