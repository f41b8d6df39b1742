import CCairo
import SegueCore
import SeguePNG

/// The `--sheet` image: frames side by side on a light grey sheet (iOS's systemGray6), each
/// outlined by a one-pixel systemGray3 line so white screens keep their edges, with its label
/// (the frame's time) centred under it, for READMEs and docs.
///
/// Layout in pixels, from the tallest frame's height H: a margin of max(8, H / 40) around and
/// between the frames, top-aligned; under them a label band twice the font size high, with the
/// font size max(12, H / 32), text in iOS's secondary-label grey.
public enum FrameStrip {
    static let labelColor = Color(unchecked: 0x3C / 255, 0x3C / 255, 0x43 / 255)
    static let sheetColor = Color(unchecked: 0xF2 / 255, 0xF2 / 255, 0xF7 / 255)
    static let outlineColor = Color(unchecked: 0xC7 / 255, 0xC7 / 255, 0xCC / 255)

    /// The strip of `frames`, labelled by `labels` (one each). Throws for no frames, a label
    /// count that differs from the frame count, or a strip wider than Cairo's 32767 px.
    public static func render(frames: [RGBAImage], labels: [String],
                              fontFamily: String = FrameRenderer.defaultFontFamily) throws(RenderError) -> RGBAImage {
        guard !frames.isEmpty else { throw RenderError("a frame strip needs at least one frame") }
        guard frames.count == labels.count else {
            throw RenderError("a frame strip needs one label per frame: \(frames.count) frames, \(labels.count) labels")
        }
        let tallest = frames.map(\.height).max()!
        let margin = max(8, tallest / 40)
        let fontSize = Double(max(12, tallest / 32))
        let band = Int((fontSize * 2).rounded(.up))
        let width = frames.reduce(margin) { $0 + $1.width + margin }
        let surface = try FrameSurface(pixelWidth: width, pixelHeight: margin + tallest + band)
        guard let cr = cairo_create(surface.surface) else { throw RenderError("cannot draw a frame strip") }
        defer { cairo_destroy(cr) }
        CairoPath.setSource(sheetColor, alpha: 1, on: cr)
        cairo_paint(cr)
        let typesetter = Typesetter(fontFamily: fontFamily)
        var x = margin
        for (frame, label) in zip(frames, labels) {
            try paint(frame, atX: x, y: margin, cr)
            cairo_save(cr)
            cairo_translate(cr, Double(x), Double(margin + tallest))
            let text = TextContent(string: label, size: fontSize, color: labelColor, alignment: .center)
            typesetter.draw(text, width: Double(frame.width), height: Double(band), alpha: 1, cr)
            cairo_restore(cr)
            x += frame.width + margin
        }
        return surface.image()
    }

    /// Paints `frame` unscaled with its top-left at pixel (x, y).
    private static func paint(_ frame: RGBAImage, atX x: Int, y: Int, _ cr: OpaquePointer) throws(RenderError) {
        guard frame.width > 0, frame.height > 0 else { return }
        CairoPath.setSource(outlineColor, alpha: 1, on: cr)
        cairo_rectangle(cr, Double(x - 1), Double(y - 1), Double(frame.width + 2), Double(frame.height + 2))
        cairo_fill(cr)
        let pixels = try DecodedImage(frame, file: "frame")
        guard let source = pixels.makeSurface() else { return }
        defer { cairo_surface_destroy(source) }
        cairo_set_source_surface(cr, source, Double(x), Double(y))
        cairo_new_path(cr)
        cairo_rectangle(cr, Double(x), Double(y), Double(frame.width), Double(frame.height))
        cairo_fill(cr)
    }
}
