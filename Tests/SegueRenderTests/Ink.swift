import SegueCore
import SeguePNG
@testable import SegueRender

/// The ink of text drawn on white: every pixel that is not the white background.
struct Ink {
    let surface: FrameSurface

    func isInk(_ x: Int, _ y: Int) -> Bool { surface[x, y] != white }

    /// The rows with ink, grouped into bands of consecutive rows, top to bottom.
    var bands: [ClosedRange<Int>] {
        var bands: [ClosedRange<Int>] = []
        for y in 0..<surface.pixelHeight where (0..<surface.pixelWidth).contains(where: { isInk($0, y) }) {
            if let last = bands.last, last.upperBound == y - 1 {
                bands[bands.count - 1] = last.lowerBound...y
            } else {
                bands.append(y...y)
            }
        }
        return bands
    }

    /// The leftmost and rightmost columns with ink; `nil` without ink.
    var columns: ClosedRange<Int>? {
        let xs = (0..<surface.pixelWidth).filter { x in (0..<surface.pixelHeight).contains { isInk(x, $0) } }
        return xs.first.map { $0...xs.last! }
    }

    /// How much ink there is: the sum over pixels of how far each is from white (0 to 255).
    var amount: Int {
        var sum = 0
        for y in 0..<surface.pixelHeight {
            for x in 0..<surface.pixelWidth { sum += 255 - Int(surface[x, y].r) }
        }
        return sum
    }

    /// How many pixels of `columns` (all rows) differ from `other`'s.
    func differences(from other: Ink, inColumns columns: ClosedRange<Int>) -> Int {
        (0..<surface.pixelHeight).reduce(0) { sum, y in
            sum + columns.filter { surface[$0, y] != other.surface[$0, y] }.count
        }
    }

    /// The rightmost column with ink among `rows`.
    func lastColumn(inRows rows: ClosedRange<Int>) -> Int? {
        (0..<surface.pixelWidth).last { x in rows.contains { isInk(x, $0) } }
    }

    /// The rows with ink among `columns`, top to bottom.
    func rows(inColumns columns: ClosedRange<Int>) -> [Int] {
        (0..<surface.pixelHeight).filter { y in columns.contains { isInk($0, y) } }
    }

    /// How many runs of consecutive columns with ink `columns` holds among `rows`: 3 for "…".
    func runs(inColumns columns: ClosedRange<Int>, rows: ClosedRange<Int>) -> Int {
        let inked = columns.map { x in rows.contains { isInk(x, $0) } }
        return zip([false] + inked, inked).filter { !$0 && $1 }.count
    }

    /// Whether the line whose ink is in `rows` ends with the three dots of `ellipsis` (a
    /// drawing of "…" alone): the last columns of the line, as wide as those dots, hold three
    /// runs of ink no taller than the dots. A font's letters are all taller than its dots.
    func endsWithEllipsis(inRows rows: ClosedRange<Int>, like ellipsis: Ink) -> Bool {
        guard let dots = ellipsis.columns, let dotRows = ellipsis.bands.first,
              let end = lastColumn(inRows: rows), end - dots.count + 1 >= 0 else { return false }
        let tail = (end - dots.count + 1)...end
        let inkRows = self.rows(inColumns: tail).filter(rows.contains)
        return runs(inColumns: tail, rows: rows) == 3 && inkRows.count <= dotRows.count + 1
    }
}

/// `text` in a layer at `frame`, on a white canvas of `canvas` points at `scale`, drawn by a
/// rasterizer whose family is `fontFamily`.
func drawText(_ text: TextContent, frame: Rect, canvas: Size, scale: Double = 2,
              fontFamily: String = FrameRenderer.defaultFontFamily) throws -> Ink {
    let surface = try FrameSurface(pixelWidth: Int(canvas.width * scale), pixelHeight: Int(canvas.height * scale))
    let node = RenderNode(id: "t", size: frame.size, transform: .translation(frame.x, frame.y), content: .text(text))
    let tree = RenderTree(size: canvas, background: .white, nodes: [node])
    Rasterizer(images: ImageStore(), scale: scale, fontFamily: fontFamily).draw(tree, into: surface)
    return Ink(surface: surface)
}
