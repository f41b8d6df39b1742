import CCairo
import Foundation
import SegueCore
import SeguePNG

extension TimingPlot {
    static let white = Color(unchecked: 1, 1, 1)
    /// Grid lines at every ¼ (systemGray5), the 0 and 1 lines and the chart's box (systemGray3).
    static let gridColor = Color(unchecked: 0xE5 / 255, 0xE5 / 255, 0xEA / 255)
    static let axisColor = Color(unchecked: 0xC7 / 255, 0xC7 / 255, 0xCC / 255)
    /// Text, frame ticks and the release line: iOS's secondary-label grey.
    static let inkColor = Color(unchecked: 0x3C / 255, 0x3C / 255, 0x43 / 255)
    /// The sheet's frames: systemGray2, dashed.
    static let sheetColor = Color(unchecked: 0xAE / 255, 0xAE / 255, 0xB2 / 255)

    /// The plot as an opaque image, `Layout.width` × `Layout.height(legendEntries:)` pixels.
    public func render(fontFamily: String = FrameRenderer.defaultFontFamily) throws(RenderError) -> RGBAImage {
        let surface = try FrameSurface(pixelWidth: Layout.width, pixelHeight: Layout.height(legendEntries: legendCount))
        guard let cr = cairo_create(surface.surface) else { throw RenderError("cannot draw the timing plot") }
        defer { cairo_destroy(cr) }
        let typesetter = Typesetter(fontFamily: fontFamily)
        CairoPath.setSource(TimingPlot.white, alpha: 1, on: cr)
        cairo_paint(cr)
        label(title, x: Double(Layout.plotLeft), y: 0, width: Double(Layout.plotWidth), height: Double(Layout.headerHeight),
              size: 16, weight: .semibold, align: .left, typesetter, cr)
        drawGrid(typesetter, cr)
        drawMarkers(cr)
        cairo_save(cr)
        cairo_rectangle(cr, Double(Layout.plotLeft), Double(Layout.chartTop), Double(Layout.plotWidth), Double(Layout.chartHeight))
        cairo_clip(cr)
        for curve in curves { draw(curve, cr) }
        cairo_restore(cr)
        drawAxis(typesetter, cr)
        drawLegend(typesetter, cr)
        return surface.image()
    }

    /// Lines at every ¼ of progress, the 0 and 1 lines darker, labels at every ½, and the box.
    private func drawGrid(_ typesetter: Typesetter, _ cr: OpaquePointer) {
        let left = Double(Layout.plotLeft), right = left + Double(Layout.plotWidth)
        var v = range.lowerBound
        while v <= range.upperBound + 1e-9 {
            let whole = v == 0 || v == 1
            stroke(whole ? TimingPlot.axisColor : TimingPlot.gridColor, width: 1, cr) {
                cairo_move_to(cr, left, crisp(y(v)))
                cairo_line_to(cr, right, crisp(y(v)))
            }
            if (v * 2).rounded() == v * 2 {
                label(JSONText.format(v), x: 0, y: y(v) - 10, width: left - 8, height: 20, size: 12, align: .right, typesetter, cr)
            }
            v += 0.25
        }
        stroke(TimingPlot.axisColor, width: 1, cr) {
            cairo_rectangle(cr, left + 0.5, Double(Layout.chartTop) + 0.5, Double(Layout.plotWidth) - 1, Double(Layout.chartHeight) - 1)
        }
    }

    /// The sheet's frames (dashed) and the release (solid, labelled), as vertical lines.
    private func drawMarkers(_ cr: OpaquePointer) {
        let top = Double(Layout.chartTop), bottom = Double(Layout.chartBottom)
        for t in sheetTimes {
            stroke(TimingPlot.sheetColor, width: 1, dash: [4, 3], cr) {
                cairo_move_to(cr, crisp(x(t)), top)
                cairo_line_to(cr, crisp(x(t)), bottom)
            }
        }
        if let releaseTime {
            stroke(TimingPlot.inkColor, width: 1.5, cr) {
                cairo_move_to(cr, x(releaseTime), top)
                cairo_line_to(cr, x(releaseTime), bottom)
            }
        }
    }

