import CCairo
import SegueCore
import SeguePNG

/// The `--sheet` image: frames in a grid on a sheet (by default iOS's light grey systemGray6, in
/// one row), each outlined by a one-pixel systemGray3 line so white screens keep their edges,
/// with its label (the frame's time) centred under it, for READMEs and docs.
///
/// Layout in pixels, from the tallest frame's height H and the widest frame's width W: a margin
/// of max(8, H / 40) around and between the cells, W wide; the frames top-aligned, filling rows
/// left to right (row-major). Under each row of frames a label band twice the font size high,
/// with the font size max(12, H / 32), text in iOS's secondary-label grey (a light grey on a dark
/// sheet, of luminance below ½); without labels the margin instead. So a sheet of n frames in c
/// columns is margin + c·(W + margin) wide and margin + ⌈n / c⌉·(H + band) high.
public enum ContactSheetImage {
    static let labelColor = Color(unchecked: 0x3C / 255, 0x3C / 255, 0x43 / 255)
    /// The label colour on a dark sheet: iOS's dark-mode label grey (#EBEBF5).
    static let darkSheetLabelColor = Color(unchecked: 0xEB / 255, 0xEB / 255, 0xF5 / 255)
    /// The sheet's default colour: iOS's systemGray6 (#F2F2F7).
    public static let sheetColor = Color(unchecked: 0xF2 / 255, 0xF2 / 255, 0xF7 / 255)
    static let outlineColor = Color(unchecked: 0xC7 / 255, 0xC7 / 255, 0xCC / 255)

    /// The grid of `frames`, `columns` to a row (default all in one), labelled by `labels` (one
    /// each; `nil` draws none), on `background`. Throws for no frames, a label count that
    /// differs from the frame count, or a sheet wider or taller than Cairo's 32767 px.
    public static func render(frames: [RGBAImage], labels: [String]?, columns: Int? = nil,
                              background: Color = ContactSheetImage.sheetColor,
                              fontFamily: String = FrameRenderer.defaultFontFamily) throws(RenderError) -> RGBAImage {
        guard !frames.isEmpty else { throw RenderError("a frame strip needs at least one frame") }
        if let labels, frames.count != labels.count {
            throw RenderError("a frame strip needs one label per frame: \(frames.count) frames, \(labels.count) labels")
        }
        let tallest = frames.map(\.height).max()!, widest = frames.map(\.width).max()!
        let margin = max(8, tallest / 40)
        let fontSize = Double(max(12, tallest / 32))
        let band = labels == nil ? margin : Int((fontSize * 2).rounded(.up))
        let columns = min(frames.count, max(1, columns ?? frames.count))
        let size = pixelSize(frameWidth: widest, frameHeight: tallest, count: frames.count, columns: columns, labels: labels != nil)
        let surface = try FrameSurface(pixelWidth: size.width, pixelHeight: size.height)
        guard let cr = cairo_create(surface.surface) else { throw RenderError("cannot draw a frame strip") }
        defer { cairo_destroy(cr) }
        CairoPath.setSource(background, alpha: 1, on: cr)
        cairo_paint(cr)
        let luminance = 0.2126 * background.red + 0.7152 * background.green + 0.0722 * background.blue
        let ink = luminance < 0.5 ? darkSheetLabelColor : labelColor
        let typesetter = Typesetter(fontFamily: fontFamily)
        for (i, frame) in frames.enumerated() {
            let x = margin + (i % columns) * (widest + margin), y = margin + (i / columns) * (tallest + band)
            try paint(frame, atX: x, y: y, cr)
            guard let labels else { continue }
            cairo_save(cr)
            cairo_translate(cr, Double(x), Double(y + tallest))
            let text = TextContent(string: labels[i], size: fontSize, color: ink, alignment: .center)
            typesetter.draw(text, width: Double(frame.width), height: Double(band), alpha: 1, cr)
            cairo_restore(cr)
        }
        return surface.image()
    }

    /// Paints `frame` unscaled with its top-left at pixel (x, y).
    /// The sheet's size in pixels for `count` frames of `frameWidth` × `frameHeight` pixels,
    /// `columns` to a row (default all in one), with or without labels: the layout above, so a
    /// command can refuse a sheet over `FrameSurface`'s limit before rendering a frame.
    public static func pixelSize(frameWidth: Int, frameHeight: Int, count: Int, columns: Int? = nil,
                                 labels: Bool = true) -> (width: Int, height: Int) {
        let margin = max(8, frameHeight / 40)
        let band = labels ? Int((Double(max(12, frameHeight / 32)) * 2).rounded(.up)) : margin
        let columns = min(max(1, count), max(1, columns ?? count))
        let rows = (max(1, count) + columns - 1) / columns
        let (width, overflowW) = frameWidth.addingReportingOverflow(margin).0.multipliedReportingOverflow(by: columns)
        let (height, overflowH) = frameHeight.addingReportingOverflow(band).0.multipliedReportingOverflow(by: rows)
        return (overflowW ? Int.max : margin + width, overflowH ? Int.max : margin + height)
    }

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
