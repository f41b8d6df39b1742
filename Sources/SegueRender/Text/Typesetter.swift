import CCairo
import CPango
import Foundation
import SegueCore

/// Lays out and draws text layers with Pango (pangocairo), which shapes text with HarfBuzz and
/// falls back through fontconfig to another installed font for a glyph the family lacks.
///
/// A typesetter owns its Pango font map and context, so nothing it caches (fonts, shaped
/// glyphs) is shared with another typesetter: each rasterizer has its own, which makes one per
/// worker thread of a render, made once and kept for every frame (a font map's first use costs
/// fontconfig's matching; later layouts reuse its cache). It also keeps the layouts it made:
/// a label drawn again at the same size (most labels, most frames) is not laid out and shaped
/// again, which cut the drawing time of the shipped list and detail screens at 1× by 40 %.
/// Calls on one typesetter are serialised by a lock, which is uncontended in that use.
///
/// Every environment-dependent setting is fixed, so layout and pixels depend only on the text,
/// the installed fonts and the canvas: no hinting of outlines or metrics, greyscale
/// antialiasing, unrounded glyph positions, left-to-right paragraphs (`left` means left). The
/// context keeps an identity matrix, so a layout is computed in points, the same at every scale
/// and under every transform; Cairo renders the outlines at the device's resolution.
final class Typesetter: @unchecked Sendable {
    /// The family a text layer is drawn in.
    let fontFamily: String
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    private let lock = NSLock()
    /// Layouts by what they depend on; emptied when full, so a label whose size is animated
    /// cannot grow it without bound. 1024 is far above the labels two screens show, so a
    /// scene's static labels never thrash it frame after frame (64 did, past 64 labels).
    private var layouts: [LayoutKey: TextLayout] = [:]
    private static let maxLayouts = 1024

    /// What a layout depends on: the text without its colour, and the box.
    private struct LayoutKey: Hashable {
        var text: TextContent
        var width: Double
        var height: Double
    }

    /// A typesetter with a font map of its own, drawing text in `fontFamily`.
    init(fontFamily: String) {
        self.fontFamily = fontFamily
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        pango_context_set_base_dir(context, PANGO_DIRECTION_LTR)
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(context))
        g_object_unref(fontMap)
    }

    /// Draws `text` in the box (0, 0, width, height) of `cr`'s user space (see `TextDrawing`).
    func draw(_ text: TextContent, width: Double, height: Double, alpha: Double, _ cr: OpaquePointer) {
        guard TextDrawing.draws(text, width: width, height: height) else { return }
        lock.withLock {
            TextDrawing.draw(text, layout: layout(text, width: width, height: height), width: width, height: height,
                             alpha: alpha, cr)
        }
    }

    /// The size `text` takes laid out `width` points wide (unbounded when nil): its widest
    /// line and the height of its lines, at most `numberOfLines` of them, in points.
    func size(of text: TextContent, width: Double?) -> (width: Double, height: Double) {
        lock.withLock {
            let layout = TextLayout(text, family: fontFamily, width: width ?? TextMeasurement.unbounded,
                                    height: TextMeasurement.unbounded, context: context)
            return (TextDrawing.points(layout.width) + TextDrawing.trailingKern(text), TextDrawing.points(layout.blockHeight))
        }
    }

    /// The layout of `text` in the box, made on first use (call with the lock held).
    private func layout(_ text: TextContent, width: Double, height: Double) -> TextLayout {
        var uncoloured = text
        uncoloured.color = .black
        let key = LayoutKey(text: uncoloured, width: width, height: height)
        if let layout = layouts[key] { return layout }
        if layouts.count >= Typesetter.maxLayouts { layouts.removeAll() }
        let layout = TextLayout(text, family: fontFamily, width: width, height: height, context: context)
        layouts[key] = layout
        return layout
    }
}