    /// A curve as polylines through its samples, broken where it has no value.
    private func draw(_ curve: Curve, _ cr: OpaquePointer) {
        // A curve sharing its line with others takes every count-th turn of stripeLength px,
        // starting at its own (Cairo starts the dash pattern `offset` into it).
        let (dash, offset): ([Double], Double) = curve.stripe.map { stripe in
            let length = TimingPlot.stripeLength, period = length * Double(stripe.count)
            return ([length, period - length], (period - length * Double(stripe.index)).truncatingRemainder(dividingBy: period))
        } ?? (curve.dashed ? [7, 4] : [], 0)
        stroke(curve.color, width: 2, dash: dash, offset: offset, cr) {
            var drawing = false
            for (t, value) in zip(times, curve.values) {
                guard let value, value.isFinite else { drawing = false; continue }
                if drawing { cairo_line_to(cr, x(t), y(value)) } else { cairo_move_to(cr, x(t), y(value)) }
                drawing = true
            }
        }
    }

    /// One tick per frame under the chart, the time labels, and the release's label.
    private func drawAxis(_ typesetter: Typesetter, _ cr: OpaquePointer) {
        let bottom = Double(Layout.chartBottom)
        stroke(TimingPlot.inkColor, width: 1, cr) {
            for t in frameTimes {
                cairo_move_to(cr, crisp(x(t)), bottom)
                cairo_line_to(cr, crisp(x(t)), bottom + Double(Layout.tickLength))
            }
        }
        let step = TimingPlot.labelStep(duration)
        var k = 0
        while Double(k) * step <= duration + 1e-9 {
            let t = Double(k) * step
            label(JSONText.format((t * 1000).rounded() / 1000) + " s", x: x(t) - 40, y: bottom + Double(Layout.tickLength),
                  width: 80, height: Double(Layout.axisHeight - Layout.tickLength), size: 12, align: .center, typesetter, cr)
            k += 1
        }
        if let releaseTime {
            label("release", x: x(releaseTime) + 4, y: Double(Layout.chartTop) + 2, width: 80, height: 18, size: 12,
                  align: .left, typesetter, cr)
        }
    }

    /// The legend: a swatch and a label per curve, then the markers, three to a row.
    private func drawLegend(_ typesetter: Typesetter, _ cr: OpaquePointer) {
        var entries = curves.map { ($0.label, $0.color, $0.dashed ? [7.0, 4] : [], 2.0) }
        entries.append(("sheet frames", TimingPlot.sheetColor, [4, 3], 1))
        if releaseTime != nil { entries.append(("release", TimingPlot.inkColor, [], 1.5)) }
        let columnWidth = Double(Layout.plotWidth) / Double(Layout.legendColumns)
        let top = Double(Layout.chartBottom + Layout.axisHeight)
        for (i, (text, color, dash, width)) in entries.enumerated() {
            let x0 = Double(Layout.plotLeft) + Double(i % Layout.legendColumns) * columnWidth
            let y0 = top + Double(i / Layout.legendColumns * Layout.legendRowHeight)
            let middle = y0 + Double(Layout.legendRowHeight) / 2
            stroke(color, width: width, dash: dash, cr) {
                cairo_move_to(cr, x0, middle)
                cairo_line_to(cr, x0 + 28, middle)
            }
            label(text, x: x0 + 36, y: y0, width: columnWidth - 40, height: Double(Layout.legendRowHeight), size: 13,
                  align: .left, typesetter, cr)
        }
    }

    /// The spacing of the time labels: the smallest of 0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15,
    /// 30 or 60 s that gives at most 10 steps.
    static func labelStep(_ duration: Double) -> Double {
        [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2, 5, 10, 15, 30, 60].first { duration / $0 <= 10 } ?? 60
    }

    /// The middle of the pixel containing `v`: a 1-px line there covers one whole pixel column.
    private func crisp(_ v: Double) -> Double { v.rounded(.down) + 0.5 }

    private func stroke(_ color: Color, width: Double, dash: [Double] = [], offset: Double = 0, _ cr: OpaquePointer,
                        path: () -> Void) {
        cairo_new_path(cr)
        path()
        CairoPath.setSource(color, alpha: 1, on: cr)
        cairo_set_line_width(cr, width)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_dash(cr, dash, Int32(dash.count), offset)
        cairo_stroke(cr)
    }

    private func label(_ text: String, x: Double, y: Double, width: Double, height: Double, size: Double,
                       weight: FontWeight = .regular, align: TextAlignment, _ typesetter: Typesetter, _ cr: OpaquePointer) {
        cairo_save(cr)
        cairo_translate(cr, x, y)
        let content = TextContent(string: text, size: size, weight: weight, color: TimingPlot.inkColor, alignment: align)
        typesetter.draw(content, width: width, height: height, alpha: 1, cr)
        cairo_restore(cr)
    }
}
